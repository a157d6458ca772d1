import { createHash } from 'node:crypto';
import type { Db } from '../db/db';

/**
 * The failed attempts of the guessing limits, in the database (migration 013): every API process on it counts the
 * same failures. lib/rate-limit.ts decides with them.
 */

/** One counted key: an account or a client, within one kind of attempt. */
export interface FailureKey {
  /** sha256 of kind, scope and value: no e-mail nor address stored in clear, and a fixed size whatever the input */
  hash: string;
  /** the transaction-level advisory lock that queues the attempts on this key (the hash's first 8 bytes) */
  lock: bigint;
}

export const failureKey = (kind: string, scope: 'account' | 'client', value: string): FailureKey => {
  const hash = createHash('sha256').update(`${kind}\0${scope}\0${value}`).digest('hex');
  return { hash, lock: BigInt.asIntN(64, BigInt(`0x${hash.slice(0, 16)}`)) };
};

export type Counted = { ids: string[] } | { full: Date[] };

/**
 * Counts a failure on each key at `now`, unless one of them already holds its limit of failures after `since`: then it
 * answers, for each full key, the instant of its limit-th most recent failure (the one that must leave the window), and
 * counts nothing. Check and insert run under the keys' advisory locks, taken in one order (no deadlock), so parallel
 * attempts from any number of processes queue on a key and each one sees the failures counted before it.
 */
export async function countFailure(db: Db, kind: string, keys: { key: FailureKey; limit: number }[], now: Date, since: Date): Promise<Counted> {
  return db.transaction(async (tx) => {
    for (const lock of keys.map((k) => k.key.lock).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [lock.toString()]);
    }
    const full: Date[] = [];
    for (const { key, limit } of keys) {
      const [row] = await tx.query<{ at: Date | string }>(
        'SELECT at FROM failed_attempts WHERE kind = $1 AND key_hash = $2 AND at > $3 ORDER BY at DESC OFFSET $4 LIMIT 1',
        [kind, key.hash, since, limit - 1],
      );
      if (row) full.push(new Date(row.at));
    }
    if (full.length) return { full };
    const rows = await tx.query<{ id: string }>('INSERT INTO failed_attempts (kind, key_hash, at) SELECT $1, unnest($2::text[]), $3 RETURNING id::text AS id', [
      kind,
      keys.map((k) => k.key.hash),
      now,
    ]);
    return { ids: rows.map((r) => r.id) };
  });
}

/** Forgets the given failures (an attempt that turned out no guess). */
export async function dropFailures(db: Db, ids: string[]): Promise<void> {
  await db.query('DELETE FROM failed_attempts WHERE id = ANY($1::bigint[])', [ids]);
}

/** Forgets every failure of `key` (an account that got in), and the given ones. */
export async function clearFailures(db: Db, kind: string, key: FailureKey, ids: string[]): Promise<void> {
  await db.query('DELETE FROM failed_attempts WHERE (kind = $1 AND key_hash = $2) OR id = ANY($3::bigint[])', [kind, key.hash, ids]);
}

/** Deletes the failures that left the window: the table holds recent activity, not history. */
export async function sweepFailures(db: Db, since: Date): Promise<void> {
  await db.query('DELETE FROM failed_attempts WHERE at <= $1', [since]);
}
