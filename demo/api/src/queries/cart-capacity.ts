import type { Db } from '../db/db';
import { conflict } from '../lib/errors';
import { resourceHeldByOthers } from '../lib/sql';

type Row = Record<string, any>;

/**
 * Which of a cart's items could not become registrations or bookings now: the places, dates and slots they need are
 * counted against what everyone else holds (live registrations and bookings, unexpired items of other open carts),
 * never against this cart's own hold, which may have expired while its customer was on the payment page.
 *
 * Takes the same row locks as an add (availabilities, then resources, each in id order), so nobody can take a place
 * between this check and the inserts that follow it in the caller's transaction. Capacity is decided here, once, for
 * every path that turns a cart into registrations (checkout, payment success, deposit).
 */
export async function unavailableItems(tx: Db, now: Date, cartId: number, itemIds: number[]): Promise<number[]> {
  const items = await tx.query<Row>(
    "SELECT id, type, availability_id, quantity FROM cart_items WHERE cart_id = $1 AND id = ANY($2::int[]) AND type IN ('REGISTRATION', 'BOOKING')",
    [cartId, itemIds],
  );
  if (!items.length) return [];
  const registrations = items.filter((i) => i.type === 'REGISTRATION');
  const bookings = items.filter((i) => i.type === 'BOOKING');
  const gone = new Set<number>();

  if (registrations.length) {
    const availabilityIds = [...new Set(registrations.map((i) => i.availability_id as number))].sort((a, b) => a - b);
    const availabilities = await tx.query<Row>(
      `SELECT a.id, a.capacity, ${heldByOthers('a', 'availability')} AS held FROM availabilities a
       WHERE a.id = ANY($1::int[]) ORDER BY a.id FOR NO KEY UPDATE OF a`,
      [availabilityIds, now, cartId],
    );
    for (const a of availabilities) {
      const mine = registrations.filter((i) => i.availability_id === a.id);
      const need = mine.reduce((sum, i) => sum + i.quantity, 0);
      if (a.capacity !== null && a.held + need > a.capacity) for (const i of mine) gone.add(i.id);
    }
    const dates = await tx.query<Row>(
      `SELECT d.id, coalesce(d.capacity, a.capacity) AS capacity, d.status, ${heldByOthers('d', 'date')} AS held,
         array_agg(cid.cart_item_id) AS item_ids
       FROM cart_item_dates cid JOIN availability_dates d ON d.id = cid.date_id JOIN availabilities a ON a.id = d.availability_id
       WHERE cid.cart_item_id = ANY($1::int[]) GROUP BY d.id, a.capacity`,
      [registrations.map((i) => i.id), now, cartId],
    );
    for (const d of dates) {
      const mine = registrations.filter((i) => (d.item_ids as number[]).includes(i.id));
      const need = mine.reduce((sum, i) => sum + i.quantity, 0);
      if (d.status !== 'OPEN' || (d.capacity !== null && d.held + need > d.capacity)) for (const i of mine) gone.add(i.id);
    }
  }

  if (bookings.length) {
    const holds = await tx.query<Row>('SELECT cart_item_id, resource_id, start_at, end_at FROM resource_holds WHERE cart_item_id = ANY($1::int[])', [
      bookings.map((b) => b.id),
    ]);
    const resourceIds = [...new Set(holds.map((h) => h.resource_id as number))].sort((a, b) => a - b);
    await tx.query('SELECT id FROM resources WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', [resourceIds]);
    for (const h of holds) {
      const [taken] = await tx.query<{ held: boolean }>(`SELECT ${resourceHeldByOthers('$1', '$2', '$3', '$4', '$5')} AS held`, [
        h.resource_id,
        h.start_at,
        h.end_at,
        now,
        cartId,
      ]);
      if (taken!.held) gone.add(h.cart_item_id);
    }
  }
  return [...gone].sort((a, b) => a - b);
}

/** Refuses a cart whose places are gone: nothing is processed, the customer sees which items to take out. */
export async function assertPlacesAvailable(tx: Db, now: Date, cartId: number, itemIds: number[]): Promise<void> {
  const gone = await unavailableItems(tx, now, cartId, itemIds);
  if (gone.length) throw placesUnavailable(gone);
}

export const placesUnavailable = (itemIds: number[]) =>
  conflict('PLACES_UNAVAILABLE', 'Some places held in this cart were taken after the hold expired', { items: itemIds.join(',') });

/**
 * Places taken on an availability (kind availability) or a date (kind date) by everyone but cart $3 at instant $2:
 * live registrations and unexpired items of other open carts.
 */
function heldByOthers(alias: string, kind: 'availability' | 'date'): string {
  return kind === 'availability'
    ? `(
  (SELECT count(*) FROM registrations r WHERE r.availability_id = ${alias}.id AND NOT r.cancelled)::int +
  (SELECT coalesce(sum(ci.quantity), 0) FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
     WHERE ci.availability_id = ${alias}.id AND ci.expires_at > $2 AND c.processed_at IS NULL AND c.id <> $3)::int)`
    : `(
  (SELECT count(*) FROM registration_dates rd JOIN registrations r ON r.id = rd.registration_id
     WHERE rd.date_id = ${alias}.id AND NOT r.cancelled)::int +
  (SELECT coalesce(sum(ci.quantity), 0) FROM cart_item_dates x JOIN cart_items ci ON ci.id = x.cart_item_id
     JOIN carts c ON c.id = ci.cart_id WHERE x.date_id = ${alias}.id AND ci.expires_at > $2 AND c.processed_at IS NULL AND c.id <> $3)::int)`;
}
