/**
 * The answers a server-rendered page was built from (packages/shell/src/server): `[key, data]` pairs in a JSON
 * script element. Anything malformed is ignored; the page then loads its data as a client-rendered one does.
 */
export function readServerState(doc: Document): [string, unknown][] {
  const text = doc.getElementById('oriel-state')?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((e): e is [string, unknown] => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string') : [];
  } catch {
    return [];
  }
}
