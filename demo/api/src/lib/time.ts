import { calendarDay, zonedToUtc } from '@oriel/core';

/** The instant of a wall-clock time in timeZone (the seed's "Tuesday 19:00 in Brussels"); day is a YYYY-MM-DD string. */
export function zoned(day: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(zonedToUtc(Date.UTC(y, m - 1, d, hour, minute), timeZone));
}

/** The calendar day (YYYY-MM-DD) of an instant in timeZone. */
export function localDay(instant: Date, timeZone: string): string {
  return calendarDay(instant, timeZone);
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday, 1 = Monday. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

export const iso = (d: Date | string | null | undefined): string | null => (d == null ? null : new Date(d).toISOString());

/** The YYYY-MM-DD part of a date or date-time string when it is a real calendar day (2015-02-30 is not), else null. */
export function calendarDayOf(value: string): string | null {
  const day = value.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && date.toISOString().slice(0, 10) === day && y >= 1900 ? day : null;
}
