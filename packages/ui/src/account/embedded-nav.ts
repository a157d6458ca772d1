import { useCallback, useEffect, useMemo, useState } from 'react';
import { accountPath, parseAccountPath, type AccountView } from '@oriel/core';
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
  const [href, setHref] = useState(() => window.location.href);
  useEffect(() => {
    const sync = () => setHref(window.location.href);
    window.addEventListener('popstate', sync);
    window.addEventListener('oriel:urlchange', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('oriel:urlchange', sync);
    };
  }, []);
  const fallbackPath = accountPath(fallback);
  const go = useCallback((view: AccountView, query?: AccountQuery, options?: { replace?: boolean }) => {
    const url = embeddedAccountUrl(window.location.href, view, query);
    if (url.href !== window.location.href) {
      if (options?.replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(window.history.state, '', url);
      // other widgets reading the page's URL follow
      window.dispatchEvent(new Event('oriel:urlchange'));
    }
    setHref(window.location.href);
  }, []);
  return useMemo(() => {
    const { view, query } = readEmbeddedAccount(href, parseAccountPath(fallbackPath) ?? { view: 'home' });
    const relative = (u: URL) => u.pathname + u.search + u.hash;
    return {
      view,
      query,
      href: (v, q) => relative(embeddedAccountUrl(window.location.href, v, q)),
      absoluteHref: (v, q) => embeddedAccountUrl(window.location.href, v, q).href,
      go,
    };
  }, [href, fallbackPath, go]);
}
