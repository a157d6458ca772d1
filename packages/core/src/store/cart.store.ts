import { batch, signal } from '@preact/signals-core';

export interface CartApi<Cart, AddBody> {
  getCurrentCart(): Promise<Cart | null>;
  addCartItems(body: AddBody): Promise<Cart>;
  deleteCartItem(itemId: number): Promise<Cart>;
  holdCartItems(itemIds: number[]): Promise<Cart>;
}

export interface CartState<Cart> {
  readonly status: 'idle' | 'loading' | 'success' | 'error';
  readonly data: Cart | null;
  readonly error: unknown;
  /** what produced this state: only the customer's own add opens the drawer (a cart loaded at sign-in does not) */
  readonly cause: CartChangeCause;
}

export type CartChangeCause = 'load' | 'add' | 'remove' | 'hold' | 'reset';

/**
 * The customer's open cart, shared by every widget of the page (docs/design.md §2.3). Adds and deletes answer the
 * whole cart, so the state is replaced by the server's answer instead of being patched locally.
 */
export function createCartStore<Cart, AddBody>(deps: { api: CartApi<Cart, AddBody> }) {
  const state = signal<CartState<Cart>>({ status: 'idle', data: null, error: undefined, cause: 'reset' });
  /** ids of items being deleted: they show a loading state and a disabled button (spec 000 §4) */
  const deleting = signal<ReadonlySet<number>>(new Set());
  let generation = 0;

  async function refresh(): Promise<void> {
    const mine = ++generation;
    state.value = { ...state.peek(), status: state.peek().data ? 'success' : 'loading', cause: 'load' };
    try {
      const data = await deps.api.getCurrentCart();
      if (mine === generation) state.value = { status: 'success', data, error: undefined, cause: 'load' };
    } catch (error) {
      if (mine === generation) state.value = { ...state.peek(), status: 'error', error, cause: 'load' };
    }
  }

  function accept(data: Cart, cause: CartChangeCause) {
    generation++;
    state.value = { status: 'success', data, error: undefined, cause };
  }

  return {
    state,
    deleting,
    refresh,
    async add(body: AddBody): Promise<Cart> {
      const data = await deps.api.addCartItems(body);
      accept(data, 'add');
      return data;
    },
    async remove(itemId: number): Promise<Cart> {
      deleting.value = new Set([...deleting.peek(), itemId]);
      try {
        const data = await deps.api.deleteCartItem(itemId);
        accept(data, 'remove');
        return data;
      } finally {
        const next = new Set(deleting.peek());
        next.delete(itemId);
        deleting.value = next;
      }
    },
    /** holds items whose hold ran out again (the API refuses when their places are gone) */
    async hold(itemIds: number[]): Promise<Cart> {
      const data = await deps.api.holdCartItems(itemIds);
      accept(data, 'hold');
      return data;
    },
    /** signed out: forget the previous customer's cart at once */
    reset() {
      batch(() => {
        generation++;
        state.value = { status: 'idle', data: null, error: undefined, cause: 'reset' };
        deleting.value = new Set();
      });
    },
  };
}

export type CartStore<Cart, AddBody> = ReturnType<typeof createCartStore<Cart, AddBody>>;
