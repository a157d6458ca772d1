// How long the cart's places stay held, as the drawer and the checkout show it (docs/api-contract.md "Cart"): the
// earliest end of the live items' holds, a countdown in its last minutes, and what ran out.

interface Held {
  expires_at?: string | null;
}

/** The countdown shows from this many milliseconds before the hold ends. */
export const COUNTDOWN_MS = 5 * 60_000;
/** Minutes left at which a screen reader hears how long remains: a few, never every second. */
export const ANNOUNCED_MINUTES: readonly number[] = [5, 2, 1];

const endOf = (item: Held) => (item.expires_at ? Date.parse(item.expires_at) : NaN);

/** The earliest end among the holds still running at `now` (epoch ms), or null when nothing is held. */
export function holdEnd(items: readonly Held[], now: number): number | null {
  let end: number | null = null;
  for (const item of items) {
    const at = endOf(item);
    if (at > now && (end === null || at < end)) end = at;
  }
  return end;
}

/** The items whose hold has run out at `now`: those the answer lists apart and those that ran out since it came. */
export function expiredItems<T extends Held>(items: readonly T[], expired: readonly T[], now: number): T[] {
  return [...expired, ...items.filter((item) => endOf(item) <= now)];
}

export type HoldPhase = 'none' | 'held' | 'ending';

export function holdPhase(end: number | null, now: number): HoldPhase {
  if (end === null || end <= now) return 'none';
  return end - now <= COUNTDOWN_MS ? 'ending' : 'held';
}

/** The countdown's text, minutes and seconds rounded up ('4:05', '0:01'): it reads 0:00 only once the hold is over. */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a polite live region says with `msLeft` to go: the last announced threshold passed (5, 2 or 1 minutes), or
 * null above them. The region's text only changes when a threshold is crossed, so it speaks a few times, not each tick.
 */
export function announcedMinutes(msLeft: number): number | null {
  let said: number | null = null;
  for (const minutes of ANNOUNCED_MINUTES) if (msLeft <= minutes * 60_000) said = minutes;
  return said;
}

/**
 * When the hold's display next changes: each second while the countdown runs, else when it starts (or the hold
 * ends); null with nothing held. At least 50 ms, so a late timer never spins.
 */
export function nextTick(end: number | null, now: number): number | null {
  if (end === null || end <= now) return null;
  const left = end - now;
  const wait = left > COUNTDOWN_MS ? left - COUNTDOWN_MS : left % 1000 || 1000;
  return Math.max(50, wait);
}
