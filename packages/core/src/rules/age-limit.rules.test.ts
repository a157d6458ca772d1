import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/catalogs';
import { AGE_LIMIT_ERRORS, ageLimitCheck, hasAgeLimits } from './age-limit.rules';
import { ageInMonths, ageInYears } from './age-of.rules';

const BRUSSELS = 'Europe/Brussels';
const camp = { age_minimum: 5, age_maximum: 10 };
const adults = { age_minimum: 16, age_maximum: null };

describe('completed months', () => {
  it('counts a month on the birth day number', () => {
    expect(ageInMonths('2026-01-15', '2026-02-14T12:00:00Z', BRUSSELS)).toBe(0);
    expect(ageInMonths('2026-01-15', '2026-02-15T12:00:00Z', BRUSSELS)).toBe(1);
    expect(ageInMonths('2024-11-23', '2026-05-23T12:00:00Z', BRUSSELS)).toBe(18);
  });
  it('a birthday past the end of a short month counts from the next month', () => {
    expect(ageInMonths('2026-01-31', '2026-02-28T12:00:00Z', BRUSSELS)).toBe(0);
    expect(ageInMonths('2026-01-31', '2026-03-01T12:00:00Z', BRUSSELS)).toBe(1);
    expect(ageInMonths('2020-02-29', '2025-02-28T12:00:00Z', BRUSSELS)).toBe(59);
    expect(ageInMonths('2020-02-29', '2025-03-01T12:00:00Z', BRUSSELS)).toBe(60);
  });
  it('twelve of them are the completed years, whatever the day', () => {
    const births = ['2016-06-10', '2020-02-29', '2019-12-31', '2018-01-01'];
    for (let day = 0; day < 800; day += 7) {
      const at = Date.UTC(2026, 0, 1) + day * 86_400_000 + 11 * 3_600_000;
      for (const b of births) expect(Math.floor(ageInMonths(b, at, BRUSSELS) / 12), `${b} ${day}`).toBe(ageInYears(b, at, BRUSSELS));
    }
  });
});

describe('age limits of a session (000 §3), at its start in the organiser zone', () => {
  it('a session without limits fits anyone, even without a birth date', () => {
    expect(ageLimitCheck(null, { age_minimum: null, age_maximum: null }, '2026-07-06T07:00:00Z', BRUSSELS)).toBe('fits');
    expect(ageLimitCheck(undefined, {}, '2026-07-06T07:00:00Z', BRUSSELS)).toBe('fits');
    expect(hasAgeLimits({ age_minimum: 0 })).toBe(true);
    expect(hasAgeLimits({ age_maximum: null })).toBe(false);
  });
  it('both bounds count: from the 5th birthday to the day before the 11th', () => {
    const start = '2026-07-06T07:00:00Z'; // 09:00 in Brussels
    expect(ageLimitCheck('2021-07-07', camp, start, BRUSSELS)).toBe('too_young'); // 5 tomorrow
    expect(ageLimitCheck('2021-07-06', camp, start, BRUSSELS)).toBe('fits'); // 5 today
    expect(ageLimitCheck('2015-07-07', camp, start, BRUSSELS)).toBe('fits'); // 10, 11 tomorrow
    expect(ageLimitCheck('2015-07-06', camp, start, BRUSSELS)).toBe('too_old'); // 11 today
    expect(ageLimitCheck('1985-03-02', camp, start, BRUSSELS)).toBe('too_old'); // the 41-year-old of the camp
    expect(ageLimitCheck('2016-03-02', adults, start, BRUSSELS)).toBe('too_young'); // the 10-year-old of the 16+ course
    expect(ageLimitCheck('1985-03-02', adults, start, BRUSSELS)).toBe('fits');
  });
  it('the day before and the day of a birthday', () => {
    // born 10 June 2016: 9 on 9 June 2026, 10 on 10 June
    expect(ageLimitCheck('2016-06-10', { age_minimum: 10 }, '2026-06-09T08:00:00Z', BRUSSELS)).toBe('too_young');
    expect(ageLimitCheck('2016-06-10', { age_minimum: 10 }, '2026-06-10T08:00:00Z', BRUSSELS)).toBe('fits');
    expect(ageLimitCheck('2016-06-10', { age_maximum: 9 }, '2026-06-09T08:00:00Z', BRUSSELS)).toBe('fits');
    expect(ageLimitCheck('2016-06-10', { age_maximum: 9 }, '2026-06-10T08:00:00Z', BRUSSELS)).toBe('too_old');
  });
  it('the calendar day is the organiser zone one, not UTC', () => {
    // 22:30 UTC on 9 June is 00:30 on 10 June in Brussels (UTC+2): the birthday has come there
    const start = '2026-06-09T22:30:00Z';
    expect(ageLimitCheck('2016-06-10', { age_minimum: 10 }, start, BRUSSELS)).toBe('fits');
    expect(ageLimitCheck('2016-06-10', { age_minimum: 10 }, start, 'UTC')).toBe('too_young');
    expect(ageLimitCheck('2016-06-10', { age_maximum: 9 }, start, BRUSSELS)).toBe('too_old');
    // a winter session: 23:30 UTC on 22 November is 00:30 on the 23rd in Brussels (UTC+1)
    expect(ageLimitCheck('2010-11-23', { age_minimum: 16 }, '2026-11-22T23:30:00Z', BRUSSELS)).toBe('fits');
    expect(ageLimitCheck('2010-11-23', { age_minimum: 16 }, '2026-11-22T23:30:00Z', 'America/New_York')).toBe('too_young');
    // a birthdate sent as a datetime is read in the zone too
    expect(ageLimitCheck('2016-06-09T22:30:00Z', { age_minimum: 10 }, '2026-06-10T08:00:00Z', BRUSSELS)).toBe('fits');
  });
  it('leap-day birthdays come on 1 March in other years', () => {
    const sixteen = { age_minimum: 16 };
    expect(ageLimitCheck('2010-02-28', sixteen, '2026-02-28T10:00:00Z', BRUSSELS)).toBe('fits');
    expect(ageLimitCheck('2008-02-29', { age_minimum: 18 }, '2026-02-28T10:00:00Z', BRUSSELS)).toBe('too_young');
    expect(ageLimitCheck('2008-02-29', { age_minimum: 18 }, '2026-03-01T10:00:00Z', BRUSSELS)).toBe('fits');
    expect(ageLimitCheck('2008-02-29', { age_maximum: 17 }, '2026-02-28T10:00:00Z', BRUSSELS)).toBe('fits');
    expect(ageLimitCheck('2008-02-29', { age_maximum: 17 }, '2026-03-01T10:00:00Z', BRUSSELS)).toBe('too_old');
    expect(ageLimitCheck('2012-02-29', { age_minimum: 16 }, '2028-02-29T10:00:00Z', BRUSSELS)).toBe('fits');
  });
  it('young children: a bound with a fraction of a year counts in months', () => {
    const toddlers = { age_minimum: 1.5, age_maximum: 3 }; // 18 months to 3 years
    const start = '2026-11-23T09:00:00Z';
    expect(ageLimitCheck('2025-05-24', toddlers, start, BRUSSELS)).toBe('too_young'); // 17 months and 30 days
    expect(ageLimitCheck('2025-05-23', toddlers, start, BRUSSELS)).toBe('fits'); // 18 months
    expect(ageLimitCheck('2022-11-24', toddlers, start, BRUSSELS)).toBe('fits'); // 3 years 11 months
    expect(ageLimitCheck('2022-11-23', toddlers, start, BRUSSELS)).toBe('too_old'); // 4 today
    const babies = { age_minimum: 0.5, age_maximum: 1.5 }; // 6 to 18 months
    expect(ageLimitCheck('2025-05-24', babies, start, BRUSSELS)).toBe('fits'); // 17 months and 30 days
    expect(ageLimitCheck('2025-04-24', babies, start, BRUSSELS)).toBe('fits'); // 18 months and 30 days
    expect(ageLimitCheck('2025-04-23', babies, start, BRUSSELS)).toBe('too_old'); // 19 months
    expect(ageLimitCheck('2026-05-24', babies, start, BRUSSELS)).toBe('too_young'); // 5 months
  });
  it('a limited session needs a readable birth date', () => {
    for (const missing of [null, undefined, '', '2016-02-30', 'not a date'])
      expect(ageLimitCheck(missing, adults, '2026-11-23T09:00:00Z', BRUSSELS), String(missing)).toBe('birthdate_required');
    expect(ageLimitCheck(null, { age_maximum: 10 }, '2026-11-23T09:00:00Z', BRUSSELS)).toBe('birthdate_required');
  });
  it('a participant born after the start is too young; bounds that cross take nobody', () => {
    expect(ageLimitCheck('2027-01-01', { age_minimum: 0 }, '2026-11-23T09:00:00Z', BRUSSELS)).toBe('too_young');
    expect(ageLimitCheck('2020-01-01', { age_minimum: 0 }, '2026-11-23T09:00:00Z', BRUSSELS)).toBe('fits');
    const crossed = { age_minimum: 12, age_maximum: 8 };
    for (const b of ['2010-01-01', '2016-01-01', '2020-01-01']) expect(ageLimitCheck(b, crossed, '2026-11-23T09:00:00Z', BRUSSELS)).not.toBe('fits');
  });
});

describe('age refusals the widgets show', () => {
  it('every refusal code and field code has a message in both locales', () => {
    for (const locale of ['fr', 'en'] as const) {
      const t = createTranslator(locale);
      for (const [field, code] of Object.entries(AGE_LIMIT_ERRORS)) {
        expect(t.has(`forms.errors.${code}`), `${locale} ${code}`).toBe(true);
        expect(t.has(`forms.errors.${field}`), `${locale} ${field}`).toBe(true);
      }
    }
  });
});
