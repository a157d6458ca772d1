import { useLayoutEffect, useRef, useState } from 'react';

export interface StepsOptions {
  /** how many items the list holds */
  total: number;
  /** how many the first render shows */
  first: number;
  /** what the steps belong to (the data): a new one starts again from `first` */
  of: unknown;
  /** false: every item at once, as for data that replaces items already shown (a refetch): none goes away for a frame */
  stepping: boolean;
  /** script a step may take: its style, layout and paint come on top, in the same task, which must stay under 50 ms */
  budgetMs: number;
}

/**
 * How many items of a long list to render now: `first` with the data, painted alone, then one step at the start of
 * each frame, as many items as the last step's render and commit suggest fit in `budgetMs`. A list rendered whole was
 * one task of a quarter of a second for 1,000 calendar events or 100 cards on a phone (scripts/bench.mjs); in steps the
 * later tasks stay near the budget, and the longest is the first step's (the data's own task, with the page's first
 * layout). Call it at the top of the list's render: the step's time runs from there to its layout effect.
 */
export function useSteps({ total, first, of, stepping, budgetMs }: StepsOptions): number {
  const [progress, setProgress] = useState({ of: undefined as unknown, shown: first, step: first });
  const current = progress.of === of ? progress : { of, shown: first, step: first };
  const shown = stepping ? Math.min(total, current.shown) : total;
  const started = useRef(0);
  started.current = performance.now();
  useLayoutEffect(() => {
    if (shown >= total) return;
    const spent = Math.max(1, performance.now() - started.current);
    // at most twice the last step: one quick step (a warm cache, no collection) does not make the next a long task;
    // never under 3, so a list that starts with none or one still fills
    const next = Math.max(3, Math.min(100, current.step * 2, Math.round((current.step * budgetMs) / spent)));
    const advance = () => setProgress({ of, shown: shown + next, step: next });
    // the first step is painted alone before the second starts
    let frame = requestAnimationFrame(shown === first ? () => (frame = requestAnimationFrame(advance)) : advance);
    return () => cancelAnimationFrame(frame);
  }, [of, shown, current.step, total, first, budgetMs]);
  return shown;
}
