import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storefrontLink, storefrontReturnUrl, type Storefront } from '../src/lib/origins';
import { ATTEMPT_LIMITS } from '../src/lib/rate-limit';
import { DEMO_ACCOUNT } from '../src/seed/account';
import { json, startTestApi, type TestApi } from './helpers';

// docs/security.md §1: every URL the API hands a browser (an e-mailed link, a payment's way back) follows the one
// redirect rule of core's links (safeRedirect): a normalised path of one of the organiser's storefront origins.

const SHOP = 'https://shop.example';
const EMBED = 'http://127.0.0.1:4312'; // seeded in websites.embed_origins

/** Paths that resolve to another host, or read as one once percent-decoded (by a server, a router). */
const LEAVING_PATHS = [
  '/.//evil.test',
  '/./../..//evil.test',
  '/%2e/%2e//evil.test',
  '/x/..//evil.test',
  '/%2F%2Fevil.test',
  '/%5Cevil.test',
  '/%252F%252Fevil.test',
  '/%09/evil.test',
];

/** A path and each percent-decoding of it while one changes it. */
function decodings(path: string): string[] {
  const layers = [path];
  for (;;) {
    let next: string;
    try {
      next = decodeURIComponent(layers[layers.length - 1]!);
    } catch {
      return layers;
    }
    if (next === layers[layers.length - 1]) return layers;
    layers.push(next);
  }
}

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ storefrontOrigins: [SHOP] });
  token = await api.login();
});
afterAll(() => api.close());
// many reset links for one address: let the guessing window pass between tests
afterEach(() => api.clock.advance(ATTEMPT_LIMITS.windowMs));

const askLink = (redirect: unknown) =>
  fetch(`${api.url}/api/auth/password/link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: EMBED },
    body: JSON.stringify({ email: 'demo@oriel.test', redirect }),
  });

describe('reset links', () => {
  it.each(LEAVING_PATHS)('refuses the redirect %j, a path that leaves the asking origin once resolved or decoded (400 fields.redirect)', async (redirect) => {
    const res = await askLink(redirect);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'VALIDATION_ERROR', fields: { redirect: 'invalid' } });
  });

  it('property: whatever path reaches the link builder, the link is a normalised page of the asking origin', () => {
    const storefront: Storefront = { website: 'https://ateliers-du-parc.oriel.test', allowed: new Set(['https://ateliers-du-parc.oriel.test', EMBED]) };
    const parts = ['/', '\\', '.', '%2e', '%2F', '%5C', '%25', '%09', '\t', '@', ':', 'evil.test', 'javascript:', 'https:', '?', '#'];
    const path = fc.oneof(
      fc.array(fc.constantFrom(...parts), { maxLength: 12 }).map((p) => p.join('')),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(path, (value) => {
        const link = new URL(storefrontLink(storefront, EMBED, { path: value, fallbackPath: '/auth/password', query: { token: 't' } }));
        expect(link.origin).toBe(EMBED);
        expect(link.pathname).not.toMatch(/^\/\//);
        for (const layer of decodings(link.pathname)) expect(layer.replace(/[\t\n\r]/g, '')).not.toMatch(/^[/\\]{2}/);
        expect(link.searchParams.get('token')).toBe('t');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('payment return_url', () => {
  const OFF_SITE = [
    'https://evil.test/checkout',
    `${SHOP}@evil.test/`,
    'https://shop.example.evil.test/',
    'http://shop.example/checkout',
    `${SHOP}//evil.test`,
    `${SHOP}/.//evil.test`,
    `${SHOP}/%2F%2Fevil.test`,
    'javascript:alert(1)//https://shop.example/',
  ];

  it.each(OFF_SITE)('POST /api/carts/checkout refuses %j (400 fields.return_url)', async (returnUrl) => {
    const res = await api.send('POST', '/api/carts/checkout', { cart_id: 1, payment_strategy: 'IMMEDIATE', terms: true, return_url: returnUrl }, token);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'VALIDATION_ERROR', fields: { return_url: 'invalid' } });
  });

  it.each(OFF_SITE)('POST /api/transactions/checkout refuses %j (400 fields.return_url)', async (returnUrl) => {
    const customer = (await json(await api.get('/api/session', token))).data.customer.id;
    const registration = (await json(await api.get(`/api/account/registrations/${DEMO_ACCOUNT.registrations.deposit}`, token))).data.id;
    const res = await api.send(
      'POST',
      '/api/transactions/checkout',
      { customer_id: customer, destination: { registration_id: registration }, return_url: returnUrl },
      token,
    );
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'VALIDATION_ERROR', fields: { return_url: 'invalid' } });
  });

  it('a page of a storefront origin is kept, normalised, and the simulator sends the browser back there', async () => {
    const customer = (await json(await api.get('/api/session', token))).data.customer.id;
    const registration = (await json(await api.get(`/api/account/registrations/${DEMO_ACCOUNT.registrations.deposit}`, token))).data.id;
    const res = await api.send(
      'POST',
      '/api/transactions/checkout',
      { customer_id: customer, destination: { registration_id: registration }, return_url: `${SHOP}/compte/./paiements?tab=payments#top` },
      token,
    );
    expect(res.status).toBe(200);
    const settled = await fetch((await json(res)).data.checkout_url, { method: 'POST', body: new URLSearchParams({ outcome: 'failed' }), redirect: 'manual' });
    expect(settled.status).toBe(303);
    expect(settled.headers.get('location')).toBe(`${SHOP}/compte/paiements?tab=payments&payment=failed#top`);
  });

  it('storefrontReturnUrl: only an allowed origin, under the one redirect rule', () => {
    const storefront: Storefront = { website: SHOP, allowed: new Set([SHOP, EMBED]) };
    expect(storefrontReturnUrl(storefront, `${SHOP}/checkout?step=pay`)).toBe(`${SHOP}/checkout?step=pay`);
    expect(storefrontReturnUrl(storefront, `${EMBED}/commande.html`)).toBe(`${EMBED}/commande.html`);
    expect(storefrontReturnUrl(storefront, 'https://user:pw@shop.example/x')).toBe(`${SHOP}/x`);
    for (const value of [...OFF_SITE, '/checkout', '', 'not a url']) expect(storefrontReturnUrl(storefront, value), value).toBeNull();
  });
});
