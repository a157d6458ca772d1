import type { Db } from '../db/db';
import { hashToken, newToken } from '../lib/password';

const SESSION_DAYS = 30;

/** A new bearer token for the customer (contract: opaque, stored hashed, valid 30 days). */
export async function createSession(db: Db, now: Date, customerId: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO sessions (customer_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    customerId, hashToken(token), now, new Date(now.getTime() + SESSION_DAYS * 86400000),
  ]);
  return token;
}
