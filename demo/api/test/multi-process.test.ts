import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock';
import type { Db } from '../src/db/db';
import { createPgDb } from '../src/db/pg';
import { createSession } from '../src/queries/sessions';
import { startServer } from '../src/server';
import { NOW } from './now';
import { createPostgresDatabase, createTestDb } from './test-db';

// Several API processes on one database: started at once on an empty one, they take turns to migrate and seed (the
// setup lock, db/migrate.ts); serving side by side, their row locks decide races as one process's do
// (concurrency.test.ts runs those races in one process).

const onPostgres = process.env.ORIEL_TEST_DB === 'postgres' && Boolean(process.env.ORIEL_TEST_PG_URL);
const SETUP_TABLES = ['schema_migrations', 'organisers', 'activities', 'availabilities', 'customers', 'vouchers'];

const counts = async (db: Db) =>
  Object.fromEntries(
    await Promise.all(SETUP_TABLES.map(async (t) => [t, (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n] as const)),
  );

describe('servers started at once on an empty database', () => {
  it('3 servers all come up; the schema is migrated once and the seed is there once', async () => {
    // On PostgreSQL each server has a pool of its own, as separate processes would; PGlite is one process's, shared.
    const database = onPostgres ? await createPostgresDatabase(process.env.ORIEL_TEST_PG_URL!, false) : null;
    const shared = database ? null : await createTestDb();
    const dbs = database ? [0, 1, 2].map(() => createPgDb(database.url)) : [shared!];
    const reference = await createTestDb({ seeded: true });
    try {
      const servers = await Promise.all([0, 1, 2].map((i) => startServer({ db: dbs[i % dbs.length]!, clock: manualClock(NOW) })));
      try {
        for (const server of servers) expect((await fetch(`${server.url}/api/organiser`)).status).toBe(200);
        // the same rows as a database seeded once, whichever server did it
        expect(await counts(dbs[0]!)).toEqual(await counts(reference));
      } finally {
        await Promise.all(servers.map((s) => s.close()));
      }
    } finally {
      await Promise.all([...dbs, reference].map((db) => db.close()));
      await database?.drop();
    }
    // one seed on an empty database: seconds, many more on a busy machine
  }, 120_000);
});

/** The API as it is deployed (src/main.ts) in a process of its own, on the given database. */
function apiProcess(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ORIEL_API_PORT: '0', ORIEL_API_HOST: '127.0.0.1', ORIEL_NOW: NOW, ORIEL_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const listening = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout!.on('data', listening);
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}) before listening:\n${output}`)));
  });
}

describe.skipIf(!onPostgres)('two API processes on one database (PostgreSQL only: PGlite serves one process)', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Db;
  let processes: { url: string; child: ChildProcess }[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.ORIEL_TEST_PG_URL!, true);
    db = createPgDb(database.url);
    processes = await Promise.all([apiProcess(database.url), apiProcess(database.url)]);
  });
  afterAll(async () => {
    const exited = (child: ChildProcess) =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(null);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    await Promise.all(processes.map(({ child }) => exited(child)));
    await db?.close();
    await database?.drop();
  });

  /** Request i goes to one process or the other, in turn. */
  const send = (i: number, method: string, path: string, token: string, body?: unknown) =>
    fetch(processes[i % 2]!.url + path, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  let made = 0;
  /** n new customers, each with one child and a session (made in the database: the race is not about signing in). */
  async function newCustomers(n: number): Promise<{ token: string; participant: number }[]> {
    const customers = await db.query<{ id: number }>(
      `INSERT INTO customers (organiser_id, cuid, firstname, lastname, email, phone, custom_data, password_hash, created_at)
       SELECT c.organiser_id, 'racer' || g, 'Racer', 'N' || g, 'racer' || g || '@race.test', c.phone, '[]', c.password_hash, c.created_at
       FROM customers c, generate_series($1::int + 1, $1::int + $2::int) g WHERE c.email = 'demo@oriel.test' ORDER BY g RETURNING id`,
      [made, n],
    );
    made += n;
    return Promise.all(
      customers.map(async ({ id }) => {
        const [p] = await db.query<{ id: number }>(
          `INSERT INTO participants (customer_id, cuid, firstname, lastname, custom_data, created_at) VALUES ($1, 'racerkid' || $1::int, 'Kid', 'N', '[]', $2) RETURNING id`,
          [id, NOW],
        );
        return { token: await createSession(db, new Date(NOW), id), participant: p!.id };
      }),
    );
  }

  /** An open session anyone may take with a plain add (one date, nothing required to answer, registrations open). */
  async function plainAvailability(which: 'first' | 'last'): Promise<{ id: number; cuid: string }> {
    const [a] = await db.query<{ id: number; cuid: string }>(
      `SELECT a.id, a.cuid FROM availabilities a JOIN activities act ON act.id = a.activity_id
       WHERE a.status = 'OPEN' AND a.start_at > $1::timestamptz + interval '2 days' AND act.registration_flow = 'REGISTRATION'
         AND a.registrations_start_at IS NULL AND a.registrations_end_at IS NULL
         AND (SELECT count(*) FROM availability_dates d WHERE d.availability_id = a.id) = 1
         AND NOT EXISTS (SELECT 1 FROM options o WHERE o.activity_id = act.id AND o.required)
         AND NOT EXISTS (SELECT 1 FROM questions x WHERE x.activity_id = act.id AND x.required)
       ORDER BY a.id ${which === 'first' ? 'ASC' : 'DESC'} LIMIT 1`,
      [NOW],
    );
    expect(a).toBeTruthy();
    return a!;
  }

  it('40 customers racing for the last 3 places over both processes: exactly 3 get one', async () => {
    const a = await plainAvailability('first');
    // 3 free places: no hold on it, the capacity 3 above its registrations, no age limit (the racers' children have no
    // birth date)
    await db.query('DELETE FROM cart_items WHERE availability_id = $1', [a.id]);
    await db.query(
      `UPDATE availabilities SET age_minimum = NULL, age_maximum = NULL,
         capacity = (SELECT count(*) FROM registrations r WHERE r.availability_id = $1 AND NOT r.cancelled) + 3 WHERE id = $1`,
      [a.id],
    );
    await db.query("UPDATE availability_dates SET status = 'OPEN', capacity = NULL WHERE availability_id = $1", [a.id]);
    const racers = await newCustomers(40);

    // the requests alternate between the processes: 20 each, all sent at once
    const answers = await Promise.all(
      racers.map((r, i) => send(i, 'POST', '/api/carts/items', r.token, { registrations: [{ availability_id: a.id, participant_id: r.participant }] })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(37);
    // each process sees the session full, with exactly its capacity taken
    for (const i of [0, 1]) {
      const detail = (await (await fetch(`${processes[i]!.url}/api/availabilities/${a.cuid}`)).json()) as {
        data: { registered: number; capacity: number; status: string };
      };
      expect(detail.data).toMatchObject({ status: 'FULL' });
      expect(detail.data.registered).toBe(detail.data.capacity);
    }
  });

  it('one cart checked out on both processes at once: processed once, and both answers are that one', async () => {
    const a = await plainAvailability('last');
    await db.query('UPDATE availabilities SET age_minimum = NULL, age_maximum = NULL, capacity = NULL WHERE id = $1', [a.id]);
    await db.query("UPDATE availability_dates SET status = 'OPEN', capacity = NULL WHERE availability_id = $1", [a.id]);
    const buyers = await newCustomers(10);
    for (const buyer of buyers) {
      const added = await send(0, 'POST', '/api/carts/items', buyer.token, { registrations: [{ availability_id: a.id, participant_id: buyer.participant }] });
      expect(added.status).toBe(201);
      const cart = ((await added.json()) as { data: { id: number } }).data;
      const both = await Promise.all(
        [0, 1].map((i) => send(i, 'POST', '/api/carts/checkout', buyer.token, { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true })),
      );
      expect(both.map((res) => res.status)).toEqual([200, 200]);
      const [first, second] = await Promise.all(both.map((res) => res.json()));
      expect(second).toEqual(first);
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM registrations WHERE cart_id = $1', [cart.id]);
      expect(row!.n).toBe(1);
    }
  });
});
