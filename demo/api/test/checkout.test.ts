import { cartSchema, checkoutAnswerSchema, checkoutDataSchema, listOf, oneOf } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isValidStructuredCommunication, structuredCommunication } from '../src/lib/payment-reference';
import { json, NOW, startTestApi, type TestApi } from './helpers';
import { addParticipant } from './participants';

let api: TestApi;
let token: string;
let lea: { id: number };
let vouchers: any[];

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  [lea] = (await json(await api.get('/api/session', token))).data.participants;
  vouchers = (await json(await api.get('/api/vouchers'))).data;
});
afterAll(() => api.close());
beforeEach(() => api.db.query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE processed_at IS NULL)').then(() => undefined));

const v50 = () => vouchers.find((v) => v.price === 5000);
const v25 = () => vouchers.find((v) => v.price === 2500);
const cartWith = async (voucher: any, quantity = 1) => {
  const res = await api.send('POST', '/api/carts/items', { vouchers: [{ voucher_id: voucher.id, quantity }] }, token);
  expect(res.status).toBe(201);
  return v.parse(oneOf(cartSchema), await json(res)).data;
};
const checkout = (body: Record<string, unknown>, t = token) => api.send('POST', '/api/carts/checkout', { terms: true, ...body }, t);
const wallet = async () => (await json(await api.get('/api/session', token))).data.wallet.amount as number;
const setWallet = (amount: number) =>
  api.db.query("UPDATE wallets SET amount = $1 WHERE customer_id = (SELECT id FROM customers WHERE email = 'demo@oriel.test')", [amount]);

describe('structured communication', () => {
  it('is +++ddd/dddd/dddcc+++ with mod 97 check digits (97 for 0) and the prefix leading', () => {
    expect(structuredCommunication(1, '')).toBe('+++000/0000/00101+++');
    expect(structuredCommunication(97, '')).toBe('+++000/0000/09797+++');
    expect(structuredCommunication(123, '42')).toBe(`+++420/0000/123${String(4200000123 % 97).padStart(2, '0')}+++`);
    for (const id of [1, 7, 97, 194, 123456]) expect(isValidStructuredCommunication(structuredCommunication(id, 'OR-9'))).toBe(true);
  });
});

describe('checkout data and coupons', () => {
  it('answers payment methods, wallet, fees and the open cart', async () => {
    const cart = await cartWith(v50());
    const data = v.parse(oneOf(checkoutDataSchema), await json(await api.get('/api/checkout', token))).data;
    expect(data.payment_methods.map((m) => m.type)).toEqual(['IMMEDIATE', 'DELAYED']);
    expect(data).toMatchObject({ wallet: { amount: 1500 }, service_fees: { amount: 0, percentage: 0 }, coupons_enabled: true });
    expect(data.cart?.id).toBe(cart.id);
    expect((await api.get('/api/checkout')).status).toBe(401);
  });

  it('attaches, refuses and detaches coupons', async () => {
    const cart = await cartWith(v50());
    const attach = (coupon: string) => api.send('POST', '/api/carts/coupons', { cart_id: cart.id, coupon }, token);
    const ok = await attach(' bienvenue10 ');
    expect(ok.status).toBe(200);
    expect(v.parse(oneOf(cartSchema), await json(ok)).data.coupon).toMatchObject({ percentage: 10, active: true });
    for (const [code, status, error, field] of [
      ['NOPE', 404, 'COUPON_NOT_FOUND', 'not_found'],
      ['EXPIRE5', 409, 'COUPON_INACTIVE', 'inactive'],
      ['STAGE15', 409, 'COUPON_MIN_TOTAL', 'min_total'],
    ] as const) {
      const res = await attach(code);
      expect(res.status, code).toBe(status);
      expect(await json(res)).toMatchObject({ error, fields: { coupon: field } });
    }
    expect((await attach('')).status).toBe(400);
    expect((await api.send('POST', '/api/carts/coupons', { cart_id: 999999, coupon: 'BIENVENUE10' }, token)).status).toBe(404);
    const detached = await api.send('DELETE', `/api/carts/coupons?cart_id=${cart.id}`, undefined, token);
    expect(v.parse(oneOf(cartSchema), await json(detached)).data.coupon).toBeNull();
    expect((await api.send('DELETE', '/api/carts/coupons?cart_id=abc', undefined, token)).status).toBe(400);
  });
});

describe('checkout', () => {
  it('refuses terms not accepted, an empty cart and an unknown cart', async () => {
    const cart = await cartWith(v25());
    const res = await checkout({ cart_id: cart.id, payment_strategy: 'DELAYED', terms: false });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'VALIDATION_ERROR', fields: { terms: 'terms' } });
    expect((await checkout({ cart_id: cart.id, payment_strategy: 'WALLET' })).status).toBe(400);
    expect((await checkout({ cart_id: cart.id, payment_strategy: 'IMMEDIATE', return_url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await checkout({ cart_id: 999999, payment_strategy: 'DELAYED' })).status).toBe(404);
    await api.db.query('DELETE FROM cart_items');
    const empty = await checkout({ cart_id: cart.id, payment_strategy: 'DELAYED' });
    expect(empty.status).toBe(409);
    expect((await json(empty)).error).toBe('CART_EMPTY');
  });

  it('DELAYED: processes at once with the coupon and the wallet, and issues a valid structured communication', async () => {
    const [a] = (await json(await api.get('/api/availabilities?search=yoga&limit=5'))).data.filter((x: any) => x.capacity - x.registered > 2);
    // yoga is for 16 and over: a grown-up of the family, not Léa (8)
    const grownUp = await addParticipant(api.db, lea.id, 'Claire', '1988-04-12');
    await api.send('POST', '/api/carts/items', { registrations: [{ availability_id: a.id, participant_id: grownUp.id, quantity: 2 }] }, token);
    const cart = await cartWith(v50());
    const res = await checkout({ cart_id: cart.id, payment_strategy: 'DELAYED', coupon: 'BIENVENUE10' });
    expect(res.status).toBe(200);
    const answer = v.parse(oneOf(checkoutAnswerSchema), await json(res)).data;
    expect(answer).toMatchObject({ next_action: null, next_action_url: null, cart: { cuid: cart.cuid } });
    expect(answer.cart?.processed_at).toBeTruthy();
    expect(isValidStructuredCommunication(answer.cart!.payment_reference!)).toBe(true);
    // the coupon discounts the registrations, never the gift voucher
    const subtotal = a.price * 2 + 5000;
    const total = subtotal - Math.floor((a.price * 2) / 10);
    const [row] = await api.db.query<any>('SELECT * FROM carts WHERE id = $1', [cart.id]);
    expect(row).toMatchObject({ total_amount: total, wallet_amount: 1500, fees_amount: 0, to_pay_amount: total - 1500 });
    expect(await wallet()).toBe(0);
    const regs = await api.db.query<any>('SELECT * FROM registrations WHERE cart_id = $1', [cart.id]);
    expect(regs).toHaveLength(2);
    expect((await json(await api.get(`/api/availabilities/${a.cuid}`))).data.registered).toBe(a.registered + 2);
    const [voucher] = await api.db.query<any>('SELECT * FROM customer_vouchers WHERE voucher_id = $1', [v50().id]);
    expect(voucher.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await json(await api.get('/api/carts/current', token))).data).toBeNull();
    await setWallet(1500);
  });

  it('wallet covering everything: nothing left to pay, no payment reference', async () => {
    const cart = await cartWith(v25());
    await setWallet(3000);
    const answer = (await json(await checkout({ cart_id: cart.id, payment_strategy: 'DELAYED' }))).data;
    expect(answer).toMatchObject({ next_action: null, cart: { payment_reference: null } });
    expect(answer.cart.processed_at).toBeTruthy();
    expect(await wallet()).toBe(500);
    await setWallet(1500);
  });

  it('IMMEDIATE: the simulator page, then success processes the cart and returns to the page', async () => {
    const cart = await cartWith(v50());
    const returnUrl = 'https://shop.example/checkout?step=pay';
    const answer = v.parse(
      oneOf(checkoutAnswerSchema),
      await json(await checkout({ cart_id: cart.id, payment_strategy: 'IMMEDIATE', return_url: returnUrl })),
    ).data;
    expect(answer.next_action).toBe('PAYMENT');
    expect(answer.cart?.processed_at).toBeNull();
    const url = answer.next_action_url!;
    expect(url).toMatch(new RegExp(`^${api.url}/pay/[a-z0-9]+$`));
    const pageRes = await fetch(url);
    const html = await pageRes.text();
    expect(pageRes.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('lang="fr"');
    expect(html).toMatch(/35,00\s?€/);
    expect(html).toContain('>Payer<');
    expect(html).toContain('>Échouer<');
    const pay = await fetch(url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
    expect(pay.status).toBe(303);
    const back = new URL(pay.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/checkout');
    expect(Object.fromEntries(back.searchParams)).toEqual({ step: 'pay', cart: cart.cuid, payment: 'success' });
    const [row] = await api.db.query<any>('SELECT processed_at, wallet_amount FROM carts WHERE id = $1', [cart.id]);
    expect(row.processed_at).toBeTruthy();
    expect(await wallet()).toBe(0);
    // Paying again changes nothing; the same checkout answers the processed cart.
    const again = await fetch(url, { method: 'POST', body: new URLSearchParams({ outcome: 'failed' }), redirect: 'manual' });
    expect(new URL(again.headers.get('location')!).searchParams.get('payment')).toBe('success');
    const replay = (await json(await checkout({ cart_id: cart.id, payment_strategy: 'IMMEDIATE' }))).data;
    expect(replay).toMatchObject({ next_action: null, cart: { cuid: cart.cuid } });
    expect(replay.cart.processed_at).toBeTruthy();
    expect((await fetch(`${api.url}/pay/nope`)).status).toBe(404);
    await setWallet(1500);
  });

  it('IMMEDIATE failed: the cart stays open with its items, and a new submit starts a new payment', async () => {
    const cart = await cartWith(v25());
    const first = (await json(await checkout({ cart_id: cart.id, payment_strategy: 'IMMEDIATE', return_url: 'http://localhost:5173/' }))).data;
    const same = (await json(await checkout({ cart_id: cart.id, payment_strategy: 'IMMEDIATE', return_url: 'http://localhost:5173/' }))).data;
    expect(same.next_action_url).toBe(first.next_action_url);
    const fail = await fetch(first.next_action_url, { method: 'POST', body: new URLSearchParams({ outcome: 'failed' }), redirect: 'manual' });
    expect(new URL(fail.headers.get('location')!).searchParams.get('payment')).toBe('failed');
    const current = (await json(await api.get('/api/carts/current', token))).data;
    expect(current).toMatchObject({ id: cart.id, processed_at: null });
    expect(current.items).toHaveLength(1);
    expect(await wallet()).toBe(1500);
    const retry = (await json(await checkout({ cart_id: cart.id, payment_strategy: 'IMMEDIATE' }))).data;
    expect(retry.next_action_url).not.toBe(first.next_action_url);
    const done = await fetch(retry.next_action_url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Paiement accepté');
    await setWallet(1500);
  });

  it('changing the cart while a payment is pending fails that payment', async () => {
    const cart = await cartWith(v25());
    const first = (await json(await checkout({ cart_id: cart.id, payment_strategy: 'IMMEDIATE' }))).data;
    await cartWith(v50());
    expect(await (await fetch(first.next_action_url)).text()).toContain('déjà traité');
    const late = await fetch(first.next_action_url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) });
    expect(await late.text()).toContain('Paiement échoué');
    expect((await json(await api.get('/api/carts/current', token))).data.processed_at).toBeNull();
    const next = (await json(await checkout({ cart_id: cart.id, payment_strategy: 'IMMEDIATE' }))).data;
    expect(next.next_action_url).not.toBe(first.next_action_url);
  });

  it('a double submit, sequential or concurrent, processes once', async () => {
    for (const concurrent of [false, true]) {
      await api.db.query('DELETE FROM customer_vouchers');
      const cart = await cartWith(v25(), 2);
      const body = { cart_id: cart.id, payment_strategy: 'DELAYED' };
      const answers = concurrent ? await Promise.all([checkout(body), checkout(body), checkout(body)]) : [await checkout(body), await checkout(body)];
      const bodies = await Promise.all(answers.map((r) => json(r)));
      expect(answers.every((r) => r.status === 200)).toBe(true);
      for (const b of bodies) expect(b).toEqual(bodies[0]);
      const [n] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_vouchers');
      expect(n!.n).toBe(2);
      await setWallet(1500);
    }
  });

  it('a processed cart lists only what was bought: an item that had expired before the checkout is not in it', async () => {
    const expired = await cartWith(v25());
    api.clock.advance(16 * 60_000);
    try {
      const cart = await cartWith(v50());
      expect(cart.cuid).toBe(expired.cuid);
      const res = await checkout({ cart_id: cart.id, payment_strategy: 'DELAYED' });
      expect(res.status).toBe(200);
      const done = v.parse(oneOf(cartSchema), await json(await api.get(`/api/account/carts/${cart.cuid}`, token))).data;
      expect(done.items.map((i) => i.price)).toEqual([5000]);
    } finally {
      api.clock.set(NOW);
      await setWallet(1500);
    }
  });

  it('lists processed carts, newest first, with their items', async () => {
    const res = await api.get('/api/account/carts', token);
    const history = v.parse(listOf(cartSchema), await json(res));
    expect(history.count).toBeGreaterThanOrEqual(4);
    expect(history.data.every((c) => c.processed_at)).toBe(true);
    const times = history.data.map((c) => `${c.processed_at}|${c.id}`);
    expect(history.data[0]!.id).toBeGreaterThan(history.data[history.data.length - 1]!.id);
    expect(times).toHaveLength(history.data.length);
    const one = v.parse(oneOf(cartSchema), await json(await api.get(`/api/account/carts/${history.data[0]!.cuid}`, token))).data;
    expect(one.items.length).toBeGreaterThan(0);
    expect((await api.get('/api/account/carts/nope', token)).status).toBe(404);
    expect((await api.get('/api/account/carts')).status).toBe(401);
  });
});
