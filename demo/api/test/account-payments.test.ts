import { oneOf, ownedBundleSchema, ownedMembershipSchema } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/seed/account';
import { json, startWithCustomers, type TestApi } from './helpers';

let api: TestApi, claire: string, alex: string;
let claireId: number;
beforeAll(async () => {
  ({ api, claire, alex } = await startWithCustomers());
  claireId = (await json(await api.get('/api/session', claire))).data.customer.id;
});
afterAll(() => api.close());

const RETURN = 'https://shop.example/account/registrations?tab=payments&lang=fr';
const item = async (area: string, cuid: string) => (await json(await api.get(`/api/account/${area}/${cuid}`, claire))).data;
const wallet = async (token = claire) => (await json(await api.get('/api/session', token))).data.wallet.amount as number;
const setWallet = (amount: number) => api.db.query('UPDATE wallets SET amount = $2 WHERE customer_id = $1', [claireId, amount]);
const checkout = (body: Record<string, unknown>, token = claire) =>
  api.send('POST', '/api/transactions/checkout', { customer_id: claireId, reference: null, return_url: RETURN, ...body }, token);
const payWallet = (body: unknown, token = claire) => api.send('POST', '/api/transactions/wallet', body, token);
async function refused(res: Response, status: number, error: string, fields?: Record<string, string>) {
  expect(res.status).toBe(status);
  const body = await json(res);
  expect(body.error).toBe(error);
  if (fields) expect(body.fields).toEqual(fields);
}
/** Starts an online payment and settles it on the simulator; answers where the browser is sent back. */
async function payOnline(destination: Record<string, number>, outcome: 'success' | 'failed' = 'success') {
  const res = await checkout({ destination });
  expect(res.status).toBe(200);
  const { checkout_url } = v.parse(oneOf(v.object({ checkout_url: v.string() })), await json(res)).data;
  expect(checkout_url).toMatch(new RegExp(`^${api.url}/pay/[a-z0-9]+$`));
  const settled = await fetch(checkout_url, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
  expect(settled.status).toBe(303);
  return { url: checkout_url, back: new URL(settled.headers.get('location')!) };
}

describe('POST /api/transactions/checkout', () => {
  it('pays what a registration still owes through the simulator and comes back with payment=success and the page’s own query', async () => {
    const r = await item('registrations', DEMO_ACCOUNT.registrations.deposit);
    const owed = r.total_amount - r.paid_amount;
    const res = await checkout({ destination: { registration_id: r.id } });
    const url = (await json(res)).data.checkout_url;
    const page = await (await fetch(url)).text();
    expect(page).toContain(`${(owed / 100).toFixed(2).replace('.', ',')}`);
    const settled = await fetch(url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
    const back = new URL(settled.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/account/registrations');
    expect(Object.fromEntries(back.searchParams)).toEqual({ tab: 'payments', lang: 'fr', payment: 'success' });
    expect((await item('registrations', r.cuid)).paid_amount).toBe(r.total_amount);
    await refused(await checkout({ destination: { registration_id: r.id } }), 409, 'NOTHING_TO_PAY', { destination: 'nothing_to_pay' });
    // a second post on the simulator changes nothing
    const again = await fetch(url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
    expect(new URL(again.headers.get('location')!).searchParams.get('payment')).toBe('success');
    expect((await item('registrations', r.cuid)).paid_amount).toBe(r.total_amount);
  });

  it('a failed payment pays nothing and says payment=failed; a new checkout fails the pending one', async () => {
    const charge = await item('attendance-charges', DEMO_ACCOUNT.charges.current);
    const { back } = await payOnline({ attendance_charge_id: charge.id }, 'failed');
    expect(back.searchParams.get('payment')).toBe('failed');
    expect((await item('attendance-charges', charge.cuid)).paid_amount).toBe(charge.paid_amount);
    const first = (await json(await checkout({ destination: { attendance_charge_id: charge.id } }))).data.checkout_url;
    await payOnline({ attendance_charge_id: charge.id });
    expect(await (await fetch(first)).text()).toContain('déjà traité');
    expect((await item('attendance-charges', charge.cuid)).paid_amount).toBe(charge.total_amount);
  });

  it('pays every kind of destination: a request, a booking (the customer’s shares), a bundle, a voucher, a membership (oldest cycle first)', async () => {
    const approved = await item('registrations-requests', DEMO_ACCOUNT.requests.approved);
    await payOnline({ registration_request_id: approved.id });
    expect((await item('registrations-requests', approved.cuid)).paid_amount).toBe(approved.total_amount);

    const booking = await item('bookings', DEMO_ACCOUNT.booking);
    await payOnline({ booking_id: booking.id });
    expect((await item('bookings', booking.cuid)).participations.map((p: any) => p.paid_amount)).toEqual([2750, 2750]);

    const tennis = v.parse(oneOf(ownedBundleSchema), { data: await item('bundles', DEMO_ACCOUNT.bundles.tennis) }).data;
    await payOnline({ bundle_id: tennis.id! });
    expect((await item('bundles', tennis.cuid)).paid_amount).toBe(25000);

    const unpaid = await item('vouchers', DEMO_ACCOUNT.vouchers.unpaid.cuid);
    await payOnline({ voucher_id: unpaid.id });
    expect((await item('vouchers', unpaid.cuid)).paid_amount).toBe(10000);

    const monthly = v.parse(oneOf(ownedMembershipSchema), { data: await item('memberships', DEMO_ACCOUNT.memberships.monthly) }).data;
    await api.db.query('UPDATE customer_memberships SET cycles = $2 WHERE id = $1', [
      monthly.id,
      JSON.stringify([
        { ...monthly.cycles[1], paid_amount: 0 },
        { ...monthly.cycles[0], paid_amount: 1000 },
      ]),
    ]);
    await payWallet({ amount: 1000, destination: { membership_id: monthly.id } });
    const cycles = (await item('memberships', monthly.cuid)).cycles;
    expect(cycles.map((c: any) => [c.start_at, c.paid_amount])).toEqual([
      [monthly.cycles[0]!.start_at, 2000],
      [monthly.cycles[1]!.start_at, 0],
    ]);
    await payOnline({ membership_id: monthly.id! });
    expect((await item('memberships', monthly.cuid)).cycles.map((c: any) => c.paid_amount)).toEqual([4500, 4500]);
  });

  it('refuses another customer’s id, anyone else’s entity (404), a bad destination or return_url, and anonymous calls', async () => {
    const r = await item('registrations', DEMO_ACCOUNT.registrations.partial);
    await api.db.query('UPDATE registrations SET paid_amount = 0 WHERE id = $1', [r.id]);
    const alexId = (await json(await api.get('/api/session', alex))).data.customer.id;
    await refused(await checkout({ customer_id: alexId, destination: { registration_id: r.id } }), 403, 'FORBIDDEN', { customer_id: 'invalid' });
    await refused(await checkout({ customer_id: alexId, destination: { registration_id: r.id } }, alex), 404, 'NOT_FOUND', { destination: 'not_found' });
    await refused(await checkout({ destination: { registration_id: 99999999999 } }), 404, 'NOT_FOUND', { destination: 'not_found' });
    await refused(await checkout({ destination: { registration_id: r.id, booking_id: 1 } }), 400, 'VALIDATION_ERROR', { destination: 'invalid' });
    await refused(await checkout({ destination: {} }), 400, 'VALIDATION_ERROR', { destination: 'invalid' });
    await refused(await checkout({ destination: { cart_id: 1 } }), 400, 'VALIDATION_ERROR', { destination: 'unsupported' });
    await refused(await checkout({ destination: { membership_cycle_id: 1 } }), 400, 'VALIDATION_ERROR', { destination: 'unsupported' });
    await refused(await checkout({ destination: { registration_id: 'x' } }), 400, 'VALIDATION_ERROR', { 'destination.registration_id': 'invalid' });
    await refused(await checkout({ destination: { registration_id: r.id }, return_url: 'javascript:alert(1)' }), 400, 'VALIDATION_ERROR', {
      return_url: 'invalid',
    });
    await refused(await checkout({ destination: { registration_id: r.id }, return_url: undefined }), 400, 'VALIDATION_ERROR', { return_url: 'invalid' });
    await refused(await checkout({ destination: { registration_id: r.id }, customer_id: undefined }), 400, 'VALIDATION_ERROR', { customer_id: 'required' });
    const cancelled = await item('registrations', DEMO_ACCOUNT.registrations.cancelled);
    await api.db.query('UPDATE registrations SET paid_amount = 0 WHERE id = $1', [cancelled.id]);
    await refused(await checkout({ destination: { registration_id: cancelled.id } }), 409, 'NOTHING_TO_PAY');
    await api.db.query(`UPDATE organisers SET settings = settings || '{"online_payments_activated": false}'`);
    try {
      await refused(await checkout({ destination: { registration_id: r.id } }), 409, 'PAYMENT_METHOD_UNAVAILABLE', { destination: 'unavailable' });
    } finally {
      await api.db.query(`UPDATE organisers SET settings = settings || '{"online_payments_activated": true}'`);
    }
    expect((await checkout({ destination: { registration_id: r.id } }, '')).status).toBe(401);
    expect((await payWallet({ amount: 100, destination: { registration_id: r.id } }, '')).status).toBe(401);
    await api.db.query('UPDATE registrations SET paid_amount = total_amount WHERE id = ANY($1::int[])', [[r.id, cancelled.id]]);
  });
});

describe('POST /api/transactions/wallet', () => {
  it('debits the wallet and adds to what is paid, in one step', async () => {
    await setWallet(1500);
    const charge = await item('attendance-charges', DEMO_ACCOUNT.charges.current);
    await api.db.query('UPDATE attendance_charges SET paid_amount = 0 WHERE id = $1', [charge.id]);
    const res = await payWallet({ amount: 600, destination: { attendance_charge_id: charge.id } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: null, message: 'PAYMENT_RECORDED' });
    expect(await wallet()).toBe(900);
    expect((await item('attendance-charges', charge.cuid)).paid_amount).toBe(600);
    const [row] = await api.db.query<any>("SELECT strategy, status, amount, destination FROM payments WHERE strategy = 'WALLET' ORDER BY id DESC LIMIT 1");
    expect(row).toMatchObject({ strategy: 'WALLET', status: 'SUCCEEDED', amount: 600, destination: { kind: 'attendance_charge', id: charge.id } });
  });

  it('refuses more than the wallet, more than is owed, nothing owed, bad amounts and anyone else’s entity', async () => {
    await setWallet(1500);
    const charge = await item('attendance-charges', DEMO_ACCOUNT.charges.current);
    await api.db.query('UPDATE attendance_charges SET paid_amount = total_amount - 1000 WHERE id = $1', [charge.id]);
    const to = { attendance_charge_id: charge.id };
    await refused(await payWallet({ amount: 1600, destination: to }), 400, 'INSUFFICIENT_WALLET_AMOUNT', { amount: 'insufficient_wallet_amount' });
    await refused(await payWallet({ amount: 1200, destination: to }), 400, 'AMOUNT_TOO_HIGH', { amount: 'amount_too_high' });
    for (const amount of [0, -5, 1.5, '100', undefined]) {
      await refused(await payWallet({ amount, destination: to }), 400, 'VALIDATION_ERROR', { amount: amount === undefined ? 'required' : 'invalid' });
    }
    await refused(await payWallet({ amount: 100, destination: { voucher_id: 1, bundle_id: 1 } }), 400, 'VALIDATION_ERROR', { destination: 'invalid' });
    await refused(await payWallet({ amount: 100, destination: to }, alex), 404, 'NOT_FOUND', { destination: 'not_found' });
    expect((await payWallet({ amount: 1000, destination: to })).status).toBe(200);
    await refused(await payWallet({ amount: 100, destination: to }), 409, 'NOTHING_TO_PAY', { destination: 'nothing_to_pay' });
    expect(await wallet()).toBe(500);
  });

  it('parallel payments never overdraw the wallet nor pay more than is owed', async () => {
    await setWallet(1500);
    const tennis = await item('bundles', DEMO_ACCOUNT.bundles.tennis);
    await api.db.query('UPDATE customer_bundles SET paid_amount = 10000 WHERE id = $1', [tennis.id]);
    const results = await Promise.all(Array.from({ length: 10 }, () => payWallet({ amount: 400, destination: { bundle_id: tennis.id } })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
    expect(await wallet()).toBe(300);
    expect((await item('bundles', tennis.cuid)).paid_amount).toBe(11200);

    // what is owed bounds them too: 200 left, wallet 1500, five payments of 100 -> two pass
    await setWallet(1500);
    await api.db.query('UPDATE customer_bundles SET paid_amount = 24800 WHERE id = $1', [tennis.id]);
    const capped = await Promise.all(Array.from({ length: 5 }, () => payWallet({ amount: 100, destination: { bundle_id: tennis.id } })));
    expect(capped.map((r) => r.status).filter((s) => s === 200)).toHaveLength(2);
    expect((await item('bundles', tennis.cuid)).paid_amount).toBe(25000);
    expect(await wallet()).toBe(1300);
  });

  it('an online payment settling after a wallet payment credits the difference to the wallet', async () => {
    await setWallet(1500);
    const tennis = await item('bundles', DEMO_ACCOUNT.bundles.tennis);
    await api.db.query('UPDATE customer_bundles SET paid_amount = 24000 WHERE id = $1', [tennis.id]);
    const url = (await json(await checkout({ destination: { bundle_id: tennis.id } }))).data.checkout_url;
    expect((await payWallet({ amount: 400, destination: { bundle_id: tennis.id } })).status).toBe(200);
    await fetch(url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
    expect((await item('bundles', tennis.cuid)).paid_amount).toBe(25000);
    expect(await wallet()).toBe(1500 - 400 + 400);
    await setWallet(1500);
  });
});
