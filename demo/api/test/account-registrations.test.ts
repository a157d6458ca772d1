import { actionAnswerSchema, intSchema, oneOf, registrationRequestSchema, registrationSchema, reviewSchema, type Registration } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableCuid } from '../src/lib/ids';
import { DEMO_ACCOUNT } from '../src/seed/account';
import { json, NOW, startWithCustomers, type TestApi } from './helpers';

let api: TestApi, claire: string, alex: string;
beforeAll(async () => ({ api, claire, alex } = await startWithCustomers()));
afterAll(() => api.close());

const registration = async (cuid: string, token = claire): Promise<Registration> =>
  v.parse(oneOf(registrationSchema), await json(await api.get(`/api/account/registrations/${cuid}`, token))).data;
const send = (method: string, path: string, body: unknown, token = claire) => api.send(method, path, body, token);
async function refused(res: Response, status: number, error: string, fields?: Record<string, string>) {
  expect(res.status).toBe(status);
  const body = await json(res);
  expect(body.error).toBe(error);
  if (fields) expect(body.fields).toEqual(fields);
}

describe('POST /api/registrations/cancel', () => {
  it('cancels an upcoming registration, keeps the message and frees the place; a second cancel is 409', async () => {
    const r = await registration(DEMO_ACCOUNT.registrations.deposit);
    const before = (await json(await api.get(`/api/availabilities/${r.availability!.cuid}`))).data.registered;
    const balance = async () => (await json(await api.get('/api/session', claire))).data.wallet.amount as number;
    const wallet = { before: await balance(), after: 0 };
    const res = await send('POST', '/api/registrations/cancel', { registration_id: r.id, message: '  Léa est malade.  ' });
    wallet.after = await balance();
    expect(res.status).toBe(200);
    expect(v.parse(actionAnswerSchema, await json(res))).toEqual({ data: null, message: 'REGISTRATION_CANCELLED' });
    const after = await registration(r.cuid);
    // nothing is due any more: what was paid (the deposit) went back to the wallet, and the answer says so
    expect(after).toMatchObject({ cancelled: true, documents: [], paid_amount: r.paid_amount, refunded_amount: r.paid_amount });
    expect(r.paid_amount).toBeGreaterThan(0);
    expect(wallet.after - wallet.before).toBe(r.paid_amount);
    expect((await json(await api.get(`/api/account/registrations/${r.cuid}`, claire))).data.cancellation_message).toBe('Léa est malade.');
    expect((await json(await api.get(`/api/availabilities/${r.availability!.cuid}`))).data.registered).toBe(before - 1);
    await refused(await send('POST', '/api/registrations/cancel', { registration_id: r.id, message: 'encore' }), 409, 'NOT_CANCELLABLE', {
      registration_id: 'cancelled',
    });
    expect(await balance()).toBe(wallet.after);
    await api.db.query('UPDATE registrations SET cancelled = false, cancelled_at = NULL, cancellation_message = NULL, refunded_amount = 0 WHERE id = $1', [
      r.id,
    ]);
    await api.db.query('UPDATE wallets SET amount = $2 WHERE customer_id = (SELECT customer_id FROM registrations WHERE id = $1)', [r.id, wallet.before]);
  });

  it('the seeded cancelled registration says what it refunded: nothing is shown as due on it', async () => {
    const gone = await registration(DEMO_ACCOUNT.registrations.cancelled);
    expect(gone.cancelled).toBe(true);
    expect(gone.refunded_amount).toBe(gone.paid_amount);
    expect(gone.refunded_amount).toBeGreaterThan(0);
  });

  it('refuses a registration that has started, gives a bundle its place back, and checks the body and the owner', async () => {
    const started = await registration(DEMO_ACCOUNT.registrations.reviewed);
    await refused(await send('POST', '/api/registrations/cancel', { registration_id: started.id, message: 'trop tard' }), 409, 'NOT_CANCELLABLE', {
      registration_id: 'started',
    });
    // an upcoming registration paid with the yoga card: cancelling it gives the card its place back
    const partial = await registration(DEMO_ACCOUNT.registrations.partial);
    const yoga = (await json(await api.get(`/api/account/bundles/${DEMO_ACCOUNT.bundles.yoga}`, claire))).data;
    await api.db.query('UPDATE registrations SET bundle_id = $2 WHERE id = $1', [partial.id, yoga.id]);
    await api.db.query('UPDATE customer_bundles SET used = used + 1 WHERE id = $1', [yoga.id]);
    await refused(await send('POST', '/api/registrations/cancel', { registration_id: partial.id, message: 'x' }, alex), 404, 'NOT_FOUND', {
      registration_id: 'not_found',
    });
    for (const [body, fields] of [
      [{ registration_id: partial.id, message: '   ' }, { message: 'required' }],
      [{ registration_id: partial.id }, { message: 'required' }],
      [{ registration_id: String(partial.id), message: 'x' }, { registration_id: 'invalid' }],
      [{ message: 'x' }, { registration_id: 'required' }],
    ] as const) {
      await refused(await send('POST', '/api/registrations/cancel', body), 400, 'VALIDATION_ERROR', fields);
    }
    await refused(await send('POST', '/api/registrations/cancel', { registration_id: 99999999999, message: 'x' }), 404, 'NOT_FOUND');
    expect((await send('POST', '/api/registrations/cancel', { registration_id: partial.id, message: 'x' }, '')).status).toBe(401);
    const wallet = async () =>
      (
        await api.db.query<{ amount: number }>('SELECT amount FROM wallets WHERE customer_id = (SELECT customer_id FROM registrations WHERE id = $1)', [
          partial.id,
        ])
      )[0]?.amount ?? 0;
    const walletBefore = await wallet();
    expect((await send('POST', '/api/registrations/cancel', { registration_id: partial.id, message: 'Plus disponible' })).status).toBe(200);
    // the bundle's place is its refund: no wallet money beside it
    expect(await registration(partial.cuid)).toMatchObject({ cancelled: true, bundle_capacity_refunded: true, refunded_amount: 0 });
    expect(await wallet()).toBe(walletBefore);
    expect((await json(await api.get(`/api/account/bundles/${DEMO_ACCOUNT.bundles.yoga}`, claire))).data.used).toBe(yoga.used);
    await api.db.query('UPDATE registrations SET cancelled = false, cancelled_at = NULL, bundle_id = NULL, bundle_capacity_refunded = false WHERE id = $1', [
      partial.id,
    ]);
  });
});

describe('registration edit: POST /api/registrations/estimate and PUT /api/registrations', () => {
  const estimateSchema = oneOf(v.object({ total_amount: intSchema, previous_total_amount: intSchema, difference: intSchema, refund_amount: intSchema }));
  let partial: Registration;
  let days: number[];
  const body = (dates: number[], extra: Record<string, unknown> = {}) => ({
    registration_id: partial.id,
    availability_dates: dates.map((date_id) => ({ date_id })),
    options: [],
    questions: [],
    ...extra,
  });
  const garderie = () => partial.availability!.options[0]!.prices[0]!;
  beforeAll(async () => {
    partial = await registration(DEMO_ACCOUNT.registrations.partial);
    days = partial.availability!.dates.map((d) => d.id);
  });

  it('estimates with the PUT’s price (the cart’s: the chosen dates’ share of the price + options), then the PUT moves dates and re-prices', async () => {
    const estimate = async (b: unknown) => v.parse(estimateSchema, await json(await send('POST', '/api/registrations/estimate', b))).data;
    expect(await estimate(body([days[0]!, days[1]!]))).toEqual({ total_amount: 5800, previous_total_amount: 5800, difference: 0, refund_amount: 0 });
    const withOption = body([days[0]!, days[3]!], { options: [{ price_id: garderie().id }] });
    expect(await estimate(withOption)).toEqual({ total_amount: 7300, previous_total_amount: 5800, difference: 1500, refund_amount: 0 });
    expect(await estimate({ ...withOption, automatic_price: false })).toEqual({
      total_amount: 5800,
      previous_total_amount: 5800,
      difference: 0,
      refund_amount: 0,
    });
    // the estimate wrote nothing
    expect((await registration(partial.cuid)).dates.map((d) => d.date_id)).toEqual([days[0], days[1]]);

    const thursday = () => partial.availability!.dates[3]!;
    const before = thursday().registered;
    const res = await send('PUT', '/api/registrations', withOption);
    expect(res.status).toBe(200);
    const answer = await json(res);
    expect(answer.message).toBe('REGISTRATION_UPDATED');
    const updated = v.parse(oneOf(registrationSchema), answer).data;
    expect(updated.dates.map((d) => d.date_id)).toEqual([days[0], days[3]]);
    expect(updated).toMatchObject({
      total_amount: 7300,
      paid_amount: 5800,
      options: [{ price_id: garderie().id, price: { label: 'Garderie du soir', amount: 1500 } }],
    });
    expect(updated.availability!.dates[3]!.registered).toBe(before + 1);
    expect(updated.availability!.dates[1]!.registered).toBe(partial.availability!.dates[1]!.registered - 1);
    // automatic_price false keeps the total
    expect((await send('PUT', '/api/registrations', body([days[0]!, days[1]!], { automatic_price: false }))).status).toBe(200);
    expect(await registration(partial.cuid)).toMatchObject({ total_amount: 7300, options: [] });
    expect((await send('PUT', '/api/registrations', body([days[0]!, days[1]!]))).status).toBe(200);
    expect((await registration(partial.cuid)).total_amount).toBe(5800);

    // paid in full with the option, then the option dropped: what was paid above the new price goes to the wallet
    const walletOf = async () => (await json(await api.get('/api/session', claire))).data.wallet.amount as number;
    expect((await send('PUT', '/api/registrations', withOption)).status).toBe(200);
    await api.db.query('UPDATE registrations SET paid_amount = 7300 WHERE id = $1', [partial.id]);
    const wallet = await walletOf();
    const cheaper = body([days[0]!, days[3]!]);
    expect(await estimate(cheaper)).toEqual({ total_amount: 5800, previous_total_amount: 7300, difference: -1500, refund_amount: 1500 });
    expect((await send('PUT', '/api/registrations', cheaper)).status).toBe(200);
    expect(await registration(partial.cuid)).toMatchObject({ total_amount: 5800, paid_amount: 5800 });
    expect(await walletOf()).toBe(wallet + 1500);
    expect((await send('PUT', '/api/registrations', body([days[0]!, days[1]!]))).status).toBe(200);
  });

  it('refuses a full or closed date (409 unavailable), no date, a foreign date or option, a missing required answer', async () => {
    for (const path of ['/api/registrations/estimate', '/api/registrations']) {
      const method = path.endsWith('estimate') ? 'POST' : 'PUT';
      await refused(await send(method, path, body([days[0]!, days[2]!])), 409, 'AVAILABILITY_DATE_FULL', { availability_dates: 'unavailable' });
      await refused(await send(method, path, body([])), 400, 'VALIDATION_ERROR', { availability_dates: 'availability_dates_required' });
      await refused(await send(method, path, { ...body([]), availability_dates: undefined }), 400, 'VALIDATION_ERROR', { availability_dates: 'required' });
      const foreign = (await registration(DEMO_ACCOUNT.registrations.reviewed)).availability!.dates[0]!.id;
      await refused(await send(method, path, body([days[0]!, foreign])), 400, 'VALIDATION_ERROR', { availability_dates: 'invalid' });
      const otherOption = (await json(await api.get('/api/availabilities?search=poterie&limit=1'))).data[0].options[0].prices[0].id;
      await refused(await send(method, path, body([days[0]!], { options: [{ price_id: otherOption }] })), 400, 'VALIDATION_ERROR', { options: 'invalid' });
      await refused(await send(method, path, body([days[0]!], { registration_id: 'x' })), 400, 'VALIDATION_ERROR', { registration_id: 'invalid' });
    }
    await api.db.query("UPDATE availability_dates SET status = 'CLOSED' WHERE id = $1", [days[4]]);
    await refused(await send('PUT', '/api/registrations', body([days[0]!, days[4]!])), 409, 'AVAILABILITY_DATE_CLOSED', { availability_dates: 'unavailable' });
    await api.db.query("UPDATE availability_dates SET status = 'OPEN' WHERE id = $1", [days[4]]);

    // the multisport camp asks a required question: editing without its answer is refused
    const [camp] = await api.db.query<{ id: number; availability_id: number }>('SELECT id, availability_id FROM registrations WHERE cuid = $1', [
      DEMO_ACCOUNT.registrations.deposit,
    ]);
    const campDates = (await api.db.query<{ date_id: number }>('SELECT date_id FROM registration_dates WHERE registration_id = $1', [camp!.id])).map((d) => ({
      date_id: d.date_id,
    }));
    const [question] = await api.db.query<{ id: number }>(
      'SELECT id FROM questions WHERE required AND activity_id = (SELECT activity_id FROM availabilities WHERE id = $1)',
      [camp!.availability_id],
    );
    await refused(
      await send('PUT', '/api/registrations', { registration_id: camp!.id, availability_dates: campDates, questions: [] }),
      400,
      'VALIDATION_ERROR',
      { [`question_${question!.id}`]: 'required', questions: 'required' },
    );
    expect(
      (
        await send('PUT', '/api/registrations', {
          registration_id: camp!.id,
          availability_dates: campDates,
          questions: [{ question_id: question!.id, content: 'Marc, 0470' }],
        })
      ).status,
    ).toBe(200);
  });

  it('refuses to remove a date that has started; owner check 404, cancelled 409, anonymous 401', async () => {
    api.clock.set(new Date(Date.parse(partial.availability!.dates[0]!.start_at) + 3600_000));
    try {
      // two weeks later: a session of its own (the morning's would have expired)
      const later = await api.login();
      await refused(await send('PUT', '/api/registrations', body([days[1]!]), later), 400, 'VALIDATION_ERROR', { availability_dates: 'started' });
      await refused(await send('POST', '/api/registrations/estimate', body([days[1]!]), later), 400, 'VALIDATION_ERROR', { availability_dates: 'started' });
      expect((await send('PUT', '/api/registrations', body([days[0]!]), later)).status).toBe(200);
    } finally {
      api.clock.set(NOW);
    }
    await refused(await send('PUT', '/api/registrations', body([days[0]!]), alex), 404, 'NOT_FOUND', { registration_id: 'not_found' });
    await refused(await send('POST', '/api/registrations/estimate', body([days[0]!]), alex), 404, 'NOT_FOUND', { registration_id: 'not_found' });
    const cancelled = await registration(DEMO_ACCOUNT.registrations.cancelled);
    await refused(await send('PUT', '/api/registrations', { ...body([cancelled.dates[0]!.date_id]), registration_id: cancelled.id }), 409, 'NOT_EDITABLE', {
      registration_id: 'cancelled',
    });
    expect((await send('PUT', '/api/registrations', body([days[0]!]), '')).status).toBe(401);
    expect((await send('POST', '/api/registrations/estimate', body([days[0]!]), '')).status).toBe(401);
  });

  it('never overbooks a date: parallel edits racing for its last place, one wins', async () => {
    const [neighbour] = await api.db.query<{ id: number; customer_id: number; email: string }>(
      `SELECT r.id, r.customer_id, c.email FROM registrations r JOIN customers c ON c.id = r.customer_id WHERE r.cuid = $1`,
      [stableCuid('registration', 'demo:camp-neighbour')],
    );
    const other = await api.login(neighbour!.email, 'oriel-customer');
    const held = (await api.db.query<{ date_id: number }>('SELECT date_id FROM registration_dates WHERE registration_id = $1', [neighbour!.id])).map(
      (d) => d.date_id,
    );
    const friday = days[4]!;
    await api.db.query('UPDATE availability_dates SET capacity = 1 WHERE id = $1', [friday]);
    const results = await Promise.all([
      send('PUT', '/api/registrations', body([days[0]!, friday])),
      send('PUT', '/api/registrations', { registration_id: neighbour!.id, availability_dates: [...held, friday].map((date_id) => ({ date_id })) }, other),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [n] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM registration_dates rd JOIN registrations r ON r.id = rd.registration_id WHERE rd.date_id = $1 AND NOT r.cancelled',
      [friday],
    );
    expect(n!.n).toBe(1);
  });
});

describe('reviews', () => {
  const review = (method: 'POST' | 'PUT', b: unknown, token = claire) => send(method, '/api/registrations/review', b, token);

  it('creates one review per registration (private = !public), then edits its score and message but never its visibility', async () => {
    const r = await registration(DEMO_ACCOUNT.registrations.bundle);
    const res = await review('POST', { registration_id: r.id, message: ' Très bien ', score: 4, public: false });
    expect(res.status).toBe(201);
    const created = v.parse(oneOf(reviewSchema), await json(res)).data;
    expect(created).toMatchObject({ score: 4, message: 'Très bien', private: true });
    await refused(await review('POST', { registration_id: r.id, score: 3 }), 409, 'REVIEW_EXISTS', { registration_id: 'review_exists' });
    const edit = await review('PUT', { review_id: created.id, registration_id: r.id, message: 'Parfait', score: 5, public: true });
    expect(edit.status).toBe(200);
    expect(v.parse(oneOf(reviewSchema), await json(edit)).data).toEqual({ id: created.id, score: 5, message: 'Parfait', private: true });
    expect((await registration(r.cuid)).review).toEqual({ id: created.id, score: 5, message: 'Parfait', private: true });
    const defaults = await review('POST', { registration_id: (await registration(DEMO_ACCOUNT.registrations.partial)).id, score: 0 });
    expect(v.parse(oneOf(reviewSchema), await json(defaults)).data).toMatchObject({ score: 0, message: null, private: false });
  });

  it('checks the score, the owner and the review id', async () => {
    const reviewed = await registration(DEMO_ACCOUNT.registrations.reviewed);
    const other = await registration(DEMO_ACCOUNT.registrations.bundle);
    for (const [b, fields] of [
      [{ registration_id: reviewed.id, score: 6 }, { score: 'invalid' }],
      [{ registration_id: reviewed.id, score: -1 }, { score: 'invalid' }],
      [{ registration_id: reviewed.id, score: 4.5 }, { score: 'invalid' }],
      [{ registration_id: reviewed.id }, { score: 'required' }],
      [{ score: 3 }, { registration_id: 'required' }],
      [{ registration_id: reviewed.id, score: 3, public: 'yes' }, { public: 'invalid' }],
    ] as const) {
      await refused(await review('POST', b), 400, 'VALIDATION_ERROR', fields);
    }
    await refused(await review('PUT', { registration_id: reviewed.id, score: 3 }), 400, 'VALIDATION_ERROR', { review_id: 'required' });
    await refused(await review('POST', { registration_id: reviewed.id, score: 3 }, alex), 404, 'NOT_FOUND', { registration_id: 'not_found' });
    await refused(await review('PUT', { review_id: reviewed.review!.id, registration_id: reviewed.id, score: 1 }, alex), 404, 'NOT_FOUND', {
      registration_id: 'not_found',
    });
    // a review of another registration, even one's own, is not found under this registration
    await refused(await review('PUT', { review_id: reviewed.review!.id, registration_id: other.id, score: 1 }), 404, 'NOT_FOUND', { review_id: 'not_found' });
    const cancelled = await registration(DEMO_ACCOUNT.registrations.cancelled);
    await refused(await review('POST', { registration_id: cancelled.id, score: 3 }), 409, 'NOT_REVIEWABLE', { registration_id: 'cancelled' });
    expect((await review('POST', { registration_id: reviewed.id, score: 3 }, '')).status).toBe(401);
    expect((await review('PUT', { review_id: 1, registration_id: reviewed.id, score: 3 }, '')).status).toBe(401);
    expect((await registration(reviewed.cuid)).review).toMatchObject({ score: 5 });
  });
});

describe('POST /api/registrations/requests/cancel', () => {
  const request = async (cuid: string) =>
    v.parse(oneOf(registrationRequestSchema), await json(await api.get(`/api/account/registrations-requests/${cuid}`, claire))).data;
  const cancel = (b: unknown, token = claire) => send('POST', '/api/registrations/requests/cancel', b, token);

  it('cancels a PENDING request only; anyone else’s is 404', async () => {
    const pending = await request(DEMO_ACCOUNT.requests.pending);
    const approved = await request(DEMO_ACCOUNT.requests.approved);
    await refused(await cancel({ registration_request_id: pending.id }, alex), 404, 'NOT_FOUND', { registration_request_id: 'not_found' });
    expect((await cancel({ registration_request_id: pending.id }, '')).status).toBe(401);
    await refused(await cancel({}), 400, 'VALIDATION_ERROR', { registration_request_id: 'required' });
    await refused(await cancel({ registration_request_id: 'abc' }), 400, 'VALIDATION_ERROR', { registration_request_id: 'invalid' });
    await refused(await cancel({ registration_request_id: 99999999999 }), 404, 'NOT_FOUND');
    await refused(await cancel({ registration_request_id: approved.id }), 409, 'NOT_CANCELLABLE', { registration_request_id: 'approved' });
    const res = await cancel({ registration_request_id: pending.id });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: null, message: 'REQUEST_CANCELLED' });
    expect((await request(pending.cuid)).status).toBe('CANCELLED');
    await refused(await cancel({ registration_request_id: pending.id }), 409, 'NOT_CANCELLABLE', { registration_request_id: 'cancelled' });
  });
});
