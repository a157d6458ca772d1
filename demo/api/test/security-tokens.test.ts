import { sessionAnswerSchema } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NOW, startTestApi, type TestApi } from './helpers';

// docs/security.md §2: short sliding sessions, and downloads that never put the bearer token in a URL.

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Moves the pinned clock for one test and puts it back, so later tests see the seed's instant again. */
async function during(fn: () => Promise<void>) {
  try {
    await fn();
  } finally {
    api.clock.set(NOW);
  }
}
const expiresAt = async (token: string) => {
  const res = await api.get('/api/session', token);
  expect(res.status).toBe(200);
  const body = await json(res);
  v.parse(sessionAnswerSchema, body);
  return body.data.expires_at as string;
};

describe('sessions', () => {
  it('refuses a token left idle for more than 7 days', () =>
    during(async () => {
      const token = await api.login();
      api.clock.advance(7 * DAY + 60_000);
      const res = await api.get('/api/session', token);
      expect(res.status).toBe(401);
      expect(await json(res)).toMatchObject({ error: 'UNAUTHENTICATED' });
    }));

  it('slides the expiry to now + 7 days on use, at most once an hour, and answers it in GET /api/session', () =>
    during(async () => {
      const token = await api.login();
      const first = await expiresAt(token);
      expect(first).toBe(new Date(Date.parse(NOW) + 7 * DAY).toISOString());
      api.clock.advance(30 * 60_000);
      expect(await expiresAt(token)).toBe(first); // renewed less than an hour ago: no write
      api.clock.advance(30 * 60_000);
      expect(await expiresAt(token)).toBe(new Date(api.clock.now().getTime() + 7 * DAY).toISOString());
      // used every 6 days, the session outlives its first 7 days; any signed-in call renews it
      api.clock.advance(6 * DAY);
      expect((await api.get('/api/carts/current', token)).status).toBe(200);
      api.clock.advance(6 * DAY);
      expect(await expiresAt(token)).toBe(new Date(api.clock.now().getTime() + 7 * DAY).toISOString());
      const [row] = await api.db.query<{ expires_at: Date }>('SELECT max(expires_at) AS expires_at FROM sessions');
      expect(new Date(row!.expires_at).getTime() - api.clock.now().getTime()).toBeLessThanOrEqual(7 * DAY);
    }));

  it('never reads the bearer token from the query string', async () => {
    const token = await api.login();
    for (const name of ['access_token', 'token']) {
      const res = await api.get(`/api/session?${name}=${encodeURIComponent(token)}`);
      expect((await json(res)).data, name).toBeNull();
      expect((await api.get(`/api/carts/current?${name}=${encodeURIComponent(token)}`)).status, name).toBe(401);
    }
  });
});

describe('downloads', () => {
  /** A seeded customer who holds registrations (the demo customer has none). */
  const holder = async () => {
    const [row] = await api.db.query<{ email: string; cuid: string; reference: string; participant: string }>(
      `SELECT cu.email, r.cuid, r.reference, p.firstname || ' ' || p.lastname AS participant FROM registrations r
       JOIN customers cu ON cu.id = r.customer_id JOIN participants p ON p.id = r.participant_id WHERE NOT r.cancelled ORDER BY r.id LIMIT 1`,
    );
    return { ...row!, token: await api.login(row!.email, 'oriel-customer') };
  };
  const ask = (body: unknown, token?: string) => api.send('POST', '/api/downloads', body, token);

  it('answers a single-use URL, valid 60 s, that carries a ticket and never the bearer token', () =>
    during(async () => {
      const h = await holder();
      const res = await ask({ kind: 'registration_attestation', registration_id: h.cuid }, h.token);
      expect(res.status).toBe(201);
      const { data } = await json(res);
      expect(data.expires_at).toBe(new Date(Date.parse(NOW) + 60_000).toISOString());
      expect(data.url).toMatch(new RegExp(`^${api.url}/api/downloads/[\\w-]{40,}$`));
      expect(data.url).not.toContain(h.token);
      expect(data.url).not.toMatch(/token=/);
      // only the ticket's hash is stored
      const ticket = data.url.split('/').pop();
      const rows = await api.db.query<{ ticket_hash: string }>('SELECT ticket_hash FROM download_tickets');
      expect(rows.some((r) => r.ticket_hash === ticket)).toBe(false);

      const file = await fetch(data.url); // the browser opens it itself: no Authorization header
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="attestation-[\w-]+\.html"$/);
      expect(file.headers.get('content-type')).toMatch(/^text\/html/);
      expect(file.headers.get('cache-control')).toBe('no-store');
      const html = await file.text();
      expect(html).toContain(h.reference);
      expect(html).toContain(h.participant);

      const again = await fetch(data.url);
      expect(again.status).toBe(410);
      expect(await json(again)).toMatchObject({ error: 'DOWNLOAD_EXPIRED' });

      const late = (await json(await ask({ kind: 'registration_attestation', registration_id: h.cuid }, h.token))).data;
      api.clock.advance(61_000);
      expect((await fetch(late.url)).status).toBe(410);
      expect((await fetch(`${api.url}/api/downloads/made-up-ticket`)).status).toBe(404);
    }));

  it('binds the ticket to the customer: another customer’s registration is not found, anonymous is 401, bad bodies 400', async () => {
    const h = await holder();
    const demo = await api.login();
    const other = await ask({ kind: 'registration_attestation', registration_id: h.cuid }, demo);
    expect(other.status).toBe(404);
    expect(await json(other)).toMatchObject({ error: 'NOT_FOUND', fields: { registration_id: 'not_found' } });
    expect((await ask({ kind: 'registration_attestation', registration_id: h.cuid })).status).toBe(401);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { kind: 'required' }],
      [{ kind: 'password_file', registration_id: h.cuid }, { kind: 'invalid' }],
      [{ kind: 'registration_attestation' }, { registration_id: 'required' }],
      [{ kind: 'registration_attestation', registration_id: '' }, { registration_id: 'invalid' }],
      ['{', { body: 'invalid' }],
    ];
    for (const [body, fields] of cases) {
      const res = await ask(body, h.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res), JSON.stringify(body)).toMatchObject({ error: 'VALIDATION_ERROR', fields });
    }
  });
});
