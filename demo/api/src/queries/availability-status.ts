import type { Db } from '../db/db';
import { liveCartHolds, type Params } from '../lib/sql';

/**
 * The computed status of the contract (FULL: stored OPEN, limited, registered >= capacity) as a condition on a list's
 * rows, without summing anything per row. An availability whose live registrations (registered_count) reach its
 * capacity is FULL by its own columns; one that only the unexpired items of open carts fill is among the few that
 * fullByCarts() finds, from the live holds alone. So a list, its count and its pages read columns and one short id list.
 */
export async function fullByCarts(db: Db, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT a.id FROM ${liveCartHolds('$1')} h JOIN availabilities a ON a.id = h.availability_id
     WHERE a.status = 'OPEN' AND a.capacity IS NOT NULL AND a.registered_count < a.capacity AND a.registered_count + h.held >= a.capacity`,
    [now],
  );
  return rows.map((r) => r.id);
}

/** Row `a`'s computed status is one of `statuses` (OPEN, CLOSED, OVERLAP, FULL); `fullIds` from fullByCarts(). */
export function statusCondition(statuses: readonly string[], p: Params, fullIds: readonly number[]): string {
  const open = statuses.includes('OPEN');
  const full = statuses.includes('FULL');
  // FULL is stored as OPEN: both read the stored status, and only one of the two needs to know which it is
  const stored = [...new Set(statuses.map((s) => (s === 'FULL' ? 'OPEN' : s)))];
  const condition = `a.status = ANY(${p.add(stored)}::text[])`;
  if (open === full) return condition;
  const isFull = `a.capacity IS NOT NULL AND (a.registered_count >= a.capacity OR a.id = ANY(${p.add(fullIds)}::int[]))`;
  return `${condition} AND (a.status <> 'OPEN' OR ${full ? '' : 'NOT '}(${isFull}))`;
}
