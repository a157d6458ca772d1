import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../src/clock';
import type { Db } from '../src/db/db';
import { createLogger, setProcessLogger, type Logger } from '../src/ops/log';
import { startServer, type RunningServer } from '../src/server';
import { json, NOW, registrationBody } from './helpers';
import { createTestDb } from './test-db';

// docs/operations.md: a customer's whole journey (register, a reset link, login, a place in the cart, checkout), then
// what an operator sees of it: the log, one JSON event a request, holds none of the customer's secrets; /metrics
// counts what happened.

const EMAIL = 'Journey.Customer@Exemple.be';
const FIRST_PASSWORD = 'first-Secret-4821';
const NEW_PASSWORD = 'second-Secret-9307';
const ADMIN = 'journey-admin-token-0123456789';
const METRICS = 'journey-metrics-token-0123456789';

let db: Db;
let server: RunningServer;
let previous: Logger;
const lines: string[] = [];
const printed: string[] = [];
/** What the journey handed out: none of it may reach the log. */
const secrets: Record<string, string> = { email: EMAIL, email_lowercase: EMAIL.toLowerCase(), first_password: FIRST_PASSWORD, new_password: NEW_PASSWORD };

const send = (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, {
    method,
    headers: {
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  const capture = createLogger({ format: 'json', write: (line) => void lines.push(line), base: { service: 'oriel-api' } });
  previous = setProcessLogger(capture);
  // anything printed besides the logger's events is part of the log too
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
  }
  db = await createTestDb({ seeded: true });
  server = await startServer({ db, clock: manualClock(NOW), demo: true, demoAdminToken: ADMIN, metricsToken: METRICS, logger: capture });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
  setProcessLogger(previous);
  vi.restoreAllMocks();
});

/** An open session anyone may take with a plain add, its age limits and capacity lifted. */
async function plainAvailability(): Promise<number> {
  const [a] = await db.query<{ id: number }>(
    `SELECT a.id FROM availabilities a JOIN activities act ON act.id = a.activity_id
     WHERE a.status = 'OPEN' AND a.start_at > $1::timestamptz + interval '2 days' AND act.registration_flow = 'REGISTRATION'
       AND a.registrations_start_at IS NULL AND a.registrations_end_at IS NULL
       AND (SELECT count(*) FROM availability_dates d WHERE d.availability_id = a.id) = 1
       AND NOT EXISTS (SELECT 1 FROM options o WHERE o.activity_id = act.id AND o.required)
       AND NOT EXISTS (SELECT 1 FROM questions x WHERE x.activity_id = act.id AND x.required)
     ORDER BY a.id LIMIT 1`,
    [NOW],
  );
  await db.query('UPDATE availabilities SET age_minimum = NULL, age_maximum = NULL, capacity = NULL WHERE id = $1', [a!.id]);
  await db.query("UPDATE availability_dates SET status = 'OPEN', capacity = NULL WHERE availability_id = $1", [a!.id]);
  return a!.id;
}

const sample = (text: string, name: string, labels: string) =>
  Number(new RegExp(`^${name}\\{${labels.replace(/[{}()[\]\\/.*+?^$|]/g, '\\$&')}\\} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
const plain = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

describe('a customer journey, as the operator sees it', () => {
  let answerIds: string[] = [];

  it('registers, resets the password by link, logs in, adds a place and checks out', async () => {
    const registered = await send('POST', '/api/auth/register', { ...registrationBody(EMAIL, 'Journey'), password: FIRST_PASSWORD });
    expect(registered.status).toBe(201);
    secrets.first_session = (await json(registered)).data.token;

    expect((await send('POST', '/api/auth/password/link', { email: EMAIL })).status).toBe(200);
    const [mail] = (await json(await send('GET', `/api/demo/outbox?to=${encodeURIComponent(EMAIL.toLowerCase())}`, undefined, ADMIN))).data;
    secrets.reset_link = mail.link;
    secrets.reset_token = new URL(mail.link).searchParams.get('token')!;
    expect((await send('POST', '/api/auth/password', { token: secrets.reset_token, password: NEW_PASSWORD })).status).toBe(200);

    const login = await send('POST', '/api/auth/login', { email: EMAIL, password: NEW_PASSWORD }, undefined, { 'X-Request-Id': 'support-ticket-4711' });
    expect(login.status).toBe(200);
    expect(login.headers.get('X-Request-Id')).toBe('support-ticket-4711');
    const token = (await json(login)).data.token as string;
    secrets.session = token;

    const [participant] = await db.query<{ id: number }>(
      `INSERT INTO participants (customer_id, cuid, firstname, lastname, custom_data, created_at)
       SELECT id, 'journeykid01', 'Kid', 'Journey', '[]', $2 FROM customers WHERE lower(email) = $1 RETURNING id`,
      [EMAIL.toLowerCase(), NOW],
    );
    const added = await send(
      'POST',
      '/api/carts/items',
      { registrations: [{ availability_id: await plainAvailability(), participant_id: participant!.id }] },
      token,
    );
    expect(added.status).toBe(201);
    const cart = (await json(added)).data;
    const checkout = await send('POST', '/api/carts/checkout', { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true }, token);
    expect(checkout.status).toBe(200);
    answerIds = [registered, login, added, checkout].map((r) => r.headers.get('X-Request-Id')!);

    // someone guessing the password: five failures, then the limit refuses
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await send('POST', '/api/auth/login', { email: EMAIL, password: `guess-${i}-wrong` })).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('logs one JSON event per request, with its id, method, route pattern, status, duration and organiser', () => {
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = events.filter((e) => e.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(13);
    for (const e of requests) {
      expect(Object.keys(e)).toEqual(['time', 'level', 'msg', 'service', 'request_id', 'method', 'route', 'status', 'duration_ms', 'organiser']);
      expect(e.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(e.duration_ms).toBeGreaterThanOrEqual(0);
      expect(e.organiser).toBe('default');
    }
    expect(requests.map((e) => `${e.method} ${e.route} ${e.status}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register 201',
        'POST /api/auth/password/link 200',
        'GET /api/demo/outbox 200',
        'POST /api/auth/password 200',
        'POST /api/auth/login 200',
        'POST /api/carts/items 201',
        'POST /api/carts/checkout 200',
        'POST /api/auth/login 429',
      ]),
    );
    // the id a caller sent is the one logged; the others were made here and answered
    expect(requests.find((e) => e.request_id === 'support-ticket-4711')).toMatchObject({ route: '/api/auth/login', status: 200 });
    for (const id of answerIds) expect(requests.some((e) => e.request_id === id)).toBe(true);
    // the mail is one event too, its recipient a pseudonym
    expect(events.find((e) => e.msg === 'mail')).toMatchObject({ recipient: expect.stringMatching(/^[0-9a-f]{12}$/), delivery: 'demo outbox' });
  });

  it('holds no e-mail address, password, session token, reset token or reset link', () => {
    const log = [...lines, ...printed].join('\n');
    expect(Object.keys(secrets)).toEqual(
      expect.arrayContaining(['email', 'first_password', 'new_password', 'first_session', 'session', 'reset_token', 'reset_link']),
    );
    for (const [what, secret] of Object.entries(secrets)) {
      expect(secret.length, what).toBeGreaterThan(8);
      expect(log.includes(secret), `${what} in the log`).toBe(false);
    }
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(log).not.toMatch(/token=|https?:\/\/\S*password/);
  });

  it('counts it in /metrics: requests by route and status, the cart processed, its registration, the refusal, the pool, the holds', async () => {
    const res = await send('GET', '/metrics', undefined, METRICS);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(sample(text, 'oriel_http_requests_total', 'method="POST",route="/api/carts/checkout",status="200"')).toBe(1);
    expect(sample(text, 'oriel_http_requests_total', 'method="POST",route="/api/auth/login",status="401"')).toBe(5);
    expect(sample(text, 'oriel_http_request_duration_seconds_count', 'method="POST",route="/api/carts/items",status="201"')).toBe(1);
    expect(sample(text, 'oriel_http_request_duration_seconds_bucket', 'method="POST",route="/api/carts/items",status="201",le="+Inf"')).toBe(1);
    expect(plain(text, 'oriel_carts_processed_total')).toBe(1);
    expect(plain(text, 'oriel_registrations_created_total')).toBe(1);
    expect(sample(text, 'oriel_attempt_refusals_total', 'kind="login"')).toBe(1);
    expect(sample(text, 'oriel_db_pool_connections', 'state="in_use"')).toBeGreaterThanOrEqual(0);
    expect(plain(text, 'oriel_db_pool_waiting')).toBe(0);
    expect(plain(text, 'oriel_db_pool_max')).toBeGreaterThanOrEqual(1);
    expect(plain(text, 'oriel_metrics_database_read_ok')).toBe(1);
    expect(sample(text, 'oriel_cart_holds', 'state="active"')).toBeGreaterThanOrEqual(0);
    expect(plain(text, 'oriel_ready')).toBe(1);
    expect(plain(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // no path, no address, no secret is a label
    expect(text).not.toMatch(/@|journeykid|token=/);
    for (const secret of Object.values(secrets)) expect(text.includes(secret)).toBe(false);
  });

  it('a hold that lapses is counted as expired once its 15 minutes are over', async () => {
    const read = async () => {
      const text = await (await send('GET', '/metrics', undefined, METRICS)).text();
      return { active: sample(text, 'oriel_cart_holds', 'state="active"'), expired: sample(text, 'oriel_cart_holds', 'state="expired"') };
    };
    const token = (await json(await send('POST', '/api/auth/login', { email: 'alex@oriel.test', password: 'demo-password' }))).data.token;
    const [voucher] = (await json(await send('GET', '/api/vouchers'))).data;
    expect((await send('POST', '/api/carts/items', { vouchers: [{ voucher_id: voucher.id, quantity: 1 }] }, token)).status).toBe(201);
    // the database's counts are read at most every 15 s: a test waits for no cache
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      const before = await read();
      await db.query(
        "UPDATE cart_items SET expires_at = $1::timestamptz - interval '1 minute' WHERE cart_id IN (SELECT id FROM carts WHERE processed_at IS NULL AND customer_id = (SELECT id FROM customers WHERE email = 'alex@oriel.test'))",
        [NOW],
      );
      vi.setSystemTime(Date.now() + 60_000);
      const after = await read();
      expect(after.expired).toBe(before.expired + 1);
      expect(after.active).toBe(before.active - 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
