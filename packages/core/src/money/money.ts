import { plainInteger } from '../i18n/plain-numbers';
import { currencyDecimals, DEFAULT_CURRENCY, resolveCurrency } from './currency';

export interface MoneyFormatOptions {
  /** the organiser's currency (OrielRuntime.currency); a missing or malformed code is the platform's EUR */
  currency?: string | null;
  locale: string;
  /** Drop ",00" on whole amounts (card prices); off by default so totals line up. */
  trimZeroDecimals?: boolean;
}

/** Integer minor units to a decimal number (1250 -> 12.5 for EUR), for inputs and Intl. */
export function fromMinor(minor: number, currency: string = DEFAULT_CURRENCY): number {
  return minor / 10 ** currencyDecimals(currency);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Euros in fr and en, as Intl writes them, without Intl ('1 234,50 €' with a narrow no-break space in the thousands
 * and a no-break space before the sign; '-€5.00'): a page's first Intl object starts ICU (docs/decisions/0005-no-icu-on-widget-pages.md).
 */
function plainEuros(minor: number, locale: string, trim: boolean): string | null {
  const units = plainInteger(Math.trunc(Math.abs(minor) / 100), locale);
  if (units === null || !Number.isSafeInteger(minor)) return null;
  const cents = trim ? '' : (locale === 'fr' ? ',' : '.') + String(Math.abs(minor) % 100).padStart(2, '0');
  const sign = minor < 0 ? '-' : '';
  return locale === 'fr' ? `${sign}${units}${cents}\u00a0€` : `${sign}€${units}${cents}`;
}

/** '12,50 €' (fr) / '€12.50' (en) from integer minor units. */
export function formatMoney(minor: number, opts: MoneyFormatOptions): string {
  const currency = resolveCurrency(opts.currency);
  const trim = opts.trimZeroDecimals === true && minor % 10 ** currencyDecimals(currency) === 0;
  const plain = currency === 'EUR' ? plainEuros(minor, opts.locale, trim) : null;
  if (plain !== null) return plain;
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
