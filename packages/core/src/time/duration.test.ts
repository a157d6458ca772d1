import { describe, expect, it } from 'vitest';
import { formatDurationSeconds as fds, formatPeriod as fp } from './duration';

// Intl separates the number and the unit with a no-break space
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const formatDurationSeconds = (s: number, l: string) => plain(fds(s, l));
const formatPeriod = (n: number, u: Parameters<typeof fp>[1], l: string) => plain(fp(n, u, l));

describe('periods written without Intl (fr and en, whole counts)', () => {
  it('match Intl’s long unit names to the character, spaces included', () => {
    const units = { seconds: 'second', minutes: 'minute', hours: 'hour', days: 'day', weeks: 'week', months: 'month', years: 'year' } as const;
    for (const locale of ['fr', 'en'])
      for (const [unit, intlUnit] of Object.entries(units))
        for (const count of [0, 1, 2, 3, 10, 12, 52, 365, 1000, 1234]) {
          const intl = new Intl.NumberFormat(locale, { style: 'unit', unit: intlUnit, unitDisplay: 'long' }).format(count);
          expect(fp(count, unit as keyof typeof units, locale), `${locale} ${count} ${unit}`).toBe(intl);
        }
  });
});

describe('durations', () => {
  it('uses the largest whole unit', () => {
    expect(formatDurationSeconds(31_536_000, 'fr')).toBe('365 jours');
    expect(formatDurationSeconds(1_209_600, 'en')).toBe('2 weeks');
    expect(formatDurationSeconds(7_200, 'fr')).toBe('2 heures');
    expect(formatDurationSeconds(90, 'en')).toBe('90 seconds');
  });
  it('words a period of a unit', () => {
    expect(formatPeriod(3, 'months', 'fr')).toBe('3 mois');
    expect(formatPeriod(1, 'years', 'en')).toBe('1 year');
  });
});
