import { describe, expect, it } from 'vitest';
import { buildHref, loginHref, shellLinks } from './links';
import { stripLangPrefix, withLangPrefix } from './routes';

describe('language prefix (spec 000 §2)', () => {
  it('adds /{lang} unless the path already starts with it', () => {
    expect(withLangPrefix('/checkout', 'fr')).toBe('/fr/checkout');
    expect(withLangPrefix('/fr/checkout', 'fr')).toBe('/fr/checkout');
    expect(withLangPrefix('/', 'en')).toBe('/en');
    expect(withLangPrefix('/french-camp', 'fr')).toBe('/fr/french-camp');
    expect(withLangPrefix('/checkout', null)).toBe('/checkout');
    expect(withLangPrefix('https://x.test/a', 'fr')).toBe('https://x.test/a');
  });

  it('strips it for the router', () => {
    expect(stripLangPrefix('/en/availabilities/abc')).toEqual({ lang: 'en', path: '/availabilities/abc' });
    expect(stripLangPrefix('/fr')).toEqual({ lang: 'fr', path: '/' });
    expect(stripLangPrefix('/french')).toEqual({ lang: null, path: '/french' });
  });
});

describe('links by mode', () => {
  it('builds shell paths with params and query', () => {
    const mode = shellLinks('fr');
    expect(buildHref(mode, 'availability', { cuid: 'a b' })).toBe('/fr/availabilities/a%20b');
    expect(loginHref(mode, '/fr/availabilities/x?date=2026-11-23')).toBe('/fr/auth/login?redirect=%2Ffr%2Favailabilities%2Fx%3Fdate%3D2026-11-23');
  });

  it('embedded: a template makes a link, no template opens in place', () => {
    const mode = { kind: 'embedded', templates: { availability: '/stages/{cuid}?ref=oriel' } } as const;
    expect(buildHref(mode, 'availability', { cuid: 'x1' }, { date: '2026-11-23' })).toBe('/stages/x1?ref=oriel&date=2026-11-23');
    expect(buildHref(mode, 'bundle', { cuid: 'b' })).toBeNull();
  });
});
