import { describe, expect, it } from 'vitest';
import { plainInteger, plainPlural } from './plain-numbers';

const INTEGERS = [0, 1, 7, 12, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 1_234_567, 2_000_000_000, Number.MAX_SAFE_INTEGER];

describe('plain numbers', () => {
  it('write whole numbers with the grouping Intl writes, signs included', () => {
    for (const locale of ['fr', 'en'])
      for (const n of [...INTEGERS, ...INTEGERS.filter((x) => x !== 0).map((x) => -x)]) {
        expect(plainInteger(n, locale), `${locale} ${n}`).toBe(new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n));
      }
  });

  it('give the plural category Intl gives, French millions and fractions included', () => {
    const numbers = [...Array.from({ length: 2100 }, (_, i) => i), 1.5, 0.5, 2.5, -1, -2, 1_000_000, 2_000_000, 1_000_001, 5_000_000];
    for (const locale of ['fr', 'en']) {
      const rules = new Intl.PluralRules(locale);
      for (const n of numbers) expect(plainPlural(n, locale), `${locale} ${n}`).toBe(rules.select(n));
    }
  });

  it('leave to Intl a fraction, another locale or no number', () => {
    expect(plainInteger(1.5, 'fr')).toBeNull();
    expect(plainInteger(1234, 'de')).toBeNull();
    expect(plainInteger(Number.NaN, 'en')).toBeNull();
    expect(plainPlural(1, 'pl')).toBeNull();
    expect(plainPlural(Number.POSITIVE_INFINITY, 'fr')).toBeNull();
  });
});
