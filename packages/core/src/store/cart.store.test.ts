import { describe, expect, it, vi } from 'vitest';
import { createCartStore } from './cart.store';

describe('cart store', () => {
  it('replaces its state with the answer of add and delete, and marks deletes in flight', async () => {
    let release!: () => void;
    const api = {
      getCurrentCart: vi.fn().mockResolvedValue({ items: [] }),
      addCartItems: vi.fn().mockResolvedValue({ items: [{ id: 7 }] }),
      deleteCartItem: vi.fn(() => new Promise<{ items: never[] }>((r) => (release = () => r({ items: [] })))),
      holdCartItems: vi.fn().mockResolvedValue({ items: [{ id: 9 }] }),
    };
    const cart = createCartStore({ api });
    await cart.refresh();
    await cart.add({});
    expect(cart.state.value.data).toEqual({ items: [{ id: 7 }] });
    const pending = cart.remove(7);
    expect(cart.deleting.value.has(7)).toBe(true);
    release();
    await pending;
    expect(cart.deleting.value.size).toBe(0);
    expect(cart.state.value.data).toEqual({ items: [] });
    await cart.hold([9]);
    expect(api.holdCartItems).toHaveBeenCalledWith([9]);
    expect(cart.state.value).toMatchObject({ data: { items: [{ id: 9 }] }, cause: 'hold' });
  });

  it('a late refresh answer does not overwrite a newer add', async () => {
    let slow!: (v: unknown) => void;
    const api = {
      getCurrentCart: vi.fn(() => new Promise((r) => (slow = r))),
      addCartItems: vi.fn().mockResolvedValue({ items: [{ id: 1 }] }),
      deleteCartItem: vi.fn(),
      holdCartItems: vi.fn(),
    };
    const cart = createCartStore({ api });
    const refreshing = cart.refresh();
    await cart.add({});
    slow({ items: [] });
    await refreshing;
    expect(cart.state.value.data).toEqual({ items: [{ id: 1 }] });
  });
});
