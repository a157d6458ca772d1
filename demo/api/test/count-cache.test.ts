import { describe, expect, it } from 'vitest';
import { createCountCache } from '../src/lib/count-cache';

/** A cache on a clock the test moves, and a count that answers what it is told, counting its calls. */
function setup(options: { freshMs?: number; staleMs?: number; max?: number } = {}) {
  let ms = 0;
  const cache = createCountCache({ freshMs: 100, staleMs: 1000, ...options, elapsed: () => ms });
  let calls = 0;
  let answer = 1;
  const count = async () => (calls++, answer);
  return {
    cache,
    count,
    tick: (by: number) => void (ms += by),
    set: (n: number) => void (answer = n),
    calls: () => calls,
  };
}

const at = (ms: number) => new Date(Date.UTC(2026, 11, 1) + ms);
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('count cache', () => {
  it('answers a fresh total without counting again', async () => {
    const t = setup();
    expect(await t.cache.get('k', at(0), t.count)).toBe(1);
    t.set(2);
    t.tick(50);
    expect(await t.cache.get('k', at(50), t.count)).toBe(1);
    expect(t.calls()).toBe(1);
  });

  it('answers a stale total at once and counts again behind it, once', async () => {
    const t = setup();
    await t.cache.get('k', at(0), t.count);
    t.set(2);
    t.tick(200);
    const [a, b] = await Promise.all([t.cache.get('k', at(200), t.count), t.cache.get('k', at(200), t.count)]);
    expect([a, b]).toEqual([1, 1]);
    await flush();
    expect(t.calls()).toBe(2);
    expect(await t.cache.get('k', at(200), t.count)).toBe(2);
  });

  it('counts again, and waits for it, once a total is older than staleMs', async () => {
    const t = setup();
    await t.cache.get('k', at(0), t.count);
    t.set(3);
    t.tick(1000);
    expect(await t.cache.get('k', at(1000), t.count)).toBe(3);
  });

  it('reads the API clock too: a test that moves it sees a new total', async () => {
    const t = setup();
    await t.cache.get('k', at(0), t.count);
    t.set(4);
    // the machine's clock has not moved; the API's moved an hour on, then back before the count
    expect(await t.cache.get('k', at(3_600_000), t.count)).toBe(4);
    t.set(5);
    expect(await t.cache.get('k', at(0), t.count)).toBe(5);
  });

  it('shares one count between concurrent misses', async () => {
    const t = setup();
    const all = await Promise.all([1, 2, 3].map(() => t.cache.get('k', at(0), t.count)));
    expect(all).toEqual([1, 1, 1]);
    expect(t.calls()).toBe(1);
  });

  it('keeps a stale total when counting again fails, and tries again on the next request', async () => {
    const t = setup();
    await t.cache.get('k', at(0), t.count);
    t.tick(200);
    const failing = async () => Promise.reject(new Error('database down'));
    expect(await t.cache.get('k', at(200), failing)).toBe(1);
    await flush();
    t.set(6);
    expect(await t.cache.get('k', at(200), t.count)).toBe(1);
    await flush();
    expect(await t.cache.get('k', at(200), t.count)).toBe(6);
  });

  it('a failed count is not kept: the next request counts', async () => {
    const t = setup();
    await expect(t.cache.get('k', at(0), async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await t.cache.get('k', at(0), t.count)).toBe(1);
  });

  it('keeps at most max entries, dropping the least recently used', async () => {
    const t = setup({ max: 2 });
    await t.cache.get('a', at(0), t.count);
    await t.cache.get('b', at(0), t.count);
    await t.cache.get('a', at(0), t.count);
    await t.cache.get('c', at(0), t.count);
    expect(t.cache.size).toBe(2);
    const before = t.calls();
    await t.cache.get('a', at(0), t.count);
    expect(t.calls()).toBe(before);
    await t.cache.get('b', at(0), t.count);
    expect(t.calls()).toBe(before + 1);
  });
});
