import { cartSchema, oneOf } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApi, type TestApi } from './helpers';

let api: TestApi;
let token: string;
let vouchers: any[];

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  vouchers = (await json(await api.get('/api/vouchers'))).data;
});
afterAll(() => api.close());

const voucher = (price: number) => vouchers.find((x) => x.price === price);
const setWallet = (amount: number) =>
  api.db.query("UPDATE wallets SET amount = $1 WHERE customer_id = (SELECT id FROM customers WHERE email = 'demo@oriel.test')", [amount]);
const cartWith = async (price: number) => {
  const res = await api.send('POST', '/api/carts/items', { vouchers: [{ voucher_id: voucher(price).id, quantity: 1 }] }, token);
  expect(res.status).toBe(201);
  return v.parse(oneOf(cartSchema), await json(res)).data;
};
const checkout = async (cartId: number, strategy: string) =>
  (await json(await api.send('POST', '/api/carts/checkout', { terms: true, cart_id: cartId, payment_strategy: strategy }, token))).data;
const processed = async (cuid: string) => v.parse(oneOf(cartSchema), await json(await api.get(`/api/account/carts/${cuid}`, token))).data;

describe('a processed cart says how it was paid', () => {
  it('online: the simulator payment and the wallet, both paid', async () => {
    await setWallet(1500);
    const cart = await cartWith(5000);
    const answer = await checkout(cart.id, 'IMMEDIATE');
    const paid = await fetch(answer.next_action_url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
    expect(paid.status).toBe(200);
    expect((await processed(cart.cuid)).payments).toEqual([
      { method: 'ONLINE', amount: 3500, status: 'PAID' },
      { method: 'WALLET', amount: 1500, status: 'PAID' },
    ]);
  });

  it('online after a refused attempt: only the payment that went through counts', async () => {
    await setWallet(0);
    const cart = await cartWith(2500);
    const first = await checkout(cart.id, 'IMMEDIATE');
    await fetch(first.next_action_url, { method: 'POST', body: new URLSearchParams({ outcome: 'failed' }), redirect: 'manual' });
    const retry = await checkout(cart.id, 'IMMEDIATE');
    await fetch(retry.next_action_url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
    expect((await processed(cart.cuid)).payments).toEqual([{ method: 'ONLINE', amount: 2500, status: 'PAID' }]);
  });

  it('bank transfer: the wallet paid, the rest awaited by transfer', async () => {
    await setWallet(1000);
    const cart = await cartWith(2500);
    await checkout(cart.id, 'DELAYED');
    const done = await processed(cart.cuid);
    expect(done.payment_reference).toBeTruthy();
    expect(done.payments).toEqual([
      { method: 'WALLET', amount: 1000, status: 'PAID' },
      { method: 'TRANSFER', amount: 1500, status: 'PENDING' },
    ]);
  });

  it('the wallet covering everything: one wallet line; an open cart has none', async () => {
    await setWallet(3000);
    const cart = await cartWith(2500);
    expect(cart.payments).toEqual([]);
    await checkout(cart.id, 'DELAYED');
    expect((await processed(cart.cuid)).payments).toEqual([{ method: 'WALLET', amount: 2500, status: 'PAID' }]);
  });
});
