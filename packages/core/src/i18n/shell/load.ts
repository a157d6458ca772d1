import type { Locale } from '../types';
import { resolveLocale } from '../translator';
import type { ShellCatalogue } from './types';

/** The shell's catalogue of one locale (the main one and its own), on demand: a page ships only the language it shows. */
export async function loadShellCatalogue(locale: Locale | string): Promise<ShellCatalogue> {
  return resolveLocale(locale) === 'en' ? (await import('./catalogue.en')).shellCatalogueEn : (await import('./catalogue.fr')).shellCatalogueFr;
}
