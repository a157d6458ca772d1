import { describe, expect, it } from 'vitest';
import { addDays, addDaysToDay, calendarDay, dayRange, isFuture, isPast, startOfDay, startOfToday, startOfWeek, startOfWeekDay, weekdayOf } from './calendar';
import { createClock, fixedClock, toEpoch } from './clock';
import { DEFAULT_TIMEZONE, resolveTimezone } from './timezone';

describe('zone', () => {
  it('defaults to Europe/Brussels and keeps a valid organiser zone', () => {
    expect(DEFAULT_TIMEZONE).toBe('Europe/Brussels');
    expect(resolveTimezone(undefined)).toBe('Europe/Brussels');
    expect(resolveTimezone('America/New_York')).toBe('America/New_York');
    expect(resolveTimezone('Not/AZone')).toBe('Europe/Brussels');
  });
});

describe('clock', () => {
  it('fixedClock always answers the pinned instant', () => {
    const clock = fixedClock('2026-11-23T13:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-23T13:00:00.000Z');
    clock.now().setFullYear(2000); // callers mutating the Date must not move the clock
    expect(clock.now().toISOString()).toBe('2026-11-23T13:00:00.000Z');
  });
  it('createClock reads the injected function', () => {
    let t = 0;
    const clock = createClock(() => (t += 1000));
    expect(clock.now().getTime()).toBe(1000);
    expect(clock.now().getTime()).toBe(2000);
    expect(createClock().now()).toBeInstanceOf(Date);
  });
  it('rejects an invalid pinned instant', () => {
    expect(() => fixedClock('nope')).toThrow(RangeError);
  });
});

describe('calendar in Brussels', () => {
  it('calendar day follows the zone, not UTC', () => {
    expect(calendarDay('2026-11-23T23:30:00Z')).toBe('2026-11-24');
    expect(calendarDay('2026-11-23T23:30:00Z', 'UTC')).toBe('2026-11-23');
  });

  it('start of today on the autumn DST day (2026-10-25) is 00:00 CEST', () => {
    expect(startOfToday('Europe/Brussels', '2026-10-25T12:00:00Z')).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfToday(null, Date.parse('2026-10-26T12:00:00Z'))).toBe('2026-10-25T23:00:00.000Z');
  });

  it('start of today on the spring DST day (2027-03-28) is 00:00 CET', () => {
    expect(startOfToday('Europe/Brussels', new Date('2027-03-28T10:00:00Z'))).toBe('2027-03-27T23:00:00.000Z');
    expect(startOfDay('2027-03-29')).toBe('2027-03-28T22:00:00.000Z');
  });

  it('weekday is 1..7 with Monday first', () => {
    expect(weekdayOf('2026-11-23T12:00:00Z')).toBe(1); // Monday
    expect(weekdayOf('2026-10-25T12:00:00Z')).toBe(7); // Sunday
    expect(weekdayOf('2026-11-22T23:30:00Z')).toBe(1); // Sunday in UTC, Monday in Brussels
  });

  it('start of week is Monday midnight in the zone, across the DST change', () => {
    expect(startOfWeekDay('2026-10-25T12:00:00Z')).toBe('2026-10-19');
    expect(startOfWeek('2026-10-25T12:00:00Z')).toBe('2026-10-18T22:00:00.000Z');
    expect(startOfWeek('2026-10-26T08:00:00Z')).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfWeek('2027-03-29T08:00:00Z')).toBe('2027-03-28T22:00:00.000Z');
  });

  it('addDays keeps the wall-clock time across DST', () => {
    // 14:00 CEST on Saturday -> 14:00 CET on Sunday: 25 hours later
    expect(addDays('2026-10-24T12:00:00Z', 1)).toBe('2026-10-25T13:00:00.000Z');
    // 14:00 CET on Saturday -> 14:00 CEST on Sunday: 23 hours later
    expect(addDays('2027-03-27T13:00:00Z', 1)).toBe('2027-03-28T12:00:00.000Z');
    expect(addDays('2027-03-28T12:00:00Z', -1)).toBe('2027-03-27T13:00:00.000Z');
  });

  it('day arithmetic and ranges', () => {
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDay('2027-03-01', -1)).toBe('2027-02-28');
    const strip = dayRange('2026-10-20', 30);
    expect(strip).toHaveLength(30);
    expect(strip[0]).toBe('2026-10-20');
    expect(strip[29]).toBe('2026-11-18');
  });

  it('isPast / isFuture compare instants of any form', () => {
    const now = '2026-11-23T13:00:00Z';
    expect(isPast('2026-11-23T12:59:59Z', now)).toBe(true);
    expect(isFuture('2026-11-23T14:00:00+01:00', toEpoch(now))).toBe(false); // same instant
    expect(isPast(now, now)).toBe(false);
    expect(isFuture(new Date('2026-11-24T00:00:00Z'), new Date(now))).toBe(true);
  });
});
