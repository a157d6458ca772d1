import { useEffect, useRef, useState } from 'react';
import { SCHEDULE } from '@oriel/core';

/**
 * True while `loading`, and for at least SCHEDULE.minLoadingMs (350 ms, 000 §9) once it started, so a fast
 * answer does not flash the skeleton for a frame.
 */
export function useMinLoading(loading: boolean, minMs: number = SCHEDULE.minLoadingMs): boolean {
  const since = useRef<number | null>(loading ? Date.now() : null);
  const [holding, setHolding] = useState(loading);
  if (loading && since.current === null) since.current = Date.now();
  useEffect(() => {
    if (loading) {
      setHolding(true);
      return;
    }
    const started = since.current;
    since.current = null;
    const left = started === null ? 0 : minMs - (Date.now() - started);
    if (left <= 0) {
      setHolding(false);
      return;
    }
    const timer = setTimeout(() => setHolding(false), left);
    return () => clearTimeout(timer);
  }, [loading, minMs]);
  return loading || holding;
}
