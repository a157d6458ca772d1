import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { createPgDb } from '../src/db/pg';
import { createSession } from '../src/queries/sessions';
import { NOW } from './now';
import { createPostgresDatabase } from './test-db';

// The API as deployed (src/main.ts) in a process of its own, stopped as an orchestrator stops it: SIGTERM.

const onPostgres = process.env.ORIEL_TEST_DB === 'postgres' && Boolean(process.env.ORIEL_TEST_PG_URL);

interface Api {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** main.ts on the given database (none: PGlite in memory), its log as a log collector gets it (JSON, not a terminal). */
function apiProcess(env: Record<string, string>): Promise<Api> {
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const { VITEST: _quiet, ...parent } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...parent, ORIEL_API_PORT: '0', ORIEL_API_HOST: '127.0.0.1', ORIEL_NOW: NOW, ORIEL_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const listening = () => {
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        child.stdout!.off('data', listening);
        resolve({ url, child, output: () => output, exited });
      }
    };
    child.stdout!.on('data', listening);
    void exited.then((code) => reject(new Error(`the API process exited (${code}) before listening:\n${output}`)));
  });
}

const events = (output: string) =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

// in the api project; the PostgreSQL step runs the same process on its server below
describe.skipIf(onPostgres)('main.ts on PGlite', () => {
  it('logs JSON lines, says where health and metrics live, and on SIGTERM stops clean: exit 0', async () => {
    const api = await apiProcess({ ORIEL_METRICS_TOKEN: 'a-metrics-token-of-32-characters' });
    try {
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${api.url}/api/organiser`)).status).toBe(200);
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
      const log = events(api.output());
      expect(log.find((e) => String(e.msg).includes('listening on'))).toMatchObject({
        level: 'info',
        service: 'oriel-api',
        health: `${api.url}/healthz`,
        ready: `${api.url}/readyz`,
        metrics: `${api.url}/metrics`,
      });
      expect(log.find((e) => e.msg === 'request')).toMatchObject({ method: 'GET', route: '/api/organiser', status: 200 });
      expect(log.map((e) => e.msg)).toEqual(expect.arrayContaining(['stopping: not ready, draining requests in flight', 'stopped']));
    } finally {
      api.child.kill('SIGKILL');
    }
  }, 120_000);
});

describe.skipIf(!onPostgres)('SIGTERM during a checkout (PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Db;
  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.ORIEL_TEST_PG_URL!, true);
    db = createPgDb(database.url);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  /** A customer's cart with a voucher, and its checkout sent while the test holds the cart's row: it waits in its transaction. */
  async function checkoutUnderWay(api: Api, email: string) {
    const [customer] = await db.query<{ id: number }>('SELECT id FROM customers WHERE email = $1', [email]);
    const token = await createSession(db, new Date(NOW), customer!.id);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const [voucher] = (await (await fetch(`${api.url}/api/vouchers`)).json()).data;
    const added = await fetch(`${api.url}/api/carts/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ vouchers: [{ voucher_id: voucher.id, quantity: 2 }] }),
    });
    expect(added.status).toBe(201);
    const cart = (await added.json()).data as { id: number };
    const holder = createPgDb(database.url);
    let release!: () => void;
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const held = holder.transaction(async (tx) => {
      await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cart.id]);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const answer = fetch(`${api.url}/api/carts/checkout`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ cart_id: cart.id, payment_strategy: 'DELAYED', terms: true }),
    }).catch((error: Error) => error);
    // the checkout is waiting for the row when a session of the API's waits on the test's lock
    for (let i = 0; i < 200; i++) {
      const [w] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (w!.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const done = async () => {
      release();
      await held;
      await holder.close();
    };
    return { cart, answer, release: done };
  }

  const state = async (cartId: number) =>
    (
      await db.query<{ processed: boolean; vouchers: number }>(
        `SELECT processed_at IS NOT NULL AS processed,
           (SELECT count(*)::int FROM customer_vouchers v WHERE v.customer_id = c.customer_id AND v.created_at = c.processed_at) AS vouchers
         FROM carts c WHERE id = $1`,
        [cartId],
      )
    )[0];

  it('the checkout completes, whole; new connections are refused meanwhile; the process exits 0', async () => {
    const api = await apiProcess({ DATABASE_URL: database.url });
    try {
      const { cart, answer, release } = await checkoutUnderWay(api, 'alex@oriel.test');
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
      expect(api.child.exitCode).toBe(null);
      await release();
      const res = await answer;
      expect(res).not.toBeInstanceOf(Error);
      expect((res as Response).status).toBe(200);
      expect(await api.exited).toBe(0);
      expect(await state(cart.id)).toEqual({ processed: true, vouchers: 2 });
    } finally {
      api.child.kill('SIGKILL');
    }
  }, 120_000);

  it('past ORIEL_SHUTDOWN_TIMEOUT_MS the checkout is cut, its transaction rolled back whole, and the process exits 1', async () => {
    const api = await apiProcess({ DATABASE_URL: database.url, ORIEL_SHUTDOWN_TIMEOUT_MS: '500' });
    try {
      const { cart, answer, release } = await checkoutUnderWay(api, 'demo@oriel.test');
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(1);
      expect(await answer).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
      await release();
      expect(await state(cart.id)).toEqual({ processed: false, vouchers: 0 });
      expect(events(api.output()).find((e) => e.msg === 'stopped: connections cut at the shutdown bound')).toMatchObject({ level: 'error', cut: 1 });
    } finally {
      api.child.kill('SIGKILL');
    }
  }, 120_000);
});
