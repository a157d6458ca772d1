import type { Db } from '../db/db';
import { hashToken, newToken } from '../lib/password';

const HOUR = 3600_000;
/** A token unused for this long is dead: a stolen one is worth a week at most (docs/security.md §2). */
export const SESSION_TTL_MS = 7 * 24 * HOUR;
/** Sliding renewal writes at most this often per session, not on every request. */
export const SESSION_RENEW_EVERY_MS = HOUR;

/** A new bearer token for the customer (contract: opaque, stored hashed, valid 7 days from its last use). */
export async function createSession(db: Db, now: Date, customerId: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO sessions (customer_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    customerId,
    hashToken(token),
    now,
    new Date(now.getTime() + SESSION_TTL_MS),
  ]);
  return token;
}

/**
 * Sliding expiry: a session in use moves its expiry to now + 7 days, once it was last moved (expires_at - 7 days) an
 * hour ago or more. Answers the expiry in force.
 */
export async function renewSession(db: Db, now: Date, sessionId: number, expiresAt: Date): Promise<Date> {
  const renewedAt = expiresAt.getTime() - SESSION_TTL_MS;
  if (now.getTime() - renewedAt < SESSION_RENEW_EVERY_MS) return expiresAt;
  const next = new Date(now.getTime() + SESSION_TTL_MS);
  // Never backwards: a concurrent request may have renewed it already.
  await db.query('UPDATE sessions SET expires_at = $2 WHERE id = $1 AND expires_at < $2', [sessionId, next]);
  return next;
}

/** Logout: ends the token if it is a live session of this organiser's customers (another organiser's is unknown here). */
export async function revokeSession(db: Db, now: Date, organiserId: number, token: string): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL
       AND customer_id IN (SELECT id FROM customers WHERE organiser_id = $3)`,
    [hashToken(token), now, organiserId],
  );
}
