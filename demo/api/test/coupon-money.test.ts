import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALEX_EMAIL } from '../src/seed/account';
import { json, startTestApi, type TestApi } from './helpers';

// Coupons never create money: they do not discount gift vouchers (whose face value is credited when redeemed), and
// their limits (active, validity window, uses in all and per customer) are enforced when the cart is processed.

let api: TestApi;
let claire: string;
let alex: string;
let vouchers: { id: number; price: number; bundle: unknown }[];

beforeAll(async () => {
  api = await startTestApi();
  [claire, alex] = await Promise.all([api.login(), api.login(ALEX_EMAIL)]);
  vouchers = (await json(await api.get('/api/vouchers'))).data.filter((v: { bundle: unknown }) => !v.bundle);
});
afterAll(() => api.close());

const reset = async () => {
  await api.db.query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE processed_at IS NULL)');
  await api.db.query('UPDATE wallets SET amount = 0');
  await api.db.query("UPDATE carts SET coupon_id = NULL WHERE coupon_id = (SELECT id FROM coupons WHERE code = 'LIMITE1')");
  await api.db.query("DELETE FROM coupons WHERE code = 'LIMITE1'");
};
beforeEach(reset);

const voucherOf = (price: number) => vouchers.find((v) => v.price === price)!;
const addVoucher = async (token: string, price: number) => {
  const res = await api.send('POST', '/api/carts/items', { vouchers: [{ voucher_id: voucherOf(price).id, quantity: 1 }] }, token);
  expect(res.status).toBe(201);
  return (await json(res)).data;
};
const cartOf = async (token: string) => (await json(await api.get('/api/carts/current', token))).data;
const checkout = async (token: string, body: Record<string, unknown>) =>
  api.send('POST', '/api/carts/checkout', { cart_id: (await cartOf(token)).id, terms: true, return_url: 'https://shop.example/checkout', ...body }, token);
const wallet = async (token: string) => (await json(await api.get('/api/session', token))).data.wallet.amount as number;
const paySucceeds = async (url: string) => {
  const res = await fetch(url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
  return new URL(res.headers.get('location') ?? 'http://x/?payment=none').searchParams;
};
const limitedCoupon = (limits: Record<string, unknown>) =>
  api.db.query(
    `INSERT INTO coupons (organiser_id, cuid, title, label, code, percentage, active, max_uses, max_uses_per_customer, starts_at, ends_at)
     SELECT id, 'limite1', 'Limité', '-20 %', 'LIMITE1', 20, true, $1, $2, $3, $4 FROM organisers ORDER BY id LIMIT 1`,
    [limits.max_uses ?? null, limits.max_uses_per_customer ?? null, limits.starts_at ?? null, limits.ends_at ?? null],
  );
/** A registration item Claire can add (a coupon discounts it), on an availability with places and nothing to answer. */
async function addRegistration(token: string) {
  const [a] = await api.db.query<{ id: number }>(
    `SELECT a.id FROM availabilities a JOIN activities act ON act.id = a.activity_id
     WHERE a.status = 'OPEN' AND a.start_at > $1::timestamptz + interval '2 days' AND act.registration_flow = 'REGISTRATION' AND a.price > 0
       AND (a.registrations_start_at IS NULL OR a.registrations_start_at <= $1) AND (a.registrations_end_at IS NULL OR a.registrations_end_at > $1)
       AND NOT EXISTS (SELECT 1 FROM options o WHERE o.activity_id = act.id AND o.required)
       AND NOT EXISTS (SELECT 1 FROM questions x WHERE x.activity_id = act.id AND x.required)
       AND (SELECT count(*) FROM availability_dates d WHERE d.availability_id = a.id) = 1
     ORDER BY a.id LIMIT 1`,
    [api.clock.now()],
  );
  await api.db.query('UPDATE availabilities SET age_minimum = NULL, age_maximum = NULL, capacity = NULL WHERE id = $1', [a!.id]);
  const participant = (await json(await api.get('/api/session', token))).data.participants[0].id;
  const res = await api.send('POST', '/api/carts/items', { registrations: [{ availability_id: a!.id, participant_id: participant }] }, token);
  expect(res.status).toBe(201);
}

describe('coupons and gift vouchers', () => {
  it('a coupon does not discount a gift voucher: a 50 € voucher costs 50 €, and redeeming it credits what was paid', async () => {
    await addVoucher(claire, 5000);
    const res = await checkout(claire, { coupon: 'BIENVENUE10', payment_strategy: 'IMMEDIATE' });
    expect(res.status).toBe(200);
    const url = (await json(res)).data.next_action_url;
    expect(await (await fetch(url)).text()).toMatch(/50,00\s?€/);
    expect((await paySucceeds(url)).get('payment')).toBe('success');
    const [bought] = await api.db.query<{ code: string; amount: number; total_amount: number }>(
      'SELECT code, amount, total_amount FROM customer_vouchers WHERE customer_id = (SELECT id FROM customers WHERE email = $1) ORDER BY id DESC LIMIT 1',
      ['demo@oriel.test'],
    );
    expect(bought).toMatchObject({ amount: 5000, total_amount: 5000 });
    expect((await api.send('PUT', '/api/vouchers/redeem', { code: bought!.code }, claire)).status).toBe(200);
    expect(await wallet(claire)).toBe(5000);
  });

  it('in a mixed cart the coupon discounts the registration only, and its minimum total is measured on it', async () => {
    await addRegistration(claire);
    await addVoucher(claire, 5000);
    const cart = await cartOf(claire);
    const registration = cart.items.find((i: { type: string }) => i.type === 'REGISTRATION');
    const attached = await api.send('POST', '/api/carts/coupons', { cart_id: cart.id, coupon: 'BIENVENUE10' }, claire);
    expect(attached.status).toBe(200);
    const res = await checkout(claire, { payment_strategy: 'DELAYED' });
    expect(res.status).toBe(200);
    const [row] = await api.db.query<{ discount_amount: number; total_amount: number }>('SELECT discount_amount, total_amount FROM carts WHERE id = $1', [
      cart.id,
    ]);
    expect(row!.discount_amount).toBe(Math.floor(registration.price / 10));
    const [voucher] = await api.db.query<{ total_amount: number }>(
      'SELECT total_amount FROM customer_vouchers WHERE created_at = $1 ORDER BY id DESC LIMIT 1',
      [api.clock.now()],
    );
    expect(voucher!.total_amount).toBe(5000);
    // STAGE15 needs 150 € of discountable items: a 200 € voucher alone does not reach it
    await addVoucher(claire, 5000);
    await addVoucher(claire, 5000);
    await addVoucher(claire, 5000);
    const refused = await api.send('POST', '/api/carts/coupons', { cart_id: (await cartOf(claire)).id, coupon: 'STAGE15' }, claire);
    expect(await json(refused)).toMatchObject({ error: 'COUPON_MIN_TOTAL', fields: { coupon: 'min_total' } });
  });

  it('limits: uses per customer, in all, and a validity window, checked on attach, checkout and payment', async () => {
    await limitedCoupon({ max_uses_per_customer: 1, max_uses: 2 });
    await addRegistration(claire);
    expect((await checkout(claire, { coupon: 'LIMITE1', payment_strategy: 'DELAYED' })).status).toBe(200);
    await addRegistration(claire);
    const again = await api.send('POST', '/api/carts/coupons', { cart_id: (await cartOf(claire)).id, coupon: 'limite1' }, claire);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ error: 'COUPON_USED_UP', fields: { coupon: 'used_up' } });
    expect(await json(await checkout(claire, { coupon: 'LIMITE1', payment_strategy: 'DELAYED' }))).toMatchObject({ error: 'COUPON_USED_UP' });

    // Alex starts paying with the coupon's last use; Claire's friend takes it first: Alex's payment is refused unpaid
    await addRegistration(alex);
    const started = await checkout(alex, { coupon: 'LIMITE1', payment_strategy: 'IMMEDIATE' });
    expect(started.status).toBe(200);
    await api.db.query('UPDATE coupons SET max_uses = 1 WHERE code = $1', ['LIMITE1']);
    const back = await paySucceeds((await json(started)).data.next_action_url);
    expect(Object.fromEntries(back)).toMatchObject({ payment: 'failed', reason: 'coupon_used_up' });
    expect((await cartOf(alex)).processed_at).toBeNull();

    await api.db.query('UPDATE coupons SET max_uses = NULL, max_uses_per_customer = NULL, starts_at = $1 WHERE code = $2', [
      new Date(api.clock.now().getTime() + 86_400_000),
      'LIMITE1',
    ]);
    const early = await api.send('POST', '/api/carts/coupons', { cart_id: (await cartOf(alex)).id, coupon: 'LIMITE1' }, alex);
    expect(await json(early)).toMatchObject({ error: 'COUPON_EXPIRED', fields: { coupon: 'expired' } });
    await api.db.query('UPDATE coupons SET starts_at = NULL, ends_at = $1 WHERE code = $2', [api.clock.now(), 'LIMITE1']);
    expect(await json(await checkout(alex, { coupon: 'LIMITE1', payment_strategy: 'DELAYED' }))).toMatchObject({ error: 'COUPON_EXPIRED' });
  });

  it('two customers racing for the last use of a coupon: exactly one cart is processed with it', async () => {
    await limitedCoupon({ max_uses: 1 });
    await Promise.all([addRegistration(claire), addRegistration(alex)]);
    const results = await Promise.all([claire, alex].map((t) => checkout(t, { coupon: 'LIMITE1', payment_strategy: 'DELAYED' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [uses] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM carts WHERE coupon_id = (SELECT id FROM coupons WHERE code = 'LIMITE1') AND processed_at IS NOT NULL",
    );
    expect(uses!.n).toBe(1);
  });

  it('no sequence of buying, paying from the wallet, coupons and redeeming ends with more wallet money than was paid in', async () => {
    type Step = { kind: 'buy'; price: 2500 | 5000; coupon: boolean; fromWallet: boolean } | { kind: 'redeem' };
    const step = fc.oneof(
      fc.record({ kind: fc.constant('buy' as const), price: fc.constantFrom(2500 as const, 5000 as const), coupon: fc.boolean(), fromWallet: fc.boolean() }),
      fc.constant({ kind: 'redeem' as const }),
    );
    // the seed's own vouchers are no money paid in by this test: only the ones bought here count
    const last = (await api.db.query<{ last: number }>('SELECT coalesce(max(id), 0)::int AS last FROM customer_vouchers'))[0]!.last;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps: Step[]) => {
        await reset();
        await api.db.query('DELETE FROM customer_vouchers WHERE id > $1', [last]);
        let paidIn = 0;
        for (const s of steps) {
          if (s.kind === 'redeem') {
            const [mine] = await api.db.query<{ code: string }>(
              "SELECT v.code FROM customer_vouchers v JOIN customers c ON c.id = v.customer_id WHERE c.email = 'demo@oriel.test' AND v.id > $1 AND v.redeemed_at IS NULL AND v.paid_amount >= v.total_amount AND v.amount IS NOT NULL ORDER BY v.id LIMIT 1",
              [last],
            );
            if (mine) await api.send('PUT', '/api/vouchers/redeem', { code: mine.code }, claire);
            continue;
          }
          await addVoucher(claire, s.price);
          const body = { ...(s.coupon ? { coupon: 'BIENVENUE10' } : {}), payment_strategy: s.fromWallet ? 'DELAYED' : 'IMMEDIATE' };
          const res = await checkout(claire, body);
          const answer = (await json(res)).data;
          if (answer?.next_action_url) {
            const amount = (
              await api.db.query<{ amount: number }>('SELECT amount FROM payments WHERE cuid = $1', [answer.next_action_url.split('/').pop()])
            )[0]!.amount;
            if ((await paySucceeds(answer.next_action_url)).get('payment') === 'success') paidIn += amount;
          }
          // an unpaid bank-transfer voucher stays in the cart history: it cannot be redeemed
          await api.db.query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE processed_at IS NULL)');
        }
        const unredeemed = await api.db.query<{ amount: number }>(
          "SELECT coalesce(sum(v.amount), 0)::int AS amount FROM customer_vouchers v JOIN customers c ON c.id = v.customer_id WHERE c.email = 'demo@oriel.test' AND v.id > $1 AND v.redeemed_at IS NULL AND v.paid_amount >= v.total_amount AND v.amount IS NOT NULL",
          [last],
        );
        const money = await wallet(claire);
        expect(money).toBeLessThanOrEqual(paidIn);
        expect(money + unredeemed[0]!.amount).toBeLessThanOrEqual(paidIn);
      }),
      { numRuns: 12, seed: 20261201, endOnFailure: true },
    );
  });
});
