import { useEffect, useRef, useState } from 'react';
import { cartDrawerTransition, cartItemCount } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useSignalSelect, useSignalValue } from '../context/use-signal';
import { Icon } from '../primitives/icons';
import { CART_ICON } from './cart-icons';
import { sayInOpenDialog } from '../a11y/say-in-dialog';
import { preloadCartDrawer } from './lazy-cart-drawer';

/** How long the count waits for the drawer an add opens before it gives up saying it there. */
const DRAWER_WAIT_MS = 5_000;

/**
 * The cart button with its badge counting unexpired items (spec 001 §2). It also applies the drawer rule:
 * open when the customer's own add grows the count (never on /checkout), close when a removal brings it to zero.
 */
export function CartButton({ onCheckoutPage = false }: { onCheckoutPage?: boolean }) {
  const runtime = useRuntime();
  const { t, cart } = runtime;
  const state = useSignalValue(cart.state);
  const count = useSignalSelect(runtime.now, (now) => cartItemCount(state.data?.items ?? [], now));
  const previous = useRef<number | null>(null);
  const previousCart = useRef<unknown>(null);
  // the count said once when it changes (13.3: a button's new label is not announced); not the first count
  const [said, say] = useState('');

  useEffect(() => {
    // the first count after loading is not growth: only later changes open or close the drawer
    if (previous.current !== null && state.status === 'success') {
      // the same answer with fewer live items: holds ran out, nothing was removed
      const cause = state.data === previousCart.current && count < previous.current ? 'expire' : state.cause;
      const move = cartDrawerTransition(previous.current, count, onCheckoutPage, cause);
      if (move) runtime.cartOpen.value = move === 'open';
      if (count !== previous.current) {
        const text = t('cart.button', { count });
        say(text);
        // the drawer this opens says it once it holds the focus (its code may still be on its way)
        sayInOpenDialog(text, false, move === 'open' ? DRAWER_WAIT_MS : 0);
      }
    }
    if (state.status === 'success' || state.status === 'idle') {
      previous.current = count;
      previousCart.current = state.data;
    }
  }, [count, state.status, state.cause, state.data, onCheckoutPage, runtime, t]);

  return (
    <>
      <span className="sr-only" role="status">
        {said}
      </span>
      <button
        type="button"
        className="o-cart-button btn btn-secondary"
        part="cart-button"
        aria-haspopup="dialog"
        aria-label={t('cart.button', { count })}
        onClick={() => (runtime.cartOpen.value = true)}
        // the drawer's code, while the pointer or the focus is on its way to a press
        onPointerEnter={() => preloadCartDrawer(runtime)}
        onFocus={() => preloadCartDrawer(runtime)}
      >
        <Icon d={CART_ICON} size={22} />
        {count > 0 && (
          <span className="o-cart-badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
    </>
  );
}
