import { useEffect, useRef, useState } from 'react';
import { PROGRESS_DONE_MS, PROGRESS_MINIMUM, PROGRESS_SETTLE_MS, PROGRESS_TRICKLE_MS, trickle } from './progress.logic';

export { trickle } from './progress.logic';

export interface ProgressBarProps {
  /** something the page needs is loading (a route's chunk or data) */
  active: boolean;
  /** the current route: each change starts the bar, which completes once nothing loads (001 §2) */
  route?: string;
}

/**
 * Route-loading bar (001 §2, §9): starts at 8 % on every route change, trickles every 800 ms while the new page
 * loads, fills and goes when it is done. Fixed above the page, so it never moves content; decorative, as
 * `main[aria-busy]` carries the state. Reduced motion: no fill animation (layout.css).
 */
export function ProgressBar({ active, route }: ProgressBarProps) {
  const [value, setValue] = useState<number | null>(null);
  const [navigating, setNavigating] = useState(false);
  const lastRoute = useRef(route);

  // a route change starts the bar; the new page reports its own loading meanwhile, or the bar completes
  useEffect(() => {
    if (route === lastRoute.current) return;
    lastRoute.current = route;
    setNavigating(true);
    const settle = setTimeout(() => setNavigating(false), PROGRESS_SETTLE_MS);
    return () => clearTimeout(settle);
  }, [route]);

  const busy = active || navigating;
  useEffect(() => {
    if (!busy) {
      setValue((v) => (v === null ? null : 1));
      const done = setTimeout(() => setValue(null), PROGRESS_DONE_MS);
      return () => clearTimeout(done);
    }
    setValue(PROGRESS_MINIMUM);
    const timer = setInterval(() => setValue((v) => trickle(v ?? PROGRESS_MINIMUM)), PROGRESS_TRICKLE_MS);
    return () => clearInterval(timer);
  }, [busy]);

  if (value === null) return null;
  return (
    <div className="o-progress" aria-hidden="true" data-progress={value === 1 ? 'done' : 'loading'}>
      <div className="o-progress-bar" style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}
