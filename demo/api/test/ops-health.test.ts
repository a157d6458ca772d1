import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../src/clock';
import type { Db } from '../src/db/db';
import { createSession } from '../src/queries/sessions';
import { formatLine, logFormat, redact } from '../src/ops/log';
import { Registry } from '../src/ops/prometheus';
import { requestId } from '../src/ops/request-id';
import { startServer, type RunningServer } from '../src/server';
import { json, NOW } from './helpers';
import { createTestDb } from './test-db';

// docs/operations.md: the probes (/healthz, /readyz), /metrics behind its token, and the drain of a stop.

/** The database as the server sees it, counting its calls, and failing them as an outage would when `down`. */
function watched(db: Db) {
  const state = { calls: 0, down: false, gate: null as Promise<void> | null };
  const outage = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const wrapped: Db = {
    ...db,
    async query(sql, params) {
      state.calls++;
      if (state.down) throw outage();
      return db.query(sql, params);
    },
    async transaction(fn) {
      state.calls++;
      if (state.gate) await state.gate;
      if (state.down) throw outage();
      return db.transaction(fn);
    },
  };
  return { db: wrapped, state };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('probes', () => {
  let db: Db;
  let w: ReturnType<typeof watched>;
  let server: RunningServer;
  beforeAll(async () => {
    db = await createTestDb({ seeded: true });
    w = watched(db);
    server = await startServer({ db: w.db, clock: manualClock(NOW), demo: true });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  afterEach(() => void (w.state.down = false));

  it('/healthz answers 200 without a database call, even with the database down; /readyz asks the database', async () => {
    const before = w.state.calls;
    for (let i = 0; i < 5; i++) expect(await json(await fetch(`${server.url}/healthz`))).toEqual({ status: 'ok' });
    expect(w.state.calls).toBe(before);
    w.state.down = true;
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    w.state.down = false;
    expect(await json(await fetch(`${server.url}/readyz`))).toEqual({ status: 'ready' });
    expect(w.state.calls).toBe(before + 1);
  });

  it('/readyz answers 503 with a reason: the database out of reach, a migration not applied', async () => {
    w.state.down = true;
    const down = await fetch(`${server.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await json(down)).toEqual({ status: 'not_ready', reason: 'database_unreachable' });
    w.state.down = false;
    const [last] = await db.query<{ name: string }>('DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name');
    try {
      const pending = await fetch(`${server.url}/readyz`);
      expect(pending.status).toBe(503);
      expect(await json(pending)).toEqual({ status: 'not_ready', reason: 'migrations_pending' });
    } finally {
      await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name]);
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('probes are never limited nor logged; every other request is, with its id', async () => {
    const lines: string[] = [];
    vi.stubEnv('VITEST', undefined);
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const [attempts] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM failed_attempts');
      const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => fetch(`${server.url}/${i % 2 ? 'healthz' : 'readyz'}`).then((r) => r.status)));
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM failed_attempts')).toEqual([attempts]);
      expect(lines).toEqual([]);
      const sent = await fetch(`${server.url}/api/organiser`, { headers: { 'X-Request-Id': 'lb-7f3a.01' } });
      const forged = await fetch(`${server.url}/api/organiser`, { headers: { 'X-Request-Id': '<script>alert(1)</script>' } });
      const none = await fetch(`${server.url}/api/organiser`, { headers: { Origin: 'https://shop.example' } });
      expect(sent.headers.get('X-Request-Id')).toBe('lb-7f3a.01');
      expect(forged.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(none.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
      // a page of another origin may read it (to quote it to support)
      expect(none.headers.get('Access-Control-Expose-Headers')).toContain('X-Request-Id');
      expect(lines.map((l) => JSON.parse(l).request_id)).toEqual(['lb-7f3a.01', forged.headers.get('X-Request-Id'), none.headers.get('X-Request-Id')]);
    } finally {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    }
  });
});

describe('/metrics outside demo mode', () => {
  const TOKEN = 'metrics-token-for-the-scraper-42';
  let db: Db;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    db = await createTestDb({ seeded: true });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await db?.close();
  });

  it('does not exist without a token; with one, answers only that token (none, a wrong one, a customer session: 401)', async () => {
    const [open, guarded] = await Promise.all([
      startServer({ db, clock: manualClock(NOW), demo: false }),
      startServer({ db, clock: manualClock(NOW), demo: false, metricsToken: TOKEN }),
    ]);
    servers.push(open, guarded);
    expect((await fetch(`${open.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${open.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    const [claire] = await db.query<{ id: number }>("SELECT id FROM customers WHERE email = 'demo@oriel.test'");
    const session = await createSession(db, new Date(NOW), claire!.id);
    for (const header of [undefined, 'Bearer wrong-token-of-the-same-size-42', `Bearer ${TOKEN}x`, `Bearer ${session}`, `Basic ${btoa(`x:${TOKEN}`)}`]) {
      const res = await fetch(`${guarded.url}/metrics`, { headers: header ? { Authorization: header } : {} });
      expect(res.status, header).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(await res.text()).not.toContain('oriel_http');
    }
    const ok = await fetch(`${guarded.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('# TYPE oriel_http_requests_total counter');
  });
});

describe('a stop while a checkout is in its transaction', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb({ seeded: true });
  });
  afterAll(() => db?.close());

  /** Alex's checkout of a voucher, under way: its transaction waits for the cart row the test holds until release(). */
  async function checkoutUnderWay(server: RunningServer) {
    const [alex] = await db.query<{ id: number }>("SELECT id FROM customers WHERE email = 'alex@oriel.test'");
    const token = await createSession(db, new Date(NOW), alex!.id);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const [voucher] = (await json(await fetch(`${server.url}/api/vouchers`))).data;
    const add = await fetch(`${server.url}/api/carts/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ vouchers: [{ voucher_id: voucher.id, quantity: 1 }] }),
    });
    const cart = (await json(add)).data as { id: number };
    let release!: () => void;
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    // on PGlite the checkout waits for the test's whole transaction, on PostgreSQL for the row lock
    const held = db.transaction(async (tx) => {
      await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cart.id]);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const answer = fetch(`${server.url}/api/carts/checkout`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ cart_id: cart.id, payment_strategy: 'DELAYED', terms: true }),
    });
    await vi.waitFor(() => expect(server.metrics.inFlight.value()).toBe(1));
    return { cart, answer, release: () => (release(), held) };
  }

  it('reports not ready at once, refuses new connections, lets the checkout finish whole, then stops (nothing cut)', async () => {
    const server = await startServer({ db, clock: manualClock(NOW), demo: true });
    const { cart, answer, release } = await checkoutUnderWay(server);

    const stopped = server.shutdown(10_000);
    expect(server.readiness.state).toBe('draining');
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);

    await release();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.headers.get('Connection')).toBe('close');
    expect(await stopped).toEqual({ cut: 0 });
    const [row] = await db.query<{ processed: boolean; vouchers: number }>(
      `SELECT processed_at IS NOT NULL AS processed,
         (SELECT count(*)::int FROM customer_vouchers v WHERE v.customer_id = c.customer_id AND v.created_at = c.processed_at) AS vouchers
       FROM carts c WHERE id = $1`,
      [cart.id],
    );
    expect(row).toEqual({ processed: true, vouchers: 1 });
  });

  it('cuts what is still running at the bound, and says how many', async () => {
    const server = await startServer({ db, clock: manualClock(NOW), demo: true });
    const { answer, release } = await checkoutUnderWay(server);
    expect(await server.shutdown(200)).toEqual({ cut: 1 });
    await expect(answer).rejects.toThrow();
    await release();
  });
});

describe('the pieces', () => {
  it('writes the Prometheus text format: HELP, TYPE, escaped labels, cumulative buckets', () => {
    const r = new Registry();
    const c = r.counter('t_total', 'A count\nof things.');
    const h = r.histogram('t_seconds', 'A time.', [0.1, 1]);
    const g = r.gauge('t_now', 'A level.', () => [{ labels: { state: 'idle' }, value: 3 }]);
    c.inc({ route: '/a/:id', say: 'a "quote" \\ and\nline' });
    c.inc({ route: '/a/:id', say: 'a "quote" \\ and\nline' }, 2);
    for (const v of [0.05, 0.5, 5]) h.observe(v, { route: '/b' });
    g.set(1, { state: 'busy' });
    expect(r.text()).toBe(
      [
        '# HELP t_total A count\\nof things.',
        '# TYPE t_total counter',
        't_total{route="/a/:id",say="a \\"quote\\" \\\\ and\\nline"} 3',
        '# HELP t_seconds A time.',
        '# TYPE t_seconds histogram',
        't_seconds_bucket{route="/b",le="0.1"} 1',
        't_seconds_bucket{route="/b",le="1"} 2',
        't_seconds_bucket{route="/b",le="+Inf"} 3',
        't_seconds_sum{route="/b"} 5.55',
        't_seconds_count{route="/b"} 3',
        '# HELP t_now A level.',
        '# TYPE t_now gauge',
        't_now{state="busy"} 1',
        't_now{state="idle"} 3',
        '',
      ].join('\n'),
    );
    expect(() => c.inc({}, -1)).toThrow();
    expect(() => r.counter('t_total', 'again')).toThrow();
  });

  it('logs JSON off a terminal and readable lines on one; redacts addresses, bearer tokens and secret parameters', () => {
    expect(logFormat({}, { isTTY: true })).toBe('pretty');
    expect(logFormat({}, { isTTY: false })).toBe('json');
    expect(logFormat({ ORIEL_LOG_FORMAT: 'json' }, { isTTY: true })).toBe('json');
    expect(redact('duplicate key (email)=(jo.x+1@mail.example.be) for Bearer abc.DEF-123 at /reset?token=s3cr3t&x=1')).toBe(
      'duplicate key (email)=([email]) for Bearer [redacted] at /reset?token=[redacted]&x=1',
    );
    const time = new Date('2026-11-23T09:00:00.000Z');
    const error = Object.assign(new Error('no row for ann@x.example'), { code: '23505' });
    const json = JSON.parse(
      formatLine('json', 'error', 'unexpected error', { route: '/api/x/:id', ...{ error: error.name, error_message: redact(error.message) } }, time),
    );
    expect(json).toEqual({
      time: '2026-11-23T09:00:00.000Z',
      level: 'error',
      msg: 'unexpected error',
      route: '/api/x/:id',
      error: 'Error',
      error_message: 'no row for [email]',
    });
    expect(formatLine('pretty', 'info', 'request', { method: 'GET', route: '/api/organiser', status: 200, note: 'two words' }, time)).toBe(
      '09:00:00.000 INFO  request  method=GET route=/api/organiser status=200 note="two words"',
    );
  });

  it('keeps a request id made of a plain token, replaces any other', () => {
    expect(requestId('abc-DEF_1.2:3')).toBe('abc-DEF_1.2:3');
    for (const bad of [undefined, '', 'a b', 'x'.repeat(129), 'ü', 'a\nb', '{"json":1}']) expect(requestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('starting', () => {
  it('answers /healthz and a 503 /readyz while it migrates and seeds, then serves', async () => {
    const db = await createTestDb({ seeded: true });
    const w = watched(db);
    let open!: () => void;
    w.state.gate = new Promise<void>((resolve) => (open = resolve));
    const port = await freePort();
    const starting = startServer({ db: w.db, clock: manualClock(NOW), port });
    try {
      const url = `http://127.0.0.1:${port}`;
      await vi.waitFor(() => fetch(`${url}/healthz`).then((r) => expect(r.status).toBe(200)));
      const ready = await fetch(`${url}/readyz`);
      expect([ready.status, await json(ready)]).toEqual([503, { status: 'not_ready', reason: 'starting' }]);
      const api = await fetch(`${url}/api/organiser`);
      expect([api.status, api.headers.get('Retry-After'), (await json(api)).error]).toEqual([503, '2', 'SERVICE_UNAVAILABLE']);
      w.state.gate = null;
      open();
      const server = await starting;
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      expect((await fetch(`${url}/api/organiser`)).status).toBe(200);
      await server.close();
    } finally {
      open();
      await db.close();
    }
  });
});
