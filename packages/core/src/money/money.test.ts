import { describe, expect, it } from 'vitest';
import { currencyDecimals, DEFAULT_CURRENCY, resolveCurrency } from './currency';
import { currencySymbol } from './currency-symbol';
import { formatMoney, fromMinor } from './money';
import { toMinor } from './to-minor';

const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('currency decimals', () => {
  it('knows EUR 2 and JPY 0, defaults to EUR', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(currencyDecimals()).toBe(2);
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('jpy')).toBe(0);
    expect(currencyDecimals('BHD')).toBe(3);
    expect(currencyDecimals('??')).toBe(2);
  });
});

describe('formatMoney', () => {
  it('formats minor units per locale', () => {
    expect(plain(formatMoney(1250, { locale: 'fr' }))).toBe('12,50 €');
    expect(formatMoney(1250, { locale: 'en' })).toBe('€12.50');
    expect(plain(formatMoney(123456, { locale: 'fr', currency: 'EUR' }))).toBe('1 234,56 €');
    expect(formatMoney(0, { locale: 'en' })).toBe('€0.00');
    expect(formatMoney(-1500, { locale: 'en' })).toBe('-€15.00');
  });
  it('formats a zero-decimal currency', () => {
    expect(formatMoney(1250, { locale: 'en', currency: 'JPY' })).toBe('¥1,250');
  });
  it('can trim zero decimals on whole amounts only', () => {
    expect(plain(formatMoney(2000, { locale: 'fr', trimZeroDecimals: true }))).toBe('20 €');
    expect(plain(formatMoney(2050, { locale: 'fr', trimZeroDecimals: true }))).toBe('20,50 €');
  });
  it('minimum invoice amount 500 minor units reads 5 euros (000 §9)', () => {
    expect(formatMoney(500, { locale: 'en' })).toBe('€5.00');
  });
});

describe('euros written without Intl (fr and en)', () => {
  it('match Intl to the character, trimmed or not, negative or not', () => {
    const amounts = [0, 1, 5, 99, 100, 1250, 99_999, 100_000, 123_456, 123_456_789, 150_000, -500, -123_456, 1_000_000_000_00];
    for (const locale of ['fr', 'en'])
      for (const minor of amounts) {
        const full = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);
        expect(formatMoney(minor, { locale }), `${locale} ${minor}`).toBe(full);
        const trimmed = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
        expect(formatMoney(minor, { locale, trimZeroDecimals: true }), `${locale} ${minor} trimmed`).toBe(
          minor % 100 === 0 ? trimmed.format(minor / 100) : full,
        );
      }
  });
});

describe('toMinor / fromMinor', () => {
  it('parses decimal strings in either notation', () => {
    expect(toMinor('12.50')).toBe(1250);
    expect(toMinor('12,5')).toBe(1250);
    expect(toMinor(' 1 234,56 ')).toBe(123456);
    expect(toMinor('0.15')).toBe(15);
    expect(toMinor('.5')).toBe(50);
    expect(toMinor('7')).toBe(700);
    expect(toMinor('-3.2')).toBe(-320);
    expect(toMinor('1.005')).toBe(101);
    expect(toMinor('1.004')).toBe(100);
  });
  it('rejects non-numbers', () => {
    expect(toMinor('')).toBeNull();
    expect(toMinor('abc')).toBeNull();
    expect(toMinor('1.2.3')).toBeNull();
    expect(toMinor(Number.NaN)).toBeNull();
  });
  it('converts numbers without float drift', () => {
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(1250, 'JPY')).toBe(1250);
    expect(toMinor('1250.6', 'JPY')).toBe(1251);
  });
  it('fromMinor is the inverse', () => {
    expect(fromMinor(1250)).toBe(12.5);
    expect(fromMinor(1250, 'JPY')).toBe(1250);
    expect(toMinor(fromMinor(1999))).toBe(1999);
  });
});

describe("the organiser's currency (000 §1, 001: amounts in minor units with the currency's decimals)", () => {
  it('resolves a well-formed code, and reads a missing or malformed one as EUR', () => {
    expect(resolveCurrency('gbp')).toBe('GBP');
    expect(resolveCurrency(' JPY ')).toBe('JPY');
    expect(resolveCurrency(undefined)).toBe('EUR');
    expect(resolveCurrency('')).toBe('EUR');
    expect(resolveCurrency('euro')).toBe('EUR');
    expect(resolveCurrency('E U')).toBe('EUR');
  });
  it('formats with the currency and its decimals; a malformed code never throws', () => {
    expect(formatMoney(1250, { locale: 'en', currency: 'GBP' })).toBe('£12.50');
    expect(plain(formatMoney(1250, { locale: 'fr', currency: 'GBP' }))).toBe('12,50 £GB');
    expect(formatMoney(1250, { locale: 'en', currency: 'JPY' })).toBe('¥1,250');
    expect(plain(formatMoney(1250, { locale: 'en', currency: 'BHD' }))).toBe('BHD 1.250');
    expect(formatMoney(1250, { locale: 'en', currency: 'not a code' })).toBe('€12.50');
    expect(formatMoney(1250, { locale: 'en', currency: null })).toBe('€12.50');
  });
  it('parses typed amounts into the currency minor units', () => {
    expect(toMinor('1250', 'JPY')).toBe(1250);
    expect(toMinor('12,5', 'GBP')).toBe(1250);
    expect(toMinor('1.25', 'BHD')).toBe(1250);
    expect(fromMinor(1250, 'JPY')).toBe(1250);
  });
  it('names the sign an amount input shows', () => {
    expect(currencySymbol('EUR', 'fr')).toBe('€');
    expect(currencySymbol('GBP', 'en')).toBe('£');
    expect(currencySymbol(undefined, 'en')).toBe('€');
  });
});
