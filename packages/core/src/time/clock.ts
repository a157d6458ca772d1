/** Anything that designates an instant: a Date, epoch milliseconds or an ISO string. */
export type Instant = Date | number | string;

/** The injected source of "now" (docs/design.md §6.1): tests pin it, the runtime reads the system clock. */
export interface Clock {
  now(): Date;
}

export function createClock(nowFn: () => Instant = () => Date.now()): Clock {
  return { now: () => toDate(nowFn()) };
}

/** A clock stopped at `iso`, for tests and the demo API's ORIEL_NOW. */
export function fixedClock(iso: Instant): Clock {
  const ms = toDate(iso).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`fixedClock: invalid instant ${String(iso)}`);
  return { now: () => new Date(ms) };
}

export function toDate(value: Instant): Date {
  return value instanceof Date ? new Date(value.getTime()) : new Date(value);
}

export function toEpoch(value: Instant): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}
