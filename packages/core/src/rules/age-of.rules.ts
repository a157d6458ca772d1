// A person's age on a day of the organiser's calendar. Apart from age.rules (display), which the catalog loads on every
// page: these need the calendar's time-zone arithmetic, which a card never does.
import type { Instant } from '../time/clock';
import { calendarDay } from '../time/calendar';

function ymd(day: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = day.slice(0, 10).split('-').map(Number);
  return [y, m, d];
}

/** Reads a birthdate: a bare 'YYYY-MM-DD' is a calendar day; a datetime is read in `tz`. */
function birthDay(birthdate: string, tz?: string | null): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthdate) ? birthdate : calendarDay(birthdate, tz);
}

/** Completed years on the calendar day of `at` in `tz` (a birthday counts from its morning). */
export function ageInYears(birthdate: string, at: Instant, tz?: string | null): number {
  const [by, bm, bd] = ymd(birthDay(birthdate, tz));
  const [y, m, d] = ymd(calendarDay(at, tz));
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * Completed months on the calendar day of `at` in `tz`: a month is completed on the birth day's number, or on the
 * next month's first day when the month is too short (born on 31 January: one month old on 1 March, as a 29 February
 * birthday counts from 1 March in other years). Twelve of them are ageInYears, whatever the day.
 */
export function ageInMonths(birthdate: string, at: Instant, tz?: string | null): number {
  const [by, bm, bd] = ymd(birthDay(birthdate, tz));
  const [y, m, d] = ymd(calendarDay(at, tz));
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
}

/** Whole days between the birth day and the calendar day of `at` in `tz`, for displayAge. */
export function ageInDays(birthdate: string, at: Instant, tz?: string | null): number {
  const [by, bm, bd] = ymd(birthDay(birthdate, tz));
  const [y, m, d] = ymd(calendarDay(at, tz));
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(by, bm - 1, bd)) / 86_400_000);
}

/**
 * The age in days for displayAge, counted on the calendar: completed months (ageInMonths) of 365.25 / 12 days each,
 * plus the days since the last monthly birthday. So the display agrees with ageLimitCheck: a 5th birthday reads
 * 5 years and an 18-month one 18 months (ageInDays would read 4 years and 17 months there, leap days apart).
 */
export function ageInDisplayDays(birthdate: string, at: Instant, tz?: string | null): number {
  const months = ageInMonths(birthdate, at, tz);
  const [by, bm, bd] = ymd(birthDay(birthdate, tz));
  const [y, m, d] = ymd(calendarDay(at, tz));
  const index = bm - 1 + months;
  const ay = by + Math.floor(index / 12);
  const am = index % 12;
  const length = new Date(Date.UTC(ay, am + 1, 0)).getUTCDate();
  // a birth day the month lacks (31, 29 February) counts from the next month's first day, as ageInMonths does
  const anniversary = bd <= length ? Date.UTC(ay, am, bd) : Date.UTC(ay, am + 1, 1);
  return months * (365.25 / 12) + Math.round((Date.UTC(y, m - 1, d) - anniversary) / 86_400_000);
}
