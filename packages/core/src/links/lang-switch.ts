import { DEFAULT_LOCALE } from '../i18n/translator';
import { LANGS, stripLangPrefix, withLangPrefix, type Lang } from './routes';

/**
 * Where the visitor's language choice is remembered (the host page's or the shell's localStorage): the shell's
 * language switch and `Oriel.push(['setLang', …])` write it; the loader and the shell read it back.
 */
export const LANG_STORAGE_KEY = 'oriel:lang';

/** A remembered or given value that names one of the storefront's languages, else null. */
export function asLang(value: string | null | undefined): Lang | null {
  return LANGS.find((lang) => lang === value) ?? null;
}

/**
 * The same page in another language: `/fr/stages?x=1#a` -> `/en/stages?x=1#a`. Always prefixed, even for the
 * default language, so the address states the choice and a remembered one never overrides it.
 */
export function langHref(href: string, lang: Lang): string {
  const [pathname, rest] = splitHref(href);
  return withLangPrefix(stripLangPrefix(pathname).path, lang) + rest;
}

/**
 * A visitor who chose another language than the default and lands on an address without a prefix goes to that
 * language's page. A prefixed address is explicit and wins; null: stay.
 */
export function rememberedLangHref(href: string, remembered: string | null | undefined): string | null {
  const lang = asLang(remembered);
  if (!lang || lang === DEFAULT_LOCALE) return null;
  if (stripLangPrefix(splitHref(href)[0]).lang) return null;
  return langHref(href, lang);
}

/** `/a?b#c` -> [`/a`, `?b#c`] */
function splitHref(href: string): [pathname: string, rest: string] {
  const cut = href.search(/[?#]/);
  return cut < 0 ? [href || '/', ''] : [href.slice(0, cut) || '/', href.slice(cut)];
}
