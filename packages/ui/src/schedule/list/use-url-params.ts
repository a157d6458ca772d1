import { useCallback, useEffect, useState } from 'react';

type Params<K extends string> = Record<K, string | null>;

function read<K extends string>(names: readonly K[]): Params<K> {
  const search = new URLSearchParams(window.location.search);
  return Object.fromEntries(names.map((n) => [n, search.get(n)])) as Params<K>;
}

/**
 * Several query-string values changed in one history entry (a filter change also resets page_number,
 * 000 §9); same events as useUrlParam, so both stay in step on the page.
 */
export function useUrlParams<K extends string>(names: readonly K[]): [Params<K>, (next: Partial<Params<K>>) => void] {
  const key = names.join(',');
  const [values, setValues] = useState(() => read(names));
  useEffect(() => {
    const sync = () => setValues(read(names));
    window.addEventListener('popstate', sync);
    window.addEventListener('oriel:urlchange', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('oriel:urlchange', sync);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names is a new array each render; key is its value
  }, [key]);
  const update = useCallback((next: Partial<Params<K>>) => {
    const url = new URL(window.location.href);
    for (const [name, value] of Object.entries(next) as [string, string | null | undefined][]) {
      if (value === null || value === undefined || value === '') url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    if (url.href === window.location.href) return;
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new Event('oriel:urlchange'));
  }, []);
  return [values, update];
}
