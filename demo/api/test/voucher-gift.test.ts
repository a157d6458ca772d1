import { cartSchema, oneOf, ownedVoucherSchema } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startWithCustomers, type TestApi } from './helpers';

let api: TestApi, claire: string, alex: string;
let voucherId: number;
beforeAll(async () => {
  ({ api, claire, alex } = await startWithCustomers());
  voucherId = (await json(await api.get('/api/vouchers'))).data.find((x: { price: number }) => x.price === 2500).id;
});
afterAll(() => api.close());
beforeEach(() => api.db.query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE processed_at IS NULL)').then(() => undefined));

const add = (voucher: Record<string, unknown>) => api.send('POST', '/api/carts/items', { vouchers: [{ voucher_id: voucherId, ...voucher }] }, claire);
const setWallet = (amount: number) =>
  api.db.query("UPDATE wallets SET amount = $1 WHERE customer_id = (SELECT id FROM customers WHERE email = 'demo@oriel.test')", [amount]);

/** Adds the voucher with these words, pays the cart from the wallet and answers the customer voucher it made. */
async function bought(voucher: Record<string, unknown>) {
  const res = await add(voucher);
  expect(res.status).toBe(201);
  const cart = v.parse(oneOf(cartSchema), await json(res)).data;
  await setWallet(10_000);
  const done = await api.send('POST', '/api/carts/checkout', { terms: true, cart_id: cart.id, payment_strategy: 'DELAYED' }, claire);
  expect(done.status).toBe(200);
  const [row] = await api.db.query<{ cuid: string }>(
    'SELECT cv.cuid FROM customer_vouchers cv JOIN carts c ON c.customer_id = cv.customer_id WHERE c.id = $1 ORDER BY cv.id DESC LIMIT 1',
    [cart.id],
  );
  return { cart, cuid: row!.cuid };
}

describe('a gift voucher carries a recipient name and a message', () => {
  it('kept on the cart item, then on the customer voucher that the buyer reads in the account', async () => {
    const res = await add({ recipient_name: '  Mamie Jeanne ', message: 'Joyeux anniversaire !\nDe la part de Léa' });
    const item = v.parse(oneOf(cartSchema), await json(res)).data.items[0]!;
    expect(item.type === 'VOUCHER' && item.voucher).toMatchObject({ recipient_name: 'Mamie Jeanne', message: 'Joyeux anniversaire !\nDe la part de Léa' });
    await api.db.query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE processed_at IS NULL)');

    const { cuid } = await bought({ recipient_name: 'Mamie Jeanne', message: 'Joyeux anniversaire !\nDe la part de Léa' });
    const mine = v.parse(oneOf(ownedVoucherSchema), await json(await api.get(`/api/account/vouchers/${cuid}`, claire))).data;
    expect(mine).toMatchObject({ recipient_name: 'Mamie Jeanne', message: 'Joyeux anniversaire !\nDe la part de Léa' });
    // someone looking the code up learns the buyer's name only, not the words
    const [{ code }] = (await api.db.query<{ code: string }>('SELECT code FROM customer_vouchers WHERE cuid = $1', [cuid])) as [{ code: string }];
    const looked = (await json(await api.get(`/api/vouchers/redeem?code=${code}`, alex))).data;
    expect(looked).toMatchObject({ recipient_name: null, message: null });
  });

  it('both optional: none, blank or null are stored as none', async () => {
    for (const words of [{}, { recipient_name: '   ', message: '' }, { recipient_name: null, message: null }]) {
      const { cuid } = await bought(words);
      const mine = (await json(await api.get(`/api/account/vouchers/${cuid}`, claire))).data;
      expect(mine).toMatchObject({ recipient_name: null, message: null });
    }
  });

  it('refuses a name over 100 characters or a message over 500, naming the field, and adds nothing', async () => {
    const longName = await add({ recipient_name: 'N'.repeat(101), message: 'M'.repeat(500) });
    expect(longName.status).toBe(400);
    expect(await json(longName)).toMatchObject({ error: 'VALIDATION_ERROR', fields: { 'vouchers.0.recipient_name': 'too_long' } });
    const longMessage = await add({ recipient_name: 'N'.repeat(100), message: 'M'.repeat(501) });
    expect(longMessage.status).toBe(400);
    expect((await json(longMessage)).fields).toEqual({ 'vouchers.0.message': 'too_long' });
    expect((await json(await api.get('/api/carts/current', claire))).data?.items ?? []).toEqual([]);
    // exactly at the limits is accepted
    expect((await add({ recipient_name: 'N'.repeat(100), message: 'M'.repeat(500) })).status).toBe(201);
  });

  it('the database holds the limits too', async () => {
    const { cuid } = await bought({});
    await expect(api.db.query('UPDATE customer_vouchers SET message = $2 WHERE cuid = $1', [cuid, 'M'.repeat(501)])).rejects.toThrow();
  });
});
