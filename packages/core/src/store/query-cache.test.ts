import { describe, expect, it, vi } from 'vitest';
import { createQueryCache, QUERY_GC_MS, QUERY_MOUNT_FRESH_MS, retryDelay } from './query-cache';

function manualTimers() {
  const timers: { fn: () => void; ms: number; id: number }[] = [];
  let id = 0;
  return {
    timers,
    setTimer: (fn: () => void, ms: number) => (timers.push({ fn, ms, id: ++id }), id),
    clearTimer: (h: unknown) => {
      const i = timers.findIndex((t) => t.id === h);
      if (i >= 0) timers.splice(i, 1);
    },
    fire(ms: number) {
      for (const t of timers.filter((t) => t.ms === ms)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
    },
  };
}

describe('query cache (spec 000 §9)', () => {
  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times before reporting the error', async () => {
    const sleeps: number[] = [];
    const cache = createQueryCache({ sleep: async (ms) => void sleeps.push(ms) });
    const fn = vi.fn().mockRejectedValue(new Error('down'));
    const q = cache.query(['k'], fn);
    await q.ensure();
    expect(fn).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(q.state.value.status).toBe('error');
  });

  it('does not retry errors that retrying cannot fix', async () => {
    const cache = createQueryCache({ sleep: async () => {}, isRetryable: () => false });
    const fn = vi.fn().mockRejectedValue(new Error('404'));
    await cache.query(['k'], fn).ensure();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('recovers when a retry succeeds', async () => {
    const cache = createQueryCache({ sleep: async () => {} });
    const fn = vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValue(42);
    const q = cache.query(['k'], fn);
    await q.ensure();
    expect(q.state.value).toMatchObject({ status: 'success', data: 42, fetching: false });
  });

  it('after an outage that outlasts the retries, a shown entry asks again at the retry cap until the API answers', async () => {
    const t = manualTimers();
    const cache = createQueryCache({ sleep: async () => {}, setTimer: t.setTimer, clearTimer: t.clearTimer });
    let up = false;
    const fn = vi.fn(async () => {
      if (!up) throw new Error('down');
      return 'list';
    });
    const q = cache.query(['k'], fn);
    const release = q.retain();
    await q.ensure();
    expect(q.state.value.status).toBe('error');
    t.fire(30_000);
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(8));
    expect(q.state.value.status).toBe('error');
    up = true;
    t.fire(30_000);
    await vi.waitFor(() => expect(q.state.value).toMatchObject({ status: 'success', data: 'list' }));
    expect(t.timers.filter((x) => x.ms === 30_000)).toHaveLength(0);
    release();
  });

  it('an entry nobody shows any more stops asking', async () => {
    const t = manualTimers();
    const cache = createQueryCache({ sleep: async () => {}, setTimer: t.setTimer, clearTimer: t.clearTimer });
    const fn = vi.fn().mockRejectedValue(new Error('down'));
    const q = cache.query(['k'], fn);
    const release = q.retain();
    await q.ensure();
    release();
    t.fire(30_000);
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(4));
  });

  it('recover() asks again at once for shown entries that failed with a retryable error, and leaves the rest alone', async () => {
    const cache = createQueryCache({ sleep: async () => {}, isRetryable: (e) => (e as Error).message !== '404' });
    let up = false;
    const shown = vi.fn(async () => {
      if (!up) throw new Error('down');
      return 'back';
    });
    const gone = vi.fn().mockRejectedValue(new Error('404'));
    const hidden = vi.fn().mockRejectedValue(new Error('down'));
    const a = cache.query(['a'], shown);
    a.retain();
    const b = cache.query(['b'], gone);
    b.retain();
    await Promise.all([a.ensure(), b.ensure(), cache.query(['c'], hidden).ensure()]);
    const calls = [shown, gone, hidden].map((f) => f.mock.calls.length);
    up = true;
    await cache.recover();
    expect(a.state.value).toMatchObject({ status: 'success', data: 'back' });
    expect([shown, gone, hidden].map((f) => f.mock.calls.length)).toEqual([calls[0]! + 1, calls[1], calls[2]]);
  });

  it('keeps data fresh for at least 1 s and shares in-flight requests', async () => {
    let t = 0;
    const cache = createQueryCache({ now: () => t });
    const fn = vi.fn().mockResolvedValue('x');
    const a = cache.query(['k'], fn);
    await Promise.all([a.ensure(0), cache.query(['k'], fn).ensure(0)]);
    expect(fn).toHaveBeenCalledTimes(1);
    t = 999;
    await a.ensure(0);
    expect(fn).toHaveBeenCalledTimes(1);
    t = 1000;
    await a.ensure(0);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('garbage-collects an unused entry after 5 minutes, not while retained', async () => {
    const timers = manualTimers();
    const cache = createQueryCache(timers);
    const q = cache.query(['k'], async () => 1);
    const release = q.retain();
    timers.fire(QUERY_GC_MS);
    expect(cache.size()).toBe(1);
    release();
    timers.fire(QUERY_GC_MS);
    expect(cache.size()).toBe(0);
  });

  it('invalidate refetches retained entries under a prefix only', async () => {
    const cache = createQueryCache();
    const a = vi.fn().mockResolvedValue(1);
    const b = vi.fn().mockResolvedValue(2);
    const qa = cache.query(['availabilities', 1], a);
    const qb = cache.query(['bundles', 1], b);
    qa.retain();
    qb.retain();
    await Promise.all([qa.ensure(), qb.ensure()]);
    await cache.invalidate(['availabilities']);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('invalidate matches whole leading segments: a near miss of a segment is not under it', async () => {
    const cache = createQueryCache();
    const fns = { registrations: vi.fn().mockResolvedValue(1), reg: vi.fn().mockResolvedValue(2), catalog: vi.fn().mockResolvedValue(3) };
    const handles = [
      cache.query(['account', 'registrations', 'c1'], fns.registrations),
      cache.query(['account', 'reg'], fns.reg),
      cache.query(['account-cart', 'c1'], fns.catalog),
    ];
    for (const h of handles) h.retain();
    await Promise.all(handles.map((h) => h.ensure()));
    await cache.invalidate(['account', 'registrations']);
    expect([fns.registrations, fns.reg, fns.catalog].map((f) => f.mock.calls.length)).toEqual([2, 1, 1]);
    await cache.invalidate(['account', 'reg']);
    expect([fns.registrations, fns.reg, fns.catalog].map((f) => f.mock.calls.length)).toEqual([2, 2, 1]);
    await cache.invalidate(['account']);
    expect([fns.registrations, fns.reg, fns.catalog].map((f) => f.mock.calls.length)).toEqual([3, 3, 1]);
  });

  it('one entry and one handle per key: a new array with the same segments (objects in any order) is the same query', async () => {
    const cache = createQueryCache();
    const first = vi.fn().mockResolvedValue('first');
    const newest = vi.fn().mockResolvedValue('newest');
    const a = cache.query(['schedule', { limit: 12, after: 'x' }], first);
    const b = cache.query(['schedule', { after: 'x', limit: 12 }], newest);
    expect(b).toBe(a);
    expect(cache.size()).toBe(1);
    await b.ensure();
    // the newest function wins: it carries the current params and credentials
    expect(first).not.toHaveBeenCalled();
    expect(newest).toHaveBeenCalledTimes(1);
    expect(cache.query(['schedule', { after: 'y', limit: 12 }], first)).not.toBe(a);
  });

  it('a refetch supersedes a slower earlier answer', async () => {
    const cache = createQueryCache();
    let resolveFirst!: (v: string) => void;
    const fn = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockResolvedValueOnce('second');
    const q = cache.query(['k'], fn);
    const first = q.ensure();
    await q.refetch();
    resolveFirst('first');
    await first;
    expect(q.state.value.data).toBe('second');
  });

  it('an answer waits for beforePublish (the next task in a browser): parsed in one task, rendered in the next', async () => {
    const waits: (() => void)[] = [];
    const cache = createQueryCache({ beforePublish: () => new Promise<void>((r) => waits.push(r)) });
    const q = cache.query(['k'], async () => 'answer');
    const done = q.ensure();
    await vi.waitFor(() => expect(waits).toHaveLength(1));
    // parsed, not yet published: the views still show their loading state
    expect(q.state.value).toMatchObject({ status: 'loading', data: undefined, fetching: true });
    waits[0]!();
    await done;
    expect(q.state.value).toMatchObject({ status: 'success', data: 'answer', fetching: false });
  });

  it('an answer superseded while it waits for beforePublish is not published', async () => {
    const waits: (() => void)[] = [];
    const cache = createQueryCache({ beforePublish: () => new Promise<void>((r) => waits.push(r)) });
    const fn = vi.fn<() => Promise<string>>().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const q = cache.query(['k'], fn);
    const first = q.ensure();
    await vi.waitFor(() => expect(waits).toHaveLength(1));
    const second = q.refetch();
    await vi.waitFor(() => expect(waits).toHaveLength(2));
    waits[1]!();
    await second;
    waits[0]!();
    await first;
    expect(q.state.value.data).toBe('second');
  });
});

describe('query cache: per visitor, abortable, no duplicate requests (issue 8)', () => {
  function deferred<T>() {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  }

  it('a superseded request is aborted and does not clear the newer one in flight (no duplicate request)', async () => {
    const cache = createQueryCache();
    const calls: { signal: AbortSignal; d: ReturnType<typeof deferred<number>> }[] = [];
    const q = cache.query(['k'], (signal) => {
      const d = deferred<number>();
      calls.push({ signal, d });
      return d.promise;
    });
    void q.ensure();
    const second = q.refetch();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.d.resolve(1); // the old answer arrives late
    await Promise.resolve();
    await Promise.resolve();
    void q.ensure(); // joins the running request instead of starting a third
    expect(calls).toHaveLength(2);
    calls[1]!.d.resolve(2);
    await second;
    expect(q.state.value.data).toBe(2);
  });

  it('401, 403 and 404 drop the cached data; other failures keep it', async () => {
    const gone = Object.assign(new Error('gone'), { status: 404 });
    const cache = createQueryCache({ isRetryable: () => false, dropsData: (e) => (e as { status?: number }).status === 404 });
    let answer: () => Promise<string> = async () => 'order of customer A';
    const q = cache.query(['checkout'], () => answer());
    await q.ensure();
    answer = async () => Promise.reject(new Error('offline'));
    await q.refetch();
    expect(q.state.value).toMatchObject({ status: 'error', data: 'order of customer A' });
    answer = async () => Promise.reject(gone);
    await q.refetch();
    expect(q.state.value).toMatchObject({ status: 'error', data: undefined, error: gone });
  });

  it('reset forgets every answer, aborts what runs, and reloads only what is on screen', async () => {
    const cache = createQueryCache();
    const signals: AbortSignal[] = [];
    let who = 'A';
    const shown = cache.query(['account', 'cart', 'c1'], async (signal) => (signals.push(signal), `cart of ${who}`));
    const release = shown.retain();
    await shown.ensure();
    const hidden = cache.query(['checkout'], async () => `checkout of ${who}`);
    await hidden.ensure();
    const slow = cache.query(['slow'], (signal) => (signals.push(signal), new Promise<string>(() => {})));
    slow.retain();
    void slow.ensure();
    who = 'B';
    const reloading = cache.reset();
    // nothing of A shows, not even while B's answers load
    expect(shown.state.value.data).toBeUndefined();
    expect(signals.at(-1)?.aborted).toBe(false);
    expect(signals[1]!.aborted).toBe(true);
    expect(cache.size()).toBe(2); // the hidden entry is gone
    void reloading;
    await vi.waitFor(() => expect(shown.state.value.data).toBe('cart of B'));
    release();
  });
});

describe('query cache: a server render’s answers (issue 10.1)', () => {
  it('snapshots successful answers only, and seeds them as fresh: no request until they age', async () => {
    const server = createQueryCache({ sleep: async () => {}, isRetryable: () => false });
    await server.query(['website'], async () => ({ name: 'Parc' })).ensure();
    await server.query(['broken'], async () => Promise.reject(new Error('down'))).ensure();
    server.query(['idle'], async () => 1);
    expect(server.snapshot()).toEqual([[['website'], { name: 'Parc' }]]);

    let now = 1000;
    const client = createQueryCache({ now: () => now });
    client.seed(JSON.parse(JSON.stringify(server.snapshot())));
    const fn = vi.fn(async () => ({ name: 'Parc, again' }));
    const q = client.query(['website'], fn);
    expect(q.state.value).toMatchObject({ status: 'success', data: { name: 'Parc' } });
    await q.ensure();
    expect(fn).not.toHaveBeenCalled();
    now += 5000; // older than the 1 s minimum stale time: asked again, with the function the component gave
    await q.ensure();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(q.state.value.data).toEqual({ name: 'Parc, again' });
  });

  it('the snapshot crosses to the client as JSON: array keys, objects in any order, found again by the factory that made them', async () => {
    const server = createQueryCache();
    await server.query(['site', 'website'], async () => ({ css: null })).ensure();
    await server
      .query(['schedule', 'availability-cards', { activity: 'a1', status: ['OPEN', 'FULL'], limit: 12 }, {}], async () => ({ data: [], count: 0 }))
      .ensure();
    const sent = JSON.stringify(server.snapshot());
    expect(JSON.parse(sent)).toEqual([
      [['site', 'website'], { css: null }],
      [['schedule', 'availability-cards', { activity: 'a1', status: ['OPEN', 'FULL'], limit: 12 }, {}], { data: [], count: 0 }],
    ]);
    const client = createQueryCache();
    client.seed(JSON.parse(sent) as [unknown[], unknown][]);
    const fn = vi.fn(async () => ({ data: ['late'], count: 1 }));
    const q = client.query(['schedule', 'availability-cards', { limit: 12, status: ['OPEN', 'FULL'], activity: 'a1' }, {}], fn);
    await q.ensure();
    expect(fn).not.toHaveBeenCalled();
    expect(q.state.value).toMatchObject({ status: 'success', data: { data: [], count: 0 } });
    expect(client.size()).toBe(2);
  });

  it('never overwrites what the client already holds, and a reset forgets seeded answers like any other', async () => {
    const client = createQueryCache();
    await client.query(['k'], async () => 'mine').ensure();
    client.seed([
      [['k'], 'server'],
      [['other'], 'server'],
    ]);
    expect(client.query(['k'], async () => 'x').state.value.data).toBe('mine');
    await client.reset();
    expect(client.size()).toBe(0);
  });
});

describe('query cache: a remount shows the cache at once (issue 36)', () => {
  /** A view mounting on the key, as useQuery does: holds the entry and ensures it within the mount window. */
  const mount = (cache: ReturnType<typeof createQueryCache>, fn: () => Promise<string>) => {
    const q = cache.query(['cards'], fn);
    const release = q.retain();
    return { q, release, asked: q.ensure(QUERY_MOUNT_FRESH_MS) };
  };

  it('within 30 s of the answer a remount shows it and asks nothing; after, it shows it while one request refreshes it', async () => {
    let t = 0;
    const cache = createQueryCache({ now: () => t });
    let answer = 'first';
    const fn = vi.fn(async () => answer);
    const a = mount(cache, fn);
    await a.asked;
    a.release();
    t = QUERY_MOUNT_FRESH_MS - 1;
    const b = mount(cache, fn);
    expect(b.q.state.value).toMatchObject({ status: 'success', data: 'first', fetching: false });
    await b.asked;
    expect(fn).toHaveBeenCalledTimes(1);
    b.release();
    t = QUERY_MOUNT_FRESH_MS;
    answer = 'second';
    const c = mount(cache, fn);
    const d = mount(cache, fn);
    // the cached list at once, marked as refreshing; two views mounting together share one request
    expect(c.q.state.value).toMatchObject({ status: 'success', data: 'first', fetching: true });
    await Promise.all([c.asked, d.asked]);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(c.q.state.value).toMatchObject({ status: 'success', data: 'second', fetching: false });
  });

  it("a change of the visitor's cart ends the window: the next mount asks again, what is shown asks nothing", async () => {
    let t = 0;
    const cache = createQueryCache({ now: () => t });
    const fn = vi.fn(async () => 'list');
    const shown = mount(cache, fn);
    await shown.asked;
    t = 5;
    cache.touch();
    expect(fn).toHaveBeenCalledTimes(1);
    t = 10;
    const again = mount(cache, fn);
    expect(again.q.state.value).toMatchObject({ data: 'list', fetching: true });
    await again.asked;
    expect(fn).toHaveBeenCalledTimes(2);
    // its new answer is fresh again
    await mount(cache, fn).asked;
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("another visitor's remount never sees the previous visitor's answers, however recent", async () => {
    let t = 0;
    const cache = createQueryCache({ now: () => t });
    let visitor = 'ana';
    const fn = vi.fn(async () => `registrations of ${visitor}`);
    const a = mount(cache, fn);
    await a.asked;
    a.release();
    visitor = 'bruno';
    await cache.reset();
    t = 1;
    const b = mount(cache, fn);
    expect(b.q.state.value).toMatchObject({ status: 'loading', data: undefined });
    await b.asked;
    expect(b.q.state.value.data).toBe('registrations of bruno');
  });
});
