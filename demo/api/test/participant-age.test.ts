import { apiErrorBodySchema } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stableCuid } from '../src/lib/ids';
import { demoCuid } from '../src/seed/account-offers';
import { json, NOW, startWithParticipants, type TestApi } from './helpers';
import { addParticipant } from './participants';

// Age limits (000 §3 age_minimum/age_maximum, in years) on every path that puts a participant on a session: the cart
// (registrations and requests), the waiting list and the edit of a registration. Sessions and participants are made
// here, so each case reads its own dates; NOW is Monday 23 November 2026.

let api: TestApi, token: string, lea: { id: number }, hugo: { id: number };
beforeAll(async () => ({ api, token, lea, hugo } = await startWithParticipants()));
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM cart_items');
});

type Ages = [number | null, number | null];
interface Session {
  id: number;
  dates: number[];
}

let made = 0;
/** A session of a seeded activity at `start` (then one a day for `days` days), with these age limits. */
async function session(activity: string, start: string, [minimum, maximum]: Ages, { status = 'OPEN', days = 1 } = {}): Promise<Session> {
  const cuid = stableCuid('age-test-availability', made++);
  const [row] = await api.db.query<{ id: number }>(
    `INSERT INTO availabilities (activity_id, location_id, cuid, status, start_at, end_at, capacity, price, deposit, age_minimum, age_maximum)
     SELECT act.id, (SELECT location_id FROM availabilities WHERE activity_id = act.id LIMIT 1), $2, $3, $4::timestamptz,
            $4::timestamptz + make_interval(days => $5::int - 1, hours => 2), NULL, act.default_price, act.default_deposit, $6::int, $7::int
     FROM activities act WHERE act.cuid = $1 RETURNING id`,
    [stableCuid('activity', activity), cuid, status, start, days, minimum, maximum],
  );
  const dates: number[] = [];
  for (let k = 0; k < days; k++) {
    const [date] = await api.db.query<{ id: number }>(
      `INSERT INTO availability_dates (availability_id, cuid, start_at, end_at)
       VALUES ($1, $2, $3::timestamptz + make_interval(days => $4::int), $3::timestamptz + make_interval(days => $4::int, hours => 2)) RETURNING id`,
      [row!.id, `${cuid}d${k}`, start, k],
    );
    dates.push(date!.id);
  }
  return { id: row!.id, dates };
}

const add = (body: unknown) => api.send('POST', '/api/carts/items', body, token);
const register = (s: Session, participant_id: number) =>
  add({ registrations: [{ availability_id: s.id, participant_id, availability_dates: [{ date_id: s.dates[0] }] }] });
async function refused(res: Response, error: string, participant_id: string) {
  const body = await json(res);
  expect(res.status, body.error ?? 'accepted').toBe(409);
  expect(v.parse(apiErrorBodySchema, body)).toMatchObject({ error, fields: { participant_id } });
}
const tooOld = (res: Response) => refused(res, 'PARTICIPANT_AGE_OUT_OF_RANGE', 'too_old');
const tooYoung = (res: Response) => refused(res, 'PARTICIPANT_AGE_OUT_OF_RANGE', 'too_young');
const noBirthdate = (res: Response) => refused(res, 'PARTICIPANT_BIRTHDATE_REQUIRED', 'birthdate_required');
const cartItems = async () => ((await json(await api.get('/api/carts/current', token))).data?.items ?? []) as unknown[];

let adult: number, ten: number, noa: number, unknownAge: number;
beforeAll(async () => {
  const participant = async (firstname: string, birthdate: string | null) => (await addParticipant(api.db, lea.id, firstname, birthdate)).id;
  adult = await participant('Marc', '1985-03-02'); // 41
  ten = await participant('Zoé', '2016-03-02'); // 10
  noa = await participant('Noa', '2016-12-10'); // 10 on 10 December 2026
  unknownAge = await participant('Sacha', null);
});

describe('POST /api/carts/items: registrations', () => {
  it('the seeded 5-to-10 arts camp refuses a 41-year-old and takes an 8-year-old; the refusal holds nothing', async () => {
    const [camp] = await api.db.query<{ id: number }>('SELECT id FROM availabilities WHERE cuid = $1 AND age_minimum = 5 AND age_maximum = 10', [
      demoCuid('availability', 'arts-partial'),
    ]);
    const [first] = await api.db.query<{ id: number }>('SELECT id FROM availability_dates WHERE availability_id = $1 ORDER BY start_at LIMIT 1', [camp!.id]);
    const body = (participant_id: number) => ({ registrations: [{ availability_id: camp!.id, participant_id, availability_dates: [{ date_id: first!.id }] }] });
    await tooOld(await add(body(adult)));
    expect(await cartItems()).toEqual([]);
    expect((await add(body(lea.id))).status).toBe(201);
  });

  it('a 16+ course refuses a 10- and a 13-year-old, also as the fallback participant, and takes an adult', async () => {
    const course = await session('poterie', '2026-12-02T18:00:00Z', [16, null]);
    await tooYoung(await register(course, ten));
    await tooYoung(await register(course, hugo.id));
    // without participant_id the item is for the customer's first participant, Léa (8): checked the same way
    await tooYoung(await add({ registrations: [{ availability_id: course.id, availability_dates: [{ date_id: course.dates[0] }] }] }));
    expect(await cartItems()).toEqual([]);
    expect((await register(course, adult)).status).toBe(201);
  });

  it('ages are counted on the start day in Brussels: the day before and the day of a 10th birthday', async () => {
    // 23:30 UTC on 9 December is 00:30 on the 10th in Brussels, Noa's birthday; 22:30 UTC is still the 9th there
    const birthdayMorning = '2026-12-09T23:30:00Z';
    const dayBefore = '2026-12-09T22:30:00Z';
    expect((await register(await session('arts', birthdayMorning, [10, null]), noa)).status).toBe(201);
    await tooYoung(await register(await session('arts', dayBefore, [10, null]), noa));
    await tooOld(await register(await session('arts', birthdayMorning, [5, 9]), noa));
    expect((await register(await session('arts', dayBefore, [5, 9]), noa)).status).toBe(201);
  });

  it('a participant without a birth date: refused by a limited session, asked for it; taken by an unlimited one', async () => {
    await noBirthdate(await register(await session('arts', '2026-12-07T08:00:00Z', [5, 10]), unknownAge));
    await noBirthdate(await register(await session('poterie', '2026-12-07T18:00:00Z', [null, 99]), unknownAge));
    expect(await cartItems()).toEqual([]);
    expect((await register(await session('arts', '2026-12-07T08:00:00Z', [null, null]), unknownAge)).status).toBe(201);
  });
});

describe('POST /api/carts/items: registration requests', () => {
  const climbing = async (starts: string[], ages: Ages) => Promise.all(starts.map((start) => session('escalade', start, ages)));
  const request = async (sessions: Session[], participant_id: number) => {
    const [level] = await api.db.query<{ id: number }>(
      'SELECT q.id FROM questions q JOIN activities a ON a.id = q.activity_id WHERE a.cuid = $1 AND q.required',
      [stableCuid('activity', 'escalade')],
    );
    return add({
      registrations_requests: [
        { participant_id, availabilities: sessions.map((s) => ({ id: s.id, dates: s.dates })), questions: [{ question_id: level!.id, content: 'débutant' }] },
      ],
    });
  };

  it('each session of the request is checked at its own start: one before the 10th birthday refuses the request', async () => {
    const [before, after, later] = await climbing(['2026-12-05T14:00:00Z', '2026-12-12T14:00:00Z', '2026-12-19T14:00:00Z'], [10, null]);
    await tooYoung(await request([before!, after!], noa));
    await tooYoung(await request([after!, later!], lea.id));
    await noBirthdate(await request([after!, later!], unknownAge));
    expect(await cartItems()).toEqual([]);
    expect((await request([after!, later!], noa)).status).toBe(201);
  });

  it('a maximum refuses the request too', async () => {
    const sessions = await climbing(['2026-12-05T14:00:00Z', '2026-12-12T14:00:00Z'], [null, 17]);
    await tooOld(await request(sessions, adult));
    expect((await request(sessions, hugo.id)).status).toBe(201);
  });
});

describe('POST /api/registrations/waiting-list', () => {
  const join = (s: Session, participant_id: number) => api.send('POST', '/api/registrations/waiting-list', { availability_id: s.id, participant_id }, token);
  const waiting = async (s: Session) => (await api.db.query('SELECT participant_id FROM waiting_list WHERE availability_id = $1', [s.id])).length;

  it('a closed 16+ course does not put a 10-year-old nor a participant of unknown age on its waiting list', async () => {
    const course = await session('poterie', '2026-12-03T18:00:00Z', [16, null], { status: 'CLOSED' });
    await tooYoung(await join(course, ten));
    await noBirthdate(await join(course, unknownAge));
    expect(await waiting(course)).toBe(0);
    expect((await join(course, adult)).status).toBe(201);
    expect(await waiting(course)).toBe(1);
  });

  it('a closed camp does not wait-list an adult', async () => {
    const camp = await session('arts', '2026-12-14T08:00:00Z', [5, 10], { status: 'CLOSED' });
    await tooOld(await join(camp, adult));
    expect((await join(camp, lea.id)).status).toBe(201);
  });
});

describe('PUT /api/registrations and its estimate: an edit that adds sessions', () => {
  /** A registration made before the limits were enforced (or before the organiser set them), holding `held` dates. */
  async function registration(s: Session, participantId: number, held: number[]) {
    const [row] = await api.db.query<{ id: number; customer_id: number }>(
      `INSERT INTO registrations (cuid, reference, customer_id, participant_id, availability_id, total_amount, paid_amount, deposit_amount, created_at)
       SELECT $1, 'R-AGE', customer_id, id, $3, 14500, 0, 0, $4 FROM participants WHERE id = $2 RETURNING id`,
      [stableCuid('age-test-registration', made++), participantId, s.id, NOW],
    );
    for (const [k, date] of held.entries())
      await api.db.query('INSERT INTO registration_dates (cuid, registration_id, date_id) VALUES ($1, $2, $3)', [`r${row!.id}d${k}`, row!.id, date]);
    return row!.id;
  }
  const edit = (method: 'PUT' | 'POST', registration_id: number, dates: number[]) =>
    api.send(
      method,
      method === 'PUT' ? '/api/registrations' : '/api/registrations/estimate',
      { registration_id, availability_dates: dates.map((date_id) => ({ date_id })), options: [], questions: [] },
      token,
    );
  const held = async (registrationId: number) =>
    (await api.db.query<{ date_id: number }>('SELECT date_id FROM registration_dates WHERE registration_id = $1 ORDER BY date_id', [registrationId])).map(
      (d) => d.date_id,
    );

  it('a 41-year-old on a 5-to-10 camp cannot take one more day of it, but can give one back', async () => {
    const camp = await session('arts', '2026-12-14T08:00:00Z', [5, 10], { days: 3 });
    const id = await registration(camp, adult, camp.dates.slice(0, 2));
    await tooOld(await edit('POST', id, camp.dates));
    await tooOld(await edit('PUT', id, camp.dates));
    expect(await held(id)).toEqual(camp.dates.slice(0, 2));
    expect((await edit('PUT', id, camp.dates.slice(0, 1))).status).toBe(200);
    expect(await held(id)).toEqual(camp.dates.slice(0, 1));
  });

  it('a participant whose birth date is unknown is asked for it before adding a day; a fitting one adds it', async () => {
    const camp = await session('arts', '2026-12-14T08:00:00Z', [5, 10], { days: 2 });
    await noBirthdate(await edit('PUT', await registration(camp, unknownAge, camp.dates.slice(0, 1)), camp.dates));
    const fits = await registration(camp, lea.id, camp.dates.slice(0, 1));
    expect((await edit('PUT', fits, camp.dates)).status).toBe(200);
    expect(await held(fits)).toEqual(camp.dates);
  });
});
