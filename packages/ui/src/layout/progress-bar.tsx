import { useEffect, useState } from 'react';
import { PROGRESS_BAR } from '@oriel/core';

/** The next trickle step: big steps early, smaller ones as it nears the end, never reaching 100 %. */
export function trickle(value: number): number {
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0;
  return Math.min(value + step, 0.994);
}

/**
 * Route-loading bar (001 §2, §9): starts at 8 %, trickles every 800 ms, fills and fades when loading ends.
 * Fixed above the page, so it never moves content; decorative, as `main[aria-busy]` carries the state.
 */
export function ProgressBar({ active }: { active: boolean }) {
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!active) {
      setValue((v) => (v === null ? null : 1));
      const done = setTimeout(() => setValue(null), 300);
      return () => clearTimeout(done);
    }
    setValue(PROGRESS_BAR.minimum);
    const timer = setInterval(() => setValue((v) => trickle(v ?? PROGRESS_BAR.minimum)), PROGRESS_BAR.trickleMs);
    return () => clearInterval(timer);
  }, [active]);

  if (value === null) return null;
  return (
    <div className="o-progress" aria-hidden="true">
      <div className="o-progress-bar" style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}
