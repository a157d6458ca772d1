import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFF_SITE_REDIRECTS, SCRIPT_URLS } from './hostile-urls.test-data';
import { isSitePath, safeRedirect } from './redirect';

const ORIGIN = 'https://shop.example';
const PAGE = `${ORIGIN}/fr/account/participants/create?redirect=x#form`;

/** Where the browser lands when it follows the helper's answer from the page. */
const landing = (target: string, page = PAGE) => new URL(target, page);

describe('safeRedirect: one rule for every navigation', () => {
  it.each(OFF_SITE_REDIRECTS)('refuses %j: the fallback instead', (value) => {
    expect(safeRedirect(value, ORIGIN)).toBe('/');
    expect(safeRedirect(value, PAGE, '/fr')).toBe('/fr');
  });

  it.each(SCRIPT_URLS)('refuses the script or data URL %j', (value) => {
    expect(safeRedirect(value, PAGE, '/fr')).toBe('/fr');
  });

  it('keeps paths, queries and anchors of the site, as the normalised path', () => {
    expect(safeRedirect('/fr/account?x=1#y', ORIGIN)).toBe('/fr/account?x=1#y');
    expect(safeRedirect('/fr/cart/add?availabilities=a,b#form', ORIGIN)).toBe('/fr/cart/add?availabilities=a,b#form');
    expect(safeRedirect(`${ORIGIN}/fr/account`, ORIGIN)).toBe('/fr/account');
    expect(safeRedirect(`${ORIGIN}/fr/account?x=1#y`, PAGE)).toBe('/fr/account?x=1#y');
    expect(safeRedirect('/fr/./stages/../cours', ORIGIN)).toBe('/fr/cours');
    expect(safeRedirect('/fr/account/vouchers/redeem/a%2Fb', ORIGIN)).toBe('/fr/account/vouchers/redeem/a%2Fb');
    expect(safeRedirect('/fr/auth/login?redirect=%2F%2Fevil.test', ORIGIN)).toBe('/fr/auth/login?redirect=%2F%2Fevil.test');
    expect(safeRedirect('/compte dé', ORIGIN)).toBe('/compte%20d%C3%A9');
    // odd-looking but a path of this site
    expect(safeRedirect('/@evil.test', ORIGIN)).toBe('/@evil.test');
    expect(safeRedirect('/evil.test//x', ORIGIN)).toBe('/evil.test//x');
  });

  it('resolves a relative value against the page, as a link on it would', () => {
    expect(safeRedirect('?page_number=2', PAGE)).toBe('/fr/account/participants/create?page_number=2');
    expect(safeRedirect('#faq', PAGE)).toBe('/fr/account/participants/create?redirect=x#faq');
    expect(safeRedirect('home', PAGE)).toBe('/fr/account/participants/home');
  });

  it('nothing, or nothing but spaces, gives the fallback', () => {
    expect(safeRedirect(undefined, ORIGIN, '/fr')).toBe('/fr');
    expect(safeRedirect(null, ORIGIN)).toBe('/');
    expect(safeRedirect('', ORIGIN)).toBe('/');
    expect(safeRedirect(' \t\n', ORIGIN)).toBe('/');
  });

  it('a page that is no web page (about:blank, a data: document) keeps nothing', () => {
    expect(safeRedirect('javascript:alert(1)', 'about:blank', '')).toBe('');
    expect(safeRedirect('/fr', 'data:text/html,x', '')).toBe('');
  });

  // What the browser does with the answer: resolved against the page, it lands on the page's origin.
  const PAGES = [ORIGIN, PAGE, 'http://127.0.0.1:4312/stages?oriel-account=participants/create', 'https://shop.example/a/b/c/'];
  const HOSTILE_PARTS = [
    '/',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2F',
    '%2f',
    '%5C',
    '%25',
    '%09',
    '\t',
    '\n',
    '\r',
    ' ',
    '@',
    ':',
    '?',
    '#',
    'evil.test',
    'javascript:',
    'https:',
    'data:',
    '\u0000',
  ];
  const hostile = fc.array(fc.constantFrom(...HOSTILE_PARTS), { maxLength: 12 }).map((parts) => parts.join(''));
  const anything = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), hostile, fc.webUrl({ withQueryParameters: true, withFragments: true }));

  it('property: for any string, the answer resolved against the page has the page origin', () => {
    fc.assert(
      fc.property(anything, fc.constantFrom(...PAGES), (value, page) => {
        const target = safeRedirect(value, page, '/');
        expect(landing(target, page).origin).toBe(new URL(page).origin);
      }),
      { numRuns: 5000 },
    );
  });

  it('property: the answer is a normalised path, stable when judged again, and no decoding of it leaves the site', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const target = safeRedirect(value, ORIGIN, '/');
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
        expect(safeRedirect(target, ORIGIN, 'refused')).toBe(target);
        let path = landing(target).pathname;
        for (let i = 0; i < 4; i++) {
          expect(landing(path.replace(/[\t\n\r]/g, ''), ORIGIN).origin).toBe(ORIGIN);
          expect(path.replace(/[\t\n\r]/g, '')).not.toMatch(/^[/\\]{2}/);
          try {
            path = decodeURIComponent(path);
          } catch {
            break;
          }
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe('isSitePath: a redirect field the API accepts', () => {
  it('a path the rule keeps as written', () => {
    expect(isSitePath('/compte')).toBe(true);
    expect(isSitePath('/compte?oriel-account=password&x=1')).toBe(true);
  });
  it.each([...OFF_SITE_REDIRECTS, ...SCRIPT_URLS, '', 'compte', '?x=1', '#y', 'https://shop.example/compte', '/compte dé'])('refuses %j', (value) => {
    expect(isSitePath(value)).toBe(false);
  });
});
