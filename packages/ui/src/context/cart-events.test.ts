import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '../testing/test-runtime';

/** The runtime's cart at `count` items, as the cart store sets it after a load, an add or a removal. */
function cartOf(runtime: ReturnType<typeof testRuntime>['runtime'], count: number, cause: 'load' | 'add' | 'remove') {
  const items = Array.from({ length: count }, (_, i) => ({ id: i }));
  (runtime.cart.state as { value: unknown }).value = { status: 'success', data: { items }, error: undefined, cause };
}

describe('cart events (issue 36)', () => {
  const heard: string[] = [];
  const listen = (e: Event) => heard.push(`${e.type}:${JSON.stringify((e as CustomEvent).detail)}`);
  document.addEventListener('oriel:cart-change', listen);
  document.addEventListener('oriel:add-to-cart', listen);
  afterEach(() => {
    heard.length = 0;
    vi.useRealTimers();
  });

  it('an add tells add-to-cart first, then the change it made', () => {
    const { runtime } = testRuntime();
    cartOf(runtime, 0, 'load');
    cartOf(runtime, 1, 'add');
    expect(heard).toEqual([]);
    runtime.emit(null, 'add-to-cart', { availability: 'a1', quantity: 1 });
    expect(heard).toEqual(['oriel:add-to-cart:{"availability":"a1","quantity":1}', 'oriel:cart-change:{"count":1}']);
  });

  it('an add no form tells still changes the count, in the next task; a removal tells it at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { runtime } = testRuntime();
    cartOf(runtime, 0, 'load');
    cartOf(runtime, 2, 'add');
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual(['oriel:cart-change:{"count":2}']);
    cartOf(runtime, 1, 'remove');
    expect(heard).toEqual(['oriel:cart-change:{"count":2}', 'oriel:cart-change:{"count":1}']);
  });
});
