import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@oriel/core';

/**
 * What `select` reads from a signal: the component renders again only when that changes (Object.is), not at every
 * change of the signal. For what derives from the runtime's clock (a footer's year, a cart's count of unexpired
 * items): its ticks would otherwise render them again for nothing, for as long as the page stays open.
 */
export function useSignalSelect<T, R>(sig: ReadonlySignal<T>, select: (value: T) => R): R {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true;
      // signals call the subscriber at once with the current value: skip that one
      return sig.subscribe(() => {
        if (first) first = false;
        else onChange();
      });
    },
    [sig],
  );
  return useSyncExternalStore(subscribe, () => select(sig.peek()));
}

const itself = <T>(value: T) => value;

/**
 * The one bridge from signals to components (docs/design.md §6.2): built on useSyncExternalStore so the same
 * components also run under real React.
 */
export function useSignalValue<T>(sig: ReadonlySignal<T>): T {
  return useSignalSelect(sig, itself);
}
