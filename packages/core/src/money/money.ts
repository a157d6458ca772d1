import { currencyDecimals, DEFAULT_CURRENCY } from './currency';

export interface MoneyFormatOptions {
  currency?: string | null;
  locale: string;
  /** Drop ",00" on whole amounts (card prices); off by default so totals line up. */
  trimZeroDecimals?: boolean;
}

/**
 * Parses a user-typed or decimal amount into integer minor units without float drift:
 * '12.50', '12,5', ' 1 234,56 ', 12.5 -> 1250 for EUR. Extra digits are rounded half away from zero.
 * Returns null when the input is not a number.
 */
export function toMinor(value: string | number, currency: string = DEFAULT_CURRENCY): number | null {
  const d = currencyDecimals(currency);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // toFixed rounds the binary value at d+2 digits first, so 1.005 becomes 100.5 -> 101 and not 100.
    return roundHalfAway(Number((value * 10 ** d).toFixed(2)));
  }
  const s = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[2] === '' && !m[3])) return null;
  const sign = m[1] === '-' ? -1 : 1;
  const frac = m[3] ?? '';
  const kept = (frac + '0'.repeat(d)).slice(0, d);
  let minor = Number(m[2] || '0') * 10 ** d + Number(kept || '0');
  if ((frac[d] ?? '0') >= '5') minor += 1;
  return sign * minor === 0 ? 0 : sign * minor;
}

/** Integer minor units to a decimal number (1250 -> 12.5 for EUR), for inputs and Intl. */
export function fromMinor(minor: number, currency: string = DEFAULT_CURRENCY): number {
  return minor / 10 ** currencyDecimals(currency);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** '12,50 €' (fr) / '€12.50' (en) from integer minor units. */
export function formatMoney(minor: number, opts: MoneyFormatOptions): string {
  const currency = (opts.currency || DEFAULT_CURRENCY).toUpperCase();
  const trim = opts.trimZeroDecimals === true && minor % 10 ** currencyDecimals(currency) === 0;
  const key = `${opts.locale}|${currency}|${trim}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(opts.locale, {
      style: 'currency',
      currency,
      ...(trim ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, f);
  }
  return f.format(fromMinor(minor, currency));
}

function roundHalfAway(n: number): number {
  return Math.sign(n) * Math.round(Math.abs(n));
}
