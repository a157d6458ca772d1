import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { pageSearch } from './page-search';
import { ownParams, ownPatch } from './url-namespace';
import { RuntimeContext } from './runtime';

/** A patch of query parameters: null, undefined or '' removes one. */
export type QueryPatch = Record<string, string | null | undefined>;

const EVENTS = ['popstate', 'oriel:urlchange'];

/**
 * The one place view state meets the page's query string (000 §2: catalog pages keep page_number, page_size and
 * filters there), so reload and back/forward restore it, in the shell and on a host page alike. One patch changes
 * several parameters in one history entry, so a filter change and its page reset are one step back; it announces
 * itself (`oriel:urlchange`) so every widget reading the query string follows, as on back/forward (popstate).
 */
/**
 * Reads and writes the widget's own parameters (its runtime's `urlNamespace`, url-namespace.ts); `bare`: a parameter
 * other parties write into links (a payment's return, an e-mailed reset link, an account's link to a session), read
 * and written by its own name.
 */
export function useUrlQuery(bare = false): [URLSearchParams, (patch: QueryPatch) => void] {
  const runtime = useContext(RuntimeContext);
  const namespace = bare ? undefined : runtime?.urlNamespace;
  const [search, setSearch] = useState(() => pageSearch(runtime));
  useEffect(() => {
    const sync = () => setSearch(location.search);
    for (const e of EVENTS) addEventListener(e, sync);
    return () => {
      for (const e of EVENTS) removeEventListener(e, sync);
    };
  }, []);
  const patch = useCallback(
    (changes: QueryPatch) => {
      const url = new URL(location.href);
      for (const [name, value] of Object.entries(ownPatch(changes, namespace))) {
        if (value) url.searchParams.set(name, value);
        else url.searchParams.delete(name);
      }
      if (url.href === location.href) return;
      history.pushState(history.state, '', url);
      // this component follows at once, even before its listener is attached (a subtree a lazy chunk just revealed
      // runs its effects after the next paint)
      setSearch(url.search);
      dispatchEvent(new Event('oriel:urlchange'));
    },
    [namespace],
  );
  return [useMemo(() => ownParams(search, namespace), [search, namespace]), patch];
}

/** One parameter of the query string as view state (`bare`: a link's parameter, useUrlQuery). */
export function useUrlParam(name: string, bare = false): [string | null, (value: string | null) => void] {
  const [query, patch] = useUrlQuery(bare);
  return [query.get(name), useCallback((value: string | null) => patch({ [name]: value }), [name, patch])];
}
