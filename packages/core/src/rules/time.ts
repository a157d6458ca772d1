import type { Instant } from '../time/clock';
import { toEpoch } from '../time/clock';

/** Epoch ms of an optional ISO date; NaN-safe null for missing or unparsable values. */
export function epochOrNull(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

export function nowMs(now: Instant): number {
  return toEpoch(now);
}
