import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { pageSearch } from './page-search';
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
export function useUrlQuery(): [URLSearchParams, (patch: QueryPatch) => void] {
  const runtime = useContext(RuntimeContext);
  const [search, setSearch] = useState(() => pageSearch(runtime));
  useEffect(() => {
    const sync = () => setSearch(location.search);
    for (const e of EVENTS) addEventListener(e, sync);
    return () => {
      for (const e of EVENTS) removeEventListener(e, sync);
    };
  }, []);
  const patch = useCallback((changes: QueryPatch) => {
    const url = new URL(location.href);
    for (const [name, value] of Object.entries(changes)) {
      if (value) url.searchParams.set(name, value);
      else url.searchParams.delete(name);
    }
    if (url.href === location.href) return;
    history.pushState(history.state, '', url);
    // this component follows at once, even before its listener is attached (a subtree a lazy chunk just revealed
    // runs its effects after the next paint)
    setSearch(url.search);
    dispatchEvent(new Event('oriel:urlchange'));
  }, []);
  return [useMemo(() => new URLSearchParams(search), [search]), patch];
}

/** One parameter of the query string as view state. */
export function useUrlParam(name: string): [string | null, (value: string | null) => void] {
  const [query, patch] = useUrlQuery();
  return [query.get(name), useCallback((value: string | null) => patch({ [name]: value }), [name, patch])];
}
