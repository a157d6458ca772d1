import { describe, expect, it } from 'vitest';
import { ageInDays, ageInDisplayDays, ageInYears } from './age-of.rules';
import { DEFAULT_AGE_FORMATS, displayAge, displayAgeRange, roundToInterval, STOREFRONT_AGE_FORMATS } from './age.rules';

const d = DEFAULT_AGE_FORMATS;

describe('age display with the default rules (000 §9)', () => {
  it('days up to 30, rounded down by 1', () => {
    expect(displayAge(0, d)).toEqual({ unit: 'days', value: 0 });
    expect(displayAge(30, d)).toEqual({ unit: 'days', value: 30 });
    expect(displayAge(12.7, d)).toEqual({ unit: 'days', value: 12 });
  });
  it('weeks up to 12', () => {
    expect(displayAge(31, d)).toEqual({ unit: 'weeks', value: 4 });
    expect(displayAge(84, d)).toEqual({ unit: 'weeks', value: 12 });
  });
  it('months up to 36 with 30.436875 days and interval 0.5', () => {
    expect(displayAge(85, d)).toEqual({ unit: 'months', value: 2.5 }); // 2.79 months
    expect(displayAge(30.436875 * 6, d)).toEqual({ unit: 'months', value: 6 });
    expect(displayAge(30.436875 * 36, d)).toEqual({ unit: 'months', value: 36 });
  });
  it('years up to 18 with 365.25 days and interval 0.5', () => {
    expect(displayAge(30.436875 * 36 + 1, d)).toEqual({ unit: 'years', value: 3 });
    expect(displayAge(365.25 * 4.75, d)).toEqual({ unit: 'years', value: 4.5 });
    expect(displayAge(365.25 * 18, d)).toEqual({ unit: 'years', value: 18 });
  });
  it('then whole years with no limit', () => {
    expect(displayAge(365.25 * 18.6, d)).toEqual({ unit: 'years', value: 18 });
    expect(displayAge(365.25 * 42.9, d)).toEqual({ unit: 'years', value: 42 });
  });
  it('storefront default: whole years of 365.25 days', () => {
    expect(displayAge(365.25 * 6.99)).toEqual({ unit: 'years', value: 6 });
    expect(displayAge(100, [])).toEqual({ unit: 'years', value: 0 });
    expect(STOREFRONT_AGE_FORMATS).toHaveLength(1);
  });
  it('organiser formats with up / nearest rounding', () => {
    const up = [{ type: 'years' as const, number_of_days: 365.25, limit: null, rounding_interval: 1, rounding_method: 'up' as const }];
    expect(displayAge(365.25 * 5.1, up)).toEqual({ unit: 'years', value: 6 });
    const near = [{ type: 'months' as const, number_of_days: 30.436875, limit: null, rounding_interval: 0.5, rounding_method: 'nearest' as const }];
    expect(displayAge(30.436875 * 5.8, near)).toEqual({ unit: 'months', value: 6 });
    expect(displayAge(30.436875 * 5.7, near)).toEqual({ unit: 'months', value: 5.5 });
  });
  it('rounds to the interval without float artefacts', () => {
    expect(roundToInterval(2.5, 0.5, 'down')).toBe(2.5);
    expect(roundToInterval(0.30000000000000004, 0.1, 'down')).toBe(0.3);
    expect(roundToInterval(7, 0, 'down')).toBe(7);
  });
  it('age ranges in the display units', () => {
    expect(displayAgeRange(365.25 * 6, 365.25 * 12, d)).toEqual({
      min: { unit: 'years', value: 6 },
      max: { unit: 'years', value: 12 },
    });
    expect(displayAgeRange(null, 30.436875 * 18, d)).toEqual({ min: null, max: { unit: 'months', value: 18 } });
    expect(displayAgeRange(null, undefined, d)).toBeNull();
  });
});

describe('age from a birthdate', () => {
  it('completed years at a date', () => {
    expect(ageInYears('2016-11-23', '2026-11-22T12:00:00Z')).toBe(9);
    expect(ageInYears('2016-11-23', '2026-11-23T12:00:00Z')).toBe(10);
    // 23:30 UTC on the 22nd is already the 23rd in Brussels
    expect(ageInYears('2016-11-23', '2026-11-22T23:30:00Z')).toBe(10);
    expect(ageInYears('2016-11-23T00:00:00+01:00', '2026-11-23T08:00:00Z')).toBe(10);
    expect(ageInYears('2020-02-29', '2025-02-28T12:00:00Z')).toBe(4);
    expect(ageInYears('2020-02-29', '2025-03-01T12:00:00Z')).toBe(5);
  });
  it('days across a DST change are whole days', () => {
    expect(ageInDays('2026-10-24', '2026-10-26T10:00:00Z')).toBe(2);
    expect(displayAge(ageInDays('2026-10-01', '2026-11-20T10:00:00Z'), d)).toEqual({ unit: 'weeks', value: 7 });
  });
  it('display days agree with the calendar: a birthday reads the new age, the day before the old one', () => {
    // 1826 days lived on a 5th birthday (one leap day) are under 5 × 365.25
    expect(displayAge(ageInDays('2021-07-06', '2026-07-06T08:00:00Z'))).toEqual({ unit: 'years', value: 4 });
    expect(displayAge(ageInDisplayDays('2021-07-06', '2026-07-06T08:00:00Z'))).toEqual({ unit: 'years', value: 5 });
    expect(displayAge(ageInDisplayDays('2021-07-07', '2026-07-06T08:00:00Z'))).toEqual({ unit: 'years', value: 4 });
    expect(displayAge(ageInDisplayDays('2025-01-06', '2026-07-06T08:00:00Z'), d)).toEqual({ unit: 'months', value: 18 });
    expect(displayAge(ageInDisplayDays('2025-01-07', '2026-07-06T08:00:00Z'), d)).toEqual({ unit: 'months', value: 17.5 });
    // born on 31 January: one month old on 1 March, as ageInMonths counts it
    expect(ageInDisplayDays('2026-01-31', '2026-03-01T12:00:00Z')).toBe(365.25 / 12);
    expect(ageInDisplayDays('2026-11-01', '2026-11-20T10:00:00Z')).toBe(19);
  });
});
