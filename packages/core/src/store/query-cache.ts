import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { CACHE } from '../rules/organiser-defaults';
import { hashKey, matchesKey, type QueryKey } from './query-key';

/** Cache rules of spec 000 §9: gc after 5 min, 3 retries with exponential delay capped at 30 s, min stale 1 s. */
export const QUERY_GC_MS = CACHE.gcMs;
export const QUERY_RETRIES = CACHE.retries;
export const QUERY_RETRY_CAP_MS = CACHE.retryCapMs;
export const QUERY_MIN_STALE_MS = CACHE.minStaleMs;
/**
 * A view that mounts onto an answer younger than this shows it and asks nothing (a single-page app's route change,
 * a widget added again); an older answer, still cached until gc, shows at once too and is asked again in the background.
 * 30 s: well under what a public page's server render may already be (10 s fresh + 60 s stale, scripts/render-cache.ts),
 * and the API checks places again at every add. Any change of the visitor's cart ends it at once (`touch`).
 */
export const QUERY_MOUNT_FRESH_MS = 30_000;

export type QueryStatus = 'idle' | 'loading' | 'success' | 'error';

export interface QueryState<T> {
  readonly status: QueryStatus;
  readonly data: T | undefined;
  readonly error: unknown;
  /** true while a request runs, also when stale data is shown */
  readonly fetching: boolean;
  readonly updatedAt: number;
}

export interface QueryCacheOptions {
  now?: () => number;
  /** injected so tests do not wait for real backoff delays */
  sleep?: (ms: number) => Promise<void>;
  /** errors that retrying cannot fix (4xx answers) are not retried */
  isRetryable?: (error: unknown) => boolean;
  /**
   * errors after which the cached data must not show any more (401, 403, 404: the data is gone or no longer
   * this visitor's); other failures keep the last good data on screen
   */
  dropsData?: (error: unknown) => boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /**
   * what an answer waits for once parsed, before the views read it: in a browser, the next task, so the answer's
   * parsing and the render it causes are two tasks instead of one long one (each over 50 ms of a phone's main thread
   * is blocking time); nothing where no one is waiting (tests, the server's render)
   */
  beforePublish?: () => Promise<void>;
}

export interface QueryHandle<T> {
  readonly key: QueryKey;
  readonly state: ReadonlySignal<QueryState<T>>;
  /** fetches when there is no data or it is older than staleTime */
  ensure(staleTime?: number): Promise<void>;
  refetch(): Promise<void>;
  /** keep the entry alive; returns the release function (gc starts when nobody holds it) */
  retain(): () => void;
}

/** A query function; the signal aborts its request when a newer one supersedes it or the cache is reset. */
export type QueryFn<T> = (signal: AbortSignal) => Promise<T>;

interface Entry<T> {
  key: QueryKey;
  state: Signal<QueryState<T>>;
  fn: QueryFn<T>;
  inflight: Promise<void> | undefined;
  controller: AbortController | undefined;
  holders: number;
  gcTimer: unknown;
  /** after the last retry failed: one more try at the retry cap, and again, while someone shows the entry */
  recoverTimer: unknown;
  generation: number;
  /** one handle per entry: a view asking again at each render gets the same one */
  handle: QueryHandle<T> | undefined;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

export function createQueryCache(options: QueryCacheOptions = {}) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const isRetryable = options.isRetryable ?? (() => true);
  const dropsData = options.dropsData ?? (() => false);
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const beforePublish = options.beforePublish;
  /** by hashKey of the entry's key */
  const entries = new Map<string, Entry<unknown>>();
  /** answers from before this instant are stale, whatever their age (touch) */
  let changedAt = -Infinity;

  /** Stops the entry's running request: its answer would be stale (superseded, reset, collected). */
  function cancel(entry: Entry<unknown>) {
    stopRecovery(entry);
    entry.generation++;
    entry.controller?.abort();
    entry.controller = undefined;
    entry.inflight = undefined;
  }

  async function run<T>(key: string, entry: Entry<T>): Promise<void> {
    const generation = ++entry.generation;
    const controller = new AbortController();
    entry.controller = controller;
    const prev = entry.state.peek();
    entry.state.value = { ...prev, status: prev.data === undefined ? 'loading' : prev.status, fetching: true };
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await entry.fn(controller.signal);
        if (generation !== entry.generation) return;
        if (beforePublish) {
          await beforePublish();
          if (generation !== entry.generation) return;
        }
        entry.state.value = { status: 'success', data, error: undefined, fetching: false, updatedAt: now() };
        return;
      } catch (error) {
        if (generation !== entry.generation) return;
        if (attempt >= QUERY_RETRIES || !isRetryable(error)) {
          const cur = entry.state.peek();
          const data = dropsData(error) ? undefined : cur.data;
          entry.state.value = { ...cur, data, status: 'error', error, fetching: false };
          if (isRetryable(error)) scheduleRecovery(key, entry as Entry<unknown>);
          return;
        }
        await sleep(retryDelay(attempt));
        if (generation !== entry.generation || !entries.has(key)) return;
      }
    }
  }

  function start<T>(key: string, entry: Entry<T>): Promise<void> {
    if (entry.inflight) return entry.inflight;
    // only this run may clear its own mark: a superseded run finishing late must not clear the newer one's
    const mine: Promise<void> = run(key, entry).finally(() => {
      if (entry.inflight === mine) entry.inflight = undefined;
    });
    entry.inflight = mine;
    return mine;
  }

  /**
   * An outage outlasts the retries: what is on screen keeps trying at the retry cap, so a list comes back by itself
   * once the API answers again (focus and reconnection try at once: recover()).
   */
  function scheduleRecovery(key: string, entry: Entry<unknown>) {
    stopRecovery(entry);
    entry.recoverTimer = setTimer(() => {
      entry.recoverTimer = undefined;
      if (entries.get(key) === entry && entry.holders > 0 && entry.state.peek().status === 'error') void start(key, entry);
    }, QUERY_RETRY_CAP_MS);
  }

  function stopRecovery(entry: Entry<unknown>) {
    if (entry.recoverTimer !== undefined) clearTimer(entry.recoverTimer);
    entry.recoverTimer = undefined;
  }

  /**
   * Asks again, at once, for every shown entry that failed with an error retrying may fix: the page is back in view or
   * the network is back. The data they still show stays until the new answer.
   */
  function recover(): Promise<void[]> {
    const jobs: Promise<void>[] = [];
    for (const [key, entry] of entries) {
      const s = entry.state.peek();
      if (entry.holders > 0 && s.status === 'error' && isRetryable(s.error)) {
        stopRecovery(entry);
        jobs.push(start(key, entry));
      }
    }
    return Promise.all(jobs);
  }

  function scheduleGc(key: string, entry: Entry<unknown>) {
    if (entry.gcTimer !== undefined) clearTimer(entry.gcTimer);
    entry.gcTimer = setTimer(() => {
      if (entry.holders !== 0) return;
      cancel(entry);
      entries.delete(key);
    }, QUERY_GC_MS);
  }

  function newEntry<T>(key: QueryKey, state: QueryState<T>, fn: QueryFn<T>): Entry<T> {
    return {
      key,
      state: signal<QueryState<T>>(state),
      fn,
      inflight: undefined,
      controller: undefined,
      holders: 0,
      gcTimer: undefined,
      recoverTimer: undefined,
      generation: 0,
      handle: undefined,
    };
  }

  function query<T>(key: QueryKey, fn: QueryFn<T>): QueryHandle<T> {
    const hash = hashKey(key);
    let entry = entries.get(hash) as Entry<T> | undefined;
    if (!entry) {
      entry = newEntry<T>(key, { status: 'idle', data: undefined, error: undefined, fetching: false, updatedAt: 0 }, fn);
      entries.set(hash, entry as Entry<unknown>);
      scheduleGc(hash, entry as Entry<unknown>);
    } else {
      entry.fn = fn; // the newest closure wins: it carries the current token and params
    }
    return (entry.handle ??= handleOf(hash, entry));
  }

  function handleOf<T>(key: string, e: Entry<T>): QueryHandle<T> {
    return {
      key: e.key,
      state: e.state,
      ensure(staleTime = QUERY_MIN_STALE_MS) {
        const s = e.state.peek();
        const fresh = s.status === 'success' && s.updatedAt > changedAt && now() - s.updatedAt < Math.max(staleTime, QUERY_MIN_STALE_MS);
        return fresh ? Promise.resolve() : start(key, e);
      },
      refetch() {
        cancel(e as Entry<unknown>);
        return start(key, e);
      },
      retain() {
        e.holders++;
        if (e.gcTimer !== undefined) clearTimer(e.gcTimer);
        e.gcTimer = undefined;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          e.holders--;
          if (e.holders === 0) scheduleGc(key, e as Entry<unknown>);
        };
      },
    };
  }

  /**
   * Marks stale the entries whose key starts with the whole segments of `prefix` (a factory's segment:
   * `accountKeys.all`) and refetches those someone is showing.
   */
  function invalidate(prefix: QueryKey): Promise<void[]> {
    const jobs: Promise<void>[] = [];
    for (const [key, entry] of entries) {
      if (!matchesKey(entry.key, prefix)) continue;
      const s = entry.state.peek();
      entry.state.value = { ...s, updatedAt: 0 };
      if (entry.holders > 0) {
        cancel(entry);
        jobs.push(start(key, entry));
      }
    }
    return Promise.all(jobs);
  }

  /**
   * The visitor changed something the answers may show (their cart: places, prices, registrations): every answer is
   * stale for the next view that asks. What is on screen stays and asks nothing now (invalidate does that).
   */
  function touch() {
    changedAt = now();
  }

  function clear() {
    for (const entry of entries.values()) {
      cancel(entry);
      if (entry.gcTimer !== undefined) clearTimer(entry.gcTimer);
    }
    entries.clear();
  }

  /**
   * Another visitor now (sign-in, sign-out, expiry, another tab): nothing cached for the previous one may show.
   * Every answer is forgotten and its request aborted; what is on screen loads again with the new credentials.
   */
  function reset(): Promise<void[]> {
    const jobs: Promise<void>[] = [];
    for (const [key, entry] of entries) {
      cancel(entry);
      entry.state.value = { status: 'idle', data: undefined, error: undefined, fetching: false, updatedAt: 0 };
      if (entry.holders > 0) jobs.push(start(key, entry));
      else {
        if (entry.gcTimer !== undefined) clearTimer(entry.gcTimer);
        entries.delete(key);
      }
    }
    return Promise.all(jobs);
  }

  /**
   * The answers a server render used, to send with its HTML (packages/shell/src/server): only successful ones, as
   * plain data (every query's key and result are JSON-shaped).
   */
  function snapshot(): [key: QueryKey, data: unknown][] {
    const out: [QueryKey, unknown][] = [];
    for (const entry of entries.values()) {
      const s = entry.state.peek();
      if (s.status === 'success') out.push([entry.key, s.data]);
    }
    return out;
  }

  /**
   * The page's first answers, from the server render that produced its HTML: the first client render shows exactly
   * what the HTML shows. They count as just fetched (no second request at once), then age like any answer. A render
   * served from the server's cache may be up to its stale window old (scripts/render-cache.ts): public pages, like a
   * CDN's stale-while-revalidate.
   */
  function seed(answers: readonly (readonly [key: QueryKey, data: unknown])[]) {
    for (const [key, data] of answers) {
      const hash = hashKey(key);
      if (entries.has(hash)) continue;
      const entry = newEntry<unknown>(key, { status: 'success', data, error: undefined, fetching: false, updatedAt: now() }, () =>
        Promise.reject(new Error(`query ${hash} has no function yet`)),
      );
      entries.set(hash, entry);
      scheduleGc(hash, entry);
    }
  }

  return { query, invalidate, touch, recover, clear, reset, snapshot, seed, size: () => entries.size };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
