// Boots the whole shell app against a fake API for route tests (not part of the build).
import { afterEach, vi } from 'vitest';
import { render } from '@testing-library/preact';
import { SHELL_CATALOGUES, memoryStorage, tokenKey, type KeyValueStorage } from '@oriel/core';
import { RuntimeContext } from '@oriel/ui';
import { App } from '../app';
import { createShell } from '../shell-runtime';

export const API = 'http://api.test';
export const website = {
  id: 1,
  organiser: { name: 'Les Ateliers du Parc' },
  header: { content: { links: [] } },
  footer: { content: { links: [], quote: '' } },
  topbar: { content: {}, settings: {} },
  pages: [{ id: 1, title: 'Accueil', pathname: '/', type: 'DEFAULT' }],
};
export const customer = { id: 1, firstname: 'Claire', lastname: 'Dubois', email: 'claire@example.be' };
export const LEA = { id: 1, cuid: 'p1', firstname: 'Léa', lastname: 'Dubois', fullname: 'Léa Dubois' };
export const HUGO = { id: 2, cuid: 'p2', firstname: 'Hugo', lastname: 'Dubois', fullname: 'Hugo Dubois' };
export const voucherItem = {
  id: 2,
  cuid: 'v',
  type: 'VOUCHER',
  price: 5000,
  deposit: 0,
  quantity: 1,
  expires_at: '2099-01-01T00:00:00Z',
  participant: null,
  voucher: { title: 'Bon cadeau 50 €', images: [] },
};
export const openCart = { id: 7, cuid: 'cart7', reference: 'C-7', created_at: '2026-11-21T10:00:00Z', processed_at: null, items: [voucherItem] };
/** An open session of the far future (never past, whatever the clock), for the detail routes. */
export const tennis = {
  id: 9,
  cuid: 'av-tennis',
  status: 'OPEN',
  start_at: '2099-11-25T14:00:00.000Z',
  end_at: '2099-11-25T15:30:00.000Z',
  price: 2000,
  capacity: 6,
  registered: 1,
  activity: { id: 3, cuid: 'act-tennis', title: 'Initiation au tennis', images: [] },
  dates: [{ id: 91, cuid: 'd91', start_at: '2099-11-25T14:00:00.000Z', end_at: '2099-11-25T15:30:00.000Z', status: 'OPEN', capacity: 6, registered: 1 }],
};

export const sessionWith = (participants: readonly unknown[]) => ({
  data: { customer, participants, counters: {}, payment_methods: { online: true, bank_transfers: true }, wallet: { amount: 0 } },
});
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** A route's own answer, when a body answered with 200 is not enough (errors, a request to look at, a pending answer). */
export type RouteAnswer = (request: Request) => Response | Promise<Response>;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

export interface BootOptions {
  routes?: Record<string, unknown>;
  participants?: readonly unknown[];
  /** false: a visitor (no stored token) */
  signedIn?: boolean;
  /** replaces the session's parts (counters, wallet...) */
  session?: Record<string, unknown>;
}

/**
 * The shell at `path` (its /en prefix picks English), signed in unless told otherwise; `routes` ('GET /api/x' -> body,
 * or a RouteAnswer) answer before the common ones.
 */
export function bootShell(path: string, { routes = {}, participants = [], signedIn = true, session: over = {} }: BootOptions = {}) {
  window.history.replaceState(null, '', path);
  const base = sessionWith(participants);
  const session = signedIn ? { data: { ...base.data, ...over } } : { data: null };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const own = routes[`${request.method} ${url.pathname}`];
    if (typeof own === 'function') return (own as RouteAnswer)(request);
    if (own !== undefined) return json(200, own);
    if (url.pathname === '/api/website') return json(200, { data: website });
    if (url.pathname === '/api/session') return json(200, session);
    if (url.pathname === '/api/carts/current') return json(200, { data: openCart });
    return json(404, { error: 'NOT_FOUND' });
  });
  return mountShell(path, fetch, memoryStorage(signedIn ? { [tokenKey(API)]: 'tok' } : {}));
}

/** The shell app at `path` over a fake fetch (its /en prefix picks English), its router started until the test ends. */
export function mountShell<F>(path: string, fetch: F, storage: KeyValueStorage) {
  window.history.replaceState(null, '', path);
  const messages = path.startsWith('/en') ? SHELL_CATALOGUES.en : SHELL_CATALOGUES.fr;
  const shell = createShell(window, API, messages, { storage, fetch: fetch as typeof globalThis.fetch, tickMs: 0 });
  stop = shell.router.start();
  render(
    <RuntimeContext.Provider value={shell.runtime}>
      <App router={shell.router} />
    </RuntimeContext.Provider>,
  );
  return { ...shell, fetch };
}
