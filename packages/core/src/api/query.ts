// Query-string serialisation shared by every call: arrays are comma lists (000 §7), and empty values
// (undefined, null, '' and empty arrays) are left out so that the API applies its defaults.

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];

function serialise(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    const parts = value.filter((part) => part !== undefined && part !== null && part !== '').map(String);
    return parts.length > 0 ? parts.join(',') : undefined;
  }
  const text = String(value);
  return text === '' ? undefined : text;
}

/** Accepts any params object (interfaces included) whose values are QueryValue. */
export function toSearchParams(params: object | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  for (const [key, value] of Object.entries(params)) {
    const text = serialise(value);
    if (text !== undefined) search.set(key, text);
  }
  return search;
}
