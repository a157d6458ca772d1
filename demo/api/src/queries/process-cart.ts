import { randomBytes } from 'node:crypto';
import { couponApplies, couponBase } from '@oriel/core';
import type { Db } from '../db/db';
import { randomCuid } from '../lib/ids';
import { structuredCommunication } from '../lib/payment-reference';
import { assertPlacesAvailable } from './cart-capacity';
import { lockCouponForProcessing } from './checkout-totals';
import type { OrganiserRow } from './organiser';

type Row = Record<string, any>;

export interface Settlement {
  /** the coupon the discount comes from, checked again (and its use counted) as the cart is processed */
  couponId: number | null;
  discount: number;
  walletApplied: number;
  /** Paid online now (0 for bank transfer). */
  paidOnline: number;
  /** Left to pay by bank transfer after this: a structured communication is issued when above 0. */
  outstanding: number;
}

/** Hands out an amount over the items in order: each takes what it can, the rest goes to the next. */
function allocator(amount: number) {
  let left = amount;
  return (max: number) => {
    const take = Math.max(0, Math.min(left, max));
    left -= take;
    return take;
  };
}

const voucherCode = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'X').toUpperCase().slice(0, 8);

/** A processed cart's payment reference (null: nothing left to pay) and the registrations it created. */
export interface ProcessedCart {
  reference: string | null;
  registrations: number;
}

/**
 * Turns the cart's items into what the customer bought (registrations, bundles, vouchers, memberships, bookings,
 * registration requests), debits the wallet and marks the cart processed. The caller holds the cart row lock and has
 * checked it is not processed yet, so this runs once per cart.
 *
 * Places and coupon uses are decided here, under their row locks, whatever path got here: an item whose place, date or
 * slot was taken after its hold expired, or a coupon used up meanwhile, refuses the whole cart (409
 * PLACES_UNAVAILABLE, COUPON_*) and nothing is written. A payment provider's caller checks the same first
 * (checkProcessable) so that it can refuse the payment before money is taken.
 */
export async function processCart(tx: Db, now: Date, organiser: OrganiserRow, cart: Row, itemIds: number[], s: Settlement): Promise<ProcessedCart> {
  const items = await tx.query<Row>('SELECT * FROM cart_items WHERE cart_id = $1 AND id = ANY($2::int[]) ORDER BY id', [cart.id, itemIds]);
  await checkProcessable(tx, now, cart, items, s);
  const dates = await tx.query<{ cart_item_id: number; date_id: number }>(
    'SELECT cart_item_id, date_id FROM cart_item_dates WHERE cart_item_id = ANY($1::int[])',
    [itemIds],
  );
  // the discount goes to the items the coupon applies to, never to a gift voucher (whose face value is money)
  const discount = allocator(s.discount);
  const paid = allocator(s.walletApplied + s.paidOnline);
  const customer = cart.customer_id;
  let n = 0;
  const ref = () => `${cart.reference}-${++n}`;
  let registrations = 0;

  for (const item of items) {
    // Per unit: an item of quantity 3 becomes three registrations (or bundles, vouchers) that share its price.
    const units = item.type === 'MEMBERSHIP' || item.type === 'BOOKING' || item.type === 'REGISTRATION_REQUEST' ? 1 : item.quantity;
    for (let u = 0; u < units; u++) {
      const share = Math.floor(item.price / units) + (u === 0 ? item.price % units : 0);
      const total = share - (couponApplies(item.type) ? discount(share) : 0);
      const paidAmount = paid(total);
      const p = item.payload;
      if (item.type === 'REGISTRATION') {
        const [reg] = await tx.query<{ id: number }>(
          `INSERT INTO registrations (cuid, reference, customer_id, participant_id, availability_id, cart_id, total_amount, paid_amount, deposit_amount, options, questions, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [
            randomCuid(),
            ref(),
            customer,
            item.participant_id,
            item.availability_id,
            cart.id,
            total,
            paidAmount,
            Math.min(total, Math.floor(item.deposit / units)),
            JSON.stringify(p.options ?? []),
            JSON.stringify(p.questions ?? []),
            now,
          ],
        );
        registrations++;
        for (const d of dates.filter((x) => x.cart_item_id === item.id)) {
          await tx.query('INSERT INTO registration_dates (cuid, registration_id, date_id) VALUES ($1, $2, $3)', [randomCuid(), reg!.id, d.date_id]);
        }
      } else if (item.type === 'BUNDLE') {
        const expires = p.bundle.expires_at ?? (p.bundle.duration ? new Date(now.getTime() + p.bundle.duration * 1000) : null);
        await tx.query(
          `INSERT INTO customer_bundles (cuid, customer_id, bundle_id, participant_id, capacity, expires_at, total_amount, paid_amount, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [randomCuid(), customer, p.bundle.id, item.participant_id, p.bundle.capacity, expires, total, paidAmount, now],
        );
      } else if (item.type === 'VOUCHER') {
        const [voucher] = await tx.query<Row>('SELECT price, bundle_id FROM vouchers WHERE id = $1', [p.voucher.id]);
        await tx.query(
          `INSERT INTO customer_vouchers (cuid, customer_id, voucher_id, code, amount, expires_at, total_amount, paid_amount, created_at, recipient_name, message)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            randomCuid(),
            customer,
            p.voucher.id,
            voucherCode(),
            voucher?.bundle_id ? null : (voucher?.price ?? share),
            p.voucher.duration ? new Date(now.getTime() + p.voucher.duration * 1000) : null,
            total,
            paidAmount,
            now,
            p.voucher.recipient_name ?? null,
            p.voucher.message ?? null,
          ],
        );
      } else if (item.type === 'MEMBERSHIP') {
        await tx.query(
          `INSERT INTO customer_memberships (cuid, customer_id, membership_id, participant_id, recurring, cycles, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            randomCuid(),
            customer,
            p.membership.id,
            item.participant_id,
            p.membership.period_type === 'ROLLING',
            JSON.stringify(membershipCycles(now, p.membership, item.quantity, total, paidAmount)),
            now,
          ],
        );
      } else if (item.type === 'BOOKING') {
        const people: { id: number; fullname: string }[] = p.participants;
        const split = p.payment_split && people.length > 1;
        const part = (i: number, amount: number) =>
          split ? Math.floor(amount / people.length) + (i === 0 ? amount % people.length : 0) : i === 0 ? amount : 0;
        const [booking] = await tx.query<{ id: number }>(
          `INSERT INTO bookings (cuid, customer_id, resource_id, cart_id, dates, participations, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            randomCuid(),
            customer,
            p.resource.id,
            cart.id,
            JSON.stringify(p.booking_dates),
            JSON.stringify(
              people.map((person, i) => ({
                participant: { id: person.id, customer_id: customer, fullname: person.fullname },
                total_amount: part(i, total),
                paid_amount: part(i, paidAmount),
              })),
            ),
            now,
          ],
        );
        await tx.query('UPDATE resource_holds SET booking_id = $2 WHERE cart_item_id = $1', [item.id, booking!.id]);
      } else {
        await tx.query(
          `INSERT INTO registration_requests (cuid, reference, customer_id, participant_id, availability_ids, options, questions, total_amount, deposit_amount, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            randomCuid(),
            ref(),
            customer,
            item.participant_id,
            p.availability_ids,
            JSON.stringify(p.options ?? []),
            JSON.stringify(p.questions ?? []),
            p.estimate ?? 0,
            p.deposit ?? 0,
            now,
          ],
        );
      }
    }
  }

  if (s.walletApplied > 0) await tx.query('UPDATE wallets SET amount = greatest(0, amount - $2) WHERE customer_id = $1', [customer, s.walletApplied]);
  const reference = s.outstanding > 0 ? structuredCommunication(cart.id, String(organiser.settings.payments_references_prefix ?? '')) : null;
  await tx.query('UPDATE carts SET processed_at = $2, payment_reference = $3 WHERE id = $1', [cart.id, now, reference]);
  return { reference, registrations };
}

/** Refuses (409) a cart whose places are gone or whose coupon can no longer be used; takes their row locks. */
export async function checkProcessable(tx: Db, now: Date, cart: Row, items: Row[], s: Pick<Settlement, 'couponId' | 'discount'>): Promise<void> {
  await assertPlacesAvailable(
    tx,
    now,
    cart.id,
    items.map((i) => i.id as number),
  );
  if (s.couponId != null && s.discount > 0) {
    await lockCouponForProcessing(tx, s.couponId, { subtotal: couponBase(items as { type: string; price: number }[]), now, customerId: cart.customer_id });
  }
}

/** The cycles a membership starts with: the fixed period, or `quantity` rolling periods from now. */
function membershipCycles(now: Date, m: Row, quantity: number, total: number, paid: number) {
  if (m.period_type === 'FIXED') return [{ start_at: m.fixed_period_start_at, end_at: m.fixed_period_end_at, total_amount: total, paid_amount: paid }];
  const cycles = [];
  const give = allocator(paid);
  let start = new Date(now);
  for (let i = 0; i < quantity; i++) {
    const end = new Date(start);
    const n = m.rolling_period_duration ?? 1;
    if (m.rolling_period_type === 'years') end.setUTCFullYear(end.getUTCFullYear() + n);
    else if (m.rolling_period_type === 'months') end.setUTCMonth(end.getUTCMonth() + n);
    else end.setTime(end.getTime() + n * ({ weeks: 7, days: 1 }[m.rolling_period_type as string] ?? 1) * 86400000);
    const amount = Math.floor(total / quantity) + (i === 0 ? total % quantity : 0);
    cycles.push({ start_at: start.toISOString(), end_at: end.toISOString(), total_amount: amount, paid_amount: give(amount) });
    start = end;
  }
  return cycles;
}
