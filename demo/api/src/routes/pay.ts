import { formatMoney } from '@oriel/core';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../deps';
import type { Db } from '../db/db';
import { ApiError } from '../lib/errors';
import { answerLanguage } from '../lib/translate-content';
import { escapeHtml as escape } from '../lib/html';
import { htmlPageCsp, newNonce } from '../lib/security-headers';
import { cartsExpirationDelay, loadOrganiser, type OrganiserRow } from '../queries/organiser';
import { creditWallet, lockPayable } from '../queries/payables';
import { checkProcessable, processCart, type ProcessedCart } from '../queries/process-cart';
import { checkoutAnswer } from './checkout';
import { payText, type PayText } from './pay-text';

type Row = Record<string, any>;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.amount{font-size:2rem;font-weight:700}form{display:flex;gap:1rem;margin-top:1.5rem}
button{font:inherit;padding:.75rem 1.5rem;border-radius:.5rem;border:2px solid #1a1a1a;cursor:pointer}
button[value=success]{background:#1d6b3a;border-color:#1d6b3a;color:#fff}button[value=failed]{background:#fff}
button:focus-visible{outline:3px solid #e67e22;outline-offset:2px}.note{color:#555}`;

/**
 * A simulator page. Its one style block carries a fresh nonce that the page's CSP names, so the policy needs no
 * 'unsafe-inline' (an injected tag has no nonce); there is no script at all. Never cached: it shows a payment's state.
 */
function page(c: Context, t: PayText, title: string, body: string, status: 200 | 404 = 200) {
  const nonce = newNonce();
  c.header('Content-Security-Policy', htmlPageCsp(nonce));
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html>
<html lang="${t.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${t.simulator}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>${body}</main></body></html>`,
    status,
  );
}

/**
 * The demo's payment provider (docs/api-contract.md): GET shows the amount with "Payer" and "Échouer" (or "Pay" and
 * "Fail": the page is in the `lang` of its address, the checkout's, else the organiser's language), the form POST
 * settles the payment once and sends the browser back (303) to return_url with ?cart={cuid}&payment=success|failed
 * (an entity's payment: ?payment=success|failed only).
 */
export function payRoutes({ db, clock, metrics }: AppContext) {
  const app = new Hono();
  // A payment settles a cart (checkout) or one owned entity (destination, POST /api/transactions/checkout).
  const load = async (tx: Db, cuid: string, lock = false) =>
    (
      await tx.query<Row>(
        `SELECT p.*, c.cuid AS cart_cuid FROM payments p LEFT JOIN carts c ON c.id = p.cart_id WHERE p.cuid = $1${lock ? ' FOR NO KEY UPDATE OF p' : ''}`,
        [cuid],
      )
    )[0];

  /**
   * Settles an entity's payment: the entity row first, then the payment (the wallet payment's order, payables.ts).
   * Success adds what is still owed to its paid amount; anything paid beyond that (it was paid meanwhile, from the
   * wallet say) goes to the customer's wallet rather than being lost.
   */
  const settleDestination = async (tx: Db, cuid: string, target: Row, outcome: 'success' | 'failed', now: Date) => {
    const payable = await lockPayable(tx, target.customer_id, target.destination).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    const p = await load(tx, cuid, true);
    if (!p || p.status !== 'PENDING') return p;
    if (outcome === 'failed' || !payable) {
      await tx.query("UPDATE payments SET status = 'FAILED', completed_at = $2 WHERE id = $1", [p.id, now]);
      return { ...p, status: 'FAILED' };
    }
    const applied = Math.min(p.amount, payable.owed);
    if (applied > 0) await payable.pay(applied);
    if (p.amount > applied) await creditWallet(tx, target.customer_id, p.amount - applied);
    await tx.query("UPDATE payments SET status = 'SUCCEEDED', completed_at = $2 WHERE id = $1", [p.id, now]);
    return { ...p, status: 'SUCCEEDED' };
  };
  /**
   * A cart's payment page is offered only while its cart can still be processed: items whose hold expired are held
   * again when their places are still free, and a cart whose places (or coupon) are gone has its payment refused
   * before the customer can pay.
   */
  const revalidate = (cuid: string, organiser: OrganiserRow) =>
    db.transaction(async (tx) => {
      const [cart] = await tx.query<Row>(
        "SELECT c.* FROM carts c JOIN payments p ON p.cart_id = c.id WHERE p.cuid = $1 AND p.status = 'PENDING' AND p.destination IS NULL AND c.processed_at IS NULL FOR NO KEY UPDATE OF c",
        [cuid],
      );
      const p = await load(tx, cuid, Boolean(cart));
      if (!cart || !p || p.status !== 'PENDING') return p;
      const now = clock.now();
      const refusal = await refusalOf(tx, now, cart, p.item_ids);
      if (refusal) return refuse(tx, p, cart, refusal, now);
      await tx.query('UPDATE cart_items SET expires_at = greatest(expires_at, $3) WHERE cart_id = $1 AND id = ANY($2::int[])', [
        cart.id,
        p.item_ids,
        new Date(now.getTime() + cartsExpirationDelay(organiser) * 1000),
      ]);
      return p;
    });

  const unknown = (c: Context, t: PayText) => page(c, t, t.notFound, `<h1>${t.notFound}</h1><p>${t.notFoundBody}</p>`, 404);
  const textOf = (c: Context, organiser: OrganiserRow) => {
    const lang = answerLanguage(c.req.query('lang'), organiser.languages);
    return { lang, t: payText(lang) };
  };

  app.get('/:payment', async (c) => {
    const organiser = await loadOrganiser(db);
    const { lang, t } = textOf(c, organiser);
    const payment = await revalidate(c.req.param('payment'), organiser);
    if (!payment) return unknown(c, t);
    const amount = escape(formatMoney(payment.amount, { currency: organiser.currency, locale: t.locale }));
    if (payment.status === 'FAILED' && payment.failure_reason) {
      const reason = t.refusals[payment.failure_reason as keyof PayText['refusals']] ?? t.refusals.OTHER;
      return page(c, t, t.refused, `<h1>${t.refused}</h1><p>${escape(reason)}</p><p>${t.nothingTaken}</p>${backLink(payment, t)}`);
    }
    if (payment.status !== 'PENDING') {
      return page(c, t, t.alreadyDone, `<h1>${t.alreadyDone}</h1><p>${t.alreadyDoneBody(amount, payment.status === 'SUCCEEDED')}</p>${backLink(payment, t)}`);
    }
    return page(
      c,
      t,
      t.payment,
      `<h1>${t.payTo(escape(organiser.name))}</h1>
<p>${t.amountDue}</p><p class="amount">${amount}</p>
<p class="note">${t.demoNote}</p>
<form method="post" action="/pay/${escape(payment.cuid)}?lang=${lang}">
<button type="submit" name="outcome" value="success">${t.pay}</button>
<button type="submit" name="outcome" value="failed">${t.fail}</button>
</form>`,
    );
  });

  app.post('/:payment', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const outcome = form.outcome === 'success' ? 'success' : 'failed';
    const now = clock.now();
    const organiser = await loadOrganiser(db);
    const { t } = textOf(c, organiser);
    // counted once committed: a transaction rolled back processed nothing
    let processed = null as ProcessedCart | null;
    const payment = await db.transaction(async (tx) => {
      const cuid = c.req.param('payment');
      const [target] = await tx.query<Row>('SELECT customer_id, destination FROM payments WHERE cuid = $1', [cuid]);
      if (target?.destination) return settleDestination(tx, cuid, target, outcome, now);
      // The cart is locked before the payment, as by the adds and checkout (which fail or create payments while
      // holding the cart): taking them in the other order deadlocks with a concurrent add.
      const [cart] = await tx.query<Row>('SELECT * FROM carts WHERE id = (SELECT cart_id FROM payments WHERE cuid = $1) FOR NO KEY UPDATE', [cuid]);
      if (!cart) return undefined;
      const p = await load(tx, cuid, true);
      // Settled once: a second POST (double click, back button) only redirects again.
      if (!p || p.status !== 'PENDING') return p;
      if (outcome === 'failed') {
        await tx.query("UPDATE payments SET status = 'FAILED', completed_at = $2 WHERE id = $1", [p.id, now]);
        // The cart stays open with its places held until expiry; the next checkout submit starts a new payment.
        await tx.query('UPDATE carts SET checkout_answer = NULL WHERE id = $1 AND processed_at IS NULL', [cart.id]);
        return { ...p, status: 'FAILED' };
      }
      // Places and the coupon are decided before the money is taken: a refusal fails the payment and keeps the cart open.
      const refusal = cart.processed_at ? null : await refusalOf(tx, now, cart, p.item_ids);
      if (refusal) return refuse(tx, p, cart, refusal, now);
      await tx.query("UPDATE payments SET status = 'SUCCEEDED', completed_at = $2 WHERE id = $1", [p.id, now]);
      if (!cart.processed_at) {
        const [w] = await tx.query<{ amount: number }>('SELECT amount FROM wallets WHERE customer_id = $1 FOR NO KEY UPDATE', [cart.customer_id]);
        processed = await processCart(tx, now, organiser, cart, p.item_ids, {
          couponId: cart.coupon_id ?? null,
          discount: cart.discount_amount ?? 0,
          walletApplied: Math.min(cart.wallet_amount ?? 0, w?.amount ?? 0),
          paidOnline: p.amount,
          outstanding: Math.max(0, (cart.to_pay_amount ?? p.amount) - p.amount),
        });
        await tx.query('UPDATE carts SET checkout_answer = $2 WHERE id = $1', [cart.id, JSON.stringify(checkoutAnswer(cart, null, processed.reference, now))]);
      }
      return { ...p, status: 'SUCCEEDED' };
    });
    if (processed) metrics.cartProcessed(processed);
    if (!payment) return unknown(c, t);
    const result = payment.status === 'SUCCEEDED' ? 'success' : 'failed';
    if (payment.return_url) {
      return c.redirect(returnTo(payment, result), 303);
    }
    const title = result === 'success' ? t.accepted : t.failed;
    return page(c, t, title, `<h1>${title}</h1><p>${t.closePage}</p>`);
  });
  return app;
}

/** The ApiError code that refuses this cart's processing now (places or coupon), or null; takes their row locks. */
async function refusalOf(tx: Db, now: Date, cart: Row, itemIds: number[]): Promise<string | null> {
  const items = await tx.query<Row>('SELECT * FROM cart_items WHERE cart_id = $1 AND id = ANY($2::int[]) ORDER BY id', [cart.id, itemIds]);
  try {
    await checkProcessable(tx, now, cart, items, { couponId: cart.coupon_id ?? null, discount: cart.discount_amount ?? 0 });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return error.code;
    throw error;
  }
}

/** Fails the payment before any money is taken, with its reason; the cart stays open for a new checkout. */
async function refuse(tx: Db, p: Row, cart: Row, reason: string, now: Date): Promise<Row> {
  await tx.query("UPDATE payments SET status = 'FAILED', completed_at = $2, failure_reason = $3 WHERE id = $1", [p.id, now, reason]);
  await tx.query('UPDATE carts SET checkout_answer = NULL WHERE id = $1 AND processed_at IS NULL', [cart.id]);
  return { ...p, status: 'FAILED', failure_reason: reason };
}

/** return_url with the outcome added (and the cart's cuid for a checkout); its other parameters stay. */
function returnTo(p: Row, result: 'success' | 'failed'): string {
  const url = new URL(p.return_url);
  if (p.cart_cuid) url.searchParams.set('cart', p.cart_cuid);
  url.searchParams.set('payment', result);
  if (result === 'failed' && p.failure_reason) url.searchParams.set('reason', String(p.failure_reason).toLowerCase());
  return url.href;
}

function backLink(p: Row, t: PayText): string {
  if (!p.return_url) return '';
  return `<p><a href="${escape(returnTo(p, p.status === 'SUCCEEDED' ? 'success' : 'failed'))}">${t.back}</a></p>`;
}
