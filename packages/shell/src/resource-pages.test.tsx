import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/preact';
import { MESSAGES, memoryStorage, tokenKey } from '@oriel/core';
import { RuntimeContext } from '@oriel/ui';
import { App } from './app';
import { createShell } from './shell-runtime';

// /resources/{cuid} and /cart/bookings/add in the hosted shell (000 §2).
const API = 'http://api.test';
const website = {
  id: 1,
  organiser: { name: 'Les Ateliers du Parc' },
  header: { content: { links: [] } },
  footer: { content: { links: [], quote: '' } },
  topbar: { content: {}, settings: {} },
  pages: [{ id: 1, title: 'Accueil', pathname: '/', type: 'DEFAULT' }],
};
const customer = { id: 1, firstname: 'Claire', lastname: 'Dubois', email: 'claire@example.be' };
const session = { data: { customer, participants: [{ id: 1, cuid: 'p1', firstname: 'Léa', lastname: 'Dubois', fullname: 'Léa Dubois' }, { id: 2, cuid: 'p2', firstname: 'Hugo', lastname: 'Dubois', fullname: 'Hugo Dubois' }], counters: {}, payment_methods: { online: true, bank_transfers: true }, wallet: { amount: 0 } } };
const voucher = { id: 2, cuid: 'v', type: 'VOUCHER', price: 5000, deposit: 0, quantity: 1, expires_at: '2099-01-01T00:00:00Z', participant: null, voucher: { title: 'Bon cadeau 50 €', images: [] } };
const openCart = { id: 7, cuid: 'cart7', reference: 'C-7', created_at: '2026-11-21T10:00:00Z', processed_at: null, items: [voucher] };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function boot(path: string, routes: Record<string, unknown> = {}) {
  window.history.replaceState(null, '', path);
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const own = routes[`${request.method} ${url.pathname}`];
    if (own !== undefined) return json(200, own);
    if (url.pathname === '/api/website') return json(200, { data: website });
    if (url.pathname === '/api/session') return json(200, session);
    if (url.pathname === '/api/carts/current') return json(200, { data: openCart });
    return json(404, { error: 'NOT_FOUND' });
  });
  const storage = memoryStorage({ [tokenKey(API)]: 'tok' });
  const shell = createShell(window, API, MESSAGES.fr, { storage, fetch: fetch as typeof globalThis.fetch, tickMs: 0 });
  stop = shell.router.start();
  render(
    <RuntimeContext.Provider value={shell.runtime}>
      <App router={shell.router} />
    </RuntimeContext.Provider>,
  );
  return { ...shell, fetch };
}

const court = { id: 1, cuid: 'res-court-1', name: 'Court de tennis 1', images: [], location: { name: 'Kauwberg', title: 'Centre sportif du Kauwberg', city: 'Uccle' } };
const prices = [{ duration: 3600, amount: 1800 }];

describe('shell resource routes', () => {
  it('/resources/{cuid} shows the resource and its own daily slots leading to /cart/bookings/add', async () => {
    const start = new Date(Date.now() + 3 * 3600_000);
    start.setUTCMinutes(0, 0, 0);
    const { fetch } = boot('/fr/resources/res-court-1', {
      'GET /api/resources/res-court-1': { data: court },
      'GET /api/resources': { data: [court], count: 1 },
      'GET /api/resources/availabilities': { data: [{ id: 5, resource_id: 1, start_at: start.toISOString(), prices }], count: 1 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Court de tennis 1' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Créneaux disponibles' });
    const href = within(list).getByRole('link').getAttribute('href')!;
    expect(href.startsWith('/fr/cart/bookings/add?start_at=')).toBe(true);
    expect(href).toContain('&duration=3600&amount=1800&resource=res-court-1');
    const slotsCall = fetch.mock.calls.map(([u]) => String(u instanceof Request ? u.url : u)).find((u) => u.includes('resources/availabilities'))!;
    expect(slotsCall).toContain('resources=1');
  });

  it('/cart/bookings/add previews the slot and offers the booking form', async () => {
    boot('/fr/cart/bookings/add?start_at=2026-12-05T09%3A00%3A00.000Z&duration=3600&amount=1800&resource=res-court-1', {
      'GET /api/resources/res-court-1': { data: court },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Réserver · Court de tennis 1' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Hugo Dubois' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeTruthy();
  });
});
