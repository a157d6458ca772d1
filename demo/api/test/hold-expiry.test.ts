import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALEX_EMAIL } from '../src/seed/account';
import { json, startTestApi, type TestApi } from './helpers';

// A place is sold once: P holds the last place and goes to the payment page, the hold expires, Q takes the freed place
// and checks out; when P then pays, the payment is refused before any money is taken and P's cart stays open.
// Checked for a registration, for one date of a multi-day registration and for a resource slot.

let api: TestApi;
let p: { token: string; participant: number };
let q: { token: string; participant: number };
const HOLD = 16 * 60_000; // past the organiser's 15-minute carts_expiration_delay

beforeAll(async () => {
  api = await startTestApi();
  const person = async (token: string) => ({ token, participant: (await json(await api.get('/api/session', token))).data.participants[0].id as number });
  p = await person(await api.login());
  q = await person(await api.login(ALEX_EMAIL));
});
afterAll(() => api.close());
beforeEach(() => api.db.query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE processed_at IS NULL)').then(() => undefined));

const add = (who: { token: string }, body: unknown) => api.send('POST', '/api/carts/items', body, who.token);
const cartOf = async (who: { token: string }) => (await json(await api.get('/api/carts/current', who.token))).data;
const checkout = async (who: { token: string }, payment_strategy: string) => {
  const cart = await cartOf(who);
  const res = await api.send(
    'POST',
    '/api/carts/checkout',
    { cart_id: cart.id, payment_strategy, terms: true, return_url: 'https://shop.example/checkout' },
    who.token,
  );
  expect(res.status).toBe(200);
  return { cart, answer: (await json(res)).data };
};
const pay = (url: string) => fetch(url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
const liveRegistrations = async (availabilityId: number) =>
  (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM registrations WHERE availability_id = $1 AND NOT cancelled', [availabilityId]))[0]!.n;

/** An open availability of the plain registration flow, with nothing required to answer and no age limit. */
async function plainAvailability(multiDay: boolean) {
  const [a] = await api.db.query<{ id: number; dates: number[] }>(
    `SELECT a.id, array_agg(d.id ORDER BY d.start_at) AS dates FROM availabilities a JOIN activities act ON act.id = a.activity_id
     JOIN availability_dates d ON d.availability_id = a.id
     WHERE a.status = 'OPEN' AND a.start_at > $1::timestamptz + interval '2 days' AND act.registration_flow = 'REGISTRATION'
       AND (a.registrations_start_at IS NULL OR a.registrations_start_at <= $1) AND (a.registrations_end_at IS NULL OR a.registrations_end_at > $1::timestamptz + interval '1 day')
       AND NOT EXISTS (SELECT 1 FROM options o WHERE o.activity_id = act.id AND o.required)
       AND NOT EXISTS (SELECT 1 FROM questions x WHERE x.activity_id = act.id AND x.required)
     GROUP BY a.id HAVING count(*) ${multiDay ? '>= 2' : '= 1'} ORDER BY a.id LIMIT 1`,
    [api.clock.now()],
  );
  expect(a).toBeTruthy();
  await api.db.query('UPDATE availabilities SET age_minimum = NULL, age_maximum = NULL, capacity = NULL WHERE id = $1', [a!.id]);
  await api.db.query("UPDATE availability_dates SET status = 'OPEN', capacity = NULL WHERE availability_id = $1", [a!.id]);
  return a!;
}

describe('a place whose hold expired on the payment page', () => {
  it('registration: the last place taken meanwhile refuses the payment, nothing is registered twice', async () => {
    const a = await plainAvailability(false);
    await api.db.query('UPDATE availabilities SET capacity = $2 WHERE id = $1', [a.id, (await liveRegistrations(a.id)) + 1]);
    expect((await add(p, { registrations: [{ availability_id: a.id, participant_id: p.participant }] })).status).toBe(201);
    expect((await add(q, { registrations: [{ availability_id: a.id, participant_id: q.participant }] })).status).toBe(409);
    const { cart, answer } = await checkout(p, 'IMMEDIATE');
    expect(answer.next_action).toBe('PAYMENT');
    expect((await fetch(answer.next_action_url)).status).toBe(200);

    api.clock.advance(HOLD);
    expect((await add(q, { registrations: [{ availability_id: a.id, participant_id: q.participant }] })).status).toBe(201);
    expect((await checkout(q, 'DELAYED')).answer.cart.processed_at).toBeTruthy();
    const capacity = await liveRegistrations(a.id);

    const page = await (await fetch(answer.next_action_url)).text();
    expect(page).toContain('Paiement refusé');
    expect(page).not.toContain('>Payer<');
    const res = await pay(answer.next_action_url);
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ cart: cart.cuid, payment: 'failed', reason: 'places_unavailable' });
    expect(await liveRegistrations(a.id)).toBe(capacity);
    const [row] = await api.db.query<any>(
      'SELECT c.processed_at, p.status, p.failure_reason FROM carts c JOIN payments p ON p.cart_id = c.id WHERE c.id = $1',
      [cart.id],
    );
    expect(row).toMatchObject({ processed_at: null, status: 'FAILED', failure_reason: 'PLACES_UNAVAILABLE' });
  });

  it('registration: a hold that expired with its place still free is held again by the payment page, and the payment goes through', async () => {
    const a = await plainAvailability(false);
    await api.db.query('UPDATE availabilities SET capacity = $2 WHERE id = $1', [a.id, (await liveRegistrations(a.id)) + 1]);
    expect((await add(p, { registrations: [{ availability_id: a.id, participant_id: p.participant }] })).status).toBe(201);
    const { answer } = await checkout(p, 'IMMEDIATE');
    api.clock.advance(HOLD);
    expect(await (await fetch(answer.next_action_url)).text()).toContain('>Payer<');
    // held again: nobody can take the place while P is paying
    expect((await add(q, { registrations: [{ availability_id: a.id, participant_id: q.participant }] })).status).toBe(409);
    const before = await liveRegistrations(a.id);
    const res = await pay(answer.next_action_url);
    expect(new URL(res.headers.get('location')!).searchParams.get('payment')).toBe('success');
    expect(await liveRegistrations(a.id)).toBe(before + 1);
  });

  it('multi-day registration: a date filled meanwhile refuses the payment', async () => {
    const a = await plainAvailability(true);
    const [first, second] = a.dates;
    const onDate = async (dateId: number) =>
      (
        await api.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM registration_dates rd JOIN registrations r ON r.id = rd.registration_id WHERE rd.date_id = $1 AND NOT r.cancelled',
          [dateId],
        )
      )[0]!.n;
    await api.db.query('UPDATE availability_dates SET capacity = $2 WHERE id = $1', [first, (await onDate(first!)) + 1]);
    const both = [{ date_id: first }, { date_id: second }];
    expect((await add(p, { registrations: [{ availability_id: a.id, participant_id: p.participant, availability_dates: both }] })).status).toBe(201);
    const { answer } = await checkout(p, 'IMMEDIATE');
    api.clock.advance(HOLD);
    const taken = await add(q, { registrations: [{ availability_id: a.id, participant_id: q.participant, availability_dates: [{ date_id: first }] }] });
    expect(taken.status).toBe(201);
    await checkout(q, 'DELAYED');
    const full = await onDate(first!);
    const secondBefore = await onDate(second!);

    const res = await pay(answer.next_action_url);
    expect(new URL(res.headers.get('location')!).searchParams.get('reason')).toBe('places_unavailable');
    expect(await onDate(first!)).toBe(full);
    expect(await onDate(second!)).toBe(secondBefore);
  });

  it('booking: a slot booked meanwhile refuses the payment, the slot is booked once', async () => {
    const [court] = (await json(await api.get('/api/resources'))).data;
    const slots: { start_at: string }[] = (await json(await api.get(`/api/resources/availabilities?resources=${court.id}`))).data;
    // a slot that has not started once the hold has expired
    const slot = slots.find((s) => Date.parse(s.start_at) > api.clock.now().getTime() + 86_400_000)!;
    const date = { start_at: slot.start_at, end_at: new Date(Date.parse(slot.start_at) + 3600_000).toISOString() };
    const booking = { bookings: [{ resource_id: court.id, dates: [date], participants: [] }] };
    expect((await add(p, booking)).status).toBe(201);
    const { answer } = await checkout(p, 'IMMEDIATE');
    api.clock.advance(HOLD);
    expect((await add(q, booking)).status).toBe(201);
    await checkout(q, 'DELAYED');

    const res = await pay(answer.next_action_url);
    expect(new URL(res.headers.get('location')!).searchParams.get('reason')).toBe('places_unavailable');
    const bookings = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM resource_holds WHERE resource_id = $1 AND start_at = $2 AND booking_id IS NOT NULL',
      [court.id, new Date(slot.start_at)],
    );
    expect(bookings[0]!.n).toBe(1);
  });

  it('a cart checked out with places gone is refused as a whole with the items named, nothing written', async () => {
    const a = await plainAvailability(false);
    await api.db.query('UPDATE availabilities SET capacity = $2 WHERE id = $1', [a.id, (await liveRegistrations(a.id)) + 1]);
    expect((await add(p, { registrations: [{ availability_id: a.id, participant_id: p.participant }] })).status).toBe(201);
    const item = (await cartOf(p)).items[0];
    // the organiser lowers the capacity under the held place: the checkout must not register past it
    await api.db.query('UPDATE availabilities SET capacity = $2 WHERE id = $1', [a.id, await liveRegistrations(a.id)]);
    const cart = await cartOf(p);
    const res = await api.send('POST', '/api/carts/checkout', { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true }, p.token);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ error: 'PLACES_UNAVAILABLE', fields: { items: String(item.id) } });
    expect((await api.db.query<any>('SELECT processed_at FROM carts WHERE id = $1', [cart.id]))[0].processed_at).toBeNull();
  });
});

describe('a hold that ran out, seen and held again from the cart', () => {
  const hold = (who: { token: string }, item_ids: unknown) => api.send('POST', '/api/carts/items/hold', { item_ids }, who.token);
  const placesOf = async (id: number) =>
    (await json(await api.get(`/api/availabilities/${(await api.db.query<any>('SELECT cuid FROM availabilities WHERE id = $1', [id]))[0].cuid}`))).data;

  it('an expired item is answered apart (expired_items, with its end), and holding it again gives it a new end and its place back', async () => {
    const a = await plainAvailability(false);
    expect((await add(p, { registrations: [{ availability_id: a.id, participant_id: p.participant }] })).status).toBe(201);
    const [held] = (await cartOf(p)).items;
    expect(held.expires_at).toBe(new Date(api.clock.now().getTime() + 15 * 60_000).toISOString());
    expect((await cartOf(p)).expired_items).toEqual([]);
    const registeredWhileHeld = (await placesOf(a.id)).registered;

    api.clock.advance(HOLD);
    const after = await cartOf(p);
    expect(after.items).toEqual([]);
    expect(after.expired_items.map((i: any) => [i.id, i.expires_at])).toEqual([[held.id, held.expires_at]]);
    expect((await placesOf(a.id)).registered).toBe(registeredWhileHeld - 1);

    const res = await hold(p, [held.id]);
    expect(res.status).toBe(200);
    const again = (await json(res)).data;
    expect(again.expired_items).toEqual([]);
    expect(again.items.map((i: any) => [i.id, i.expires_at])).toEqual([[held.id, new Date(api.clock.now().getTime() + 15 * 60_000).toISOString()]]);
    expect((await placesOf(a.id)).registered).toBe(registeredWhileHeld);

    // a live hold is never stretched by asking again
    api.clock.advance(60_000);
    expect((await json(await hold(p, [held.id]))).data.items[0].expires_at).toBe(again.items[0].expires_at);
  });

  it('refused whole (409 PLACES_UNAVAILABLE, the item named) when its last place was taken meanwhile: the item stays expired', async () => {
    const a = await plainAvailability(false);
    await api.db.query('UPDATE availabilities SET capacity = $2 WHERE id = $1', [a.id, (await liveRegistrations(a.id)) + 1]);
    expect((await add(p, { registrations: [{ availability_id: a.id, participant_id: p.participant }] })).status).toBe(201);
    const [item] = (await cartOf(p)).items;
    api.clock.advance(HOLD);
    expect((await add(q, { registrations: [{ availability_id: a.id, participant_id: q.participant }] })).status).toBe(201);

    const res = await hold(p, [item.id]);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ error: 'PLACES_UNAVAILABLE', fields: { items: String(item.id) } });
    expect((await cartOf(p)).expired_items.map((i: any) => i.id)).toEqual([item.id]);
  });

  it('counts the cart’s own live items: two children on the last two places, one expired and the other held, fit; a third place gone does not', async () => {
    const a = await plainAvailability(false);
    await api.db.query('UPDATE availabilities SET capacity = $2 WHERE id = $1', [a.id, (await liveRegistrations(a.id)) + 2]);
    expect((await add(p, { registrations: [{ availability_id: a.id, participant_id: p.participant }] })).status).toBe(201);
    api.clock.advance(HOLD);
    expect((await add(p, { registrations: [{ availability_id: a.id, participant_id: p.participant }] })).status).toBe(201);
    const [expired] = (await cartOf(p)).expired_items;
    expect((await hold(p, [expired.id])).status).toBe(200);
    expect((await cartOf(p)).items).toHaveLength(2);

    api.clock.advance(HOLD);
    await api.db.query('UPDATE availabilities SET capacity = capacity - 1 WHERE id = $1', [a.id]);
    const ids = (await cartOf(p)).expired_items.map((i: any) => i.id);
    expect((await hold(p, [ids[0]])).status).toBe(200);
    expect((await hold(p, [ids[1]])).status).toBe(409);
  });

  it('another customer’s item, an unknown one and a malformed list are refused; a processed cart lists nothing expired', async () => {
    const a = await plainAvailability(false);
    expect((await add(p, { registrations: [{ availability_id: a.id, participant_id: p.participant }] })).status).toBe(201);
    const [item] = (await cartOf(p)).items;
    api.clock.advance(HOLD);
    expect((await hold(q, [item.id])).status).toBe(404);
    expect((await hold(p, [item.id, 2_000_000])).status).toBe(404);
    expect((await hold(p, [])).status).toBe(400);
    expect((await hold(p, 'all')).status).toBe(400);
    expect((await api.send('POST', '/api/carts/items/hold', { item_ids: [item.id] })).status).toBe(401);

    expect((await add(p, { registrations: [{ availability_id: a.id, participant_id: p.participant }] })).status).toBe(201);
    const { answer } = await checkout(p, 'DELAYED');
    expect(answer.cart.processed_at).toBeTruthy();
    // its first item ran out unbought: the order shows neither it nor an expired list
    const processed = (await json(await api.get(`/api/account/carts/${answer.cart.cuid}`, p.token))).data;
    expect(processed.items).toHaveLength(1);
    expect(processed.expired_items).toEqual([]);
  });
});
