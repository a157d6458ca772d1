import type { QueryPatch } from './url-state';

/**
 * A widget's own parameters in the page's query string: `oc-page_number` for the grid of namespace `oc`. It reads only
 * its own (a host page's `?page_number=3` or `?search=` is not its state) and writes its names under the same
 * prefix; no namespace (the hosted shell's pages) reads and writes the spec's bare names.
 */
export function ownParams(search: string, namespace: string | undefined): URLSearchParams {
  const all = new URLSearchParams(search);
  if (!namespace) return all;
  const prefix = `${namespace}-`;
  const own = new URLSearchParams();
  for (const [name, value] of all) if (name.startsWith(prefix)) own.append(name.slice(prefix.length), value);
  return own;
}

/** A patch of a widget's own names, as the page's parameter names. */
export function ownPatch(patch: QueryPatch, namespace: string | undefined): QueryPatch {
  if (!namespace) return patch;
  return Object.fromEntries(Object.entries(patch).map(([name, value]) => [`${namespace}-${name}`, value]));
}
