import type { Db } from '../db/db';
import { hashToken, newToken } from '../lib/password';

/** A reset link works for an hour (contract: 400 INVALID_TOKEN afterwards). */
export const RESET_VALIDITY_MS = 3600_000;

/** A new reset token for the customer, stored as its sha256 only (the mail carries the token). */
export async function createPasswordReset(db: Db, now: Date, customerId: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO password_resets (customer_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    customerId,
    hashToken(token),
    now,
    new Date(now.getTime() + RESET_VALIDITY_MS),
  ]);
  return token;
}

/**
 * Spends a reset token of one of the organiser's customers: sets the password, voids every other outstanding link of
 * that customer (an older mail, perhaps read by someone else, must not set a password after a newer one did) and ends
 * every session (someone else may hold the old password). false, changing nothing, for a token that is unknown at this
 * organiser, used, voided or expired.
 */
/** Spends a live link of the organiser's customer: answers the customer's id, or null for a link that is not (any more). */
export async function resetPassword(db: Db, now: Date, organiserId: number, token: string, passwordHash: string): Promise<number | null> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    // The customer is locked first, as the account deletion does: two links of one customer are spent one after the
    // other, and the second, read again once the first is done, finds itself voided.
    const [owner] = await tx.query<{ id: number }>(
      `SELECT cu.id FROM password_resets r JOIN customers cu ON cu.id = r.customer_id
       WHERE r.token_hash = $1 AND cu.organiser_id = $2 FOR NO KEY UPDATE OF cu`,
      [tokenHash, organiserId],
    );
    if (!owner) return null;
    const [live] = await tx.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2', [tokenHash, now]);
    if (!live) return null;
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE customer_id = $1 AND used_at IS NULL', [owner.id, now]);
    await tx.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [owner.id, passwordHash]);
    await tx.query('UPDATE sessions SET revoked_at = $2 WHERE customer_id = $1 AND revoked_at IS NULL', [owner.id, now]);
    return owner.id;
  });
}
