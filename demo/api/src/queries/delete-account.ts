import type { Db } from '../db/db';
import { invalidatePendingCheckout } from './checkout-totals';

/**
 * DELETE /api/session: the account is anonymised rather than deleted, so that what the organiser must keep (registrations,
 * payments, vouchers given to others) stays consistent: the identity, contact data, custom data and participants' names
 * are wiped, the e-mail is freed (another account may use it), the password can no longer match, every session and
 * reset link dies, newsletter subscriptions end, and the open cart is emptied so its held places go back on sale.
 * Locks: the customer row first, then the open cart, as the cart add does.
 */
export async function deleteAccount(db: Db, now: Date, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [customer] = await tx.query<{ cuid: string }>('SELECT cuid FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
    if (!customer) return;
    const [cart] = await tx.query<{ id: number }>('SELECT id FROM carts WHERE customer_id = $1 AND processed_at IS NULL FOR NO KEY UPDATE', [customerId]);
    if (cart) {
      await invalidatePendingCheckout(tx, cart.id, now);
      await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cart.id]);
    }
    await tx.query('DELETE FROM waiting_list WHERE customer_id = $1', [customerId]);
    await tx.query(
      `UPDATE participants SET firstname = 'Participant', lastname = 'supprimé', birthdate = NULL, custom_data = '[]',
         deleted_at = coalesce(deleted_at, $2) WHERE customer_id = $1`,
      [customerId, now],
    );
    // "!" is no scrypt hash: verifyPassword never matches it
    await tx.query(
      `UPDATE customers SET firstname = 'Compte', lastname = 'supprimé', email = $2, phone = NULL, address = NULL, custom_data = '[]',
         password_hash = '!', deleted_at = $3 WHERE id = $1`,
      [customerId, `deleted-${customer.cuid}@deleted.invalid`, now],
    );
    await tx.query('UPDATE sessions SET revoked_at = $2 WHERE customer_id = $1 AND revoked_at IS NULL', [customerId, now]);
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE customer_id = $1 AND used_at IS NULL', [customerId, now]);
    // no more newsletters for a deleted account, and its address leaves the subscribers too
    await tx.query('UPDATE newsletter_subscriptions SET unsubscribed_at = coalesce(unsubscribed_at, $2), email = $3 WHERE customer_id = $1', [
      customerId,
      now,
      `deleted-${customer.cuid}@deleted.invalid`,
    ]);
  });
}
