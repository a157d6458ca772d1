import { intSchema } from '@oriel/core';
import * as v from 'valibot';
import type { Db } from '../db/db';
import { conflict, notFound } from '../lib/errors';
import { MAX_ID } from '../lib/params';
import { assertPlacesAvailable } from './cart-capacity';
import { invalidatePendingCheckout } from './checkout-totals';
import { cartsExpirationDelay, type OrganiserRow } from './organiser';

type Row = Record<string, any>;

const id = v.pipe(intSchema, v.gtValue(0), v.maxValue(MAX_ID));
/** POST /api/carts/items/hold: 1 to 50 item ids of the customer's open cart. */
export const holdBody = v.object({ item_ids: v.pipe(v.array(v.unknown()), v.maxLength(50), v.array(id), v.minLength(1, 'required')) });

/** A registration can no longer be held when its session is closed, over, started (unless allowed) or its registrations ended. */
function registrationClosed(i: Row, t: number): boolean {
  if (i.status !== 'OPEN') return true;
  if (i.registrations_end_at && new Date(i.registrations_end_at).getTime() <= t) return true;
  const started = new Date(i.start_at).getTime() <= t;
  return new Date(i.end_at).getTime() <= t || (started && !i.activity_settings?.allow_registrations_after_start);
}

/**
 * Holds again the listed items of the customer's open cart whose hold ran out, each for the organiser's delay from
 * now. Items still held keep their end (holding again never stretches a live hold). Refused as a whole when one can
 * no longer be had: its session closed or started (REGISTRATIONS_CLOSED), or its places, dates or slots were taken
 * meanwhile (PLACES_UNAVAILABLE); `fields.items` names them. Capacity is counted with the cart's live items, under
 * the same row locks as an add (cart-capacity.ts).
 */
export async function holdAgain(db: Db, now: Date, organiser: OrganiserRow, customerId: number, itemIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [cart] = await tx.query<{ id: number }>('SELECT id FROM carts WHERE customer_id = $1 AND processed_at IS NULL FOR NO KEY UPDATE', [customerId]);
    if (!cart) throw notFound('No such item in your cart');
    const wanted = [...new Set(itemIds)];
    const items = await tx.query<Row>(
      `SELECT ci.id, ci.type, ci.expires_at, a.status, a.start_at, a.end_at, a.registrations_end_at, act.settings AS activity_settings
       FROM cart_items ci LEFT JOIN availabilities a ON a.id = ci.availability_id LEFT JOIN activities act ON act.id = a.activity_id
       WHERE ci.cart_id = $1 AND ci.id = ANY($2::int[])`,
      [cart.id, wanted],
    );
    if (items.length !== wanted.length) throw notFound('No such item in your cart');
    const t = now.getTime();
    const expired = items.filter((i) => new Date(i.expires_at).getTime() <= t);
    if (!expired.length) return;
    const closed = expired.filter((i) => i.type === 'REGISTRATION' && registrationClosed(i, t)).map((i) => i.id as number);
    if (closed.length) throw conflict('REGISTRATIONS_CLOSED', 'A session of these items can no longer be registered for', { items: closed.join(',') });
    const live = await tx.query<{ id: number }>('SELECT id FROM cart_items WHERE cart_id = $1 AND expires_at > $2', [cart.id, now]);
    const ids = expired.map((i) => i.id as number);
    // the cart's live items count too: together they must fit beside everyone else's
    await assertPlacesAvailable(tx, now, cart.id, [...live.map((i) => i.id), ...ids]);
    await tx.query('UPDATE cart_items SET expires_at = $2 WHERE id = ANY($1::int[])', [ids, new Date(t + cartsExpirationDelay(organiser) * 1000)]);
    await invalidatePendingCheckout(tx, cart.id, now);
  });
}
