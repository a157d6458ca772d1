import { useCallback, useContext, useEffect, useState } from 'react';
import { pageSearch } from './page-search';
import { RuntimeContext } from './runtime';

function read(name: string, search: string = window.location.search): string | null {
  return new URLSearchParams(search).get(name);
}

/**
 * A view state kept in the page's query string (spec 000 §2: catalog pages keep page_number and filters
 * there), so reload and back/forward restore it, in the shell and on a host page alike.
 */
export function useUrlParam(name: string): [string | null, (value: string | null) => void] {
  const runtime = useContext(RuntimeContext);
  const [value, setValue] = useState(() => read(name, pageSearch(runtime)));
  useEffect(() => {
    const sync = () => setValue(read(name));
    window.addEventListener('popstate', sync);
    window.addEventListener('oriel:urlchange', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('oriel:urlchange', sync);
    };
  }, [name]);
  const update = useCallback(
    (next: string | null) => {
      const url = new URL(window.location.href);
      if (next === null || next === '') url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      if (url.href === window.location.href) return;
      window.history.pushState(window.history.state, '', url);
      // this component follows at once, even before its listener below is attached (a subtree a lazy chunk
      // just revealed runs its effects after the next paint)
      setValue(next === '' ? null : next);
      // other widgets reading the same parameter follow
      window.dispatchEvent(new Event('oriel:urlchange'));
    },
    [name],
  );
  return [value, update];
}
