import { apiErrorBodySchema, cartSchema, oneOf } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NOW, startTestApi, type TestApi } from './helpers';
import { addParticipant } from './participants';

let api: TestApi;
let token: string;
let lea: { id: number };
let hugo: { id: number };
// the yoga sessions are for 16 and over: grown-ups of the same family
let claire: { id: number };
let marc: { id: number };

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  const session = (await json(await api.get('/api/session', token))).data;
  [lea, hugo] = session.participants;
  claire = await addParticipant(api.db, lea.id, 'Claire', '1988-04-12');
  marc = await addParticipant(api.db, lea.id, 'Marc', '1985-03-02');
});
afterAll(() => api.close());

const availabilities = async (query: string) => (await json(await api.get(`/api/availabilities?limit=100&${query}`))).data as any[];
const add = (body: unknown, t: string | undefined = token) => api.send('POST', '/api/carts/items', body, t);
const clearCart = async () => {
  const cart = (await json(await api.get('/api/carts/current', token))).data;
  for (const item of cart?.items ?? []) await api.send('DELETE', `/api/carts/items?item_id=${item.id}`, undefined, token);
};

describe('cart items', () => {
  it('adds a registration and answers the whole cart (201)', async () => {
    const [a] = (await availabilities('search=yoga')).filter((x) => x.capacity - x.registered > 5);
    const res = await add({ registrations: [{ availability_id: a.id, participant_id: claire.id, quantity: 2 }] });
    expect(res.status).toBe(201);
    const cart = v.parse(oneOf(cartSchema), await json(res)).data;
    const item = cart.items[0]!;
    expect(item.type).toBe('REGISTRATION');
    expect(item).toMatchObject({ price: a.price * 2, deposit: 0, quantity: 2, participant: { fullname: 'Claire Dubois' } });
    expect(Date.parse(item.expires_at) - Date.parse(NOW)).toBe(900_000);
    if (item.type !== 'REGISTRATION') throw new Error('type');
    expect(item.availability?.cuid).toBe(a.cuid);
    expect(item.availability_dates).toHaveLength(1);
    const after = await json(await api.get(`/api/availabilities/${a.cuid}`));
    expect(after.data.registered).toBe(a.registered + 2);
    const current = v.parse(oneOf(cartSchema), await json(await api.get('/api/carts/current', token)));
    expect(current.data.id).toBe(cart.id);
    await clearCart();
  });

  it('prices options and deposits, and requires dates on multi-date availabilities', async () => {
    const [camp] = (await availabilities('search=multisport')).filter((x) => x.dates.length === 5);
    expect(camp).toBeTruthy();
    const emergency = camp.questions.find((q: any) => q.required);
    const garderie = camp.options[0].prices[0];
    const base = {
      availability_id: camp.id,
      participant_id: lea.id,
      options: [{ price_id: garderie.id }],
      questions: [{ question_id: emergency.id, content: 'Maman 0470 12 34 56' }],
    };

    const noDates = await add({ registrations: [base] });
    expect(noDates.status).toBe(400);
    expect(await json(noDates)).toMatchObject({ error: 'VALIDATION_ERROR', fields: { availability_dates: 'availability_dates_required' } });

    const noAnswer = await add({ registrations: [{ ...base, questions: [], availability_dates: [{ date_id: camp.dates[0].id }] }] });
    expect(noAnswer.status).toBe(400);

    const ok = await add({ registrations: [{ ...base, availability_dates: camp.dates.map((d: any) => ({ date_id: d.id })) }] });
    expect(ok.status).toBe(201);
    const item = (await json(ok)).data.items[0];
    expect(item.price).toBe(camp.price + garderie.amount);
    expect(item.deposit).toBe(camp.deposit);
    expect(item.availability_dates).toHaveLength(5);
    await clearCart();
  });

  it('refuses closed, not yet open and full availabilities with 409', async () => {
    const closed = (await availabilities('status=CLOSED'))[0];
    const full = (await availabilities('status=FULL'))[0];
    const notOpen = (await availabilities('search=photo'))[0];
    const ended = (await availabilities('search=balade'))[0];
    expect(notOpen.registrations_start_at > NOW).toBe(true);
    expect(ended.registrations_end_at < NOW).toBe(true);
    const cases = [
      [closed, 'AVAILABILITY_CLOSED'],
      [full, 'AVAILABILITY_FULL'],
      [notOpen, 'REGISTRATIONS_NOT_OPEN'],
      [ended, 'REGISTRATIONS_CLOSED'],
    ] as const;
    for (const [a, code] of cases) {
      const res = await add({ registrations: [{ availability_id: a.id, participant_id: claire.id, availability_dates: [{ date_id: a.dates[0].id }] }] });
      expect(res.status, code).toBe(409);
      expect(v.parse(apiErrorBodySchema, await json(res)).error).toBe(code);
    }
    const [open] = (await availabilities('search=tennis')).filter((x) => x.capacity - x.registered >= 1);
    const tooMany = await add({ registrations: [{ availability_id: open.id, participant_id: hugo.id, quantity: open.capacity - open.registered + 1 }] });
    expect(tooMany.status).toBe(409);
    expect((await json(tooMany)).error).toBe('AVAILABILITY_FULL');
  });

  it("requires a signed-in customer and refuses other customers' participants", async () => {
    const [a] = await availabilities('search=yoga');
    expect((await add({ registrations: [{ availability_id: a.id, participant_id: lea.id }] }, '')).status).toBe(401);
    expect((await api.get('/api/carts/current')).status).toBe(401);
    const [stranger] = await api.db.query<{ id: number }>(
      "SELECT p.id FROM participants p JOIN customers c ON c.id = p.customer_id WHERE c.email <> 'demo@oriel.test' LIMIT 1",
    );
    const res = await add({ registrations: [{ availability_id: a.id, participant_id: stranger!.id }] });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ error: 'FORBIDDEN', fields: { participant_id: 'invalid' } });
    const unknown = await add({ registrations: [{ availability_id: 999999, participant_id: lea.id }] });
    expect(unknown.status).toBe(404);
  });

  it('never answers 500 to bad bodies', async () => {
    const bodies: unknown[] = [
      '{',
      '"x"',
      'null',
      [],
      {},
      { registrations: 'x' },
      { registrations: [{}] },
      { registrations: [{ availability_id: 'a', participant_id: lea.id }] },
      { registrations: [{ availability_id: 1e12, participant_id: lea.id }] },
      { registrations: [{ availability_id: 1, participant_id: lea.id, quantity: 0 }] },
      { registrations: [{ availability_id: 1, availability_dates: [{ date_id: -1 }] }] },
      { bundles: [{ bundle_id: 'x' }] },
      { bookings: [{ resource_id: 1, dates: [] }] },
      { vouchers: [{}] },
    ];
    for (const body of bodies) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(v.parse(apiErrorBodySchema, await json(res)).error).toBeTruthy();
    }
    for (const q of ['', '?item_id=abc', '?item_id=99999999999', '?item_id=123456']) {
      const res = await api.send('DELETE', `/api/carts/items${q}`, undefined, token);
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
    }
  });

  it("deletes only the owner's items and releases the places", async () => {
    await clearCart();
    const [a] = (await availabilities('search=theatre')).filter((x) => x.capacity - x.registered >= 2);
    const cart = (await json(await add({ registrations: [{ availability_id: a.id, participant_id: hugo.id }] }))).data;
    const item = cart.items[0];
    expect((await json(await api.get(`/api/availabilities/${a.cuid}`))).data.registered).toBe(a.registered + 1);

    // Another customer cannot delete it.
    const [other] = await api.db.query<{ email: string }>("SELECT email FROM customers WHERE email <> 'demo@oriel.test' ORDER BY id LIMIT 1");
    const otherToken = await api.login(other!.email, 'oriel-customer');
    expect((await api.send('DELETE', `/api/carts/items?item_id=${item.id}`, undefined, otherToken)).status).toBe(404);

    const res = await api.send('DELETE', `/api/carts/items?item_id=${item.id}`, undefined, token);
    expect(res.status).toBe(200);
    expect(v.parse(oneOf(cartSchema), await json(res)).data.items).toEqual([]);
    expect((await json(await api.get(`/api/availabilities/${a.cuid}`))).data.registered).toBe(a.registered);
  });

  it('expires items after carts_expiration_delay: places released, item gone', async () => {
    const [a] = (await availabilities('search=yoga')).filter((x) => x.capacity - x.registered >= 1);
    await add({ registrations: [{ availability_id: a.id, participant_id: claire.id }] });
    expect((await json(await api.get(`/api/availabilities/${a.cuid}`))).data.registered).toBe(a.registered + 1);
    api.clock.advance(15 * 60_000 + 1000);
    try {
      expect((await json(await api.get(`/api/availabilities/${a.cuid}`))).data.registered).toBe(a.registered);
      expect((await json(await api.get('/api/carts/current', token))).data.items).toEqual([]);
    } finally {
      api.clock.set(NOW);
      await api.db.query('DELETE FROM cart_items');
    }
  });

  it('lets exactly 3 of 20 parallel adds take the last 3 places', async () => {
    const [a] = (await availabilities('search=yoga')).filter((x) => x.capacity - x.registered > 3);
    const fill = a.capacity - a.registered - 3;
    expect((await add({ registrations: [{ availability_id: a.id, participant_id: marc.id, quantity: fill }] })).status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add({ registrations: [{ availability_id: a.id, participant_id: i % 2 ? claire.id : marc.id }] })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    const after = (await json(await api.get(`/api/availabilities/${a.cuid}`))).data;
    expect(after.registered).toBe(a.capacity);
    expect(after.status).toBe('FULL');
    const [carts] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts WHERE processed_at IS NULL');
    expect(carts!.n).toBe(1);
  });
});
