import { useCallback, useMemo } from 'react';
import { accountPath, parseAccountPath, type AccountView } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import type { AccountNav, AccountQuery } from './account-context';

/** The host-page parameter holding <oriel-account>'s screen (also read by the signed-out views). */
export const ACCOUNT_PARAM = 'oriel-account';
/** Prefix of the screen's own parameters on the host page (`oriel-account-page_number=2`). */
const PREFIX = `${ACCOUNT_PARAM}-`;

/** The signed-out views share the parameter; they are no account screen. */
const SIGNED_OUT = new Set(['login', 'register', 'password']);

/** The host URL showing `view` with `query`, every other parameter of the page kept. */
export function embeddedAccountUrl(current: string, view: AccountView, query: AccountQuery = {}): URL {
  const url = new URL(current);
  for (const key of [...url.searchParams.keys()]) if (key.startsWith(PREFIX)) url.searchParams.delete(key);
  url.searchParams.set(ACCOUNT_PARAM, accountPath(view));
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') url.searchParams.set(PREFIX + k, String(v));
  return url;
}

/** The screen an embedding page's URL names; `fallback` (data-view) when it names none. */
export function readEmbeddedAccount(href: string, fallback: AccountView): { view: AccountView | null; query: URLSearchParams } {
  const url = new URL(href);
  const raw = url.searchParams.get(ACCOUNT_PARAM);
  const query = new URLSearchParams();
  for (const [k, v] of url.searchParams) if (k.startsWith(PREFIX)) query.set(k.slice(PREFIX.length), v);
  if (raw === null || raw === '' || SIGNED_OUT.has(raw)) return { view: fallback, query };
  return { view: parseAccountPath(raw), query };
}

/** <oriel-account>'s navigation: the screen lives in the host page's query string (history entries, reload-safe). */
export function useEmbeddedAccountNav(fallback: AccountView): AccountNav {
  const { pageUrl } = useRuntime();
  const href = useSignalValue(pageUrl.href);
  const go = useCallback(
    (view: AccountView, query?: AccountQuery, options?: { replace?: boolean }) => pageUrl.go(embeddedAccountUrl(pageUrl.href.peek(), view, query), options),
    [pageUrl],
  );
  const fallbackPath = accountPath(fallback);
  return useMemo(() => {
    const { view, query } = readEmbeddedAccount(href, parseAccountPath(fallbackPath) ?? { view: 'home' });
    const relative = (u: URL) => u.pathname + u.search + u.hash;
    return {
      view,
      query,
      href: (v, q) => relative(embeddedAccountUrl(href, v, q)),
      absoluteHref: (v, q) => embeddedAccountUrl(href, v, q).href,
      go,
    };
  }, [href, fallbackPath, go]);
}
