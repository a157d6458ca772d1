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
