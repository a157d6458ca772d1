import { authAnswerSchema } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_LIMITS } from '../src/lib/rate-limit';
import { ALEX_EMAIL } from '../src/seed/account';
import { LONDON_ORGANISER_CUID } from '../src/seed/index';
import { json, registrationBody, startTestApi, type TestApi } from './helpers';

// docs/security.md §11: accounts belong to one organiser (sign-in, reset links, sessions) and a reset voids the other
// links; §3: registrations of taken addresses are limited like logins.

let api: TestApi;
const london = `/o/${LONDON_ORGANISER_CUID}`;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
// Each test starts with empty attempt counters: the window runs on the app clock.
afterEach(() => api.clock.advance(ATTEMPT_LIMITS.windowMs + 1000));

let serial = 0;
/** A fresh address, so that no test depends on another's accounts. */
const freshEmail = (name: string) => `${name}-${++serial}@exemple.be`;

const register = async (email: string, password: string, base = '') => {
  const res = await api.send('POST', `${base}/api/auth/register`, { ...registrationBody(email), password });
  expect(res.status, `register ${email} at ${base || 'root'}`).toBe(201);
  return v.parse(authAnswerSchema, await json(res)).data;
};
const login = (email: string, password: string, base = '') => api.send('POST', `${base}/api/auth/login`, { email, password });
const askLink = async (email: string, base = '') => {
  expect((await api.send('POST', `${base}/api/auth/password/link`, { email })).status).toBe(200);
  const mails = (await json(await api.get(`/api/demo/outbox?to=${encodeURIComponent(email)}`, api.demoAdminToken!))).data as { link: string }[];
  return new URL(mails[0]!.link).searchParams.get('token')!; // newest first
};
const reset = (token: string, password: string, base = '') => api.send('POST', `${base}/api/auth/password`, { token, password });

describe('reset links', () => {
  it('a reset voids every other outstanding link of the customer: an older link no longer sets a password', async () => {
    const email = freshEmail('links');
    await register(email, 'first-password');
    const older = await askLink(email);
    const newer = await askLink(email);
    expect(older).not.toBe(newer);
    expect((await reset(newer, 'newer-password')).status).toBe(200);
    const late = await reset(older, 'older-password');
    expect(late.status).toBe(400);
    expect(await json(late)).toMatchObject({ error: 'INVALID_TOKEN', fields: { token: 'invalid' } });
    expect((await login(email, 'older-password')).status).toBe(401);
    expect((await login(email, 'newer-password')).status).toBe(200);
    // voided, not banned: a link asked afterwards works
    expect((await reset(await askLink(email), 'third-password')).status).toBe(200);
  });

  // A few rounds: on PostgreSQL the two transactions interleave, and voiding the other links without locking the
  // customer first can deadlock (500).
  it('two links of one customer used at once: exactly one sets the password', async () => {
    for (let round = 0; round < 3; round++) {
      const email = freshEmail('race');
      await register(email, 'first-password');
      const [a, b] = [await askLink(email), await askLink(email)];
      const answers = await Promise.all([reset(a, 'password-a'), reset(b, 'password-b')]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
      const won = answers[0]!.status === 200 ? 'password-a' : 'password-b';
      const lost = won === 'password-a' ? 'password-b' : 'password-a';
      expect((await login(email, won)).status).toBe(200);
      expect((await login(email, lost)).status).toBe(401);
    }
  });
});

describe('one address at two organisers', () => {
  it('registering an address at another organiser first does not lock its owner out here', async () => {
    const email = freshEmail('twice');
    const there = await register(email, 'london-password', london);
    const here = await register(email, 'brussels-password');
    const signedIn = await login(email, 'brussels-password');
    expect(signedIn.status).toBe(200);
    expect(v.parse(authAnswerSchema, await json(signedIn)).data.customer.cuid).toBe(here.customer.cuid);
    expect((await login(email, 'london-password')).status).toBe(401);
    const thereIn = await login(email, 'london-password', london);
    expect(thereIn.status).toBe(200);
    expect(v.parse(authAnswerSchema, await json(thereIn)).data.customer.cuid).toBe(there.customer.cuid);
    expect((await login(email, 'brussels-password', london)).status).toBe(401);
  });

  it('a reset link asked at an organiser leads to the website of that organiser, and its token works there', async () => {
    const email = freshEmail('london-link');
    await register(email, 'london-password', london);
    expect((await api.send('POST', `${london}/api/auth/password/link`, { email })).status).toBe(200);
    const [mail] = (await json(await api.get(`/api/demo/outbox?to=${encodeURIComponent(email)}`, api.demoAdminToken!))).data as { link: string }[];
    const link = new URL(mail!.link);
    expect(link.origin).toBe('https://park-workshops.oriel.test');
    expect((await reset(link.searchParams.get('token')!, 'new-london-password', london)).status).toBe(200);
  });

  it('a reset link is for the account of the organiser it was asked at, and its token works there only', async () => {
    const email = freshEmail('reset');
    await register(email, 'london-password', london);
    await register(email, 'brussels-password');
    const token = await askLink(email);
    const elsewhere = await reset(token, 'stolen-password', london);
    expect(elsewhere.status).toBe(400);
    expect((await json(elsewhere)).error).toBe('INVALID_TOKEN');
    expect((await reset(token, 'new-password')).status).toBe(200);
    expect((await login(email, 'new-password')).status).toBe(200);
    // the other organiser's account is untouched
    expect((await login(email, 'london-password', london)).status).toBe(200);
    expect((await login(email, 'new-password', london)).status).toBe(401);
  });

  it('a token of one organiser is refused at another like an unknown token, and logging out there does not end it', async () => {
    const email = freshEmail('token');
    const there = (await register(email, 'london-password', london)).token;
    const here = await api.login();
    for (const [token, base] of [
      [here, london],
      [there, ''],
    ] as const) {
      for (const path of ['/api/session', '/api/carts/current']) {
        const res = await api.get(`${base}${path}`, token);
        expect(res.status, `${base}${path}`).toBe(401);
        expect((await json(res)).error).toBe('UNAUTHENTICATED');
      }
      expect((await api.send('POST', `${base}/api/auth/logout`, undefined, token)).status).toBe(200);
    }
    expect((await json(await api.get('/api/session', here))).data.customer.email).toBe('demo@oriel.test');
    expect((await json(await api.get(`${london}/api/session`, there))).data.customer.email).toBe(email);
  });

  it('wrong passwords at one organiser do not hold the same address’s logins at another', async () => {
    const email = freshEmail('held');
    await register(email, 'london-password', london);
    await register(email, 'brussels-password');
    for (let i = 0; i < ATTEMPT_LIMITS.perAccount; i++) expect((await login(email, `guess-${i}`, london)).status).toBe(401);
    expect((await login(email, 'london-password', london)).status).toBe(429);
    expect((await login(email, 'brussels-password')).status).toBe(200);
  });
});

describe('registration attempts', () => {
  const attempt = (email: string) => api.send('POST', '/api/auth/register', registrationBody(email));
  const expectTooMany = async (res: Response) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(res)).toMatchObject({ error: 'TOO_MANY_ATTEMPTS', fields: { email: 'too_many_attempts' } });
  };

  it('30 registrations from one client all succeed; then 20 taken addresses answer 409 and the next 429, until the window passes', async () => {
    const emails = Array.from({ length: 30 }, () => freshEmail('family'));
    for (const email of emails) expect((await attempt(email)).status, email).toBe(201);
    for (const email of emails.slice(0, ATTEMPT_LIMITS.perClient)) {
      const res = await attempt(email);
      expect(res.status, email).toBe(409);
      expect((await json(res)).error).toBe('EMAIL_TAKEN');
    }
    for (const email of emails.slice(ATTEMPT_LIMITS.perClient)) await expectTooMany(await attempt(email));
    // over the limit, nothing is judged, not even a free address
    await expectTooMany(await attempt(freshEmail('blocked')));
    api.clock.advance(ATTEMPT_LIMITS.windowMs + 1000);
    expect((await attempt(emails[0]!)).status).toBe(409);
    expect((await attempt(freshEmail('later'))).status).toBe(201);
  });

  it('one taken address is refused 5 times, then 429; invalid bodies count for nothing', async () => {
    for (let i = 0; i < 10; i++)
      expect((await api.send('POST', '/api/auth/register', { ...registrationBody('demo@oriel.test'), terms: false })).status).toBe(400);
    for (let i = 0; i < ATTEMPT_LIMITS.perAccount; i++) expect((await attempt('demo@oriel.test')).status).toBe(409);
    await expectTooMany(await attempt('demo@oriel.test'));
    expect((await attempt(ALEX_EMAIL)).status).toBe(409);
  });
});
