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
  /**
   * script the steps of one frame may take, all lists together: their style, layout and paint come on top, in the
   * same task, which must stay under 50 ms
   */
  budgetMs: number;
}

/**
 * What the steps taken in the current frame have spent. Every list takes from one budget per frame: the callbacks of
 * one animation frame run in one task, so two grids stepping each to the whole budget made a task of twice it.
 * Those callbacks all receive the frame's timestamp, which names the frame; a step's render and commit run in the
 * microtasks after its callback, so its cost is known before the next list's callback asks what is left.
 */
const thisFrame = { at: Number.NaN, spentMs: 0 };

/** frames a list waits for the budget before it takes its least step anyway (4 frames: 67 ms at 60 Hz) */
const MAX_WAIT = 4;

function spentIn(frame: number): number {
  return thisFrame.at === frame ? thisFrame.spentMs : 0;
}

function charge(frame: number, ms: number): void {
  if (thisFrame.at !== frame) Object.assign(thisFrame, { at: frame, spentMs: 0 });
  thisFrame.spentMs += ms;
}

/**
 * How many items of a long list to render now: `first` with the data, painted alone, then one step at the start of
 * each frame, as many items as the last step's render and commit suggest fit in what is left of the frame's
 * `budgetMs`. A list rendered whole was one task of a quarter of a second for 1,000 calendar events or 100 cards on
 * a phone (scripts/bench.mjs); in steps the later tasks stay near the budget, and the longest is the first step's
 * (the data's own task, with the page's first layout). Call it at the top of the list's render: the step's time runs
 * from there to its layout effect.
 */
export function useSteps({ total, first, of, stepping, budgetMs }: StepsOptions): number {
  const [progress, setProgress] = useState({ of: undefined as unknown, shown: first, step: first, frame: Number.NaN });
  const current = progress.of === of ? progress : { of, shown: first, step: first, frame: Number.NaN };
  const shown = stepping ? Math.min(total, current.shown) : total;
  const started = useRef(0);
  started.current = performance.now();
  useLayoutEffect(() => {
    const spent = Math.max(1, performance.now() - started.current);
    if (!Number.isNaN(current.frame)) charge(current.frame, spent);
    if (shown >= total) return;
    const perMs = current.step / spent;
    let waited = 0;
    const advance = (frame: number) => {
      const left = budgetMs - spentIn(frame);
      // the frame's budget went to other lists' steps: this one takes its step in a later frame, or its least step
      // once it has waited MAX_WAIT frames (nor does a clock that gives every frame the same time keep it forever)
      if (left <= 0 && waited++ < MAX_WAIT) {
        handle = requestAnimationFrame(advance);
        return;
      }
      // at most twice the last step: one quick step (a warm cache, no collection) does not make the next a long task;
      // never under 3, so a list that starts with none or one still fills
      const next = Math.max(3, Math.min(100, current.step * 2, Math.round(perMs * left)));
      setProgress({ of, shown: shown + next, step: next, frame });
    };
    // the first step is painted alone before the second starts
    let handle = requestAnimationFrame(shown === first ? () => (handle = requestAnimationFrame(advance)) : advance);
    return () => cancelAnimationFrame(handle);
  }, [of, shown, current.step, current.frame, total, first, budgetMs]);
  return shown;
}
