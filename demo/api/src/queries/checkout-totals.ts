import { checkoutMaths, couponBase, couponDiscount } from '@oriel/core';
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

/**
 * A coupon by code (case-insensitive), usable on this cart now: 404 COUPON_NOT_FOUND, 409 COUPON_INACTIVE,
 * COUPON_EXPIRED (outside its validity window), COUPON_USED_UP (its uses, in all or by this customer, are spent),
 * COUPON_MIN_TOTAL (contract).
 */
export async function usableCoupon(db: Db, code: string, use: CouponUse): Promise<Row> {
  const [coupon] = await db.query<Row>('SELECT * FROM coupons WHERE upper(code) = upper($1) ORDER BY id LIMIT 1', [code.trim()]);
  if (!coupon) throw new ApiError(404, 'COUPON_NOT_FOUND', 'No such coupon', { coupon: 'not_found' });
  await checkCoupon(db, coupon, use);
  return coupon;
}

/** What a coupon is checked against: the cart's discountable subtotal (couponBase), the instant and the customer. */
export interface CouponUse {
  subtotal: number;
  now: Date;
  customerId: number;
}

export async function checkCoupon(db: Db, coupon: Row, { subtotal, now, customerId }: CouponUse): Promise<void> {
  if (!coupon.active) throw conflict('COUPON_INACTIVE', 'This coupon is no longer active', { coupon: 'inactive' });
  const t = now.getTime();
  if ((coupon.starts_at && new Date(coupon.starts_at).getTime() > t) || (coupon.ends_at && new Date(coupon.ends_at).getTime() <= t)) {
    throw conflict('COUPON_EXPIRED', 'This coupon is not valid at this date', { coupon: 'expired' });
  }
  if (coupon.min_total_amount != null && subtotal < coupon.min_total_amount) {
    throw conflict('COUPON_MIN_TOTAL', `This coupon needs a cart of at least ${coupon.min_total_amount} cents`, { coupon: 'min_total' });
  }
  if (coupon.max_uses != null || coupon.max_uses_per_customer != null) {
    const [uses] = await db.query<{ total: number; mine: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE customer_id = $2)::int AS mine FROM carts WHERE coupon_id = $1 AND processed_at IS NOT NULL`,
      [coupon.id, customerId],
    );
    if ((coupon.max_uses != null && uses!.total >= coupon.max_uses) || (coupon.max_uses_per_customer != null && uses!.mine >= coupon.max_uses_per_customer)) {
      throw conflict('COUPON_USED_UP', 'This coupon has been used as many times as it allows', { coupon: 'used_up' });
    }
  }
}

/**
 * The coupon a cart is processed with, locked and checked again, so that two carts processed at once cannot both
 * take its last use. Called in the processing transaction, after the cart row lock.
 */
export async function lockCouponForProcessing(tx: Db, couponId: number, use: CouponUse): Promise<void> {
  const [coupon] = await tx.query<Row>('SELECT * FROM coupons WHERE id = $1 FOR NO KEY UPDATE', [couponId]);
  if (!coupon) throw new ApiError(404, 'COUPON_NOT_FOUND', 'No such coupon', { coupon: 'not_found' });
  await checkCoupon(tx, coupon, use);
}

export interface CartTotals {
  itemIds: number[];
  subtotal: number;
  /** what the coupon discounts (couponBase) */
  discountable: number;
  discount: number;
  total: number;
  deposit: number;
  walletApplied: number;
  fees: number;
  toPay: number;
}

/**
 * 000 §9 with core's checkoutMaths (one implementation for client and server), after the coupon. The coupon discounts
 * the items it applies to (couponBase: never gift vouchers), and its minimum total counts those items only.
 */
export async function cartTotals(db: Db, now: Date, cartId: number, coupon: Row | null, wallet: number, organiser: OrganiserRow): Promise<CartTotals> {
  const items = await db.query<{ id: number; type: string; price: number; deposit: number }>(
    'SELECT id, type, price, deposit FROM cart_items WHERE cart_id = $1 AND expires_at > $2 ORDER BY id',
    [cartId, now],
  );
  const subtotal = items.reduce((sum, i) => sum + i.price, 0);
  const discountable = couponBase(items);
  const deposit = items.reduce((sum, i) => sum + i.deposit, 0);
  const discount = couponDiscount(discountable, coupon && { amount: coupon.amount, percentage: coupon.percentage == null ? null : Number(coupon.percentage) });
  const total = subtotal - discount;
  const maths = checkoutMaths({ total, deposit, wallet, serviceFees: serviceFees(organiser) });
  return {
    itemIds: items.map((i) => i.id),
    subtotal,
    discountable,
    discount,
    total,
    deposit,
    walletApplied: maths.walletApplied,
    fees: maths.fees,
    toPay: maths.totalToPay,
  };
}

/** A changed cart no longer matches its pending payment: that payment is failed and the next submit starts anew. */
export async function invalidatePendingCheckout(db: Db, cartId: number, now: Date) {
  await db.query("UPDATE payments SET status = 'FAILED', completed_at = $2 WHERE cart_id = $1 AND status = 'PENDING'", [cartId, now]);
  await db.query('UPDATE carts SET checkout_answer = NULL WHERE id = $1 AND processed_at IS NULL', [cartId]);
}
