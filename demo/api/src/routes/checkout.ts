import { checkoutRequestSchema } from '@oriel/core';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../deps';
import { clientAddress } from '../lib/client-address';
import { ApiError, conflict, validation } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { baseUrl } from '../lib/media';
import { checkedReturnUrl } from '../lib/origins';
import { MAX_ID } from '../lib/params';
import type { Attempt } from '../lib/rate-limit';
import { iso } from '../lib/time';
import { parse, readJson } from '../lib/validate';
import type { Ctx } from '../queries/availabilities';
import { loadOpenCart } from '../queries/cart';
import { cartTotals, checkCoupon, invalidatePendingCheckout, paymentMethods, serviceFees, usableCoupon } from '../queries/checkout-totals';
import { requireCustomer } from '../queries/customers';
import { loadOrganiser } from '../queries/organiser';
import { processCart, type ProcessedCart } from '../queries/process-cart';
import { withCallerLang } from '../lib/content-language';

type Row = Record<string, any>;

export const checkoutAnswer = (cart: Row, payment: { url: string } | null, reference: string | null, processedAt: Date | null) => ({
  next_action: payment ? 'PAYMENT' : null,
  next_action_url: payment?.url ?? null,
  cart: { id: cart.id, cuid: cart.cuid, reference: cart.reference, processed_at: iso(processedAt), payment_reference: reference },
});

/**
 * Runs a call that checks a coupon code, and settles its attempt: only an unknown code (COUPON_NOT_FOUND) stays counted
 * as a guess; an accepted one resets the customer's count; a code that exists but is refused (inactive, expired, under
 * its minimum, used up) was no guess, and counts for nothing, like a call that fails before the code was judged.
 */
async function judgingCoupon<T>(attempt: Attempt | null, run: (accepted: () => void) => Promise<T>): Promise<T> {
  let accepted = false;
  try {
    const result = await run(() => void (accepted = true));
    if (accepted) await attempt?.succeeded();
    else await attempt?.cancel();
    return result;
  } catch (error) {
    if (accepted) await attempt?.succeeded();
    else if (!(error instanceof ApiError && error.code === 'COUPON_NOT_FOUND')) await attempt?.cancel();
    throw error;
  }
}

/** Checkout data, coupons and the checkout itself (docs/api-contract.md). */
export function checkoutRoutes({ db, clock, options, attempts, metrics }: AppContext) {
  const app = new Hono();
  /** Coupon codes are guessable: counted per customer and per client, 429 past the limits (docs/security.md §3). */
  const couponAttempt = (c: Context, customerId: number) =>
    attempts.begin('coupon', { account: `customer:${customerId}`, client: clientAddress(c, options.trustProxy) }, { coupon: 'too_many_attempts' });
  const ctxOf = async (c: Context, now: Date): Promise<Ctx> => ({ db, now, tz: (await loadOrganiser(db)).timezone, base: baseUrl(c) });
  const wallet = async (customerId: number) =>
    (await db.query<{ amount: number }>('SELECT amount FROM wallets WHERE customer_id = $1', [customerId]))[0]?.amount ?? 0;

  app.get('/checkout', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const now = clock.now();
    const [organiser, cart, amount, active] = await Promise.all([
      loadOrganiser(db),
      loadOpenCart(await ctxOf(c, now), customer.id),
      wallet(customer.id),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupons WHERE active'),
    ]);
    const live = cart?.items ?? [];
    const total = live.reduce((s, i) => s + i.price, 0);
    return c.json({
      data: {
        payment_methods: paymentMethods(
          organiser,
          live.reduce((s, i) => s + i.deposit, 0),
          total,
        ),
        wallet: { amount },
        service_fees: serviceFees(organiser),
        coupons_enabled: (active[0]?.n ?? 0) > 0,
        cart,
      },
    });
  });

  /** The customer's open cart by id, locked: anyone else's, or a processed one, is "not found". */
  const openCartFor = async (tx: typeof db, customerId: number, raw: unknown) => {
    const cartId = Number(raw);
    if (!Number.isInteger(cartId) || cartId < 1 || cartId > MAX_ID) throw validation({ cart_id: raw == null || raw === '' ? 'required' : 'invalid' });
    const [cart] = await tx.query<Row>('SELECT * FROM carts WHERE id = $1 AND customer_id = $2 AND processed_at IS NULL FOR NO KEY UPDATE', [
      cartId,
      customerId,
    ]);
    if (!cart) throw new ApiError(404, 'NOT_FOUND', 'No such open cart', { cart_id: 'not_found' });
    return cart;
  };

  app.post('/carts/coupons', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = (await readJson(c)) as Row;
    const code = typeof body?.coupon === 'string' ? body.coupon.trim() : '';
    if (!code) throw validation({ coupon: 'required' });
    const now = clock.now();
    await judgingCoupon(await couponAttempt(c, customer.id), (accepted) =>
      db.transaction(async (tx) => {
        const cart = await openCartFor(tx, customer.id, body.cart_id);
        const { discountable } = await cartTotals(tx, now, cart.id, null, 0, await loadOrganiser(tx));
        const coupon = await usableCoupon(tx, code, { subtotal: discountable, now, customerId: customer.id });
        accepted();
        await tx.query('UPDATE carts SET coupon_id = $2 WHERE id = $1', [cart.id, coupon.id]);
        await invalidatePendingCheckout(tx, cart.id, now);
      }),
    );
    return c.json({ data: await loadOpenCart(await ctxOf(c, now), customer.id) });
  });

  app.delete('/carts/coupons', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    await db.transaction(async (tx) => {
      const cart = await openCartFor(tx, customer.id, c.req.query('cart_id'));
      await tx.query('UPDATE carts SET coupon_id = NULL WHERE id = $1', [cart.id]);
      await invalidatePendingCheckout(tx, cart.id, clock.now());
    });
    return c.json({ data: await loadOpenCart(await ctxOf(c, clock.now()), customer.id) });
  });

  app.post('/carts/checkout', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(checkoutRequestSchema, await readJson(c));
    const returnUrl = body.return_url === undefined ? null : await checkedReturnUrl(db, options.storefrontOrigins, body.return_url);
    const now = clock.now();
    const organiser = await loadOrganiser(db);
    const base = baseUrl(c);
    // The body's coupon is a second way to try codes: the same count as attaching one.
    const attempt = body.coupon?.trim() ? await couponAttempt(c, customer.id) : null;
    // counted once committed: a transaction rolled back processed nothing
    let processed = null as ProcessedCart | null;
    const answer = await judgingCoupon(attempt, (accepted) =>
      db.transaction(async (tx) => {
        // The cart row lock makes concurrent submits queue; the stored answer makes the later ones replay the first.
        const [cart] = await tx.query<Row>('SELECT * FROM carts WHERE id = $1 AND customer_id = $2 FOR NO KEY UPDATE', [body.cart_id, customer.id]);
        if (!cart) throw new ApiError(404, 'NOT_FOUND', 'No such cart', { cart_id: 'not_found' });
        if (cart.checkout_answer) return cart.checkout_answer;
        if (cart.processed_at) return checkoutAnswer(cart, null, cart.payment_reference, cart.processed_at);

        let coupon: Row | null = null;
        const { discountable } = await cartTotals(tx, now, cart.id, null, 0, organiser);
        const use = { subtotal: discountable, now, customerId: customer.id };
        if (body.coupon?.trim()) {
          coupon = await usableCoupon(tx, body.coupon, use);
          accepted();
        } else if (cart.coupon_id) {
          [coupon = null] = await tx.query<Row>('SELECT * FROM coupons WHERE id = $1', [cart.coupon_id]);
          if (coupon) await checkCoupon(tx, coupon, use);
        }
        const [w] = await tx.query<{ amount: number }>('SELECT amount FROM wallets WHERE customer_id = $1 FOR NO KEY UPDATE', [customer.id]);
        const t = await cartTotals(tx, now, cart.id, coupon, w?.amount ?? 0, organiser);
        if (!t.itemIds.length) throw conflict('CART_EMPTY', 'The cart has no items left');

        const offered = paymentMethods(organiser, t.deposit, t.total).map((m) => m.type);
        const strategy = body.payment_strategy;
        if (t.toPay > 0 && !offered.includes(strategy)) {
          throw conflict('PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not offered for this cart', { payment_strategy: 'unavailable' });
        }
        // A deposit payment charges the deposit left after the wallet, plus the fees; the rest is paid by transfer.
        const online =
          t.toPay <= 0 || strategy === 'DELAYED'
            ? 0
            : strategy === 'IMMEDIATE'
              ? t.toPay
              : Math.min(t.toPay, Math.max(0, t.deposit - t.walletApplied) + t.fees);
        await tx.query(
          `UPDATE carts SET coupon_id = $2, payment_strategy = $3, total_amount = $4, discount_amount = $5, wallet_amount = $6, fees_amount = $7, to_pay_amount = $8 WHERE id = $1`,
          [cart.id, coupon?.id ?? null, strategy, t.total, t.discount, t.walletApplied, t.fees, t.toPay],
        );

        let result;
        if (online > 0) {
          const cuid = randomCuid();
          await tx.query(
            'INSERT INTO payments (cuid, cart_id, customer_id, strategy, amount, return_url, item_ids, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
            [cuid, cart.id, customer.id, strategy, online, returnUrl, t.itemIds, now],
          );
          result = checkoutAnswer(cart, { url: withCallerLang(c, `${base}/pay/${cuid}`) }, null, null);
        } else {
          processed = await processCart(tx, now, organiser, cart, t.itemIds, {
            couponId: coupon?.id ?? null,
            discount: t.discount,
            walletApplied: t.walletApplied,
            paidOnline: 0,
            outstanding: t.toPay,
          });
          result = checkoutAnswer(cart, null, processed.reference, now);
        }
        await tx.query('UPDATE carts SET checkout_answer = $2 WHERE id = $1', [cart.id, JSON.stringify(result)]);
        return result;
      }),
    );
    if (processed) metrics.cartProcessed(processed);
    return c.json({ data: answer });
  });
  return app;
}
