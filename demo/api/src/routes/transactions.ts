import { transactionCheckoutRequestSchema, walletPaymentRequestSchema } from '@oriel/core';
import { Hono } from 'hono';
import type { AppContext } from '../deps';
import { ApiError, conflict } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { baseUrl } from '../lib/media';
import { checkedReturnUrl } from '../lib/origins';
import { parse, readJson } from '../lib/validate';
import { requireCustomer } from '../queries/customers';
import { loadOrganiser } from '../queries/organiser';
import { destinationOf, lockPayable } from '../queries/payables';
import { withCallerLang } from '../lib/content-language';

const nothingToPay = () => conflict('NOTHING_TO_PAY', 'Nothing is left to pay there', { destination: 'nothing_to_pay' });

/**
 * Paying what is owed outside a cart (001 §7): online through the payment provider (the demo's simulator, /pay/*) or
 * from the wallet. destination names the customer's own entity by its numeric id.
 */
export function transactionRoutes({ db, clock, options }: AppContext) {
  const app = new Hono();

  app.post('/checkout', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(transactionCheckoutRequestSchema, await readJson(c));
    const returnUrl = await checkedReturnUrl(db, options.storefrontOrigins, body.return_url);
    if (body.customer_id !== customer.id) throw new ApiError(403, 'FORBIDDEN', 'customer_id is not the signed-in customer', { customer_id: 'invalid' });
    const destination = destinationOf(body.destination);
    const organiser = await loadOrganiser(db);
    if (!organiser.settings.online_payments_activated)
      throw conflict('PAYMENT_METHOD_UNAVAILABLE', 'Online payments are not offered', { destination: 'unavailable' });
    const now = clock.now();
    const cuid = await db.transaction(async (tx) => {
      const payable = await lockPayable(tx, customer.id, destination);
      if (payable.owed <= 0) throw nothingToPay();
      // One payment at a time per destination: an earlier pending one is failed, so two tabs cannot both charge it.
      await tx.query("UPDATE payments SET status = 'FAILED', completed_at = $3 WHERE customer_id = $1 AND destination = $2::jsonb AND status = 'PENDING'", [
        customer.id,
        JSON.stringify(destination),
        now,
      ]);
      const id = randomCuid();
      await tx.query(
        `INSERT INTO payments (cuid, customer_id, destination, reference, strategy, amount, return_url, created_at)
         VALUES ($1, $2, $3, $4, 'IMMEDIATE', $5, $6, $7)`,
        [id, customer.id, JSON.stringify(destination), body.reference ?? payable.reference, payable.owed, returnUrl, now],
      );
      return id;
    });
    return c.json({ data: { checkout_url: withCallerLang(c, `${baseUrl(c)}/pay/${cuid}`) } });
  });

  // The wallet debit and the payment are one transaction, under the entity's then the wallet's row lock: parallel
  // payments queue, so the wallet never goes below 0 and nothing is paid twice.
  app.post('/wallet', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(walletPaymentRequestSchema, await readJson(c));
    const destination = destinationOf(body.destination);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const payable = await lockPayable(tx, customer.id, destination);
      if (payable.owed <= 0) throw nothingToPay();
      const [wallet] = await tx.query<{ amount: number }>('SELECT amount FROM wallets WHERE customer_id = $1 FOR NO KEY UPDATE', [customer.id]);
      if (body.amount > (wallet?.amount ?? 0)) {
        throw new ApiError(400, 'INSUFFICIENT_WALLET_AMOUNT', 'The wallet does not hold that much', { amount: 'insufficient_wallet_amount' });
      }
      if (body.amount > payable.owed) throw new ApiError(400, 'AMOUNT_TOO_HIGH', 'More than what is owed', { amount: 'amount_too_high' });
      await tx.query('UPDATE wallets SET amount = amount - $2 WHERE customer_id = $1', [customer.id, body.amount]);
      await payable.pay(body.amount);
      await tx.query(
        `INSERT INTO payments (cuid, customer_id, destination, reference, strategy, amount, status, created_at, completed_at)
         VALUES ($1, $2, $3, $4, 'WALLET', $5, 'SUCCEEDED', $6, $6)`,
        [randomCuid(), customer.id, JSON.stringify(destination), payable.reference, body.amount, now],
      );
    });
    return c.json({ data: null, message: 'PAYMENT_RECORDED' });
  });
  return app;
}
