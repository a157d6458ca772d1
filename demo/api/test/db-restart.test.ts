import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePostgres, type OwnPostgres } from '../../../scripts/postgres.mjs';
import { manualClock } from '../src/clock';
import { CONNECT_TIMEOUT_MS, createPgDb } from '../src/db/pg';
import type { Db } from '../src/db/db';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { createSession } from '../src/queries/sessions';
import { startServer, type RunningServer } from '../src/server';
import { NOW } from './now';

// The database restarts (pg_ctl stop -m fast, then start on the same data and port) while customers read the
// catalogue, add places and check out. The API must live through it: during the outage each answer is a quick 503
// SERVICE_UNAVAILABLE, once the server is back it answers again within seconds without a restart, and no cart is left
// half processed. Only a real server can be restarted: this file starts one of its own, never the run's shared one.

const onPostgres = process.env.ORIEL_TEST_DB === 'postgres' && Boolean(process.env.ORIEL_TEST_PG_URL);
/** No answer may take longer: above CONNECT_TIMEOUT_MS, after which a request waiting for a connection gets its 503. */
const ANSWER_BOUND_MS = CONNECT_TIMEOUT_MS + 5_000;
/** An answer while the server is down comes at once: the connection is refused, nothing is waited for. */
const OUTAGE_ANSWER_MS = 2_000;
/** The API must answer 200 again within this after the server listens again. */
const BACK_WITHIN_MS = 5_000;
const WORKERS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until check() holds, for at most ms. */
async function until(check: () => boolean, ms: number) {
  for (const end = performance.now() + ms; !check() && performance.now() < end;) await sleep(25);
}

interface Outcome {
  kind: 'read' | 'add' | 'checkout';
  started: number;
  ended: number;
  /** 0: no answer within ANSWER_BOUND_MS, or the connection failed */
  status: number;
  error?: string;
  retryAfter: string | null;
}

let pg: OwnPostgres;
let db: Db;
let server: RunningServer;

beforeAll(async () => {
  if (!onPostgres) return;
  const own = await ensurePostgres({ own: true, log: (line) => console.log(line) });
  if (!own) throw new Error('no PostgreSQL server of its own could be started for the restart test');
  pg = own;
  db = createPgDb(pg.url);
  server = await startServer({ db, clock: manualClock(NOW) });
});
afterAll(async () => {
  if (!onPostgres) return;
  await server?.close();
  await db?.close();
  await pg?.stop();
});

/** One request, timed; its body is kept apart from the outcome, which the assertions print. */
const call = async (kind: Outcome['kind'], path: string, init: RequestInit = {}): Promise<{ outcome: Outcome; body: any }> => {
  const started = performance.now();
  try {
    const res = await fetch(server.url + path, { ...init, signal: AbortSignal.timeout(ANSWER_BOUND_MS) });
    const body = await res.json().catch(() => null);
    return { outcome: { kind, started, ended: performance.now(), status: res.status, error: body?.error, retryAfter: res.headers.get('retry-after') }, body };
  } catch (e) {
    return { outcome: { kind, started, ended: performance.now(), status: 0, error: (e as Error).name, retryAfter: null }, body: null };
  }
};
const post = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Open availabilities anyone may take with a plain add: no required option or question, no age limit, 20 places left. */
async function raceAvailabilities(n: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT a.id FROM availabilities a JOIN activities act ON act.id = a.activity_id
     WHERE a.status = 'OPEN' AND a.start_at > $1::timestamptz + interval '2 days' AND act.registration_flow = 'REGISTRATION'
       AND (a.registrations_start_at IS NULL OR a.registrations_start_at <= $1) AND (a.registrations_end_at IS NULL OR a.registrations_end_at > $1::timestamptz + interval '1 day')
       AND (SELECT count(*) FROM availability_dates d WHERE d.availability_id = a.id) = 1
       AND NOT EXISTS (SELECT 1 FROM options o WHERE o.activity_id = act.id AND o.required)
       AND NOT EXISTS (SELECT 1 FROM questions x WHERE x.activity_id = act.id AND x.required)
     ORDER BY a.id LIMIT $2`,
    [NOW, n],
  );
  const ids = rows.map((r) => r.id);
  await db.query(
    `UPDATE availabilities a SET age_minimum = NULL, age_maximum = NULL,
       capacity = (SELECT count(*) FROM registrations r WHERE r.availability_id = a.id AND NOT r.cancelled) + 20
     WHERE id = ANY($1::int[])`,
    [ids],
  );
  await db.query("UPDATE availability_dates SET status = 'OPEN', capacity = NULL WHERE availability_id = ANY($1::int[])", [ids]);
  return ids;
}

/** n seeded customers with a session each (made in the database: signing in is not what this test is about). */
async function customers(n: number): Promise<{ token: string; participant: number }[]> {
  const rows = await db.query<{ id: number; participant: number }>(
    `SELECT c.id, (SELECT min(p.id) FROM participants p WHERE p.customer_id = c.id) AS participant
     FROM customers c WHERE c.email LIKE '%@exemple.be' ORDER BY c.id LIMIT $1`,
    [n],
  );
  return Promise.all(rows.map(async ({ id, participant }) => ({ token: await createSession(db, new Date(NOW), id), participant })));
}

describe('which errors mean the database is out of reach (503) rather than a fault (500)', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['57P01 admin_shutdown (a fast stop or restart)', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now (starting up, shutting down)', withCode('57P03', 'the database system is starting up')],
    ['08006 connection_failure', withCode('08006')],
    ['08P01 protocol_violation', withCode('08P01')],
    ['53300 too_many_connections', withCode('53300')],
    ['node-postgres: the connection ended', new Error('Connection terminated unexpectedly')],
    ['pg-pool: no connection in time', new Error('timeout exceeded when trying to connect')],
    ['pg-pool: a connection not made in time', new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') })],
    ['node-postgres: a client lost before', new Error('Client has encountered a connection error and is not queryable')],
    ['a refused connection as the cause of another error', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
    ['every address of a host refused', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: undefined })],
  ])('%s: unavailable', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));
  it.each([
    ['23505 unique_violation', withCode('23505')],
    ['40P01 deadlock_detected', withCode('40P01')],
    ['57014 query_canceled (a statement timeout: the query, not the server)', withCode('57014')],
    ['42P01 undefined_table', withCode('42P01', 'relation "x" does not exist')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated unexpectedly'],
    ['nothing', undefined],
  ])('%s: a fault, not an outage', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});

describe.skipIf(!onPostgres)('a connection cut inside a transaction (PostgreSQL only: PGlite has no connection to cut)', () => {
  it('fails that transaction as unavailable, writes nothing, crashes nothing, and the pool serves again', async () => {
    const [before] = await db.query<{ name: string }>('SELECT name FROM organisers ORDER BY id LIMIT 1');
    const cut = db.transaction(async (tx) => {
      const [{ pid }] = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
      await tx.query("UPDATE organisers SET name = name || ' (half written)'");
      // ended by the server while the transaction waits between statements: the client's 'error' comes with no
      // query under way to take it
      await db.query('SELECT pg_terminate_backend($1)', [pid]);
      await sleep(200);
      await tx.query('SELECT 1');
    });
    await expect(cut).rejects.toSatisfy(isDatabaseUnavailable);
    const [after] = await db.query<{ name: string }>('SELECT name FROM organisers ORDER BY id LIMIT 1');
    expect(after).toEqual(before);
    // more transactions than the pool has connections: the cut one was not handed back to anyone
    const pids = await Promise.all(
      Array.from({ length: 12 }, () => db.transaction(async (tx) => (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid)),
    );
    expect(pids).toHaveLength(12);
    expect((await fetch(`${server.url}/api/organiser`)).status).toBe(200);
  });
});

describe.skipIf(!onPostgres)('a database restart under load (PostgreSQL only: PGlite has no server to restart)', () => {
  it('answers 503 SERVICE_UNAVAILABLE quickly during the outage, 200 again within seconds after, and leaves no cart half processed', async () => {
    const availabilities = await raceAvailabilities(3);
    expect(availabilities).toHaveLength(3);
    const people = await customers(WORKERS);
    expect(people).toHaveLength(WORKERS);

    const before = (await db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM carts'))[0]!.id;
    const outcomes: Outcome[] = [];
    const record = (answer: { outcome: Outcome; body: any }) => (outcomes.push(answer.outcome), answer);
    const succeeded = (kind: Outcome['kind'], since = 0) =>
      outcomes.filter((o) => o.kind === kind && o.started >= since && o.status >= 200 && o.status < 300).length;
    let running = true;
    // Each customer reads the catalogue, adds a place and checks out its cart, over and over until told to stop.
    const worker = async (who: { token: string; participant: number }, i: number) => {
      for (let round = 0; running && round < 1_000; round++) {
        record(await call('read', '/api/availabilities?limit=20'));
        const availability_id = availabilities[(i + round) % availabilities.length];
        const add = record(await call('add', '/api/carts/items', post(who.token, { registrations: [{ availability_id, participant_id: who.participant }] })));
        if (add.outcome.status === 201) {
          record(await call('checkout', '/api/carts/checkout', post(who.token, { cart_id: add.body.data.id, payment_strategy: 'DELAYED', terms: true })));
        }
        await sleep(20);
      }
    };
    const load = Promise.all(people.map(worker));

    // The phases wait for what they need rather than for a set time: the load's pace depends on the machine.
    await until(() => succeeded('checkout') >= 3, 20_000);
    await pg.halt();
    const down = performance.now();
    await until(() => outcomes.filter((o) => o.started >= down).length >= 20, 5_000);
    const resuming = performance.now();
    await pg.resume();
    const listening = performance.now();
    let back = Infinity;
    while (performance.now() - listening < BACK_WITHIN_MS + ANSWER_BOUND_MS) {
      if ((await call('read', '/api/availabilities?limit=1')).outcome.status === 200) {
        back = performance.now();
        break;
      }
      await sleep(50);
    }
    await until(() => (['read', 'add', 'checkout'] as const).every((kind) => succeeded(kind, back) >= 2), 20_000);
    running = false;
    await load;

    // Never a 500, never a hang: a business answer, or the outage's 503 with its code and when to try again.
    const odd = outcomes.filter((o) => ![200, 201, 409, 503].includes(o.status));
    expect(odd, JSON.stringify(odd.slice(0, 5))).toEqual([]);
    const unavailable = outcomes.filter((o) => o.status === 503);
    for (const o of unavailable) expect(o).toMatchObject({ error: 'SERVICE_UNAVAILABLE', retryAfter: expect.stringMatching(/^[1-9]\d*$/) });
    // While the server was down, every answer was that 503, and it came at once.
    const duringOutage = outcomes.filter((o) => o.started >= down && o.ended <= resuming);
    expect(duringOutage.length).toBeGreaterThan(10);
    expect(duringOutage.filter((o) => o.status !== 503)).toEqual([]);
    expect(Math.max(...duringOutage.map((o) => o.ended - o.started))).toBeLessThan(OUTAGE_ANSWER_MS);
    // Back without restarting the API: reads, adds and checkouts succeed again.
    expect(back - listening).toBeLessThan(BACK_WITHIN_MS);
    for (const kind of ['read', 'add', 'checkout'] as const) expect(succeeded(kind, back), kind).toBeGreaterThanOrEqual(2);

    // Nothing half written: each cart of the load, once processed, has a registration per place it held, and an open
    // one none; no session holds more than its capacity.
    const carts = await db.query<{ id: number; processed_at: Date | null; places: number; registered: number }>(
      `SELECT c.id, c.processed_at, (SELECT coalesce(sum(i.quantity), 0)::int FROM cart_items i WHERE i.cart_id = c.id AND i.type = 'REGISTRATION') AS places,
         (SELECT count(*)::int FROM registrations r WHERE r.cart_id = c.id) AS registered
       FROM carts c WHERE c.id > $1`,
      [before],
    );
    expect(carts.filter((c) => (c.processed_at ? c.registered !== c.places : c.registered !== 0))).toEqual([]);
    expect(carts.filter((c) => c.processed_at && c.registered > 0).length).toBeGreaterThan(1);
    const over = await db.query(
      `SELECT a.id FROM availabilities a WHERE a.id = ANY($1::int[])
         AND (SELECT count(*) FROM registrations r WHERE r.availability_id = a.id AND NOT r.cancelled) > a.capacity`,
      [availabilities],
    );
    expect(over).toEqual([]);
    // a few seconds of load around the restart; the restart itself takes seconds more on a busy machine
  }, 90_000);
});
