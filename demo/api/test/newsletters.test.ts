import { newsletterUnsubscriptionSchema, oneOf, UNSUBSCRIBE_ERRORS } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTEMPT_LIMITS } from '../src/lib/rate-limit';
import { hashToken } from '../src/lib/password';
import { DEMO_NEWSLETTER } from '../src/seed/newsletters';
import { json, NOW, registrationBody, startTestApi, type TestApi } from './helpers';

// 000 §7 POST /api/newsletters/unsubscribe (docs/api-contract.md "Accounts, checkout and payment").

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => {
  vi.restoreAllMocks();
  api.clock.set(NOW);
});

const unsubscribe = (body: unknown) => api.send('POST', '/api/newsletters/unsubscribe', body);
const answer = async (res: Response) => {
  expect(res.status).toBe(200);
  return v.parse(oneOf(newsletterUnsubscriptionSchema), await json(res)).data;
};
async function refused(res: Response, status: number, error: string, fields?: Record<string, string>) {
  expect(res.status).toBe(status);
  const body = await json(res);
  expect(body.error).toBe(error);
  if (fields) expect(body.fields).toEqual(fields);
  return body;
}
const subscription = async (token: string) =>
  (
    await api.db.query<{ unsubscribed_at: Date | null; email: string }>('SELECT unsubscribed_at, email FROM newsletter_subscriptions WHERE token_hash = $1', [
      hashToken(token),
    ])
  )[0];

describe('POST /api/newsletters/unsubscribe', () => {
  it('unsubscribes with the link’s token, then answers ALREADY_UNSUBSCRIBED with the first instant', async () => {
    expect((await subscription(DEMO_NEWSLETTER.subscribed))?.unsubscribed_at).toBeNull();
    expect(await answer(await unsubscribe({ token: DEMO_NEWSLETTER.subscribed }))).toEqual({ status: 'UNSUBSCRIBED', unsubscribed_at: NOW });
    expect(new Date((await subscription(DEMO_NEWSLETTER.subscribed))!.unsubscribed_at!).toISOString()).toBe(NOW);
    // a second click, later: still a success, told apart, and the first instant stays
    api.clock.advance(3600_000);
    expect(await answer(await unsubscribe({ token: ` ${DEMO_NEWSLETTER.subscribed} ` }))).toEqual({ status: 'ALREADY_UNSUBSCRIBED', unsubscribed_at: NOW });
  });

  it('two clicks at once: one UNSUBSCRIBED, one ALREADY_UNSUBSCRIBED', async () => {
    await api.db.query(
      `INSERT INTO newsletter_subscriptions (organiser_id, email, token_hash, created_at, expires_at) SELECT id, 'twice@exemple.be', $1, $2, $3 FROM organisers ORDER BY id LIMIT 1`,
      [hashToken('twice-newsletter'), NOW, new Date(Date.parse(NOW) + 86_400_000)],
    );
    const both = await Promise.all([0, 1].map(async () => (await answer(await unsubscribe({ token: 'twice-newsletter' }))).status));
    expect(both.sort()).toEqual(['ALREADY_UNSUBSCRIBED', 'UNSUBSCRIBED']);
  });

  it('answers ALREADY_UNSUBSCRIBED for the seeded subscriber who left ten days ago', async () => {
    const data = await answer(await unsubscribe({ token: DEMO_NEWSLETTER.unsubscribed }));
    expect(data.status).toBe('ALREADY_UNSUBSCRIBED');
    expect(Date.parse(NOW) - Date.parse(data.unsubscribed_at)).toBe(10 * 86_400_000);
  });

  it('refuses an unknown token (400) and an expired one (410), each with its code, and changes nothing', async () => {
    await refused(await unsubscribe({ token: 'not-a-real-token' }), 400, UNSUBSCRIBE_ERRORS.invalid, { token: 'invalid' });
    await refused(await unsubscribe({ token: DEMO_NEWSLETTER.expired }), 410, UNSUBSCRIBE_ERRORS.expired, { token: 'expired' });
    expect((await subscription(DEMO_NEWSLETTER.expired))?.unsubscribed_at).toBeNull();
  });

  it('refuses a missing, empty, non-string or oversized token, or a body that is not JSON, with 400 VALIDATION_ERROR', async () => {
    await refused(await unsubscribe({}), 400, 'VALIDATION_ERROR', { token: 'required' });
    await refused(await unsubscribe(undefined), 400, 'VALIDATION_ERROR', { token: 'required' });
    await refused(await unsubscribe({ token: '   ' }), 400, 'VALIDATION_ERROR', { token: 'required' });
    await refused(await unsubscribe({ token: 42 }), 400, 'VALIDATION_ERROR', { token: 'invalid' });
    await refused(await unsubscribe({ token: 'x'.repeat(257) }), 400, 'VALIDATION_ERROR', { token: 'invalid' });
    await refused(await unsubscribe('{"token":'), 400, 'VALIDATION_ERROR', { body: 'invalid' });
  });

  it('never echoes nor logs the token, whatever the answer', async () => {
    const logged: unknown[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(...args));
    }
    const tokens = [DEMO_NEWSLETTER.subscribed, DEMO_NEWSLETTER.unsubscribed, DEMO_NEWSLETTER.expired, 'secret-guess-4242', 'y'.repeat(300)];
    for (const token of tokens) {
      const res = await unsubscribe({ token });
      const text = await res.text();
      expect(text, token).not.toContain(token.slice(0, 40));
      expect([...res.headers.values()].join(' ')).not.toContain(token.slice(0, 40));
    }
    const output = logged.map((x) => (x instanceof Error ? `${x.message} ${x.stack}` : String(x))).join('\n');
    for (const token of tokens) expect(output).not.toContain(token.slice(0, 40));
    // stored as its sha256 only
    const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM newsletter_subscriptions');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ends the subscriptions of a deleted account and forgets its address', async () => {
    const registered = await api.send('POST', '/api/auth/register', registrationBody('jo.lecteur@exemple.be', 'Lecteur'));
    const { token: session, customer } = (await json(registered)).data;
    const [{ id } = { id: 0 }] = await api.db.query<{ id: number }>('SELECT id FROM customers WHERE cuid = $1', [customer.cuid]);
    await api.db.query(
      `INSERT INTO newsletter_subscriptions (organiser_id, customer_id, email, token_hash, created_at, expires_at)
       SELECT organiser_id, id, email, $2, $3, $4 FROM customers WHERE id = $1`,
      [id, hashToken('jo-newsletter'), NOW, new Date(Date.parse(NOW) + 86_400_000)],
    );
    expect((await api.send('DELETE', '/api/session', undefined, session)).status).toBe(200);
    const row = await subscription('jo-newsletter');
    expect(row?.unsubscribed_at).not.toBeNull();
    expect(row?.email).not.toContain('jo.lecteur');
    expect((await answer(await unsubscribe({ token: 'jo-newsletter' }))).status).toBe('ALREADY_UNSUBSCRIBED');
  });

  // last: it fills this client's count for the file's server
  it('guessing: after 20 unknown tokens from one client, 429 TOO_MANY_ATTEMPTS fields.token until the window passes', async () => {
    const before = await subscription(DEMO_NEWSLETTER.expired);
    // past the earlier tests' failures
    api.clock.advance(ATTEMPT_LIMITS.windowMs + 1000);
    // a token that exists is no guess: it clears rather than counts
    for (let i = 0; i < ATTEMPT_LIMITS.perClient - 1; i++) await refused(await unsubscribe({ token: `guess-${i}` }), 400, UNSUBSCRIBE_ERRORS.invalid);
    await refused(await unsubscribe({ token: DEMO_NEWSLETTER.expired }), 410, UNSUBSCRIBE_ERRORS.expired);
    await refused(await unsubscribe({ token: 'guess-last' }), 400, UNSUBSCRIBE_ERRORS.invalid);
    const blocked = await refused(await unsubscribe({ token: DEMO_NEWSLETTER.unsubscribed }), 429, 'TOO_MANY_ATTEMPTS', { token: 'too_many_attempts' });
    expect(blocked.message).toMatch(/try again/);
    const res = await unsubscribe({ token: 'guess-more' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // bad bodies are not guesses: still 400, not 429
    await refused(await unsubscribe({}), 400, 'VALIDATION_ERROR');
    expect(await subscription(DEMO_NEWSLETTER.expired)).toEqual(before);
    api.clock.advance(ATTEMPT_LIMITS.windowMs + 1000);
    expect((await answer(await unsubscribe({ token: DEMO_NEWSLETTER.unsubscribed }))).status).toBe('ALREADY_UNSUBSCRIBED');
  });
});
