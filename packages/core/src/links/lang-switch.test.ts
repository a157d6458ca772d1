import { describe, expect, it } from 'vitest';
import { asLang, langHref, rememberedLangHref } from './lang-switch';

describe('langHref (the same page in the other language)', () => {
  it('swaps the prefix and keeps the path, query and hash', () => {
    expect(langHref('/fr/stages?x=1', 'en')).toBe('/en/stages?x=1');
    expect(langHref('/en/stages?x=1', 'fr')).toBe('/fr/stages?x=1');
    expect(langHref('/en/availabilities/abc?a=1&b=2#book', 'fr')).toBe('/fr/availabilities/abc?a=1&b=2#book');
  });

  it('prefixes an address without a language, the default one included', () => {
    expect(langHref('/stages?x=1', 'en')).toBe('/en/stages?x=1');
    expect(langHref('/stages', 'fr')).toBe('/fr/stages');
    expect(langHref('/', 'en')).toBe('/en');
    expect(langHref('', 'en')).toBe('/en');
    expect(langHref('?x=1', 'en')).toBe('/en?x=1');
  });

  it('handles the bare prefix and paths that merely start like one', () => {
    expect(langHref('/fr', 'en')).toBe('/en');
    expect(langHref('/en?q=1', 'fr')).toBe('/fr?q=1');
    expect(langHref('/french-camp', 'en')).toBe('/en/french-camp');
  });
});

describe('rememberedLangHref (a remembered choice on an address without prefix)', () => {
  it('sends an unprefixed address to the remembered language', () => {
    expect(rememberedLangHref('/stages?x=1#a', 'en')).toBe('/en/stages?x=1#a');
    expect(rememberedLangHref('/', 'en')).toBe('/en');
  });

  it('stays for the default language, nothing or garbage remembered', () => {
    expect(rememberedLangHref('/stages', 'fr')).toBeNull();
    expect(rememberedLangHref('/stages', null)).toBeNull();
    expect(rememberedLangHref('/stages', 'de')).toBeNull();
  });

  it('never overrides an explicit prefix (no loop)', () => {
    expect(rememberedLangHref('/fr/stages', 'en')).toBeNull();
    expect(rememberedLangHref('/en/stages', 'en')).toBeNull();
    expect(rememberedLangHref('/fr', 'en')).toBeNull();
  });
});

describe('asLang', () => {
  it('accepts the storefront languages only', () => {
    expect(asLang('en')).toBe('en');
    expect(asLang('fr')).toBe('fr');
    expect(asLang('EN')).toBeNull();
    expect(asLang(undefined)).toBeNull();
  });
});
