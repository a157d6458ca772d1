import type { Locale } from '../types';
import { createTranslatorFrom, resolveLocale } from '../translator';
import type { AccountMessages, AccountTranslator } from './types';

const loaded = new Map<Locale, Promise<AccountTranslator>>();
const ready = new Map<Locale, AccountTranslator>();

/** The translator when its catalogue has already arrived (no flash of a loading state on the next screen). */
export function readyAccountTranslator(locale: Locale | string): AccountTranslator | null {
  return ready.get(resolveLocale(locale)) ?? null;
}

/** The account catalogue of one locale, fetched once (its own chunk), as a translator. */
export function loadAccountTranslator(locale: Locale | string): Promise<AccountTranslator> {
  const l = resolveLocale(locale);
  let p = loaded.get(l);
  if (!p) {
    const messages: Promise<AccountMessages> = l === 'en' ? import('./en').then((m) => m.accountEn) : import('./fr').then((m) => m.accountFr);
    p = messages.then((m) => {
      const t = createTranslatorFrom(l, m);
      ready.set(l, t);
      return t;
    });
    // a failed fetch (offline) may be tried again
    p.catch(() => loaded.delete(l));
    loaded.set(l, p);
  }
  return p;
}
