import { activitySchema, apiErrorBodySchema, cartSchema, estimateSchema, oneOf } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startWithParticipants, type TestApi } from './helpers';
import { addParticipant } from './participants';

// The detail screens' calls: price estimate, waiting list, registration-request tiers.
let api: TestApi, token: string, lea: { id: number }, hugo: { id: number }, stranger: number;
beforeAll(async () => ({ api, token, lea, hugo, stranger } = await startWithParticipants()));
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM cart_items');
});

const list = async (path: string) => (await json(await api.get(path))).data as any[];
const error = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  return v.parse(apiErrorBodySchema, await json(res));
};

describe('POST /api/carts/items/estimate', () => {
  it('prices base + options exactly as the add does, without holding a place', async () => {
    const [camp] = await list('/api/availabilities?search=multisport&limit=1');
    const prices = camp.options.flatMap((o: any) => o.prices);
    const body = {
      availability_id: camp.id,
      participant_id: lea.id,
      availability_dates: camp.dates.map((d: any) => ({ date_id: d.id })),
      options: [{ price_id: prices[0].id }, { price_id: prices[1].id }],
    };
    const res = await api.send('POST', '/api/carts/items/estimate', body, token);
    expect(res.status).toBe(200);
    const estimate = v.parse(oneOf(estimateSchema), await json(res)).data;
    const optionsTotal = prices[0].amount + prices[1].amount;
    expect(estimate).toMatchObject({ price: camp.price + optionsTotal, deposit: camp.deposit });
    expect(estimate.details).toMatchObject({ base_price: camp.price, options_total: optionsTotal, discounts_total: 0, volume_discounts_total: 0 });
    // nothing held: the registered count did not move
    expect((await list(`/api/availabilities?search=multisport&limit=1`))[0].registered).toBe(camp.registered);

    const urgent = camp.questions.find((q: any) => q.required);
    const add = await api.send(
      'POST',
      '/api/carts/items',
      {
        registrations: [{ ...body, quantity: 1, questions: [{ question_id: urgent.id, content: '0470 00 00 00' }] }],
      },
      token,
    );
    expect(add.status).toBe(201);
    const item = v.parse(oneOf(cartSchema), await json(add)).data.items[0]!;
    expect(item.price).toBe(estimate.price);
  });

  it('follows the chosen dates: the dates left out come off the price, and the add charges the same', async () => {
    const [camp] = await list('/api/availabilities?search=multisport&limit=1');
    const open = camp.dates.filter((d: any) => d.status === 'OPEN');
    expect(camp.dates.length).toBeGreaterThan(2);
    const estimate = async (dates: any[]) => {
      const body = { availability_id: camp.id, participant_id: lea.id, availability_dates: dates.map((d: any) => ({ date_id: d.id })) };
      const res = await api.send('POST', '/api/carts/items/estimate', body, token);
      expect(res.status).toBe(200);
      return v.parse(oneOf(estimateSchema), await json(res)).data;
    };
    const all = await estimate(camp.dates);
    expect(all.price).toBe(camp.price);
    expect(all.details.partial_registration_total_discount).toBe(0);
    // none chosen yet reads as the whole availability
    expect((await estimate([])).price).toBe(camp.price);
    const some = open.slice(0, camp.dates.length - 1);
    const fewer = await estimate(some);
    const share = Math.round((camp.price * some.length) / camp.dates.length);
    expect(fewer.price).toBe(share);
    expect(fewer.details).toMatchObject({ base_price: camp.price, partial_registration_total_discount: camp.price - share });
    const one = await estimate(open.slice(0, 1));
    expect(one.price).toBe(Math.round(camp.price / camp.dates.length));
    expect(one.deposit).toBeLessThanOrEqual(one.price);

    const urgent = camp.questions.find((q: any) => q.required);
    const add = await api.send(
      'POST',
      '/api/carts/items',
      {
        registrations: [
          {
            availability_id: camp.id,
            participant_id: lea.id,
            quantity: 1,
            availability_dates: some.map((d: any) => ({ date_id: d.id })),
            questions: [{ question_id: urgent.id, content: '0470 00 00 00' }],
          },
        ],
      },
      token,
    );
    expect(add.status).toBe(201);
    expect(v.parse(oneOf(cartSchema), await json(add)).data.items[0]!.price).toBe(fewer.price);
  });

  it('refuses anonymous callers, unknown availabilities, foreign participants and foreign option prices', async () => {
    const [camp] = await list('/api/availabilities?search=multisport&limit=1');
    const [tennis] = await list('/api/availabilities?search=tennis&limit=1');
    const body = { availability_id: camp.id, participant_id: lea.id };
    expect((await error(await api.send('POST', '/api/carts/items/estimate', body), 401)).error).toBe('UNAUTHENTICATED');
    expect((await error(await api.send('POST', '/api/carts/items/estimate', { ...body, availability_id: 999999 }, token), 404)).fields).toMatchObject({
      availability_id: 'not_found',
    });
    expect((await error(await api.send('POST', '/api/carts/items/estimate', { ...body, participant_id: stranger }, token), 403)).fields).toMatchObject({
      participant_id: 'invalid',
    });
    const foreign = camp.options[0].prices[0].id;
    expect(
      (await error(await api.send('POST', '/api/carts/items/estimate', { ...body, availability_id: tennis.id, options: [{ price_id: foreign }] }, token), 400))
        .fields,
    ).toMatchObject({ options: 'invalid' });
    expect((await error(await api.send('POST', '/api/carts/items/estimate', { availability_id: camp.id }, token), 400)).fields).toMatchObject({
      participant_id: 'required',
    });
  });
});

describe('POST /api/registrations/waiting-list', () => {
  it('takes a participant once on a FULL or CLOSED availability, never on an open one with places', async () => {
    // sessions of Léa's age (8): the waiting list takes only a participant of the session's ages
    const [full] = await list('/api/availabilities?status=FULL&age=8&limit=1');
    const [closed] = await list('/api/availabilities?status=CLOSED&age=8&limit=1');
    const [open] = await list('/api/availabilities?status=OPEN&age=8&limit=1');
    const join = (availability_id: number, participant_id: number, t: string | undefined = token) =>
      api.send('POST', '/api/registrations/waiting-list', { availability_id, participant_id }, t);

    const res = await join(full.id, lea.id);
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({ availability_id: full.id, participant_id: lea.id });
    expect((await error(await join(full.id, lea.id), 409)).error).toBe('ALREADY_ON_WAITING_LIST');
    expect((await join(closed.id, lea.id)).status).toBe(201);
    expect((await join(closed.id, hugo.id)).status).toBe(201);
    expect((await error(await join(open.id, lea.id), 409)).error).toBe('AVAILABILITY_OPEN');
    expect((await error(await join(full.id, stranger), 403)).fields).toMatchObject({ participant_id: 'invalid' });
    expect((await error(await join(999999, lea.id), 404)).fields).toMatchObject({ availability_id: 'not_found' });
    expect((await error(await join(full.id, lea.id, ''), 401)).error).toBe('UNAUTHENTICATED');
    const bad = await error(await api.send('POST', '/api/registrations/waiting-list', { availability_id: full.id, participant_id: 'x' }, token), 400);
    expect(bad.fields).toMatchObject({ participant_id: 'invalid' });
  });
});

describe('registration requests against the activity tiers', () => {
  it('the seeded REQUEST activity answers its tiers', async () => {
    const [climbing] = await list('/api/activities?search=escalade');
    const activity = v.parse(activitySchema, climbing);
    expect(activity.registration_flow).toBe('REQUEST');
    expect(activity.tiers?.map((t) => [t.minimum_availabilities, t.maximum_availabilities])).toEqual([
      [2, 2],
      [3, 5],
    ]);
    const one = v.parse(oneOf(activitySchema), await json(await api.get(`/api/activities/${activity.cuid}`))).data;
    expect(one.tiers).toHaveLength(2);
  });

  it('refuses a selection outside the tier with 400 fields.availabilities "tier"', async () => {
    const sessions = await list('/api/availabilities?search=escalade&limit=6');
    const [climbing] = await list('/api/activities?search=escalade');
    const [fixed, interval] = climbing.tiers;
    const level = sessions[0].questions.find((q: any) => q.required);
    // climbing is for 10 and over: Hugo (13) and a grown-up, not Léa (8)
    const grownUp = await addParticipant(api.db, lea.id, 'Claire', '1988-04-12');
    const entry = (n: number, tier_id?: number) => ({
      participant_id: hugo.id,
      availabilities: sessions.slice(0, n).map((a) => ({ id: a.id })),
      questions: [{ question_id: level.id, content: 'Débutant' }],
      ...(tier_id ? { tier_id } : {}),
    });
    const add = (body: unknown) => api.send('POST', '/api/carts/items', body, token);

    expect((await error(await add({ registrations_requests: [entry(1)] }), 400)).fields).toMatchObject({ availabilities: 'tier' });
    expect((await error(await add({ registrations_requests: [entry(6)] }), 400)).fields).toMatchObject({ availabilities: 'tier' });
    expect((await error(await add({ registrations_requests: [entry(3, fixed.id)] }), 400)).fields).toMatchObject({ availabilities: 'tier' });
    expect((await error(await add({ registrations_requests: [entry(2, 999)] }), 400)).fields).toMatchObject({ tier_id: 'not_found' });
    expect((await add({ registrations_requests: [entry(2, fixed.id)] })).status).toBe(201);
    const res = await add({ registrations_requests: [entry(4, interval.id), { ...entry(4, interval.id), participant_id: grownUp.id }] });
    expect(res.status).toBe(201);
    const items = v.parse(oneOf(cartSchema), await json(res)).data.items.filter((i) => i.type === 'REGISTRATION_REQUEST');
    expect(items).toHaveLength(3);
  });

  it("takes one entry per registration of the tier's count (000 §7): entries of one participant, activity, tier and answers make one request", async () => {
    const sessions = await list('/api/availabilities?search=escalade&limit=4');
    const [climbing] = await list('/api/activities?search=escalade');
    const [fixed, interval] = climbing.tiers;
    const level = sessions[0].questions.find((q: any) => q.required);
    const perRegistration = (n: number, tier_id: number, content = 'Débutant') =>
      sessions.slice(0, n).map((a: any) => ({
        participant_id: hugo.id,
        availabilities: [{ id: a.id }],
        questions: [{ question_id: level.id, content }],
        tier_id,
      }));
    const add = (body: unknown) => api.send('POST', '/api/carts/items', body, token);
    await api.db.query("DELETE FROM cart_items WHERE type = 'REGISTRATION_REQUEST'");

    const res = await add({ registrations_requests: perRegistration(3, interval.id) });
    expect(res.status).toBe(201);
    const items = v.parse(oneOf(cartSchema), await json(res)).data.items.filter((i) => i.type === 'REGISTRATION_REQUEST');
    expect(items).toHaveLength(1);
    if (items[0]?.type !== 'REGISTRATION_REQUEST') throw new Error('type');
    expect(items[0].availabilities.map((a) => a.cuid)).toEqual(sessions.slice(0, 3).map((a: any) => a.cuid));
    // the tier counts the entries together: three single entries do not fit the tier of exactly two
    expect((await error(await add({ registrations_requests: perRegistration(3, fixed.id) }), 400)).fields).toMatchObject({ availabilities: 'tier' });
    // different answers are different requests, each counted on its own
    const split = [...perRegistration(1, interval.id), ...perRegistration(2, interval.id, 'Confirmé').slice(1)];
    expect((await error(await add({ registrations_requests: split }), 400)).fields).toMatchObject({ availabilities: 'tier' });
  });
});

describe('GET /api/availabilities/dates?dates= (the /cart/add?dates= preview)', () => {
  it('answers only the named dates, each with its availability', async () => {
    const [camp] = await list('/api/availabilities?search=multisport&limit=1');
    const wanted = camp.dates.slice(0, 2).map((d: any) => d.cuid);
    const body = await json(await api.get(`/api/availabilities/dates?status=OPEN,FULL&dates=${wanted.join(',')}`));
    expect(body.availabilities_dates.data.map((d: any) => d.cuid)).toEqual(wanted);
    expect(body.availabilities_dates.data[0].availability.cuid).toBe(camp.cuid);
  });
});
