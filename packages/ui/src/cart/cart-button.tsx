import { useEffect, useRef } from 'react';
import { cartDrawerTransition, cartItemCount } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';

/**
 * The cart button with its badge counting unexpired items (spec 001 §2). It also applies the drawer rule:
 * open when the count grows (never on /checkout), close when it reaches zero.
 */
export function CartButton({ onCheckoutPage = false }: { onCheckoutPage?: boolean }) {
  const runtime = useRuntime();
  const { t, cart } = runtime;
  const state = useSignalValue(cart.state);
  const now = useSignalValue(runtime.now);
  const count = cartItemCount(state.data?.items ?? [], now);
  const previous = useRef<number | null>(null);

  useEffect(() => {
    // the first count after loading is not growth: only later changes open or close the drawer
    if (previous.current !== null && state.status === 'success') {
      const move = cartDrawerTransition(previous.current, count, onCheckoutPage);
      if (move) runtime.cartOpen.value = move === 'open';
    }
    if (state.status === 'success' || state.status === 'idle') previous.current = count;
  }, [count, state.status, onCheckoutPage, runtime]);

  return (
    <button
      type="button"
      className="o-cart-button btn btn-secondary"
      aria-haspopup="dialog"
      aria-label={t('cart.button', { count })}
      onClick={() => (runtime.cartOpen.value = true)}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6 5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      {count > 0 && (
        <span className="o-cart-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
