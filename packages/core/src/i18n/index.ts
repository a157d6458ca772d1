export { LOCALES, DEFAULT_LOCALE, resolveLocale, createTranslatorFrom, translateErrorCode } from './translator';
export type { Translator } from './translator';
export { MESSAGES, createTranslator } from './catalogs';
export { loadMessages, loadMoreMessages } from './load';
export type { Messages, Widen, LeafKey, MessageKey, TranslateParams, Locale } from './types';
export { translateAge, translateAgeRange } from './format-helpers';
export { loadAccountTranslator, readyAccountTranslator } from './account/index';
export type { AccountMessages, AccountKey, AccountTranslator } from './account/index';
export type { KeyOf } from './types';
// Both account catalogues statically, for tests and the shell's prerendering; widgets load one with loadAccountTranslator.
export { accountEn } from './account/en';
export { accountFr } from './account/fr';
// The hosted shell's catalogue (the main one plus texts no widget shows): the shell loads one with loadShellCatalogue.
export { loadShellCatalogue } from './shell/index';
export type { ShellCatalogue, ShellKey, ShellMessages, ShellTranslator } from './shell/index';
export { SHELL_CATALOGUES } from './shell/catalogs';
