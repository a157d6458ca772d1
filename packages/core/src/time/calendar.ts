import type { Instant } from './clock';
import { toEpoch } from './clock';
import { resolveTimezone } from './timezone';
import { wallClock, zonedToUtc } from './zone-offset';

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** 'YYYY-MM-DD' of a local epoch (or any UTC instant read as a calendar day). */
const dayOf = (local: number) => {
  const d = new Date(local);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
/** Midnight of a 'YYYY-MM-DD' as a local epoch; NaN when it is not one. */
const localMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

// Zone conversions go through ./zone-offset (Intl offsets kept per hour), not dayjs's timezone plugin: a week's
// calendar calls these hundreds of times per render, and the plugin formats to parts at each call.

/** 'YYYY-MM-DD' of the instant as seen in `tz` (the API's calendar-day format). */
export function calendarDay(at: Instant, tz?: string | null): string {
  return dayOf(wallClock(toEpoch(at), resolveTimezone(tz)));
}

/** ISO weekday in `tz`: 1 = Monday ... 7 = Sunday (the catalog weekday filter, 000 §5). */
export function weekdayOf(at: Instant, tz?: string | null): number {
  return new Date(wallClock(toEpoch(at), resolveTimezone(tz))).getUTCDay() || 7;
}

/**
 * Midnight of a calendar day in `tz`, as a UTC ISO string. Parsing the wall-clock string in the zone
 * (rather than shifting an instant) picks the right offset on DST days.
 */
export function startOfDay(day: string, tz?: string | null): string {
  return new Date(zonedToUtc(localMidnight(day), resolveTimezone(tz))).toISOString();
}

/** Start of today in the organiser timezone: the `after` parameter of catalog calls (000 §7). */
export function startOfToday(tz: string | null | undefined, now: Instant): string {
  return startOfDay(calendarDay(now, tz), tz);
}

/** Shifts a 'YYYY-MM-DD' day by whole days; pure calendar arithmetic, no zone involved. */
export function addDaysToDay(day: string, days: number): string {
  return dayOf(localMidnight(day) + days * DAY_MS);
}

/** Monday of the week containing the instant, as 'YYYY-MM-DD' in `tz` (weeks start Monday, 000 §9). */
export function startOfWeekDay(at: Instant, tz?: string | null): string {
  return addDaysToDay(calendarDay(at, tz), 1 - weekdayOf(at, tz));
}

/** Midnight of that Monday in `tz`, as a UTC ISO string. */
export function startOfWeek(at: Instant, tz?: string | null): string {
  return startOfDay(startOfWeekDay(at, tz), tz);
}

/**
 * Adds calendar days keeping the wall-clock time in `tz`, so 14:00 stays 14:00 across a DST change
 * (the instant moves by 23 or 25 hours that day).
 */
export function addDays(at: Instant, days: number, tz?: string | null): string {
  const zone = resolveTimezone(tz);
  return new Date(zonedToUtc(wallClock(toEpoch(at), zone) + days * DAY_MS, zone)).toISOString();
}

/** Consecutive calendar days from `day`, e.g. the 30-day mobile date strip (000 §9). */
export function dayRange(day: string, count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDaysToDay(day, i));
}

export function isPast(at: Instant, now: Instant): boolean {
  return toEpoch(at) < toEpoch(now);
}

export function isFuture(at: Instant, now: Instant): boolean {
  return toEpoch(at) > toEpoch(now);
}
