// Test support for the account screens (not exported from the package): a signed-in runtime over a fake API, the
// account catalogue loaded at once, and a navigation kept in memory whose moves the test can read.
import type { ReactNode } from 'react';
import { screen } from '@testing-library/preact';
import { vi } from 'vitest';
import { accountFr, accountPath, createTranslatorFrom, parseAccountPath, type AccountView } from '@oriel/core';
import { renderWith, testRuntime, type FakeRoutes } from '../testing/test-runtime';
import { customer, participants } from '../testing/fixtures';
import { AccountContext, type AccountNav, type AccountQuery } from './account-context';

export const at = createTranslatorFrom('fr', accountFr);

export const counters = {
  participants: 2,
  carts: 1,
  registrations: 3,
  bookings: 1,
  registrations_requests: 2,
  bundles: 1,
  vouchers: 1,
  available_vouchers: 0,
  memberships: 1,
  attendance_charges: 1,
};

/** GET /api/session of a signed-in customer; `over` replaces top-level parts (wallet, payment_methods, counters...). */
export function accountSession(over: Record<string, unknown> = {}) {
  return {
    data: {
      customer,
      participants,
      counters,
      payment_methods: { online: true, bank_transfers: true, bank_account: 'BE71 0961 2345 6769' },
      wallet: { amount: 1500 },
      ...over,
    },
  };
}

/** A navigation in memory: `moves` records every go(). */
export function memoryNav(start: AccountView | string, query: AccountQuery = {}) {
  let view: AccountView | null = typeof start === 'string' ? parseAccountPath(start) : start;
  let params = toParams(query);
  const moves: { path: string; query: Record<string, string> }[] = [];
  const href = (v: AccountView, q: AccountQuery = {}) => {
    const qs = toParams(q).toString();
    return `/fr/account/${accountPath(v)}${qs ? `?${qs}` : ''}`;
  };
  const nav: AccountNav = {
    get view() {
      return view;
    },
    get query() {
      return params;
    },
    href,
    absoluteHref: (v, q) => `http://shop.test${href(v, q)}`,
    go: vi.fn((v: AccountView, q: AccountQuery = {}) => {
      view = v;
      params = toParams(q);
      moves.push({ path: accountPath(v), query: Object.fromEntries(params) });
    }),
  };
  return { nav, moves };
}

function toParams(q: AccountQuery): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== null && v !== undefined && v !== '') p.set(k, String(v));
  return p;
}

export interface RenderAccountOptions {
  routes?: FakeRoutes;
  nav?: AccountNav;
  session?: Record<string, unknown>;
  headingLevel?: 1 | 2;
}

/** Renders a screen (or the whole area) for a signed-in customer, once the session has loaded. */
export async function renderAccount(ui: ReactNode, { routes = {}, nav = memoryNav('home').nav, session, headingLevel = 2 }: RenderAccountOptions = {}) {
  const test = testRuntime({ token: 'tok', routes: { 'GET /api/session': accountSession(session), ...routes } });
  await test.runtime.session.refresh();
  const utils = renderWith(test.runtime, <AccountContext.Provider value={{ nav, at, headingLevel }}>{ui}</AccountContext.Provider>);
  return { ...test, ...utils, nav };
}

/** The JSON body of the last call to `method path`. */
export function lastBody(fetch: { mock: { calls: unknown[][] } }, method: string, path: string): unknown {
  const call = [...fetch.mock.calls].reverse().find(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.pathname === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method;
  });
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
}

export { screen };
