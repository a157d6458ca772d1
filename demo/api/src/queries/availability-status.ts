import type { Db } from '../db/db';
import { liveCartHolds, type Params } from '../lib/sql';

/**
 * The computed status of the contract (FULL: stored OPEN, limited, registered >= capacity) as a condition on a list's
 * rows, without summing anything per row. An availability whose live registrations (registered_count) reach its
 * capacity is FULL by its own columns; one that only the unexpired items of open carts fill is among the few that
 * fullByCarts() finds, from the live holds alone, before the list. The default filter, OPEN alone, is written as the
 * predicate of availabilities_open_idx (migration 015), so its pages and its count read that index only.
 */
export async function fullByCarts(db: Db, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT a.id FROM ${liveCartHolds('$1')} h JOIN availabilities a ON a.id = h.availability_id
     WHERE a.status = 'OPEN' AND a.capacity IS NOT NULL AND a.registered_count < a.capacity AND a.registered_count + h.held >= a.capacity`,
    [now],
  );
  return rows.map((r) => r.id);
}

/** Only a list that keeps one of OPEN and FULL without the other needs to tell them apart. */
export const tellsFullApart = (statuses: readonly string[]) => statuses.includes('OPEN') !== statuses.includes('FULL');

/** Row `a`'s computed status is one of `statuses` (OPEN, CLOSED, OVERLAP, FULL); `fullIds` from fullByCarts(). */
export function statusCondition(statuses: readonly string[], p: Params, fullIds: readonly number[]): string {
  const open = statuses.includes('OPEN');
  const full = statuses.includes('FULL');
  const others = statuses.filter((s) => s === 'CLOSED' || s === 'OVERLAP');
  const parts: string[] = [];
  // FULL is stored as OPEN: a list that keeps both need not tell them apart
  if (open && full) parts.push("a.status = 'OPEN'");
  else if (open) parts.push(`a.status = 'OPEN' AND (a.capacity IS NULL OR a.registered_count < a.capacity) AND a.id <> ALL(${p.add(fullIds)}::int[])`);
  else if (full) parts.push(`a.status = 'OPEN' AND a.capacity IS NOT NULL AND (a.registered_count >= a.capacity OR a.id = ANY(${p.add(fullIds)}::int[]))`);
  if (others.length) parts.push(`a.status = ANY(${p.add(others)}::text[])`);
  if (parts.length === 2) return `((${parts[0]}) OR (${parts[1]}))`;
  return parts[0] ?? 'false';
}
