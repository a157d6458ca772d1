import { mergeInto } from './merge';
import type { Locale, Messages } from './types';
import { resolveLocale } from './translator';

// The widgets' catalogue is two files per locale (docs/design.md §5): what a page of cards and a cart shows
// (en.base.ts), and what only the checkout, the schedules and the sign-in forms show (en.more.ts), 1.4 KB gz the
// typical page does not download. The second is merged into the first in place, so a translator made over the first
// finds its keys once it has come.
// the locale asked for last: the page's (Oriel.setLang changes it), whose second part a widget may ask for
let current: Locale | null = null;
let extrasWanted = false;

// import() fetches a file once (and again after a failure); merging the same leaves twice changes nothing
const base = (l: Locale) => ((current = l), l === 'en' ? import('./en.base').then((m) => m.enBase) : import('./fr.base').then((m) => m.frBase));
const extra = (l: Locale) =>
  Promise.all([base(l), l === 'en' ? import('./en.more').then((m) => m.enMore) : import('./fr.more').then((m) => m.frMore)]).then(([b, m]) => mergeInto(b, m));

/**
 * Loads one locale on demand, so a page ships only the catalogue it shows. Its second part is in only once some
 * widget asked for it (loadMoreMessages): until then its keys read as themselves, which a widget that shows them
 * never lets happen.
 */
export async function loadMessages(locale: Locale | string): Promise<Messages> {
  const l = resolveLocale(locale);
  if (extrasWanted) await extra(l);
  return (await base(l)) as Messages;
}

/**
 * The catalogue's second part, for the locale asked for last and every one asked for from now on: a widget whose
 * first screen shows it calls this as it mounts, a lazy part (a login form) with its code. Both files are fetched at
 * once when the first part has not come yet.
 */
export function loadMoreMessages(): Promise<void> {
  extrasWanted = true;
  return current ? extra(current) : Promise.resolve();
}
