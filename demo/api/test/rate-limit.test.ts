import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddress } from '../src/lib/client-address';
import { verifyPassword } from '../src/lib/password';
import { ATTEMPT_LIMITS } from '../src/lib/rate-limit';
import { json, startTestApi, type TestApi } from './helpers';

// docs/security.md §3: guessing passwords, reset e-mails and coupon codes is slowed down per account and per client.

// The real scrypt verification, watched: the unknown-e-mail path must do the same work as a wrong password.
vi.mock('../src/lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/lib/password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Each test starts with empty counters: the window is driven by the app clock, so move it instead of waiting.
afterEach(() => api.clock.advance(ATTEMPT_LIMITS.windowMs + 1000));

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });

const expectTooMany = async (res: Response, fields?: Record<string, string>) => {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(ATTEMPT_LIMITS.windowMs / 1000);
  const body = await json(res);
  expect(body).toMatchObject({ error: 'TOO_MANY_ATTEMPTS', ...(fields ? { fields } : {}) });
  expect(typeof body.message).toBe('string');
  return retry;
};

describe('limits', () => {
  it('are 5 per account and 20 per client address within 15 minutes', () => {
    expect(ATTEMPT_LIMITS).toEqual({ windowMs: 15 * 60_000, perAccount: 5, perClient: 20 });
  });
});

describe('login', () => {
  it('answers 429 TOO_MANY_ATTEMPTS with Retry-After after 5 wrong passwords, even for the right one, until the window passes', async () => {
    for (let i = 0; i < 5; i++) expect((await login('demo@oriel.test', `guess-${i}`)).status).toBe(401);
    for (let i = 5; i < 30; i++) await expectTooMany(await login('demo@oriel.test', `guess-${i}`));
    const retry = await expectTooMany(await login('demo@oriel.test', 'demo-password'));
    api.clock.advance(retry * 1000);
    expect((await login('demo@oriel.test', 'demo-password')).status).toBe(200);
  });

  it('slides: Retry-After is when the oldest of the 5 failures leaves the window, and then one more try is let through', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('demo@oriel.test', `guess-${i}`)).status).toBe(401);
      api.clock.advance(60_000);
    }
    // failures at 0, 1, 2, 3 and 4 minutes; now is 5 minutes: the first leaves the window at 15 minutes
    expect(await expectTooMany(await login('demo@oriel.test', 'guess-5'))).toBe(10 * 60);
    api.clock.advance(10 * 60_000);
    expect((await login('demo@oriel.test', 'guess-6')).status).toBe(401);
    // the failures at 1 to 4 minutes and this one fill the window again, until the one at 1 minute leaves it
    expect(await expectTooMany(await login('demo@oriel.test', 'guess-7'))).toBe(60);
  });

  it('a success resets the account counter', async () => {
    for (let i = 0; i < 4; i++) expect((await login('demo@oriel.test', `guess-${i}`)).status).toBe(401);
    expect((await login('demo@oriel.test', 'demo-password')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('demo@oriel.test', `guess-${i}`)).status).toBe(401);
    expect((await login('demo@oriel.test', 'demo-password')).status).toBe(200);
  });

  it('one client address gets 20 failures whatever the accounts, and a forged X-Forwarded-For changes nothing', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login(`nobody-${i}@exemple.be`, 'guess', { 'X-Forwarded-For': `203.0.113.${i}` });
      expect(res.status, String(i)).toBe(401);
    }
    await expectTooMany(await login('someone-else@exemple.be', 'guess', { 'X-Forwarded-For': '198.51.100.7' }));
    await expectTooMany(await login('demo@oriel.test', 'demo-password'));
  });

  it('verifies an unknown e-mail against a dummy hash, so it costs the same scrypt work as a wrong password', async () => {
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    expect((await login('nobody@exemple.be', 'some-password')).status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]![0]).toBe('some-password');
    expect(verify.mock.calls[0]![1]).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    expect(await verify.mock.results[0]!.value).toBe(false);
    verify.mockClear();
    expect((await login('demo@oriel.test', 'wrong-password')).status).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe('password link', () => {
  it('sends at most 5 links per e-mail in 15 minutes, then 429 with fields.email', async () => {
    const ask = () => api.send('POST', '/api/auth/password/link', { email: 'demo@oriel.test' });
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    await expectTooMany(await ask(), { email: 'too_many_attempts' });
    const mails = (await json(await api.get('/api/demo/outbox?to=demo@oriel.test', api.demoAdminToken!))).data;
    expect(mails).toHaveLength(5);
  });

  it('counts unknown e-mails per client address too (no mail bombing, no probing at leisure)', async () => {
    for (let i = 0; i < 20; i++) expect((await api.send('POST', '/api/auth/password/link', { email: `nobody-${i}@exemple.be` })).status).toBe(200);
    await expectTooMany(await api.send('POST', '/api/auth/password/link', { email: 'marie@exemple.be' }), { email: 'too_many_attempts' });
  });
});

describe('coupon codes', () => {
  const cart = async (token: string) => {
    const vouchers = (await json(await api.get('/api/vouchers'))).data as { id: number; price: number }[];
    const res = await api.send('POST', '/api/carts/items', { vouchers: [{ voucher_id: vouchers.find((v) => v.price === 5000)!.id }] }, token);
    expect(res.status).toBe(201);
    return (await json(res)).data.id as number;
  };

  it('after 5 wrong codes the customer gets 429 with fields.coupon, on attach and on checkout, until the window passes', async () => {
    const token = await api.login();
    const cartId = await cart(token);
    const attach = (coupon: string) => api.send('POST', '/api/carts/coupons', { cart_id: cartId, coupon }, token);
    for (const code of ['AAAA1', 'AAAA2', 'AAAA3', 'AAAA4', 'AAAA5']) expect((await attach(code)).status).toBe(404);
    await expectTooMany(await attach('BIENVENUE10'), { coupon: 'too_many_attempts' });
    const checkout = await api.send('POST', '/api/carts/checkout', { cart_id: cartId, coupon: 'AAAA6', payment_strategy: 'DELAYED', terms: true }, token);
    await expectTooMany(checkout, { coupon: 'too_many_attempts' });
    api.clock.advance(ATTEMPT_LIMITS.windowMs + 1000);
    const fresh = await cart(token); // the first items expired with the window
    expect((await api.send('POST', '/api/carts/coupons', { cart_id: fresh, coupon: 'BIENVENUE10' }, token)).status).toBe(200);
  });

  it('a good code resets the customer’s counter; a wrong cart is not a guess', async () => {
    const token = await api.login();
    const cartId = await cart(token);
    const attach = (coupon: string, id = cartId) => api.send('POST', '/api/carts/coupons', { cart_id: id, coupon }, token);
    for (let i = 0; i < 4; i++) expect((await attach(`WRONG${i}`)).status).toBe(404);
    expect((await attach('BIENVENUE10')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attach(`WRONG${i}`)).status).toBe(404);
    for (let i = 0; i < 3; i++) expect((await attach('BIENVENUE10', 999999)).status).toBe(404);
    expect((await attach('BIENVENUE10')).status).toBe(200);
  });
});

describe('client address', () => {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, c.req.query('trust') === '1')));
  const env = { incoming: { socket: { remoteAddress: '10.0.0.9' } } };
  const ask = async (trust: boolean, headers: Record<string, string> = {}) => (await app.request(`/?trust=${trust ? 1 : 0}`, { headers }, env)).text();

  it('is the socket’s remote address; X-Forwarded-For only behind a trusted proxy (its last hop)', async () => {
    expect(await ask(false, { 'X-Forwarded-For': '203.0.113.1' })).toBe('10.0.0.9');
    expect(await ask(true, { 'X-Forwarded-For': '203.0.113.1, 198.51.100.2' })).toBe('198.51.100.2');
    expect(await ask(true)).toBe('10.0.0.9');
  });
});
