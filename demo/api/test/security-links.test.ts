import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_LIMITS } from '../src/lib/rate-limit';
import { optionsFromEnv } from '../src/options';
import { json, startTestApi, type TestApi } from './helpers';

// docs/security.md §1: an attacker must not be able to route a reset link to their own site, nor read the outbox.

const SHELL = 'http://shell.oriel.test:4311';
const WEBSITE = 'https://ateliers-du-parc.oriel.test';
const EMBED = 'http://127.0.0.1:4312'; // seeded in websites.embed_origins

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ storefrontOrigins: [SHELL] });
});
afterAll(() => api.close());
// These tests ask for many links for one address: let the guessing window (rate-limit.test.ts) pass between them.
afterEach(() => api.clock.advance(ATTEMPT_LIMITS.windowMs));

const askLink = (headers: Record<string, string>, body: Record<string, unknown> = { email: 'demo@oriel.test' }) =>
  fetch(`${api.url}/api/auth/password/link`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const lastLink = async () => {
  const res = await api.get('/api/demo/outbox?to=demo@oriel.test', api.demoAdminToken!);
  expect(res.status).toBe(200);
  return ((await json(res)).data as { link: string }[])[0]!.link;
};

describe('reset links', () => {
  it('mails the website’s own link to a request from an attacker’s Origin or Referer, never the attacker’s', async () => {
    const attempts: Record<string, string>[] = [{ Origin: 'https://attacker.test' }, { Referer: 'https://attacker.test/phish?x=1' }, { Origin: 'null' }, {}];
    for (const headers of attempts) {
      const res = await askLink(headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      const link = await lastLink();
      expect(link, JSON.stringify(headers)).toMatch(new RegExp(`^${WEBSITE}/auth/password\\?token=[\\w-]+$`));
      expect(link).not.toContain('attacker');
    }
  });

  it('a redirect from a foreign Origin is not honoured: the link stays the website’s reset page', async () => {
    await askLink({ Origin: 'https://attacker.test' }, { email: 'demo@oriel.test', redirect: '/compte.html' });
    expect(await lastLink()).toMatch(new RegExp(`^${WEBSITE}/auth/password\\?token=`));
  });

  it('links back to the hosted shell and to an allowed embedding page, with a same-origin redirect path', async () => {
    await askLink({ Origin: SHELL });
    expect(await lastLink()).toMatch(new RegExp(`^${SHELL}/auth/password\\?token=`));
    await askLink({ Origin: EMBED }, { email: 'demo@oriel.test', redirect: '/compte.html?oriel-account=password' });
    const link = new URL(await lastLink());
    expect(link.origin + link.pathname).toBe(`${EMBED}/compte.html`);
    expect(link.searchParams.get('oriel-account')).toBe('password');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a redirect that is not a path of the same origin (400 fields.redirect)', async () => {
    for (const redirect of ['https://attacker.test/x', '//attacker.test/x', '/\\attacker.test', 'compte.html', '/a b', 42]) {
      const res = await askLink({ Origin: EMBED }, { email: 'demo@oriel.test', redirect });
      expect(res.status, String(redirect)).toBe(400);
      expect(await json(res), String(redirect)).toMatchObject({ error: 'VALIDATION_ERROR', fields: { redirect: 'invalid' } });
    }
  });
});

describe('demo outbox', () => {
  it('answers only with the demo admin token', async () => {
    const customer = await api.login();
    for (const token of [undefined, 'wrong', customer]) {
      const res = await api.get('/api/demo/outbox', token);
      expect(res.status).toBe(401);
      expect(await json(res)).toMatchObject({ error: 'UNAUTHENTICATED' });
    }
    expect(api.demoAdminToken).toMatch(/^[\w-]{32,}$/);
    expect((await api.get('/api/demo/outbox', api.demoAdminToken!)).status).toBe(200);
  });

  it('answers no CORS to other origins (a page elsewhere cannot read it, even with the token)', async () => {
    const res = await fetch(`${api.url}/api/demo/outbox`, { headers: { Origin: 'https://attacker.test', Authorization: `Bearer ${api.demoAdminToken}` } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${api.url}/api/demo/outbox`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://attacker.test', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // the public API keeps answering any origin
    const organiser = await fetch(`${api.url}/api/organiser`, { headers: { Origin: 'https://attacker.test' } });
    expect(organiser.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('demo mode', () => {
  it('without it, neither the outbox nor the payment simulator exists', async () => {
    const plain = await startTestApi({ demo: false });
    try {
      expect(plain.demoAdminToken).toBeNull();
      for (const path of ['/api/demo/outbox', '/pay/anything']) {
        const res = await plain.get(path, 'whatever');
        expect(res.status, path).toBe(404);
        expect(await json(res), path).toMatchObject({ error: 'NOT_FOUND' });
      }
    } finally {
      await plain.close();
    }
  });

  it('from the environment: off by default, never with DATABASE_URL unless ORIEL_DEMO=1', () => {
    expect(optionsFromEnv({}, { demoByDefault: false }).demo).toBe(false);
    expect(optionsFromEnv({ ORIEL_DEMO: '1' }, { demoByDefault: false }).demo).toBe(true);
    expect(optionsFromEnv({}, { demoByDefault: true }).demo).toBe(true);
    expect(optionsFromEnv({ DATABASE_URL: 'postgres://db/x' }, { demoByDefault: true }).demo).toBe(false);
    expect(optionsFromEnv({ DATABASE_URL: 'postgres://db/x', ORIEL_DEMO: '1' }, { demoByDefault: false }).demo).toBe(true);
    expect(optionsFromEnv({ ORIEL_DEMO: '0' }, { demoByDefault: true }).demo).toBe(false);
    const env = optionsFromEnv(
      { ORIEL_STOREFRONT_ORIGINS: 'https://shop.example, http://localhost:4311/', ORIEL_DEMO_ADMIN_TOKEN: 'x'.repeat(32), ORIEL_TRUST_PROXY: '1' },
      { demoByDefault: true },
    );
    expect(env).toMatchObject({ storefrontOrigins: ['https://shop.example', 'http://localhost:4311'], demoAdminToken: 'x'.repeat(32), trustProxy: true });
    expect(() => optionsFromEnv({ ORIEL_STOREFRONT_ORIGINS: 'not a url' }, { demoByDefault: false })).toThrow(/ORIEL_STOREFRONT_ORIGINS/);
  });
});
