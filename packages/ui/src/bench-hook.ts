import { useLayoutEffect, useRef } from 'react';

const bench = (moment: string) => (globalThis as { __ORIEL_BENCH__?: (moment: string) => void }).__ORIEL_BENCH__?.(moment);

/**
 * scripts/bench.mjs times the views' renders from inside: its pages define `globalThis.__ORIEL_BENCH__` and hear
 * `{view}:data`, the first render that shows the data (it starts with the data in hand), `{view}:commit` once that
 * content is in the DOM (layout effects run before the browser paints) and `{view}:complete` once a view that shows
 * its content in steps has committed the last one; the page keeps the first of each. Anywhere else a view pays one
 * property read per render.
 */
export function useBenchMoments(view: string, shows: boolean, complete = false): void {
  const seen = useRef(0);
  const once = (step: number, moment: string) => {
    if (seen.current >= step) return;
    seen.current = step;
    bench(`${view}:${moment}`);
  };
  if (shows) once(1, 'data');
  useLayoutEffect(() => {
    if (shows) once(2, 'commit');
    if (complete) once(3, 'complete');
  });
}
