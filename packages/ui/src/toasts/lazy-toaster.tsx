import { useEffect, useState, type ComponentType } from 'react';
import { useRuntime } from '../context/runtime';

/**
 * The shell's toast region, fetched with the first toast: its code stays out of the entry every page loads
 * (the widgets do the same in define-widget.tsx). Until then it renders nothing, on the server as in the browser;
 * the region waits for its live regions to exist before it announces that first toast (toaster.tsx).
 */
export function LazyToaster() {
  const { toasts } = useRuntime();
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);

  useEffect(() => {
    let mounted = true;
    let loading = false;
    const stop = toasts.all.subscribe((list) => {
      if (loading || list.length === 0) return;
      loading = true;
      import('./toaster').then(
        (m) => mounted && setLoaded(() => m.Toaster),
        // offline: the next toast tries again
        () => void (loading = false),
      );
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [toasts]);

  return Loaded ? <Loaded /> : null;
}
