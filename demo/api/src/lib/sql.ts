/** Collects positional parameters while a query is assembled from optional filters. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The ids of an int[] parameter as a table to join: each row then comes by its index. A long `= ANY(list)` on a
 * large table is planned as a scan that tests every row against the list.
 */
export const idTable = (param: string) => `(SELECT DISTINCT unnest(${param}::int[]) AS id)`;

/** Places held on an availability right now: live registrations plus unexpired items of open carts (contract). */
export const heldOnAvailability = (a: string, now: string) => `(
  (SELECT count(*) FROM registrations r WHERE r.availability_id = ${a}.id AND NOT r.cancelled)::int +
  (SELECT coalesce(sum(ci.quantity), 0) FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
     WHERE ci.availability_id = ${a}.id AND ci.expires_at > ${now} AND c.processed_at IS NULL)::int)`;

/** The same count per availability date. */
export const heldOnDate = (d: string, now: string) => `(
  (SELECT count(*) FROM registration_dates rd JOIN registrations r ON r.id = rd.registration_id
     WHERE rd.date_id = ${d}.id AND NOT r.cancelled)::int +
  (SELECT coalesce(sum(ci.quantity), 0) FROM cart_item_dates cid JOIN cart_items ci ON ci.id = cid.cart_item_id
     JOIN carts c ON c.id = ci.cart_id WHERE cid.date_id = ${d}.id AND ci.expires_at > ${now} AND c.processed_at IS NULL)::int)`;

/**
 * heldOnAvailability for catalogue reads: the live registrations from the count the database keeps
 * (availabilities.registered_count, migration 015) plus the unexpired items of open carts, summed here.
 */
export const heldOnAvailabilityCounted = (a: string, now: string) => `(${a}.registered_count +
  (SELECT coalesce(sum(ci.quantity), 0) FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
     WHERE ci.availability_id = ${a}.id AND ci.expires_at > ${now} AND c.processed_at IS NULL)::int)`;

/** Places held by the unexpired items of open carts, per availability: few rows, found by expiry (cart_items_expires_idx). */
export const liveCartHolds = (now: string) => `(
  SELECT ci.availability_id, sum(ci.quantity)::int AS held FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
  WHERE ci.expires_at > ${now} AND c.processed_at IS NULL AND ci.availability_id IS NOT NULL GROUP BY ci.availability_id)`;

/** Accent- and case-insensitive text for search (no unaccent extension needed, works on PGlite and servers alike). */
export const fold = (expr: string) => `translate(lower(${expr}), 'àâäáãåéèêëíìïîóòôöõúùûüçñÿœæ', 'aaaaaaeeeeiiiiooooouuuucnyoa')`;

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** True when [start, end) of the resource overlaps a confirmed booking or an unexpired item of an open cart. */
export const resourceHeld = (resource: string, start: string, end: string, now: string) => `EXISTS (
  SELECT 1 FROM resource_holds h LEFT JOIN cart_items hci ON hci.id = h.cart_item_id LEFT JOIN carts hc ON hc.id = hci.cart_id
  WHERE h.resource_id = ${resource} AND h.start_at < ${end} AND h.end_at > ${start}
    AND (h.booking_id IS NOT NULL OR (hci.expires_at > ${now} AND hc.processed_at IS NULL)))`;

/** resourceHeld, leaving out the holds of cart `cart` (its own items, whose hold may have expired meanwhile). */
export const resourceHeldByOthers = (resource: string, start: string, end: string, now: string, cart: string) => `EXISTS (
  SELECT 1 FROM resource_holds h LEFT JOIN cart_items hci ON hci.id = h.cart_item_id LEFT JOIN carts hc ON hc.id = hci.cart_id
  WHERE h.resource_id = ${resource} AND h.start_at < ${end} AND h.end_at > ${start}
    AND (h.booking_id IS NOT NULL OR (hci.expires_at > ${now} AND hc.processed_at IS NULL AND hc.id <> ${cart})))`;
