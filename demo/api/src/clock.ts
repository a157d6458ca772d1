/** The API's only source of "now": tests and demos pin it (ORIEL_NOW) so seed dates, expiry and statuses are reproducible. */
export interface Clock {
  now(): Date;
}

export function envClock(env: Record<string, string | undefined> = process.env): Clock {
  const pinned = env.ORIEL_NOW ? new Date(env.ORIEL_NOW) : null;
  if (pinned && Number.isNaN(pinned.getTime())) throw new Error(`ORIEL_NOW is not an ISO date: ${env.ORIEL_NOW}`);
  return { now: () => (pinned ? new Date(pinned) : new Date()) };
}

/** A clock tests can move: advance past carts_expiration_delay to see places released. */
export interface ManualClock extends Clock {
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function manualClock(start: Date | string): ManualClock {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (d) => void (t = new Date(d).getTime()),
    advance: (ms) => void (t += ms),
  };
}

/**
 * A clock that starts at a pinned instant and then runs with real time, and that can jump forward: the browser
 * tests pin one instant for the API and the browser (page.clock runs the same way) and move both past a cart's
 * expiry instead of waiting for it.
 */
export function runningClock(start: Date | string, realNow: () => number = Date.now): ManualClock {
  const origin = realNow();
  let offset = new Date(start).getTime() - origin;
  return {
    now: () => new Date(realNow() + offset),
    set: (d) => void (offset = new Date(d).getTime() - realNow()),
    advance: (ms) => void (offset += ms),
  };
}
