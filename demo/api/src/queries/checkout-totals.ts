import { checkoutMaths, couponDiscount } from '@oriel/core';
import type { Db } from '../db/db';
import { ApiError, conflict } from '../lib/errors';
import type { OrganiserRow } from './organiser';

type Row = Record<string, any>;

/** The payment methods the organiser offers (contract): online first, the deposit when there is one, then bank transfer. */
export function paymentMethods(organiser: OrganiserRow, deposit: number, total: number) {
  const s = organiser.settings as Record<string, unknown>;
  const methods: { type: 'IMMEDIATE' | 'IMMEDIATE_DEPOSIT' | 'DELAYED'; priority: number }[] = [];
  if (s.online_payments_activated) methods.push({ type: 'IMMEDIATE', priority: 1 });
  if (s.online_payments_activated && deposit > 0 && deposit < total) methods.push({ type: 'IMMEDIATE_DEPOSIT', priority: 2 });
  if (s.bank_transfers_payments_activated) methods.push({ type: 'DELAYED', priority: 3 });
  return methods;
}

export function serviceFees(organiser: OrganiserRow) {
  const b = organiser.billing as Record<string, unknown>;
  return { amount: Number(b.customers_service_fee_amount ?? 0), percentage: Number(b.customers_service_fee_percentage ?? 0) };
}

/** A coupon by code (case-insensitive): 404 COUPON_NOT_FOUND, 409 COUPON_INACTIVE, 409 COUPON_MIN_TOTAL (contract). */
export async function usableCoupon(db: Db, code: string, subtotal: number): Promise<Row> {
  const [coupon] = await db.query<Row>('SELECT * FROM coupons WHERE upper(code) = upper($1) ORDER BY id LIMIT 1', [code.trim()]);
  if (!coupon) throw new ApiError(404, 'COUPON_NOT_FOUND', 'No such coupon', { coupon: 'not_found' });
  checkCoupon(coupon, subtotal);
  return coupon;
}

export function checkCoupon(coupon: Row, subtotal: number) {
  if (!coupon.active) throw conflict('COUPON_INACTIVE', 'This coupon is no longer active', { coupon: 'inactive' });
  if (coupon.min_total_amount != null && subtotal < coupon.min_total_amount) {
    throw conflict('COUPON_MIN_TOTAL', `This coupon needs a cart of at least ${coupon.min_total_amount} cents`, { coupon: 'min_total' });
  }
}

export interface CartTotals {
  itemIds: number[];
  subtotal: number;
  discount: number;
  total: number;
  deposit: number;
  walletApplied: number;
  fees: number;
  toPay: number;
}

/** 000 §9 with core's checkoutMaths (one implementation for client and server), after the coupon. */
export async function cartTotals(db: Db, now: Date, cartId: number, coupon: Row | null, wallet: number, organiser: OrganiserRow): Promise<CartTotals> {
  const items = await db.query<{ id: number; price: number; deposit: number }>(
    'SELECT id, price, deposit FROM cart_items WHERE cart_id = $1 AND expires_at > $2 ORDER BY id',
    [cartId, now],
  );
  const subtotal = items.reduce((sum, i) => sum + i.price, 0);
  const deposit = items.reduce((sum, i) => sum + i.deposit, 0);
  const discount = couponDiscount(subtotal, coupon && { amount: coupon.amount, percentage: coupon.percentage == null ? null : Number(coupon.percentage) });
  const total = subtotal - discount;
  const maths = checkoutMaths({ total, deposit, wallet, serviceFees: serviceFees(organiser) });
  return { itemIds: items.map((i) => i.id), subtotal, discount, total, deposit, walletApplied: maths.walletApplied, fees: maths.fees, toPay: maths.totalToPay };
}

/** A changed cart no longer matches its pending payment: that payment is failed and the next submit starts anew. */
export async function invalidatePendingCheckout(db: Db, cartId: number, now: Date) {
  await db.query("UPDATE payments SET status = 'FAILED', completed_at = $2 WHERE cart_id = $1 AND status = 'PENDING'", [cartId, now]);
  await db.query('UPDATE carts SET checkout_answer = NULL WHERE id = $1 AND processed_at IS NULL', [cartId]);
}
