import { asLang, createTranslatorFrom, LANG_STORAGE_KEY, loadMessages, type Lang, type Translator } from '@oriel/core';
import { pageStorage, type OrielRuntime } from '@oriel/ui';

/** The language asked for last: a slower catalogue arriving after a later choice must not win. */
let wanted: Lang | null = null;

/**
 * `Oriel.setLang(lang)`: the page's shared runtime speaks `lang` from now on, without a reload. It changes the
 * runtime's translator and locale in place, so the session, the cart and the query cache stay the very same
 * objects; the cached answers are forgotten and the cart read again, since every call carries the language and the
 * organiser's content comes in it (docs/api-contract.md "Content language"). The choice is remembered in
 * localStorage for the next page load (the loader reads it back unless the page sets a language itself); the
 * caller then re-renders every widget. Resolves to the language now shown, null for a value that is not one.
 */
export async function setLang(runtime: OrielRuntime, value: unknown, storage = pageStorage()): Promise<Lang | null> {
  const lang = asLang(typeof value === 'string' ? value.trim().toLowerCase() : null);
  if (!lang) return null;
  wanted = lang;
  storage.set(LANG_STORAGE_KEY, lang);
  if (runtime.lang === lang) return lang;
  const messages = await loadMessages(lang);
  if (wanted !== lang) return runtime.lang;
  // components read `lang` and `t` as read-only fields; this is the one place that changes them
  Object.assign(runtime as { lang: Lang; t: Translator }, { lang, t: createTranslatorFrom(lang, messages) });
  // no answer in the other language stays on screen: every view asks again, in this one
  void runtime.queries.reset();
  if (runtime.cart.state.peek().data) void runtime.cart.refresh();
  return lang;
}
