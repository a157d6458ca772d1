import type { Locale, Messages } from './types';
import { resolveLocale } from './translator';

/** Loads one locale on demand, so a page ships only the catalogue it shows (docs/design.md §5). */
export async function loadMessages(locale: Locale | string): Promise<Messages> {
  return resolveLocale(locale) === 'en' ? (await import('./en')).en : (await import('./fr')).fr;
}
