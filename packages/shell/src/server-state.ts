import type { QueryKey } from '@oriel/core';

/**
 * The answers a server-rendered page was built from (packages/shell/src/server): `[key, data]` pairs in a JSON
 * script element, each key an array of segments as the query cache's snapshot writes it. Anything malformed is
 * ignored; the page then loads its data as a client-rendered one does.
 */
export function readServerState(doc: Document): [QueryKey, unknown][] {
  const text = doc.getElementById('oriel-state')?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((e): e is [QueryKey, unknown] => Array.isArray(e) && e.length === 2 && Array.isArray(e[0])) : [];
  } catch {
    return [];
  }
}
