import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, startOfDay, weekdayOf } from './calendar';
import base from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// the reference: dayjs's timezone plugin, which the calendar used before (a test-only dependency now)
base.extend(utc);
base.extend(timezone);
const dayjs = base;
import { wallClock, zonedToUtc } from './zone-offset';

// zones with an hour's change, a half hour's (Lord Howe), none (Kolkata), and one south of the equator
const ZONES = ['Europe/Brussels', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Santiago'];
const HOUR = 3_600_000;
const local = (iso: string) => Date.parse(`${iso}Z`);

describe('zone arithmetic from Intl alone, the same answers as dayjs’s timezone plugin', () => {
  it('calendar day, weekday, midnight and "same time n days later" at instants every 19 h 13 min over a year (both changes of each zone)', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (const zone of ZONES) {
      for (let ms = start; ms < start + 366 * 24 * HOUR; ms += 19 * HOUR + 13 * 60_000) {
        const there = dayjs(ms).tz(zone);
        const day = there.format('YYYY-MM-DD');
        expect(calendarDay(ms, zone)).toBe(day);
        expect(weekdayOf(ms, zone)).toBe(there.day() || 7);
        expect(startOfDay(day, zone)).toBe(dayjs.tz(`${day}T00:00:00`, zone).toISOString());
        // away from a transition's hour, where a wall time is missing or repeated
        const later = there.add(3, 'day');
        if (later.hour() !== 2 && later.hour() !== 3 && later.utcOffset() === dayjs.tz(later.format('YYYY-MM-DDTHH:mm:ss'), zone).utcOffset())
          expect(addDays(ms, 3, zone)).toBe(dayjs.tz(later.format('YYYY-MM-DDTHH:mm:ss.SSS'), zone).toISOString());
      }
    }
    // dayjs's zone plugin is the slow side: about 2 s here, more on a loaded machine
  }, 20_000);

  it('a wall time the autumn change repeats is its first instant; one the spring change skips moves on by the change', () => {
    // Brussels, 2026-10-25: 02:30 happens at 00:30Z (CEST) and again at 01:30Z (CET)
    expect(new Date(zonedToUtc(local('2026-10-25T02:30:00'), 'Europe/Brussels')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 2027-03-28: there is no 02:30; it reads as 03:30 CEST
    expect(new Date(zonedToUtc(local('2027-03-28T02:30:00'), 'Europe/Brussels')).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // Lord Howe moves by half an hour: 2026-10-04 02:15 does not exist there; it reads as 02:45 (+11:00)
    expect(new Date(zonedToUtc(local('2026-10-04T02:15:00'), 'Australia/Lord_Howe')).toISOString()).toBe('2026-10-03T15:45:00.000Z');
    // and the wall clock of those instants reads back
    expect(new Date(wallClock(Date.parse('2026-10-25T01:30:00Z'), 'Europe/Brussels')).toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('an instant that is not one gives no day rather than an exception in a render', () => {
    expect(Number.isNaN(wallClock(Number.NaN, 'Europe/Brussels'))).toBe(true);
    expect(Number.isNaN(zonedToUtc(Number.NaN, 'Europe/Brussels'))).toBe(true);
    expect(() => calendarDay('not a date', 'Europe/Brussels')).not.toThrow();
  });
});
