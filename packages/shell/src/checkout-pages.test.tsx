import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { MESSAGES, memoryStorage, tokenKey } from '@oriel/core';
import { RuntimeContext } from '@oriel/ui';
import { App } from './app';
import { createShell } from './shell-runtime';

// /checkout and /checkout/{cart}/success in the hosted shell (000 §2, DESIGN §3).
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
const session = { data: { customer, participants: [], counters: {}, payment_methods: { online: true, bank_transfers: true }, wallet: { amount: 0 } } };
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

describe('shell checkout routes', () => {
  it('/checkout renders the checkout; a delayed checkout goes to /checkout/{cart}/success', async () => {
    const { fetch } = boot('/checkout', {
      'GET /api/checkout': { data: { payment_methods: [{ type: 'DELAYED', priority: 1 }] } },
      'POST /api/carts/checkout': { data: { next_action: null, next_action_url: null, cart: { cuid: 'cart7' } } },
      'GET /api/account/carts/cart7': { data: { ...openCart, processed_at: '2026-11-21T10:01:00Z' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText("J'accepte les conditions générales"));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' })).toBeTruthy();
    expect(window.location.pathname).toBe('/checkout/cart7/success');
    const post = fetch.mock.calls.find(([u, i]) => String(u).includes('carts/checkout') && (i as RequestInit).method === 'POST');
    expect(JSON.parse(String((post![1] as RequestInit).body)).return_url).toBe(`${window.location.origin}/checkout`);
  });

  it('the provider return /checkout?cart=…&payment=success is replaced by the success route', async () => {
    boot('/fr/checkout?cart=cart7&payment=success', { 'GET /api/account/carts/cart7': { data: { ...openCart, processed_at: '2026-11-21T10:01:00Z' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/fr/checkout/cart7/success');
  });

  it('payment=failed shows the failure with a way back to /checkout', async () => {
    boot('/checkout?cart=cart7&payment=failed', { 'GET /api/checkout': { data: {} } });
    expect(await screen.findByRole('heading', { level: 1, name: "Le paiement n'a pas abouti" })).toBeTruthy();
    expect(window.location.search).toBe('?payment=failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la commande' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/checkout'));
  });
});
