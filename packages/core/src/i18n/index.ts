export { LOCALES, DEFAULT_LOCALE, resolveLocale, createTranslatorFrom, translateErrorCode } from './translator';
export type { Translator } from './translator';
export { MESSAGES, createTranslator } from './catalogs';
export { loadMessages } from './load';
export type { Messages, Widen, LeafKey, MessageKey, TranslateParams, Locale } from './types';
export { translateAge, translateAgeRange } from './format-helpers';
export { loadAccountTranslator } from './account/index';
export type { AccountMessages, AccountKey, AccountTranslator } from './account/index';
export type { KeyOf } from './types';
