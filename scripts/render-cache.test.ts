import { describe, expect, it, vi } from 'vitest';
import { renderCache } from './render-cache';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((ok, ko) => ((resolve = ok), (reject = ko)));
  return { promise, resolve, reject };
}

describe('the server render cache', () => {
  it('fifty visitors of one page at once cost one render', async () => {
    const job = deferred<string>();
    const render = vi.fn(() => job.promise);
    const cache = renderCache(render, { now: () => 0 });
    const answers = Array.from({ length: 50 }, () => cache.get('/fr/cours'));
    job.resolve('<main>cours</main>');
    expect(new Set(await Promise.all(answers))).toEqual(new Set(['<main>cours</main>']));
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ misses: 1, hits: 49 });
  });

  it('serves fresh, then stale while one render refreshes in the background, then renders again', async () => {
    let t = 0;
    let n = 0;
    const render = vi.fn(async () => `v${++n}`);
    const cache = renderCache(render, { now: () => t, freshMs: 10, staleMs: 100 });
    expect(await cache.get('/')).toBe('v1');
    t = 5;
    expect(await cache.get('/')).toBe('v1');
    t = 50;
    expect(await Promise.all([cache.get('/'), cache.get('/')])).toEqual(['v1', 'v1']);
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    expect(await cache.get('/')).toBe('v2');
    t = 500;
    expect(await cache.get('/')).toBe('v3');
    expect(cache.stats()).toMatchObject({ stale: 2, misses: 2 });
  });

  it('keys by URL: another page or language is rendered on its own', async () => {
    const render = vi.fn(async (key: string) => key);
    const cache = renderCache(render, { now: () => 0 });
    expect(await Promise.all(['/fr', '/en', '/fr?page_number=2', '/fr'].map((k) => cache.get(k)))).toEqual(['/fr', '/en', '/fr?page_number=2', '/fr']);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('a failed render answers the fallback, and the next visitors get it at once until the backoff has passed', async () => {
    let t = 0;
    const render = vi.fn().mockRejectedValueOnce(new Error('API down')).mockResolvedValue('ok');
    const cache = renderCache(render, { now: () => t, failureBackoffMs: 1000 });
    expect(await cache.get('/')).toBeUndefined();
    expect(await cache.get('/')).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(1);
    t = 1500;
    expect(await cache.get('/')).toBe('ok');
    expect(cache.stats()).toMatchObject({ failures: 1, shed: 1 });
  });

  it('past maxRenders running, a miss answers the fallback at once instead of queueing behind them', async () => {
    const jobs = [deferred<string>(), deferred<string>()];
    let i = 0;
    const cache = renderCache(() => jobs[i++]!.promise, { now: () => 0, maxRenders: 2 });
    const a = cache.get('/a');
    const b = cache.get('/b');
    expect(await cache.get('/c')).toBeUndefined();
    jobs[0]!.resolve('A');
    jobs[1]!.resolve('B');
    expect([await a, await b]).toEqual(['A', 'B']);
  });

  it('keeps at most maxEntries pages, the least recently used going first', async () => {
    const render = vi.fn(async (key: string) => key);
    const cache = renderCache(render, { now: () => 0, maxEntries: 2 });
    await cache.get('/a');
    await cache.get('/b');
    await cache.get('/a');
    await cache.get('/c');
    await cache.get('/a');
    await cache.get('/b');
    expect(render.mock.calls.map(([k]) => k)).toEqual(['/a', '/b', '/c', '/b']);
  });
});
