import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock';
import type { Db } from '../src/db/db';
import { createPgDb } from '../src/db/pg';
import { ATTEMPT_LIMITS } from '../src/lib/rate-limit';
import { ALEX_EMAIL, DEMO_ACCOUNT } from '../src/seed/account';
import { startServer, type RunningServer } from '../src/server';
import { json, NOW } from './helpers';
import { databaseUrl } from './pg-admin';
import { createTestDb } from './test-db';

// docs/security.md §3: the guessing limits are counted in the database, so two API processes on one database hold
// one count (each process used to count its own, and an attacker got 5 guesses per process); and only guesses count:
// a code that exists, submitted again and again, never reaches the limit.

const { vouchers: V } = DEMO_ACCOUNT;
const onPostgres = process.env.ORIEL_TEST_DB === 'postgres' && Boolean(process.env.ORIEL_TEST_PG_URL);

/** One API process as a client sees it. */
interface Process {
  send(method: string, path: string, body?: unknown, token?: string): Promise<Response>;
  login(email: string, password: string): Promise<Response>;
}

const processOf = (server: RunningServer): Process => {
  const send = (method: string, path: string, body?: unknown, token?: string) =>
    fetch(server.url + path, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { send, login: (email, password) => send('POST', '/api/auth/login', { email, password }) };
};

const clock = manualClock(NOW);
let db: Db, second: Db, servers: RunningServer[], a: Process, b: Process;
beforeAll(async () => {
  db = await createTestDb({ seeded: true });
  // On PostgreSQL the second process has a pool of its own on the same database; PGlite lives in one process, where two
  // apps on one database show that the count is the database's, not the app instance's.
  const [{ name }] = (await db.query<{ name: string }>('SELECT current_database() AS name')) as [{ name: string }];
  second = onPostgres ? createPgDb(databaseUrl(process.env.ORIEL_TEST_PG_URL!, name)) : db;
  servers = await Promise.all([db, second].map((each) => startServer({ db: each, clock, demo: true })));
  [a, b] = servers.map(processOf) as [Process, Process];
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  if (second !== db) await second.close();
  await db.close();
});
// each test starts with empty counts: the window runs on the app clock
afterEach(() => clock.advance(ATTEMPT_LIMITS.windowMs + 1000));

const token = async (p: Process, email = ALEX_EMAIL, password = 'demo-password') => {
  const res = await p.login(email, password);
  expect(res.status).toBe(200);
  return (await json(res)).data.token as string;
};

async function expectTooMany(res: Response, fields?: Record<string, string>) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await json(res)).toMatchObject({ error: 'TOO_MANY_ATTEMPTS', ...(fields ? { fields } : {}) });
}

/** A cart of one 50 € gift voucher: under STAGE15's 150 € minimum. */
async function voucherCart(p: Process, auth: string) {
  const vouchers = (await json(await p.send('GET', '/api/vouchers'))).data as { id: number; price: number }[];
  const res = await p.send('POST', '/api/carts/items', { vouchers: [{ voucher_id: vouchers.find((v) => v.price === 5000)!.id }] }, auth);
  expect(res.status).toBe(201);
  return (await json(res)).data.id as number;
}

describe('two API processes on one database', () => {
  it('share one login count: 5 wrong passwords spread over both, then the 6th on either is 429, the right password too', async () => {
    for (let i = 0; i < ATTEMPT_LIMITS.perAccount; i++) expect((await (i % 2 ? b : a).login('demo@oriel.test', `guess-${i}`)).status, String(i)).toBe(401);
    await expectTooMany(await a.login('demo@oriel.test', 'guess-5'));
    await expectTooMany(await b.login('demo@oriel.test', 'guess-6'));
    await expectTooMany(await b.login('demo@oriel.test', 'demo-password'));
  });

  it('a parallel burst of wrong passwords over both lets exactly 5 through, whatever the interleaving', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? b : a).login('demo@oriel.test', `burst-${i}`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(ATTEMPT_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - ATTEMPT_LIMITS.perAccount);
  });

  it('a success on one process clears the account’s count on the other', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < ATTEMPT_LIMITS.perAccount - 1; i++) expect((await a.login('demo@oriel.test', `guess-${round}-${i}`)).status).toBe(401);
      expect((await b.login('demo@oriel.test', 'demo-password')).status).toBe(200);
    }
    expect((await a.login('demo@oriel.test', 'guess-last')).status).toBe(401);
  });

  it('share one voucher count: 5 unknown codes spread over both (GET and PUT), then 429 fields.code on either, a known code too', async () => {
    const alex = await token(a);
    for (let i = 0; i < ATTEMPT_LIMITS.perAccount; i++) {
      const p = i % 2 ? b : a;
      const res =
        i % 3
          ? await p.send('GET', `/api/vouchers/redeem?code=GUESS00${i}`, undefined, alex)
          : await p.send('PUT', '/api/vouchers/redeem', { code: `GUESS00${i}` }, alex);
      expect(res.status, String(i)).toBe(404);
    }
    await expectTooMany(await a.send('GET', `/api/vouchers/redeem?code=${V.gift.code}`, undefined, alex), { code: 'too_many_attempts' });
    await expectTooMany(await b.send('GET', `/api/vouchers/redeem?code=GUESS006`, undefined, alex), { code: 'too_many_attempts' });
  });

  it('keeps the failures as sha256 keys (no e-mail nor address in clear) and sweeps those that left the window', async () => {
    expect((await a.login('demo@oriel.test', 'old-guess')).status).toBe(401);
    const old = await db.query<{ id: string }>('SELECT id::text AS id FROM failed_attempts');
    expect(old.length).toBeGreaterThanOrEqual(2);
    const rows = await db.query<{ kind: string; key_hash: string }>('SELECT kind, key_hash FROM failed_attempts');
    for (const row of rows) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toMatch(/oriel\.test|127\.0\.0\.1/);
    clock.advance(ATTEMPT_LIMITS.windowMs + 61_000);
    expect((await a.login('demo@oriel.test', 'new-guess')).status).toBe(401);
    const left = await db.query<{ id: string; at: Date }>('SELECT id::text AS id, at FROM failed_attempts');
    expect(left).toHaveLength(2);
    expect(left.every((r) => new Date(r.at).getTime() === clock.now().getTime())).toBe(true);
  });
});

describe('codes that exist are no guesses', () => {
  it('a valid coupon code attached and detached 10 times in a row never answers 429', async () => {
    const claire = await token(a, 'demo@oriel.test');
    const cartId = await voucherCart(a, claire);
    for (let i = 0; i < 10; i++) {
      expect((await (i % 2 ? b : a).send('POST', '/api/carts/coupons', { cart_id: cartId, coupon: 'BIENVENUE10' }, claire)).status, String(i)).toBe(200);
      expect((await a.send('DELETE', `/api/carts/coupons?cart_id=${cartId}`, undefined, claire)).status).toBe(200);
    }
  });

  it('a coupon that exists but is refused for this cart (STAGE15 under its minimum, EXPIRE5 switched off) answers 409 every time, on attach and checkout, never 429', async () => {
    const claire = await token(a, 'demo@oriel.test');
    const cartId = await voucherCart(a, claire);
    for (let i = 0; i < 10; i++) {
      const stage = await a.send('POST', '/api/carts/coupons', { cart_id: cartId, coupon: 'STAGE15' }, claire);
      expect(stage.status, String(i)).toBe(409);
      expect((await json(stage)).error).toBe('COUPON_MIN_TOTAL');
      const expired = await b.send('POST', '/api/carts/coupons', { cart_id: cartId, coupon: 'expire5' }, claire);
      expect((await json(expired)).error).toBe('COUPON_INACTIVE');
      const checkout = await a.send('POST', '/api/carts/checkout', { cart_id: cartId, coupon: 'STAGE15', payment_strategy: 'DELAYED', terms: true }, claire);
      expect((await json(checkout)).error).toBe('COUPON_MIN_TOTAL');
    }
    // unknown codes still count, and the count was not cleared by the refused ones: 5 of them, then 429
    for (let i = 0; i < ATTEMPT_LIMITS.perAccount; i++)
      expect((await b.send('POST', '/api/carts/coupons', { cart_id: cartId, coupon: `NOPE${i}` }, claire)).status).toBe(404);
    await expectTooMany(await a.send('POST', '/api/carts/coupons', { cart_id: cartId, coupon: 'STAGE15' }, claire), { coupon: 'too_many_attempts' });
  });

  it('a voucher code that exists, looked up 10 times or redeemed again 10 times (already redeemed), never answers 429', async () => {
    const alex = await token(a);
    for (let i = 0; i < 10; i++) {
      expect((await (i % 2 ? b : a).send('GET', `/api/vouchers/redeem?code=${V.unpaid.code}`, undefined, alex)).status, String(i)).toBe(200);
      const again = await (i % 2 ? a : b).send('PUT', '/api/vouchers/redeem', { code: V.received.code }, alex);
      expect((await json(again)).error).toBe('VOUCHER_REDEEMED');
    }
  });
});
