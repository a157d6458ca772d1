import { useLayoutEffect, useState } from 'react';
import { nextTask } from '../context/next-task';

/**
 * How many of `total` parts to build out of sight: while `stepping`, one in the render that starts it and one more
 * in each task after (a message each, not a frame: nothing is drawn meanwhile); otherwise all of them. `of` names
 * what is built (the data): a new one starts again from one. A build that would be one long task is so cut into
 * tasks of a part each, and the page answers a tap between two.
 */
export function useTaskSteps(stepping: boolean, total: number, of: unknown): number {
  const [progress, setProgress] = useState({ of: undefined as unknown, built: 1 });
  const built = progress.of === of ? progress.built : 1;
  const shown = stepping ? Math.min(built, total) : total;
  useLayoutEffect(() => {
    if (shown >= total) return;
    let live = true;
    void nextTask().then(() => live && setProgress({ of, built: shown + 1 }));
    return () => void (live = false);
  }, [of, shown, total]);
  return shown;
}
