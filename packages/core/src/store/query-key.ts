/**
 * A query's identity: readonly segments from the general to the particular (`['account', 'registrations', cuid]`),
 * built by the factory of its API area (`api/*.keys.ts`), never by hand. Segments are JSON-shaped: the keys cross from
 * the server render to the client with their answers.
 */
export type QueryKey = readonly unknown[];

/**
 * The cache's map key: JSON with each object's keys sorted, so parameters built in another order are the same query
 * (a value with toJSON, a date, is already its JSON when the replacer sees it).
 */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value,
  );
}

/**
 * Whether `key` starts with the whole segments of `prefix`: `['account']` holds `['account', 'registrations', …]`,
 * `['account', 'reg']` does not (a segment matches whole, never as the start of a string).
 */
export function matchesKey(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((segment, i) => hashKey([segment]) === hashKey([key[i]]));
}

/** Two keys name the same query. */
export function sameKey(a: QueryKey, b: QueryKey): boolean {
  return hashKey(a) === hashKey(b);
}
