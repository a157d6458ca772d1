import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@oriel/core';

/**
 * The one bridge from signals to components (docs/design.md §6.2): built on useSyncExternalStore so the same
 * components also run under real React.
 */
export function useSignalValue<T>(sig: ReadonlySignal<T>): T {
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
  return useSyncExternalStore(subscribe, () => sig.peek());
}
