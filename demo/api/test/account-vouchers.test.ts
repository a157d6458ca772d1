import { listOf, oneOf, ownedBundleSchema, ownedVoucherSchema, voucherConfirmationState } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_LIMITS } from '../src/lib/rate-limit';
import { ALEX_EMAIL, DEMO_ACCOUNT } from '../src/seed/account';
import { json, NOW, registrationBody, startWithCustomers, type TestApi } from './helpers';

let api: TestApi, claire: string, alex: string;
beforeAll(async () => ({ api, claire, alex } = await startWithCustomers()));
afterAll(() => api.close());

const { vouchers: V } = DEMO_ACCOUNT;
const lookup = (code: string, token = alex) => api.get(`/api/vouchers/redeem?code=${encodeURIComponent(code)}`, token);
const redeem = (body: unknown, token = alex) => api.send('PUT', '/api/vouchers/redeem', body, token);
const session = async (token: string) => (await json(await api.get('/api/session', token))).data;
async function refused(res: Response, status: number, error: string, fields?: Record<string, string>) {
  expect(res.status).toBe(status);
  const body = await json(res);
  expect(body.error).toBe(error);
  if (fields) expect(body.fields).toEqual(fields);
}
/** A fresh registered customer: the guessing limits count per customer. */
const newCustomer = async (email: string) => {
  const res = await api.send('POST', '/api/auth/register', registrationBody(email));
  return (await json(res)).data.token as string;
};

describe('GET /api/vouchers/redeem', () => {
  it('lets any signed-in customer look a code up, with what the confirmation needs, and no one else’s e-mail', async () => {
    const res = await lookup(` ${V.gift.code.toLowerCase()} `);
    expect(res.status).toBe(200);
    const voucher = v.parse(oneOf(ownedVoucherSchema), await json(res)).data;
    expect(voucher).toMatchObject({
      cuid: V.gift.cuid,
      code: V.gift.code,
      amount: 2500,
      total_amount: 2500,
      paid_amount: 2500,
      redeemed_at: null,
      recipient: null,
      bundle: null,
    });
    expect(voucher.customer).toEqual({ fullname: 'Claire Dubois', email: null });
    expect(voucher.customer_id).toBeNull();
    expect(voucherConfirmationState(voucher, NOW)).toBe('valid');
    const states = await Promise.all(
      [V.received, V.expired, V.unpaid, V.bundleGift].map(async (gift) =>
        voucherConfirmationState(v.parse(oneOf(ownedVoucherSchema), await json(await lookup(gift.code))).data, NOW),
      ),
    );
    expect(states).toEqual(['redeemed', 'expired', 'unpaid', 'valid']);
    const received = v.parse(oneOf(ownedVoucherSchema), await json(await lookup(V.received.code))).data;
    expect(received.recipient).toEqual({ fullname: null, email: null });
    const bundle = v.parse(oneOf(ownedVoucherSchema), await json(await lookup(V.bundleGift.code))).data;
    expect(bundle.bundle).toMatchObject({ entity: 'PARTICIPANTS', capacity: 10, title: 'Carte 10 séances de yoga' });
    // the buyer sees their own e-mail
    expect(v.parse(oneOf(ownedVoucherSchema), await json(await lookup(V.gift.code, claire))).data.customer).toMatchObject({ email: 'demo@oriel.test' });
  });

  it('answers 404 VOUCHER_NOT_FOUND for an unknown code, 400 without one, 401 anonymous', async () => {
    await refused(await lookup('NOPE0000'), 404, 'VOUCHER_NOT_FOUND', { code: 'not_found' });
    await refused(await api.get('/api/vouchers/redeem?code=%20', alex), 400, 'VALIDATION_ERROR', { code: 'required' });
    await refused(await api.get('/api/vouchers/redeem', alex), 400, 'VALIDATION_ERROR', { code: 'required' });
    expect((await lookup(V.gift.code, '')).status).toBe(401);
  });
});

describe('PUT /api/vouchers/redeem', () => {
  it('redeems an amount voucher into the redeemer’s wallet; the voucher shows in both accounts', async () => {
    const before = (await session(alex)).wallet.amount;
    const res = await redeem({ code: V.gift.code });
    expect(res.status).toBe(200);
    expect(v.parse(oneOf(v.object({ cuid: v.string() })), await json(res)).data.cuid).toBe(V.gift.cuid);
    const after = await session(alex);
    expect(after.wallet.amount).toBe(before + 2500);
    expect(after.counters).toMatchObject({ vouchers: 1, available_vouchers: 1 });
    const mine = v.parse(listOf(ownedVoucherSchema), await json(await api.get('/api/account/vouchers', alex)));
    expect(mine.data.map((v) => v.code)).toEqual([V.gift.code]);
    expect(mine.data[0]!.customer).toMatchObject({ fullname: 'Claire Dubois' });
    const seen = v.parse(oneOf(ownedVoucherSchema), await json(await api.get(`/api/account/vouchers/${V.gift.cuid}`, claire))).data;
    expect(seen.recipient).toMatchObject({ fullname: 'Alex Martin', email: ALEX_EMAIL });
    expect(seen.redeemed_at).toBe(NOW);
    await refused(await redeem({ code: V.gift.code }), 409, 'VOUCHER_REDEEMED', { code: 'redeemed' });
  });

  it('refuses expired and unpaid vouchers with the confirmation screen’s state', async () => {
    await refused(await redeem({ code: V.expired.code }), 409, 'VOUCHER_EXPIRED', { code: 'expired' });
    await refused(await redeem({ code: V.unpaid.code }), 409, 'VOUCHER_UNPAID', { code: 'unpaid' });
    // later states override earlier ones (001 §4): redeemed then expired reads expired
    await api.db.query('UPDATE customer_vouchers SET expires_at = $2 WHERE code = $1', [V.received.code, new Date(Date.parse(NOW) - 1000)]);
    await refused(await redeem({ code: V.received.code }), 409, 'VOUCHER_EXPIRED', { code: 'expired' });
    await refused(await redeem({ code: 'NOPE0000' }), 404, 'VOUCHER_NOT_FOUND', { code: 'not_found' });
    await refused(await redeem({ code: '  ' }), 400, 'VALIDATION_ERROR', { code: 'required' });
    await refused(await redeem({}), 400, 'VALIDATION_ERROR', { code: 'required' });
    expect((await redeem({ code: V.bundleGift.code }, '')).status).toBe(401);
  });

  it('a bundle voucher gives the redeemer a bundle for one of their participants (required, and theirs)', async () => {
    const [sam] = (await session(alex)).participants;
    const [lea] = (await session(claire)).participants;
    await refused(await redeem({ code: V.bundleGift.code }), 400, 'VALIDATION_ERROR', { participant_id: 'required' });
    await refused(await redeem({ code: V.bundleGift.code, participant_id: lea.id }), 404, 'NOT_FOUND', { participant_id: 'not_found' });
    await refused(await redeem({ code: V.bundleGift.code, participant_id: 'x' }), 400, 'VALIDATION_ERROR', { participant_id: 'invalid' });
    const res = await redeem({ code: V.bundleGift.code, participant_id: sam.id });
    expect(res.status).toBe(200);
    const bundles = v.parse(listOf(ownedBundleSchema), await json(await api.get('/api/account/bundles', alex)));
    expect(bundles.count).toBe(1);
    expect(bundles.data[0]).toMatchObject({
      capacity: 10,
      used: 0,
      participant: { fullname: 'Sam Martin' },
      bundle: { title: 'Carte 10 séances de yoga' },
      total_amount: 0,
    });
    expect(Date.parse(bundles.data[0]!.expires_at!)).toBeGreaterThan(Date.parse(NOW));
    expect((await json(res)).data.bundle_cuid).toBe(bundles.data[0]!.cuid);
  });

  it('concurrent redeems of one code: exactly one wins', async () => {
    const tokens = await Promise.all(['r1', 'r2', 'r3', 'r4', 'r5'].map((n) => newCustomer(`${n}@exemple.be`)));
    const [template] = await api.db.query<any>('SELECT * FROM customer_vouchers WHERE code = $1', [V.gift.code]);
    await api.db.query(
      `INSERT INTO customer_vouchers (cuid, customer_id, voucher_id, code, amount, expires_at, total_amount, paid_amount, created_at)
       VALUES ('racevoucher0001', $1, $2, 'RACE2026', 2500, NULL, 2500, 2500, now())`,
      [template.customer_id, template.voucher_id],
    );
    const results = await Promise.all(tokens.map((t) => redeem({ code: 'RACE2026' }, t)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const wallets = await Promise.all(tokens.map(async (t) => (await session(t)).wallet.amount));
    expect(wallets.sort()).toEqual([0, 0, 0, 0, 2500]);
  });

  it('guessing: 5 unknown codes per customer (GET and PUT alike), then 429 with fields.code until the window passes', async () => {
    const token = await newCustomer('guesser@exemple.be');
    for (let i = 0; i < ATTEMPT_LIMITS.perAccount; i++) {
      const res = i % 2 ? await lookup(`GUESS00${i}`, token) : await redeem({ code: `GUESS00${i}` }, token);
      expect(res.status).toBe(404);
    }
    const blocked = await lookup(V.unpaid.code, token);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(blocked)).toMatchObject({ error: 'TOO_MANY_ATTEMPTS', fields: { code: 'too_many_attempts' } });
    await refused(await redeem({ code: V.unpaid.code }, token), 429, 'TOO_MANY_ATTEMPTS', { code: 'too_many_attempts' });
    // another customer is not held back by this one's guesses; a known code clears a customer's count
    expect((await lookup(V.unpaid.code, claire)).status).toBe(200);
    api.clock.advance(ATTEMPT_LIMITS.windowMs);
    try {
      const fresh = await api.login('guesser@exemple.be', 'secret1');
      for (let i = 0; i < 4; i++) expect((await lookup(`AGAIN00${i}`, fresh)).status).toBe(404);
      expect((await lookup(V.unpaid.code, fresh)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await lookup(`MORE000${i}`, fresh)).status).toBe(404);
      expect((await lookup(V.unpaid.code, fresh)).status).toBe(200);
    } finally {
      api.clock.set(NOW);
    }
  });
});
