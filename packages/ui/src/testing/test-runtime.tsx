// Test support for the layout and builder component tests (not exported from the package).
import type { ReactNode } from 'react';
import { render } from '@testing-library/preact';
import { vi } from 'vitest';
import { SHELL_CATALOGUES, memoryStorage, shellLinks, tokenKey } from '@oriel/core';
import { RuntimeContext, type OrielRuntime } from '../context/runtime';
import { createRuntime, type RuntimeOptions } from '../context/create-runtime';

export const API = 'http://api.test';

/** `'GET /api/website'` -> a JSON body, a Response, `failure(status, body)`, or `(url, request) => any of them`; other calls answer 404. */
export type FakeRoutes = Record<string, unknown>;
export const failure = (status: number, body: unknown) => ({ __status: status, body });

/** A called URL without the `lang` every call carries (the runtime's language), so tests name the call itself. */
export const withoutLang = (url: string): string => url.replace(/([?&])lang=[a-z]+(&|$)/, (_, before: string, after: string) => (after ? before : ''));

/** The URLs a fake fetch was called with, whatever form the client passed (string, URL or Request), without `lang`. */
export function calledUrls(fetch: { mock: { calls: unknown[][] } }): string[] {
  return fetch.mock.calls.map(([input]) => withoutLang(input instanceof Request ? input.url : String(input)));
}

export function fakeFetch(routes: FakeRoutes) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname}`];
    // a function answers per request (query parameters, request body)
    const answer = typeof route === 'function' ? await (route as (url: URL, request: Request) => unknown)(url, request) : route;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (answer === undefined) return json(404, { error: 'NOT_FOUND' });
    // an answer that is not JSON (a file) comes as the Response it is
    if (answer instanceof Response) return answer;
    if (answer && typeof answer === 'object' && '__status' in answer) {
      const { __status, body } = answer as { __status: number; body: unknown };
      return json(__status, body);
    }
    return json(200, answer);
  });
}

export interface TestRuntimeOptions {
  routes?: FakeRoutes;
  /** a stored bearer token: the session then loads from GET /api/session */
  token?: string;
  location?: string;
  /** the catalogue's second part where it comes apart (the widgets' runtime) */
  loadMoreMessages?: RuntimeOptions['loadMoreMessages'];
}

export function testRuntime({ routes = {}, token, location = '/', loadMoreMessages }: TestRuntimeOptions = {}) {
  const fetch = fakeFetch({ 'GET /api/carts/current': { data: null }, 'POST /api/auth/logout': { data: null }, ...routes });
  const navigate = vi.fn();
  const runtime = createRuntime({
    apiBase: API,
    lang: 'fr',
    // the shell's catalogue: it holds the main one, and ui also renders the shell's pages, header and blog
    messages: SHELL_CATALOGUES.fr,
    links: shellLinks('fr'),
    navigate,
    currentLocation: () => location,
    storage: memoryStorage(token ? { [tokenKey(API)]: token } : {}),
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => Date.parse('2026-11-21T10:00:00Z'),
    tickMs: 0,
    loadMoreMessages,
  });
  return { runtime, fetch, navigate };
}

export function renderWith(runtime: OrielRuntime, ui: ReactNode) {
  return render(<RuntimeContext.Provider value={runtime}>{ui}</RuntimeContext.Provider>);
}
