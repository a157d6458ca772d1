import { organiserSchema } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONDON_ORGANISER_CUID } from '../src/seed/london';
import { json, startTestApi, type TestApi } from './helpers';

// docs/security.md §4 and §5: the public organiser answer holds nothing internal, and every answer carries
// headers that keep browsers from sniffing, framing or leaking it.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/organiser', () => {
  it('answers only what the storefront reads: no billing, taxes, fees, bank account or other internals', async () => {
    const body = await json(await api.get('/api/organiser'));
    expect(Object.keys(body.data).sort()).toEqual(['cuid', 'currency', 'id', 'languages', 'logo', 'name', 'settings', 'timezone']);
    expect(Object.keys(body.data.settings).sort()).toEqual([
      'bank_transfers_payments_activated',
      'carts_expiration_delay',
      'create_customers_participant',
      'formats',
      'online_payments_activated',
    ]);
    expect(Object.keys(body.data.settings.formats)).toEqual(['ages']);
    const text = JSON.stringify(body).toLowerCase();
    const internals = [
      'billing',
      'taxes',
      '"vat"',
      'service_fee',
      'flat_amount',
      'iban',
      '"bic"',
      'be71',
      'bank_account',
      'minimum_invoice',
      'payments_references_prefix',
    ];
    for (const secret of internals) {
      expect(text, secret).not.toContain(secret);
    }
    // what the widgets read still parses and keeps its values
    const organiser = v.parse(organiserSchema, body.data);
    expect(organiser.settings).toMatchObject({ carts_expiration_delay: 900, online_payments_activated: true, create_customers_participant: true });
    expect(organiser.settings.formats.ages.length).toBeGreaterThan(0);
  });
});

describe('security headers', () => {
  const API_CSP = "default-src 'none'; frame-ancestors 'none'";
  const expectHardened = (res: Response, what: string) => {
    expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), what).toBe('no-referrer');
    expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  };

  it('every API answer (success, refusal, 404, preflight, media) sends nosniff, a referrer policy and a strict CSP', async () => {
    const token = await api.login();
    const answers: [string, Response][] = [
      ['organiser', await api.get('/api/organiser')],
      ['session', await api.get('/api/session', token)],
      ['401', await api.get('/api/session', 'unknown-token')],
      ['400', await api.send('POST', '/api/auth/login', '{')],
      ['404', await api.get('/api/nothing-here')],
      [
        'preflight',
        await fetch(`${api.url}/api/session`, { method: 'OPTIONS', headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET' } }),
      ],
      ['media', await api.get('/media/activity-yoga.svg')],
    ];
    for (const [what, res] of answers) {
      expectHardened(res, what);
      expect(res.headers.get('content-security-policy'), what).toBe(API_CSP);
    }
  });

  it('the payment simulator pages: a CSP with a style nonce, no unsafe-inline or unsafe-eval, never framed', async () => {
    const token = await api.login();
    const vouchers = (await json(await api.get('/api/vouchers'))).data as { id: number; price: number }[];
    const cart = (await json(await api.send('POST', '/api/carts/items', { vouchers: [{ voucher_id: vouchers.find((v) => v.price === 5000)!.id }] }, token)))
      .data;
    const answer = (await json(await api.send('POST', '/api/carts/checkout', { cart_id: cart.id, payment_strategy: 'IMMEDIATE', terms: true }, token))).data;
    const pages = [await fetch(answer.next_action_url), await fetch(`${api.url}/pay/nope`)];
    const nonces = new Set<string>();
    for (const res of pages) {
      expectHardened(res, res.url);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      const nonce = /style-src 'nonce-([\w+/=-]+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeTruthy();
      nonces.add(nonce!);
      const html = await res.text();
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).not.toMatch(/\sstyle="|<script|\son\w+="/i);
    }
    expect(nonces.size).toBe(2); // a fresh nonce per answer
    // the form still posts and redirects (form-action is left open: the provider sends the browser back to the shop)
    const pay = await fetch(answer.next_action_url, { method: 'POST', body: new URLSearchParams({ outcome: 'failed' }), redirect: 'manual' });
    expect(pay.status).toBe(200);
    expectHardened(pay, 'result page');
    expect(pay.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});

describe('caching', () => {
  const privateAnswer = (res: Response, what: string) => {
    expect(res.headers.get('cache-control'), what).toBe('no-store');
    expect(res.headers.get('vary') ?? '', what).toMatch(/(^|,\s*)Authorization(\s*,|$)/i);
  };

  it('no answer that depends on the customer may be stored: sessions, auth, carts, checkout, account, refusals alike', async () => {
    const token = await api.login();
    const answers: [string, Response][] = [
      ['login', await api.send('POST', '/api/auth/login', { email: 'demo@oriel.test', password: 'demo-password' })],
      ['wrong password', await api.send('POST', '/api/auth/login', { email: 'demo@oriel.test', password: 'nope-nope' })],
      ['register refused', await api.send('POST', '/api/auth/register', {})],
      ['password link', await api.send('POST', '/api/auth/password/link', { email: 'nobody@exemple.be' })],
      ['session', await api.get('/api/session', token)],
      ['anonymous session', await api.get('/api/session')],
      ['unknown token', await api.get('/api/session', 'unknown-token')],
      ['cart', await api.get('/api/carts/current', token)],
      ['cart anonymous', await api.get('/api/carts/current')],
      ['checkout', await api.get('/api/checkout', token)],
      ['account list', await api.get('/api/account/registrations', token)],
      ['account carts', await api.get('/api/account/carts', token)],
      ['participants', await api.get('/api/participants', token)],
      ['voucher code', await api.get('/api/vouchers/redeem?code=NOPE', token)],
      ['download ticket', await api.send('POST', '/api/downloads', {}, token)],
      ['another organiser’s session', await api.get(`/o/${LONDON_ORGANISER_CUID}/api/session`, token)],
      ['logout', await api.send('POST', '/api/auth/logout', undefined, token)],
    ];
    for (const [what, res] of answers) privateAnswer(res, what);
  });

  it('keeps a route’s own Vary (gzip, CORS) beside Authorization', async () => {
    const token = await api.login();
    const res = await fetch(`${api.url}/api/session`, {
      headers: { Authorization: `Bearer ${token}`, Origin: 'https://shop.example', 'Accept-Encoding': 'gzip' },
    });
    privateAnswer(res, 'session');
    const demo = await fetch(`${api.url}/api/demo/outbox`, { headers: { Authorization: `Bearer ${api.demoAdminToken}`, Origin: 'https://shop.example' } });
    privateAnswer(demo, 'outbox');
    expect(demo.headers.get('vary')).toMatch(/Origin/);
  });

  it('the public catalogue keeps its caching, with or without a token (the same answer for everyone)', async () => {
    const token = await api.login();
    for (const sent of [undefined, token]) {
      for (const path of [
        '/api/organiser',
        '/api/website',
        '/api/availabilities?limit=2',
        '/api/activities',
        '/api/vouchers',
        '/api/categories',
        '/media/activity-yoga.svg',
      ]) {
        const res = await api.get(path, sent);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control') ?? '', path).not.toMatch(/no-store|private/);
        expect(res.headers.get('vary') ?? '', path).not.toMatch(/Authorization/i);
      }
    }
    expect((await api.get('/media/activity-yoga.svg')).headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expect((await api.get(`/o/${LONDON_ORGANISER_CUID}/api/organiser`)).headers.get('cache-control')).toBeNull();
  });
});

describe('compression (issue 10.2)', () => {
  it('a JSON answer above 1 KB leaves gzipped for a client that takes gzip, and whole for one that does not', async () => {
    const { request } = await import('node:http');
    const { gunzipSync } = await import('node:zlib');
    const raw = (headers: Record<string, string>) =>
      new Promise<{ encoding: string | undefined; vary: string; body: Buffer }>((ok, fail) => {
        request(`${api.url}/api/availabilities?limit=20`, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (b: Buffer) => parts.push(b));
          res.on('end', () => ok({ encoding: res.headers['content-encoding'], vary: String(res.headers.vary ?? ''), body: Buffer.concat(parts) }));
        })
          .on('error', fail)
          .end();
      });
    const zipped = await raw({ 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary.toLowerCase()).toContain('accept-encoding');
    const plain = await raw({});
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
  });
});
