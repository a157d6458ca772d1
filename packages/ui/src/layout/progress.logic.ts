import { PROGRESS_BAR } from '@oriel/core';

/** 001 §9: the bar starts at 8 % and trickles every 800 ms. */
export const PROGRESS_MINIMUM = PROGRESS_BAR.minimum;
export const PROGRESS_TRICKLE_MS = PROGRESS_BAR.trickleMs;
/** after a route change, how long the new page has to report its loading before the bar completes */
export const PROGRESS_SETTLE_MS = 50;
/** the full bar stays this long (its fill animates), then goes */
export const PROGRESS_DONE_MS = 300;

/** The next trickle step: big steps early, smaller ones as it nears the end, never reaching 100 %. */
export function trickle(value: number): number {
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0;
  return Math.min(value + step, 0.994);
}

/** The route key of a location: its path (a query or hash change is the same page). */
export const routeKey = (location: string): string => location.split(/[?#]/)[0] ?? '/';
