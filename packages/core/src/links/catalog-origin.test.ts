import { describe, expect, it } from 'vitest';
import { catalogFrom, catalogOrigin } from './catalog-origin';

const pages = [
  { title: 'Accueil', pathname: '/', type: 'DEFAULT' },
  { title: 'Stages de vacances', pathname: '/stages', type: 'DEFAULT' },
  { title: 'Disponibilité', pathname: '/$availability', type: 'AVAILABILITY' },
];

describe('catalogOrigin (000 §2 breadcrumb from the catalog page)', () => {
  it("names one of the website's DEFAULT pages", () => {
    expect(catalogOrigin('/stages', pages)?.title).toBe('Stages de vacances');
    expect(catalogOrigin('/fr/stages', pages)?.title).toBe('Stages de vacances');
    expect(catalogOrigin('/stages/?page_number=2', pages)?.title).toBe('Stages de vacances');
  });

  it('anything else is no catalog page', () => {
    for (const from of [
      null,
      '',
      '/',
      '/fr',
      '/inconnue',
      '/$availability',
      'stages',
      '//evil.test/stages',
      '/\\evil.test',
      'https://evil.test/stages',
      'javascript:alert(1)',
      '/\t/evil.test',
    ]) {
      expect(catalogOrigin(from, pages), String(from)).toBeNull();
    }
  });
});

describe('catalogFrom', () => {
  it('the page path without its language prefix; none from home', () => {
    expect(catalogFrom('/stages')).toBe('/stages');
    expect(catalogFrom('/en/stages')).toBe('/stages');
    expect(catalogFrom('/')).toBeNull();
    expect(catalogFrom('/fr')).toBeNull();
    expect(catalogFrom(null)).toBeNull();
  });
});
