import { interpolateFr } from './elision';
import { plainInteger, plainPlural } from './plain-numbers';
import type { KeyOf, Locale, MessageKey, Messages, TranslateParams } from './types';

export const LOCALES: readonly Locale[] = ['fr', 'en'];
export const DEFAULT_LOCALE: Locale = 'fr';

/** 'en-GB', 'EN', ' fr-BE ' -> a supported locale; anything else falls back to French. */
export function resolveLocale(input?: string | null): Locale {
  const lang = (input ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(lang ?? '') ? (lang as Locale) : DEFAULT_LOCALE;
}

export interface Translator<K extends string = MessageKey> {
  (key: K, params?: TranslateParams): string;
  readonly locale: Locale;
  /** Whether a leaf (or a plural base) exists, for keys built at run time such as server codes. */
  has(key: string): boolean;
  /** Untyped lookup for keys built at run time; null when missing. */
  lookup(key: string, params?: TranslateParams): string | null;
}

/**
 * A leaf of the message tree by its dotted key. Walked at each call: flattening the whole catalogue up front cost
 * ~50 ms of a phone's main thread at every start (profile of the shell's /fr/cours takeover, 4× CPU), while a page
 * reads a few hundred keys.
 */
function leaf(tree: object, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) node = node && typeof node == 'object' ? (node as Record<string, unknown>)[part] : 0;
  return typeof node == 'string' ? node : undefined;
}

/**
 * Builds `t` over one locale's messages. The catalogue is passed in so a widget bundle can ship
 * only the locale it loaded (docs/design.md §5 counts "one locale" per page).
 */
export function createTranslatorFrom<M extends object = Messages>(locale: Locale, messages: M): Translator<KeyOf<M> & string> {
  const flat = { get: (key: string) => leaf(messages, key) };
  // Whole numbers and plural categories are written without Intl (plain-numbers.ts: a first Intl object starts ICU);
  // Intl's, built at first use, take the rest (fractions)
  let plurals: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;

  const format = (v: string | number | null | undefined) =>
    v == null
      ? ''
      : typeof v === 'number'
        ? (plainInteger(v, locale) ?? (numbers ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(v))
        : v;

  function resolve(key: string, params?: TranslateParams): string | undefined {
    const count = params?.count;
    if (typeof count === 'number') {
      const category = plainPlural(count, locale) ?? (plurals ??= new Intl.PluralRules(locale)).select(count);
      const plural = flat.get(`${key}_${category}`) ?? flat.get(`${key}_other`);
      if (plural !== undefined) return plural;
    }
    return flat.get(key) ?? flat.get(`${key}_other`);
  }

  function interpolate(text: string, params?: TranslateParams): string {
    if (!params) return text;
    // Unknown placeholders stay visible, which makes a missing param obvious in review.
    if (locale === 'fr') return interpolateFr(text, (name) => (name in params ? format(params[name]) : null));
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? format(params[name]) : m));
  }

  function lookup(key: string, params?: TranslateParams): string | null {
    const text = resolve(key, params);
    return text === undefined ? null : interpolate(text, params);
  }

  // A missing key shows itself rather than an empty string, so gaps are visible, never silent.
  const t = ((key: string, params?: TranslateParams) => lookup(key, params) ?? key) as Translator<KeyOf<M> & string>;
  Object.defineProperties(t, {
    locale: { value: locale, enumerable: true },
    has: { value: (key: string) => resolve(key) !== undefined },
    lookup: { value: lookup },
  });
  return t;
}

/**
 * 000 §8 / 001 §8: forms.errors.{code}, else the raw code; a missing code reads as UNKNOWN_ERROR.
 * Works for API codes (AVAILABILITY_FULL) and field codes (required, availability_dates_required).
 */
export function translateErrorCode(t: Pick<Translator<string>, 'lookup'>, code?: string | null, params?: TranslateParams): string {
  const c = code || 'UNKNOWN_ERROR';
  return t.lookup(`forms.errors.${c}`, params) ?? c;
}
