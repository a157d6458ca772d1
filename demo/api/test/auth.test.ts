import { apiErrorBodySchema, authAnswerSchema, sessionAnswerSchema } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('auth and session', () => {
  it('logs in with the demo customer and returns an opaque token', async () => {
    const res = await api.send('POST', '/api/auth/login', { email: '  Demo@Oriel.test ', password: 'demo-password' });
    expect(res.status).toBe(200);
    const body = v.parse(authAnswerSchema, await json(res));
    expect(body.data.token.length).toBeGreaterThanOrEqual(32);
    expect(body.data.customer).toMatchObject({ firstname: 'Claire', lastname: 'Dubois', email: 'demo@oriel.test' });
    // Only the hash is stored.
    const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === body.data.token)).toBe(false);
  });

  it('refuses a wrong password or an unknown e-mail with 401 INVALID_CREDENTIALS', async () => {
    for (const body of [
      { email: 'demo@oriel.test', password: 'nope' },
      { email: 'nobody@oriel.test', password: 'demo-password' },
    ]) {
      const res = await api.send('POST', '/api/auth/login', body);
      expect(res.status).toBe(401);
      expect(v.parse(apiErrorBodySchema, await json(res)).error).toBe('INVALID_CREDENTIALS');
    }
  });

  it('refuses a bad body with 400 VALIDATION_ERROR and fields', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { email: 'required', password: 'required' }],
      [{ email: 'not-an-email', password: 'x' }, { email: 'invalid' }],
      [{ email: 'demo@oriel.test', password: 42 }, { password: 'invalid' }],
      ['{"email": ', { body: 'invalid' }],
      ['[1,2]', { body: 'invalid' }],
    ];
    for (const [body, fields] of cases) {
      const res = await api.send('POST', '/api/auth/login', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toMatchObject({ error: 'VALIDATION_ERROR', fields });
    }
  });

  it('answers the session with a token, null without, 401 for unknown or revoked tokens', async () => {
    const anonymous = v.parse(sessionAnswerSchema, await json(await api.get('/api/session')));
    expect(anonymous.data).toBeNull();

    const token = await api.login();
    const res = await api.get('/api/session', token);
    expect(res.status).toBe(200);
    const session = v.parse(sessionAnswerSchema, await json(res)).data!;
    expect(session.customer.email).toBe('demo@oriel.test');
    expect(session.participants.map((p) => p.fullname)).toEqual(['Léa Dubois', 'Hugo Dubois']);
    expect(session.participants[0]?.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(session.counters.participants).toBe(2);
    expect(session.payment_methods).toMatchObject({ online: true, bank_transfers: true });
    expect(session.wallet.amount).toBe(1500);

    for (const bad of ['unknown-token', '']) {
      const r = await fetch(`${api.url}/api/session`, { headers: { Authorization: bad ? `Bearer ${bad}` : 'Bearer' } });
      expect(r.status).toBe(401);
      expect(await json(r)).toMatchObject({ error: 'UNAUTHENTICATED' });
    }

    const logout = await api.send('POST', '/api/auth/logout', undefined, token);
    expect(logout.status).toBe(200);
    expect(await json(logout)).toEqual({ data: null });
    const revoked = await api.get('/api/session', token);
    expect(revoked.status).toBe(401);
    expect(await json(revoked)).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('expires sessions left unused for 7 days (sliding renewal: security-tokens.test.ts)', async () => {
    const token = await api.login();
    api.clock.advance(7 * 86400000 + 1000);
    try {
      expect((await api.get('/api/session', token)).status).toBe(401);
    } finally {
      api.clock.advance(-7 * 86400000 - 1000);
    }
  });
});
