import { useEffect, useState, type ComponentType } from 'react';
import { useRuntime, type OrielRuntime } from '../context/runtime';
import { errorMessage } from '../context/errors';
import { withMoreMessages } from '../context/more-messages';

// The drawer (its rows, totals, checkout link and their rules) is a chunk of its own, fetched on intent: every page
// with a cart button paid for it before a visitor ever opened it (the element's chunk, the dialog on intent).
const code = () => import('./cart-drawer').then((m) => m.CartDrawer as ComponentType);
// The drawer's words (its rows, totals, a visitor's login prompt) are in the catalogue's second part, fetched beside
// the code.
const load = (runtime: Pick<OrielRuntime, 'moreMessages'>) => withMoreMessages(runtime, code)();
let loaded: ComponentType | null = null;

/** Fetches the drawer's code ahead of a press (the cart button's hover or focus); a failure is left to the press. */
export function preloadCartDrawer(runtime: Pick<OrielRuntime, 'moreMessages'>): void {
  if (!loaded)
    load(runtime).then(
      (drawer) => void (loaded = drawer),
      () => {},
    );
}

/**
 * The cart drawer, rendered from the first time the cart opens (a press on the button, or the customer's own add).
 * Until then nothing, on the server as in the browser. Offline, the cart closes again with an error toast, and the
 * next press tries again rather than leaving an open cart with nothing in it.
 */
export function LazyCartDrawer() {
  const runtime = useRuntime();
  const { cartOpen, toasts, t } = runtime;
  const [Drawer, setDrawer] = useState<ComponentType | null>(() => loaded);

  useEffect(() => {
    if (Drawer) return;
    let mounted = true;
    let loading = false;
    const stop = cartOpen.subscribe((open) => {
      if (!open || loading) return;
      loading = true;
      load(runtime).then(
        (drawer) => {
          loaded = drawer;
          if (mounted) setDrawer(() => drawer);
        },
        (error: unknown) => {
          loading = false;
          if (!mounted) return;
          cartOpen.value = false;
          toasts.error(errorMessage(t, error));
        },
      );
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [Drawer, cartOpen, toasts, t, runtime]);

  return Drawer ? <Drawer /> : null;
}
