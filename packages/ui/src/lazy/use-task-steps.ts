import { useLayoutEffect, useRef, useState } from 'react';
import { nextTask } from '../context/next-task';

/**
 * How many of `total` parts to build out of sight: once `stepping` has been on for `of` (the data), one in the render
 * that starts it and one more in each task after (a message each, not a frame: nothing is drawn meanwhile), to the
 * last even if `stepping` ends on the way; for data that came while not stepping, all of them at once. A new `of`
 * starts again. A build that would be one long task is so cut into tasks of a part each, and the page answers a tap
 * between two; the caller keeps its parts out of sight until all are built.
 */
export function useTaskSteps(stepping: boolean, total: number, of: unknown): number {
  const [progress, setProgress] = useState({ of: undefined as unknown, built: 1 });
  const started = useRef<{ of: unknown } | null>(null);
  if (stepping) started.current = { of };
  const built = progress.of === of ? progress.built : 1;
  const shown = started.current?.of === of ? Math.min(built, total) : total;
  useLayoutEffect(() => {
    if (shown >= total) return;
    let live = true;
    void nextTask().then(() => live && setProgress({ of, built: shown + 1 }));
    return () => void (live = false);
  }, [of, shown, total]);
  return shown;
}
