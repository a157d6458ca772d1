import { useEffect, useState } from 'react';
import { BREAKPOINTS_PX } from '@oriel/core';

/** Below the 600 px breakpoint (000 §9) the schedule shows one day at a time. */
export function useNarrow(): boolean {
  const query = `(max-width: ${BREAKPOINTS_PX.mobile - 0.02}px)`;
  const [narrow, setNarrow] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const sync = () => setNarrow(list.matches);
    sync();
    list.addEventListener('change', sync);
    return () => list.removeEventListener('change', sync);
  }, [query]);
  return narrow;
}
