/** First-party storage of the host page, injected (docs/design.md §3, §6.1): core never touches localStorage itself. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** changes made elsewhere (another tab of the same page): the session follows a logout or login there */
  watch?(key: string, onChange: (value: string | null) => void): () => void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  };
}

/** One token per API origin, so two storefronts embedded on one page never share a session. */
export function tokenKey(apiBase: string): string {
  let origin = apiBase;
  try {
    origin = new URL(apiBase).origin;
  } catch {
    // a relative base: the page origin is the API origin
  }
  return `oriel:token:${origin}`;
}
