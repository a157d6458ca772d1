import { describe, expect, it } from 'vitest';
import {
  addMonthsToDay,
  assignLanes,
  clampDay,
  daysBounds,
  eventPosition,
  hourRange,
  isCalendarDay,
  localDayMinutes,
  minutesOfDay,
  monthGrid,
  nextAvailableDay,
  pickerBounds,
  previousAvailableDay,
  rangeUnits,
  weekOf,
} from './schedule.rules';

// 2026-11-23 is a Monday; Brussels is UTC+1 in November.
const item = (start: string, end: string) => ({ start_at: start, end_at: end });

describe('hour range (000 §9: 0 to 24 by default, expanding to fit items)', () => {
  it('defaults to 0-24 and keeps configured hours when items fit', () => {
    expect(hourRange([], null, null)).toEqual({ start: 0, end: 24 });
    expect(hourRange([item('2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z')], 8, 22)).toEqual({ start: 8, end: 22 });
  });
  it('widens to the hours of items outside the configured range', () => {
    // 07:30-08:30 and 21:00-22:45 local
    const items = [item('2026-11-23T06:30:00Z', '2026-11-23T07:30:00Z'), item('2026-11-23T20:00:00Z', '2026-11-23T21:45:00Z')];
    expect(hourRange(items, 8, 22)).toEqual({ start: 7, end: 23 });
  });
  it('runs to midnight for an item that ends the next day; bad settings fall back to the default', () => {
    expect(hourRange([item('2026-11-23T21:00:00Z', '2026-11-24T01:00:00Z')], 8, 20)).toEqual({ start: 8, end: 24 });
    expect(hourRange([], 20, 8)).toEqual({ start: 0, end: 24 });
    expect(hourRange([], -3, 30)).toEqual({ start: 0, end: 24 });
  });
});

describe('event positions (12 units an hour, 5-minute steps)', () => {
  const range = { start: 8, end: 22 };
  it('places an item by its local start and length', () => {
    expect(rangeUnits(range)).toBe(168);
    // 10:15-11:45 local: 2h15 after 08:00 = 27 units, 1h30 = 18 units
    expect(eventPosition(item('2026-11-23T09:15:00Z', '2026-11-23T10:45:00Z'), '2026-11-23', range)).toEqual({ top: 27, span: 18 });
    expect(eventPosition(item('2026-11-23T07:00:00Z', '2026-11-23T08:00:00Z'), '2026-11-23', { start: 0, end: 24 })).toEqual({ top: 96, span: 12 });
  });
  it('rounds the start down and the end up to 5 minutes, at least one unit', () => {
    // 10:07-10:08 local
    expect(eventPosition(item('2026-11-23T09:07:00Z', '2026-11-23T09:08:00Z'), '2026-11-23', range)).toEqual({ top: 25, span: 1 });
  });
  it('clips items crossing midnight to the column of each day', () => {
    const late = item('2026-11-23T21:00:00Z', '2026-11-24T01:00:00Z'); // 22:00 Monday to 02:00 Tuesday
    const full = { start: 0, end: 24 };
    expect(eventPosition(late, '2026-11-23', full)).toEqual({ top: 264, span: 24 });
    expect(eventPosition(late, '2026-11-24', full)).toEqual({ top: 0, span: 24 });
  });
  it('uses the wall clock on the spring DST day (2027-03-28)', () => {
    // 14:00-15:00 CEST = 12:00-13:00 UTC
    expect(minutesOfDay('2027-03-28T12:00:00Z')).toBe(14 * 60);
    expect(eventPosition(item('2027-03-28T12:00:00Z', '2027-03-28T13:00:00Z'), '2027-03-28', { start: 0, end: 24 })).toEqual({ top: 168, span: 12 });
  });
  it('gives overlapping items side-by-side lanes', () => {
    const lanes = assignLanes([
      { top: 0, span: 12 },
      { top: 6, span: 12 },
      { top: 24, span: 6 },
      { top: 8, span: 2 },
    ]);
    expect(lanes).toEqual([
      { lane: 0, lanes: 3 },
      { lane: 1, lanes: 3 },
      { lane: 0, lanes: 1 },
      { lane: 2, lanes: 3 },
    ]);
  });
});

describe('local day and minutes (offsets read once per zone and hour)', () => {
  // what Intl says at the instant itself, the reference the cached offsets must match
  const direct = (ms: number, timeZone: string) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(ms)
        .map((x) => [x.type, x.value]),
    );
    return { day: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
  };
  it.each([
    // Brussels spring and autumn changes, Lord Howe's half-hour change at 15:00 UTC, Kathmandu's +05:45,
    // Brussels' local mean time of 1880 (+00:17:30), and both sides of each change minute by minute
    ['Europe/Brussels', '2027-03-28T00:00:00Z'],
    ['Europe/Brussels', '2027-10-31T00:00:00Z'],
    ['Australia/Lord_Howe', '2027-04-03T13:00:00Z'],
    ['Asia/Kathmandu', '2026-11-23T00:00:00Z'],
    ['Europe/Brussels', '1880-06-01T00:00:00Z'],
  ])('matches Intl in %s around %s', (zone, from) => {
    const start = Date.parse(from);
    for (let ms = start; ms < start + 4 * 3_600_000; ms += 7 * 60_000 + 13_000) expect(localDayMinutes(ms, zone)).toEqual(direct(ms, zone));
    // the same hours again, now from the cache
    for (let ms = start + 59_999; ms < start + 4 * 3_600_000; ms += 11 * 60_000)
      expect(localDayMinutes(new Date(ms).toISOString(), zone)).toEqual(direct(ms, zone));
  });

  it('keeps a timestamp read once per zone: the same text read in another zone is read again', () => {
    const at = '2026-11-23T23:30:00.000Z';
    expect(localDayMinutes(at, 'Europe/Brussels')).toEqual({ day: '2026-11-24', minutes: 30 });
    expect(localDayMinutes(at, 'Europe/London')).toEqual({ day: '2026-11-23', minutes: 1410 });
    expect(localDayMinutes(at, 'Europe/Brussels')).toBe(localDayMinutes(at, 'Europe/Brussels'));
    expect(Object.isFrozen(localDayMinutes(at, 'Europe/Brussels'))).toBe(true);
  });
});

describe('weeks, months and available days', () => {
  it('starts weeks on Monday, across the spring DST change (2027-03-28)', () => {
    const week = weekOf('2027-03-28');
    expect(week[0]).toBe('2027-03-22');
    expect(week[6]).toBe('2027-03-28');
    expect(weekOf('2027-03-29')[0]).toBe('2027-03-29');
    // Monday 00:00 CET to the next Monday 00:00 CEST: 167 hours
    expect(daysBounds(week)).toEqual({ after: '2027-03-21T23:00:00.000Z', before: '2027-03-28T22:00:00.000Z' });
  });
  it('finds the previous and next available day beyond a date', () => {
    const days = ['2026-11-20', '2026-12-02', '2026-11-10', '2026-12-09'];
    expect(nextAvailableDay(days, '2026-11-29')).toBe('2026-12-02');
    expect(previousAvailableDay(days, '2026-11-23')).toBe('2026-11-20');
    expect(nextAvailableDay(days, '2026-12-09')).toBeNull();
    expect(previousAvailableDay(days, '2026-11-10')).toBeNull();
  });
  it('builds a 6-week Monday-first month grid', () => {
    const grid = monthGrid('2026-11-23');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-10-26');
    expect(grid[6]).toBe('2026-11-01');
    expect(monthGrid('2027-03-01')[0]).toBe('2027-03-01');
  });
  it('moves by months and bounds the picker to plus or minus 100 years', () => {
    expect(addMonthsToDay('2027-01-31', 1)).toBe('2027-02-28');
    expect(pickerBounds('2026-11-21')).toEqual({ min: '1926-11-21', max: '2126-11-21' });
    expect(clampDay('1900-01-01', pickerBounds('2026-11-21'))).toBe('1926-11-21');
    expect(isCalendarDay('2027-02-28')).toBe(true);
    expect(isCalendarDay('2027-02-30')).toBe(false);
    expect(isCalendarDay('tomorrow')).toBe(false);
  });
});
