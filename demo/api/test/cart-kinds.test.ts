import { apiErrorBodySchema, cartSchema, oneOf } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startWithParticipants, type TestApi } from './helpers';

let api: TestApi, token: string, lea: { id: number }, hugo: { id: number }, stranger: number;
beforeAll(async () => ({ api, token, lea, hugo, stranger } = await startWithParticipants()));
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM cart_items');
});

const add = (body: unknown) => api.send('POST', '/api/carts/items', body, token);
const list = async (path: string) => (await json(await api.get(path))).data as any[];
const added = async (body: unknown) => {
  const res = await add(body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return v.parse(oneOf(cartSchema), await json(res)).data.items;
};
const refused = async (body: unknown, status: number, fields?: Record<string, string>) => {
  const res = await add(body);
  expect(res.status, JSON.stringify(body)).toBe(status);
  const error = v.parse(apiErrorBodySchema, await json(res));
  if (fields) expect(error.fields).toMatchObject(fields);
  return error;
};

describe('cart items of every kind', () => {
  it('bundles: priced per quantity, with the participant of PARTICIPANTS bundles', async () => {
    const [yoga] = await list('/api/bundles');
    const [item] = await added({ bundles: [{ bundle_id: yoga.id, participant_id: hugo.id, quantity: 2 }] });
    expect(item).toMatchObject({
      type: 'BUNDLE',
      price: yoga.price * 2,
      quantity: 2,
      participant: { fullname: 'Hugo Dubois' },
      bundle: { title: yoga.title, capacity: yoga.capacity, entity: 'PARTICIPANTS' },
    });
    if (item?.type !== 'BUNDLE') throw new Error('type');
    expect(item.bundle.images[0]?.public_url).toMatch(/^http:\/\/.*\/media\/.+\.svg$/);
    await refused({ bundles: [{ bundle_id: 99999 }] }, 404, { bundle_id: 'not_found' });
    await refused({ bundles: [{ bundle_id: yoga.id, participant_id: stranger }] }, 403, { participant_id: 'invalid' });
    await refused({ bundles: [{ bundle_id: yoga.id, quantity: 0 }] }, 400);
  });

  it('vouchers', async () => {
    const [v25] = await list('/api/vouchers');
    const [item] = await added({ vouchers: [{ voucher_id: v25.id }] });
    expect(item).toMatchObject({ type: 'VOUCHER', price: v25.price, participant: null, voucher: { title: v25.title } });
    await refused({ vouchers: [{ voucher_id: 'abc' }] }, 400, { 'vouchers.0.voucher_id': 'invalid' });
    await refused({ vouchers: [{ voucher_id: 424242 }] }, 404, { voucher_id: 'not_found' });
  });

  it('memberships: participant for PARTICIPANTS ones, FIXED bought once', async () => {
    const memberships = await list('/api/memberships');
    const club = memberships.find((m) => m.period_type === 'FIXED');
    const monthly = memberships.find((m) => m.period_type === 'ROLLING');
    const items = await added({ memberships: [{ membership_id: club.id }, { membership_id: monthly.id, participant_id: lea.id, quantity: 3 }] });
    expect(items[0]).toMatchObject({ type: 'MEMBERSHIP', participant: null, price: club.price, membership: { entity: 'CUSTOMERS', period_type: 'FIXED' } });
    expect(items[1]).toMatchObject({
      type: 'MEMBERSHIP',
      participant: { fullname: 'Léa Dubois' },
      price: monthly.price * 3,
      membership: { rolling_period_type: 'months' },
    });
    await refused({ memberships: [{ membership_id: club.id, quantity: 2 }] }, 400, { quantity: 'invalid' });
    await refused({ memberships: [{ membership_id: monthly.id, participant_id: stranger }] }, 403);
  });

  it('bookings: a free slot with participants; a held slot is no longer offered nor bookable', async () => {
    const [court] = await list('/api/resources');
    const slots = await list(`/api/resources/availabilities?resources=${court.id}`);
    const slot = slots[0];
    const end = new Date(Date.parse(slot.start_at) + 3600_000).toISOString();
    const [item] = await added({
      bookings: [
        { resource_id: court.id, dates: [{ start_at: slot.start_at, end_at: end }], participants: [{ id: lea.id }, { id: hugo.id }], payment_split: true },
      ],
    });
    expect(item).toMatchObject({
      type: 'BOOKING',
      price: slot.prices[0].amount,
      resource: { cuid: court.cuid },
      participants: [{ fullname: 'Léa Dubois' }, { fullname: 'Hugo Dubois' }],
    });
    if (item?.type !== 'BOOKING') throw new Error('type');
    expect(item.booking_dates).toEqual([{ start_at: new Date(slot.start_at).toISOString(), end_at: end }]);
    const after = await list(`/api/resources/availabilities?resources=${court.id}`);
    expect(after.some((s) => s.id === slot.id)).toBe(false);
    await refused({ bookings: [{ resource_id: court.id, dates: [{ start_at: slot.start_at, end_at: end }] }] }, 409, { dates: 'unavailable' });
    const odd = new Date(Date.parse(slots[3].start_at) + 1800_000).toISOString();
    await refused({ bookings: [{ resource_id: court.id, dates: [{ start_at: odd, end_at: new Date(Date.parse(odd) + 3600_000).toISOString() }] }] }, 400, {
      dates: 'invalid',
    });
    await refused(
      {
        bookings: [
          { resource_id: court.id, dates: [{ start_at: slots[3].start_at, end_at: new Date(Date.parse(slots[3].start_at) + 600_000).toISOString() }] },
        ],
      },
      400,
      { dates: 'invalid' },
    );
    await refused({ bookings: [{ resource_id: court.id, dates: [] }] }, 400, { 'bookings.0.dates': 'required' });
    await refused({ bookings: [{ resource_id: 9999, dates: [{ start_at: slot.start_at, end_at: end }] }] }, 404, { resource_id: 'not_found' });
    await refused(
      { bookings: [{ resource_id: court.id, dates: [{ start_at: slots[4].start_at, end_at: slots[5].start_at }], participants: [{ id: stranger }] }] },
      403,
    );
  });

  it('two concurrent bookings of one slot: exactly one wins', async () => {
    const [, court2] = await list('/api/resources');
    const [slot] = await list(`/api/resources/availabilities?resources=${court2.id}`);
    const date = { start_at: slot.start_at, end_at: new Date(Date.parse(slot.start_at) + 3600_000).toISOString() };
    const results = await Promise.all([0, 1, 2, 3].map(() => add({ bookings: [{ resource_id: court2.id, dates: [date] }] })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('registration requests: one item per entry, holding nothing and costing nothing until approved', async () => {
    // the family walk has no age limits: both children may join it
    const avails = await list('/api/availabilities?search=balade&limit=3');
    const entry = { participant_id: lea.id, availabilities: avails.slice(0, 2).map((a) => ({ id: a.id, dates: [a.dates[0].id] })) };
    const items = await added({ registrations_requests: [entry, { ...entry, participant_id: hugo.id }] });
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ type: 'REGISTRATION_REQUEST', price: 0, participant: { fullname: 'Léa Dubois' } });
    if (items[0]!.type !== 'REGISTRATION_REQUEST') throw new Error('type');
    expect(items[0]!.availabilities.map((a) => a.cuid)).toEqual(avails.slice(0, 2).map((a) => a.cuid));
    await refused({ registrations_requests: [{ participant_id: lea.id, availabilities: [] }] }, 400, { 'registrations_requests.0.availabilities': 'required' });
    await refused({ registrations_requests: [{ participant_id: lea.id, availabilities: [{ id: 999999 }] }] }, 404);
    await refused({ registrations_requests: [{ participant_id: lea.id, availabilities: [{ id: avails[0].id, dates: [avails[1].dates[0].id] }] }] }, 400, {
      availabilities: 'invalid',
    });
  });

  it('an empty body or no items is a 400', async () => {
    await refused({}, 400, { items: 'required' });
    await refused({ bundles: [] }, 400, { items: 'required' });
  });
});
