/**
 * Totals of the catalogue's lists (the `count` beside a page), kept per filter set so that a page never waits for a
 * count that reads every match. A total is exact for the catalogue's version it was counted at: any write to the
 * tables a list reads moves the version (migration 016), and a new version is counted again before it is answered.
 * Within one version a total is answered as it is for `freshMs`; until `staleMs` it is still answered at once while one
 * query counts again behind it (only time changes it then: a cart hold that runs out, a session that starts).
 * Both ages are read on the machine's clock and on the API's, so a test that moves the API's clock sees new totals.
 */
export interface CountCacheOptions {
  freshMs?: number;
  staleMs?: number;
  /** entries kept, least recently used dropped first */
  max?: number;
  /** the machine's monotonic clock, in ms */
  elapsed?: () => number;
}

interface Entry {
  value: number;
  /** the machine's and the API's clocks when it was counted */
  at: number;
  apiAt: number;
  refreshing?: Promise<void>;
}

export interface CountCache {
  /** The total under `key` at API instant `now` (computed by `count` when none can be answered). */
  get(key: string, now: Date, count: () => Promise<number>): Promise<number>;
  readonly size: number;
}

export function createCountCache({ freshMs = 10_000, staleMs = 60_000, max = 1000, elapsed = () => performance.now() }: CountCacheOptions = {}): CountCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<number>>();

  const store = (key: string, value: number, apiAt: number) => {
    entries.delete(key);
    entries.set(key, { value, at: elapsed(), apiAt });
    while (entries.size > max) entries.delete(entries.keys().next().value!);
  };

  // one count per key at a time: concurrent misses share it
  const countOnce = (key: string, now: Date, count: () => Promise<number>) => {
    let running = pending.get(key);
    if (!running) {
      running = count()
        .then((value) => (store(key, value, now.getTime()), value))
        .finally(() => pending.delete(key));
      pending.set(key, running);
    }
    return running;
  };

  return {
    get size() {
      return entries.size;
    },
    async get(key, now, count) {
      const entry = entries.get(key);
      if (entry) {
        const age = Math.max(elapsed() - entry.at, now.getTime() - entry.apiAt);
        const movedBack = now.getTime() < entry.apiAt;
        if (!movedBack && age < staleMs) {
          entries.delete(key);
          entries.set(key, entry);
          if (age >= freshMs && !entry.refreshing) {
            // a failed refresh keeps the stale total until staleMs; the next request tries again
            entry.refreshing = countOnce(key, now, count).then(
              () => undefined,
              () => void (entry.refreshing = undefined),
            );
          }
          return entry.value;
        }
        entries.delete(key);
      }
      return countOnce(key, now, count);
    },
  };
}
