import { en } from './en';
import { fr } from './fr';
import type { Locale, Messages } from './types';
import type { Translator } from './translator';
import { createTranslatorFrom, resolveLocale } from './translator';

/** Both locales, statically: for the shell, the demo and tests. Widgets may use loadMessages instead. */
export const MESSAGES: Readonly<Record<Locale, Messages>> = { fr, en };

const cache = new Map<Locale, Translator>();

/** A translator for 'fr' or 'en' (anything else resolves to fr); one instance per locale. */
export function createTranslator(locale: Locale | string): Translator {
  const l = resolveLocale(locale);
  let t = cache.get(l);
  if (!t) {
    t = createTranslatorFrom(l, MESSAGES[l]);
    cache.set(l, t);
  }
  return t;
}
