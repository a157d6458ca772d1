/** The platform's only currency (000 §1); an organiser record may supply its own. */
export const DEFAULT_CURRENCY = 'EUR';

// Intl knows ISO 4217 minor units (EUR 2, JPY 0, BHD 3); cache since amounts are converted in loops.
// EUR's is known without Intl: a page's first Intl object starts ICU (docs/decisions/0005-no-icu-on-widget-pages.md)
const decimals = new Map<string, number>([[DEFAULT_CURRENCY, 2]]);

/**
 * The organiser's currency when Intl knows the code (upper-cased), else the platform default: an organiser answer
 * with a typo must not make every price throw (Intl.NumberFormat throws a RangeError on a malformed code;
 * a well-formed unknown code such as 'XYZ' is shown as is, with 2 decimals).
 */
export function resolveCurrency(currency?: string | null): string {
  const code = currency?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY;
}

/** Number of minor-unit digits of a currency: EUR 2, JPY 0. Unknown codes fall back to 2. */
export function currencyDecimals(currency: string = DEFAULT_CURRENCY): number {
  const code = currency.toUpperCase();
  let d = decimals.get(code);
  if (d === undefined) {
    try {
      d = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      d = 2;
    }
    decimals.set(code, d);
  }
  return d;
}
