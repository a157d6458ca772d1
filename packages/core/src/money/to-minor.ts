import { currencyDecimals, DEFAULT_CURRENCY } from './currency';

// Apart from formatMoney: only amount inputs parse, and a widget chunk takes a module whole (vite.widgets.config.ts).

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

function roundHalfAway(n: number): number {
  return Math.sign(n) * Math.round(Math.abs(n));
}
