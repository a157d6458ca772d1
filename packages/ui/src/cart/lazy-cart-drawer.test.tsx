import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { CartButton } from './cart-button';
import { LazyCartDrawer } from './lazy-cart-drawer';
import { nothingHappensFor } from '../testing/nothing-happens';

// the drawer's module as a chunk of its own: each fetch counted, and one made to fail as offline
const chunk = vi.hoisted(() => ({ fetches: 0, offline: false }));
vi.mock('./cart-drawer', async (importOriginal) => {
  chunk.fetches++;
  if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('<LazyCartDrawer>', () => {
  it('fetches the drawer on intent only; offline, the cart closes again with an error and the next press opens it', async () => {
    const { runtime } = testRuntime();
    renderWith(
      runtime,
      <>
        <CartButton />
        <LazyCartDrawer />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Panier, 0 article' });
    // a page with a cart button: no drawer, and none of its code
    await nothingHappensFor(50, 'no drawer code is fetched before a press');
    expect(chunk.fetches).toBe(0);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    chunk.offline = true;
    fireEvent.click(button);
    await waitFor(() => expect(runtime.toasts.all.value.map((toast) => toast.type)).toEqual(['error']));
    expect(runtime.cartOpen.value).toBe(false);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    // back online: the button's focus fetches it ahead of the press, which opens it
    chunk.offline = false;
    const before = chunk.fetches;
    button.focus();
    await waitFor(() => expect(chunk.fetches).toBe(before + 1));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Connectez-vous pour voir votre panier');
  });
});
