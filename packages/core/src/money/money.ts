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

/** '12,50 €' (fr) / '€12.50' (en) from integer minor units. */
export function formatMoney(minor: number, opts: MoneyFormatOptions): string {
  const currency = resolveCurrency(opts.currency);
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
