/**
 * Whole numbers and plural categories in fr and en, written as Intl writes them, without Intl: a page's first Intl
 * object starts ICU (130–240 ms of a phone's main thread at 4× CPU, docs/decisions/0005-no-icu-on-widget-pages.md). Each answers null where it
 * does not know the locale or the number, and the caller asks Intl. The plain-numbers test compares them with Intl.
 */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

const GROUP: Readonly<Record<string, string>> = { fr: '\u202f', en: ',' };

/** An integer with the locale's grouping ('1 234' with a narrow no-break space, '1,234'), or null. */
export function plainInteger(n: number, locale: string): string | null {
  const group = GROUP[locale];
  if (group === undefined || !Number.isSafeInteger(n)) return null;
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, group);
  return n < 0 ? `-${digits}` : digits;
}

/** CLDR's cardinal category of `n`: French counts 0 and 1 (and 1.5) as one and round millions as many. */
export function plainPlural(n: number, locale: string): PluralCategory | null {
  if (!Number.isFinite(n)) return null;
  const whole = Math.floor(Math.abs(n));
  if (locale === 'en') return Math.abs(n) === 1 ? 'one' : 'other';
  if (locale === 'fr') return whole <= 1 ? 'one' : Number.isInteger(n) && whole % 1_000_000 === 0 ? 'many' : 'other';
  return null;
}
