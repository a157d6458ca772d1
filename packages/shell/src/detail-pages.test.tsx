import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { MESSAGES, memoryStorage, tokenKey } from '@oriel/core';
import { RuntimeContext } from '@oriel/ui';
import { App } from './app';
import { createShell } from './shell-runtime';

// The detail, /cart/add and registration-request routes in the hosted shell (000 §2).
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
const session = { data: { customer, participants: [{ id: 1, cuid: 'p1', firstname: 'Léa', lastname: 'Dubois', fullname: 'Léa Dubois' }], counters: {}, payment_methods: { online: true, bank_transfers: true }, wallet: { amount: 0 } } };
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

const tennis = {
  id: 9, cuid: 'av-tennis', status: 'OPEN', start_at: '2099-11-25T14:00:00.000Z', end_at: '2099-11-25T15:30:00.000Z', price: 2000, capacity: 6, registered: 1,
  activity: { id: 3, cuid: 'act-tennis', title: 'Initiation au tennis', images: [] },
  dates: [{ id: 91, cuid: 'd91', start_at: '2099-11-25T14:00:00.000Z', end_at: '2099-11-25T15:30:00.000Z', status: 'OPEN', capacity: 6, registered: 1 }],
};

describe('shell detail, cart add and request routes', () => {
  it('/memberships/{cuid}: the organiser name as first crumb, the detail and its form', async () => {
    boot('/memberships/m1', {
      'GET /api/memberships/m1': { data: { id: 4, cuid: 'm1', title: 'Abonnement mensuel', price: 4000, images: [], entity: 'CUSTOMERS', period_type: 'ROLLING', rolling_period_type: 'months', rolling_period_duration: 1 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement mensuel' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: /fil|breadcrumb/i });
    await waitFor(() => expect(crumbs.textContent).toContain('Les Ateliers du Parc'));
    expect(await screen.findByLabelText('Quantité')).toBeTruthy();
  });

  it('/vouchers/{cuid} and /activities/{cuid} render their details', async () => {
    boot('/vouchers/v1', { 'GET /api/vouchers/v1': { data: { id: 8, cuid: 'v1', title: 'Bon cadeau 25 €', price: 2500, images: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bon cadeau 25 €' })).toBeTruthy();
    stop?.();
    boot('/activities/act-tennis', {
      'GET /api/activities/act-tennis': { data: { id: 3, cuid: 'act-tennis', title: 'Initiation au tennis', images: [] } },
      'GET /api/availabilities': { data: [tennis], count: 1 },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Prochaines séances' })).toBeTruthy();
  });

  it('/cart/add: removing an availability rewrites the query; the last one removed leaves the empty state', async () => {
    boot('/cart/add?availabilities=av-tennis', { 'GET /api/availabilities/av-tennis': { data: tennis } });
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer Initiation au tennis de la sélection' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByText('Rien à ajouter au panier.')).toBeTruthy();
  });

  it('/cart/registrations/request?availabilities=…&tier=… shows the request form', async () => {
    boot('/cart/registrations/request?availabilities=9&tier=1', { 'GET /api/availabilities/9': { data: tennis } });
    expect(await screen.findByRole('heading', { level: 1, name: "Demande d'inscription" })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Envoyer la demande' })).toBeTruthy();
  });
});
