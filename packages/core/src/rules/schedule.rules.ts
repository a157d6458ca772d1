import type { Instant } from '../time/clock';
import { toEpoch } from '../time/clock';
import { addDaysToDay, dayRange, startOfDay, startOfWeekDay } from '../time/calendar';
import { resolveTimezone } from '../time/timezone';
import { zoneOffset, zonedToUtc } from '../time/zone-offset';
import { SCHEDULE } from './organiser-defaults';

// Weekly schedule maths (000 §9 schedules): hour grid bounds, event positions in 5-minute units,
// week and month day lists, previous/next available day. Wall-clock times in the organiser timezone.

export interface TimedLike {
  start_at: Instant;
  end_at: Instant;
}

export interface HourRange {
  start: number;
  end: number;
}

const DAY_MINUTES = 24 * 60;
const UNIT_MINUTES = 60 / SCHEDULE.unitsPerHour;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// A week's render reads each session's start and end about seven times (expanding, grouping, the hour range, the
// positions, the labels): the answers for API timestamps are kept, a bounded number of them.
const readings = new Map<string, { day: string; minutes: number }>();
const READINGS_KEPT = 8192;

/** Local calendar day (YYYY-MM-DD) and minutes since local midnight of the instant in `tz`. */
export function localDayMinutes(at: Instant, tz?: string | null): { day: string; minutes: number } {
  const zone = resolveTimezone(tz);
  const key = typeof at === 'string' ? `${zone}|${at}` : null;
  const kept = key === null ? undefined : readings.get(key);
  if (kept) return kept;
  const ms = toEpoch(at);
  const local = new Date(ms + zoneOffset(zone, ms));
  const reading = Object.freeze({
    day: `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  });
  if (key !== null) {
    if (readings.size >= READINGS_KEPT) readings.clear();
    readings.set(key, reading);
  }
  return reading;
}

/** Minutes since local midnight of the instant in `tz` (wall clock, so 14:00 is 840 on DST days too). */
export function minutesOfDay(at: Instant, tz?: string | null): number {
  return localDayMinutes(at, tz).minutes;
}

/**
 * Hour rows of the calendar layout: the configured start/end hours (null: 0 and 24), widened so that every
 * item of the shown days fits. An item running past midnight widens to 24.
 */
export function hourRange(items: readonly TimedLike[], startHour: number | null, endHour: number | null, tz?: string | null): HourRange {
  let start = clampHour(startHour ?? SCHEDULE.defaultStartHour);
  let end = clampHour(endHour ?? SCHEDULE.defaultEndHour);
  if (end <= start) [start, end] = [SCHEDULE.defaultStartHour, SCHEDULE.defaultEndHour];
  for (const item of items) {
    const begins = localDayMinutes(item.start_at, tz);
    const ends = localDayMinutes(item.end_at, tz);
    const from = begins.minutes;
    const to = begins.day === ends.day ? ends.minutes : DAY_MINUTES;
    start = Math.min(start, Math.floor(from / 60));
    end = Math.max(end, Math.ceil(Math.max(to, from + UNIT_MINUTES) / 60));
  }
  return { start, end: Math.min(end, 24) };
}

function clampHour(hour: number): number {
  return Math.min(24, Math.max(0, Math.floor(hour)));
}

/** Rows of the grid for a range: 12 per hour. */
export function rangeUnits(range: HourRange): number {
  return (range.end - range.start) * SCHEDULE.unitsPerHour;
}

export interface EventPosition {
  /** first 5-minute unit (0 = the range's first hour) */
  top: number;
  /** height in 5-minute units, at least 1 */
  span: number;
}

/**
 * Where an item sits on `day`'s column: start rounded down and end rounded up to 5-minute units, clipped to
 * the range. An item that began the day before starts at the top; one that ends after midnight runs to the bottom.
 */
export function eventPosition(item: TimedLike, day: string, range: HourRange, tz?: string | null): EventPosition {
  const total = rangeUnits(range);
  const offset = range.start * 60;
  const start = localDayMinutes(item.start_at, tz);
  const end = localDayMinutes(item.end_at, tz);
  const from = start.day < day ? 0 : start.minutes;
  const to = end.day > day ? DAY_MINUTES : end.minutes;
  const top = Math.min(total - 1, Math.max(0, Math.floor((from - offset) / UNIT_MINUTES)));
  const bottom = Math.min(total, Math.max(top + 1, Math.ceil((to - offset) / UNIT_MINUTES)));
  return { top, span: bottom - top };
}

export interface Lane {
  lane: number;
  lanes: number;
}

/**
 * Side-by-side lanes for overlapping positions (greedy, in order of top): items of one overlapping cluster
 * share its lane count, so they split the column width evenly.
 */
export function assignLanes(positions: readonly EventPosition[]): Lane[] {
  const order = positions.map((p, i) => ({ ...p, i })).sort((a, b) => a.top - b.top || b.span - a.span);
  const out: Lane[] = positions.map(() => ({ lane: 0, lanes: 1 }));
  let cluster: number[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const i of cluster) out[i]!.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const p of order) {
    if (p.top >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= p.top);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = p.top + p.span;
    out[p.i]!.lane = lane;
    cluster.push(p.i);
    clusterEnd = Math.max(clusterEnd, p.top + p.span);
  }
  close();
  return out;
}

/** The 7 days (Monday first, 000 §9) of the week holding `day` (YYYY-MM-DD). */
export function weekOf(day: string, tz?: string | null): string[] {
  // noon avoids any DST edge when turning the day into an instant
  return dayRange(startOfWeekDay(zonedToUtc(Date.parse(`${day}T12:00:00Z`), resolveTimezone(tz)), tz), 7);
}

/** [start, end) instants of a run of days: the `after`/`before` of the schedule's calls. */
export function daysBounds(days: readonly string[], tz?: string | null): { after: string; before: string } {
  const first = days[0] ?? '1970-01-01';
  const last = days[days.length - 1] ?? first;
  return { after: startOfDay(first, tz), before: startOfDay(addDaysToDay(last, 1), tz) };
}

/** First available day strictly after `day` (calendar answers are sorted, but do not rely on it). */
export function nextAvailableDay(available: readonly string[], day: string): string | null {
  let best: string | null = null;
  for (const d of available) if (d > day && (best === null || d < best)) best = d;
  return best;
}

/** Last available day strictly before `day`. */
export function previousAvailableDay(available: readonly string[], day: string): string | null {
  let best: string | null = null;
  for (const d of available) if (d < day && (best === null || d > best)) best = d;
  return best;
}

/** Six Monday-first weeks covering the month of `day`, as YYYY-MM-DD (a stable 6-row picker height). */
export function monthGrid(day: string): string[] {
  const first = `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay() || 7;
  return dayRange(addDaysToDay(first, 1 - weekday), 42);
}

/** Same day in the month `months` away, clamped to that month's length (Jan 31 + 1 month -> Feb 28). */
export function addMonthsToDay(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const wanted = date.getUTCDate();
  // the 1st of the target month, then its day clamped to that month's length
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const end = new Date(date);
  end.setUTCMonth(end.getUTCMonth() + 1, 0);
  date.setUTCDate(Math.min(wanted, end.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/** The date picker's range: today plus or minus 100 years (000 §9). */
export function pickerBounds(today: string): { min: string; max: string } {
  const years = SCHEDULE.datePickerRangeYears * 12;
  return { min: addMonthsToDay(today, -years), max: addMonthsToDay(today, years) };
}

export function clampDay(day: string, bounds: { min: string; max: string }): string {
  return day < bounds.min ? bounds.min : day > bounds.max ? bounds.max : day;
}

/** A YYYY-MM-DD that is a real calendar day (2027-02-30 is not). */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // Date rolls 02-30 over to 03-02 (or refuses it): a real day reads back as itself
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
