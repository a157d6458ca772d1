/**
 * A query's identity: readonly segments from the general to the particular (`['account', 'registrations', cuid]`),
 * built by the factory of its API area (`api/*.keys.ts`), never by hand. Segments are JSON-shaped: the keys cross from
 * the server render to the client with their answers.
 */
export type QueryKey = readonly unknown[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The cache's map key: JSON with each object's keys sorted, so parameters built in another order are the same query. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.keys(value)
          .sort()
          .reduce<Record<string, unknown>>((out, k) => ((out[k] = value[k]), out), {})
      : value,
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
