import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { pageSearch } from '../context/page-search';
import { RuntimeContext } from '../context/runtime';

/** A patch of query parameters: null or '' removes one. */
export type QueryPatch = Record<string, string | null>;

/**
 * The whole query string of the page as view state (000 §2: catalog pages keep page_number, page_size and
 * filters there). One patch changes several parameters in one history entry, so a filter change and its
 * page reset are one step back. Kept out of context/ so that only catalog chunks carry it.
 */
export function useUrlQuery(): [URLSearchParams, (patch: QueryPatch) => void] {
  const runtime = useContext(RuntimeContext);
  const [search, setSearch] = useState(() => pageSearch(runtime));
  useEffect(() => {
    const sync = () => setSearch(window.location.search);
    window.addEventListener('popstate', sync);
    window.addEventListener('oriel:urlchange', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('oriel:urlchange', sync);
    };
  }, []);
  const update = useCallback((patch: QueryPatch) => {
    const url = new URL(window.location.href);
    for (const [name, value] of Object.entries(patch)) {
      if (value === null || value === '') url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    if (url.href === window.location.href) return;
    window.history.pushState(window.history.state, '', url);
    // every widget reading the query string (use-url-param too) follows
    window.dispatchEvent(new Event('oriel:urlchange'));
  }, []);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, update];
}
