import type { Locale } from '../types';
import { shellCatalogueEn } from './catalogue.en';
import { shellCatalogueFr } from './catalogue.fr';
import type { ShellCatalogue } from './types';

/** Both shell catalogues, statically: for tests. The shell loads one with loadShellCatalogue. */
export const SHELL_CATALOGUES: Readonly<Record<Locale, ShellCatalogue>> = { fr: shellCatalogueFr, en: shellCatalogueEn };
