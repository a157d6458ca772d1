import { useContext, useEffect, useRef, useState } from 'react';
import { SCHEDULE } from '@oriel/core';
import { RuntimeContext } from '../context/runtime';

/**
 * True while `loading`, and for at least SCHEDULE.minLoadingMs (350 ms, 000 §9) once it started, so a fast
 * answer does not flash the skeleton for a frame. The hold is worked out during render: an answer that comes after
 * it shows in its own render, not one effect and one more render of the whole view later (scripts/bench.mjs).
 * Embedded, the first display began with the host's loading shape (runtime.shown), on screen while the chunks came.
 */
export function useMinLoading(loading: boolean, minMs: number = SCHEDULE.minLoadingMs): boolean {
  const shown = useContext(RuntimeContext)?.shown;
  // taken by the first view that renders, loading or not: a later week's display never counts from the page load
  const placeholder = useRef(shown?.at);
  if (shown) shown.at = undefined;
  const since = useRef<number | null>(null);
  const [woken, wake] = useState(0);
  if (loading && since.current === null) since.current = Math.min(Date.now(), placeholder.current ?? Infinity);
  placeholder.current = undefined;
  const left = since.current === null ? 0 : minMs - (Date.now() - since.current);
  const holding = !loading && left > 0;
  if (!loading && !holding) since.current = null;
  useEffect(() => {
    if (!holding) return;
    // measured now, not at render: effects run after the paint, and the display must not last longer than it should
    const timer = setTimeout(() => wake((n) => n + 1), minMs - (Date.now() - (since.current ?? 0)));
    return () => clearTimeout(timer);
    // one timer per hold whatever renders meanwhile, and another if it woke a little early
  }, [holding, woken, minMs]);
  return loading || holding;
}
