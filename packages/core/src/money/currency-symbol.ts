import { resolveCurrency } from './currency';

// Its own module: only amount inputs need it, and a widget chunk takes a module whole (vite.widgets.config.ts).
/** The sign a label puts beside an amount input: '€', '£', 'CHF' ('{currency}' in 001 wallet texts). */
export function currencySymbol(currency: string | null | undefined, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: resolveCurrency(currency) }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? resolveCurrency(currency);
}
