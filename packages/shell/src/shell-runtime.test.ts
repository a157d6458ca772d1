import { describe, expect, it } from 'vitest';
import { LANG_STORAGE_KEY, memoryStorage } from '@oriel/core';
import { rememberedLangRedirect } from './shell-runtime';

const at = (href: string) => ({ location: new URL(href) }) as unknown as Window;
const remembering = (lang: string | null) => memoryStorage(lang ? { [LANG_STORAGE_KEY]: lang } : {});

describe('rememberedLangRedirect (the language switch remembered)', () => {
  it('takes a visitor who chose English from an address without prefix to the English page', () => {
    expect(rememberedLangRedirect(at('http://shop.test/stages?x=1#a'), remembering('en'))).toBe('/en/stages?x=1#a');
    expect(rememberedLangRedirect(at('http://shop.test/'), remembering('en'))).toBe('/en');
  });

  it('stays on a prefixed address (explicit wins), for French or nothing remembered, and in preview mode', () => {
    expect(rememberedLangRedirect(at('http://shop.test/fr/stages'), remembering('en'))).toBeNull();
    expect(rememberedLangRedirect(at('http://shop.test/en/stages'), remembering('en'))).toBeNull();
    expect(rememberedLangRedirect(at('http://shop.test/stages'), remembering('fr'))).toBeNull();
    expect(rememberedLangRedirect(at('http://shop.test/stages'), remembering(null))).toBeNull();
    expect(rememberedLangRedirect(at('http://shop.test/?preview=true'), remembering('en'))).toBeNull();
  });
});
