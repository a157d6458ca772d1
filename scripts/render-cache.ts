/**
 * The server render's cache: public pages are the same for every visitor (the render has no session), so N visitors
 * of one URL cost one render. An answer is served fresh for `freshMs`, then stale for up to `staleMs` while one
 * render refreshes it in the background; visitors arriving during a render wait for that render, never start their
 * own. When the server is already rendering `maxRenders` pages, or a render of this URL failed a moment ago, the
 * caller gets `undefined` at once and answers its fallback (the client-rendered page) instead of waiting for a
 * deadline.
 */
export interface RenderCacheOptions {
  freshMs: number;
  staleMs: number;
  /** renders running at once; past it a miss answers the fallback at once */
  maxRenders: number;
  /** after a failed render, how long the URL answers the fallback without trying again */
  failureBackoffMs: number;
  /** entries kept, least recently used dropped first */
  maxEntries: number;
  now(): number;
}

export const RENDER_CACHE_DEFAULTS: Omit<RenderCacheOptions, 'now'> = {
  freshMs: 10_000,
  staleMs: 60_000,
  maxRenders: 4,
  failureBackoffMs: 5_000,
  maxEntries: 500,
};

export interface RenderCacheStats {
  hits: number;
  stale: number;
  misses: number;
  /** misses answered with the fallback at once: too many renders running, or a recent failure */
  shed: number;
  failures: number;
}

interface Entry<T> {
  value: T;
  at: number;
}

export interface RenderCache<T> {
  /** the cached or rendered value; undefined: answer the fallback (render failed, shed, or backing off) */
  get(key: string): Promise<T | undefined>;
  stats(): RenderCacheStats;
  clear(): void;
}

export function renderCache<T>(render: (key: string) => Promise<T>, options: Partial<RenderCacheOptions> = {}): RenderCache<T> {
  const o: RenderCacheOptions = { ...RENDER_CACHE_DEFAULTS, now: Date.now, ...options };
  const entries = new Map<string, Entry<T>>();
  const running = new Map<string, Promise<T | undefined>>();
  const failedAt = new Map<string, number>();
  const stats: RenderCacheStats = { hits: 0, stale: 0, misses: 0, shed: 0, failures: 0 };

  function remember(key: string, value: T) {
    entries.delete(key);
    entries.set(key, { value, at: o.now() });
    while (entries.size > o.maxEntries) entries.delete(entries.keys().next().value!);
  }

  function start(key: string): Promise<T | undefined> {
    const job = render(key).then(
      (value) => {
        failedAt.delete(key);
        remember(key, value);
        return value;
      },
      () => {
        stats.failures++;
        failedAt.set(key, o.now());
        return undefined;
      },
    );
    const mine = job.finally(() => {
      if (running.get(key) === mine) running.delete(key);
    });
    running.set(key, mine);
    return mine;
  }

  return {
    async get(key) {
      const now = o.now();
      const entry = entries.get(key);
      if (entry && now - entry.at < o.freshMs) {
        stats.hits++;
        // least recently used goes first: a hit moves the entry to the end
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      if (entry && now - entry.at < o.freshMs + o.staleMs) {
        stats.stale++;
        if (!running.has(key) && running.size < o.maxRenders) void start(key);
        return entry.value;
      }
      const inflight = running.get(key);
      if (inflight) {
        stats.hits++;
        return inflight;
      }
      const failed = failedAt.get(key);
      if ((failed !== undefined && now - failed < o.failureBackoffMs) || running.size >= o.maxRenders) {
        stats.shed++;
        return undefined;
      }
      stats.misses++;
      return start(key);
    },
    stats: () => ({ ...stats }),
    clear() {
      entries.clear();
      failedAt.clear();
    },
  };
}
