import { useLayoutEffect, useRef } from 'react';

/** Every User Timing mark a view makes starts with this: `oriel:{view}:{moment}` (docs/js-api.md, "Performance marks"). */
export const RENDER_MARK_PREFIX = 'oriel:';

/** The name of a view's mark for one moment, e.g. `oriel:cards:data`. */
export const renderMarkName = (view: string, moment: RenderMoment): string => `${RENDER_MARK_PREFIX}${view}:${moment}`;

export type RenderMoment = 'data' | 'commit' | 'complete';

// a server render mounts nothing (no layout effect runs), and its marks would pile up in the process's timeline
function mark(name: string): void {
  if (typeof document !== 'undefined') (globalThis.performance as Partial<Performance> | undefined)?.mark?.(name);
}

/**
 * Marks a view's render moments with the User Timing API, once per mount each: `{view}:data` at the start of the
 * first render that shows the data (it has the data in hand), `{view}:commit` once that content is in the DOM (layout
 * effects run before the browser paints) and `{view}:complete` once a view that shows its content in steps has
 * committed the last one. scripts/bench.mjs reads them; an integrator may observe them too.
 */
export function useRenderMarks(view: string, shows: boolean, complete = false): void {
  const seen = useRef(0);
  const once = (step: number, moment: RenderMoment) => {
    if (seen.current >= step) return;
    seen.current = step;
    mark(renderMarkName(view, moment));
  };
  if (shows) once(1, 'data');
  useLayoutEffect(() => {
    if (shows) once(2, 'commit');
    if (complete) once(3, 'complete');
  });
}
