import { useCallback, useMemo } from 'react';
import { ownParams, ownPatch } from './url-namespace';
import { useRuntime } from './runtime';
import { useSignalValue } from './use-signal';

/** A patch of query parameters: null, undefined or '' removes one. */
export type QueryPatch = Record<string, string | null | undefined>;

/**
 * The one place view state meets the page's query string (000 §2: catalog pages keep page_number, page_size and
 * filters there), so reload and back/forward restore it, in the shell and on a host page alike. One patch changes
 * several parameters in one history entry, so a filter change and its page reset are one step back. The address is
 * the runtime's (context/page-url.ts): every widget reading it follows a patch, as it follows back/forward.
 */
/**
 * Reads and writes the widget's own parameters (its runtime's `urlNamespace`, url-namespace.ts); `bare`: a parameter
 * other parties write into links (a payment's return, an e-mailed reset link, an account's link to a session), read
 * and written by its own name.
 */
export function useUrlQuery(bare = false): [URLSearchParams, (patch: QueryPatch) => void] {
  const { pageUrl, urlNamespace } = useRuntime();
  const namespace = bare ? undefined : urlNamespace;
  const search = new URL(useSignalValue(pageUrl.href)).search;
  const patch = useCallback(
    (changes: QueryPatch) => {
      const url = new URL(pageUrl.href.peek());
      for (const [name, value] of Object.entries(ownPatch(changes, namespace))) {
        if (value) url.searchParams.set(name, value);
        else url.searchParams.delete(name);
      }
      pageUrl.go(url);
    },
    [pageUrl, namespace],
  );
  return [useMemo(() => ownParams(search, namespace), [search, namespace]), patch];
}

/** One parameter of the query string as view state (`bare`: a link's parameter, useUrlQuery). */
export function useUrlParam(name: string, bare = false): [string | null, (value: string | null) => void] {
  const [query, patch] = useUrlQuery(bare);
  return [query.get(name), useCallback((value: string | null) => patch({ [name]: value }), [name, patch])];
}
