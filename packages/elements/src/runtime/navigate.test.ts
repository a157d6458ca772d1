import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { OFF_SITE_REDIRECTS, SCRIPT_URLS } from '../../../core/src/links/hostile-urls.test-data';
import { hostNavigate } from './navigate';

const HOST = 'https://club.example';

/** A host page's location whose assign records where the browser would go. */
function hostPage(href: string) {
  const url = new URL(href, HOST);
  const assign = vi.fn();
  return { loc: { href: url.href, pathname: url.pathname, assign }, assign };
}

describe('hostNavigate: the widgets never take the host page elsewhere', () => {
  it.each([...OFF_SITE_REDIRECTS, ...SCRIPT_URLS])('%j loads the host page itself instead', (href) => {
    const { loc, assign } = hostPage('/compte?oriel-account=participants/create&oriel-account-redirect=x');
    hostNavigate(loc)(href);
    expect(assign).toHaveBeenCalledWith('/compte');
  });

  it('a host page at a path that would itself leave falls back to the site root', () => {
    const { loc, assign } = hostPage('/.//evil.test?oriel-account=participants/create');
    expect(loc.pathname).toBe('//evil.test');
    hostNavigate(loc)('//evil.test');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('pages of the host site still open: paths with query and hash, same-origin URLs', () => {
    const { loc, assign } = hostPage('/stages');
    const navigate = hostNavigate(loc);
    navigate('/fr/account?x=1#y');
    navigate(`${HOST}/panier/ajout?availabilities=a,b`);
    navigate('/compte?oriel-account=participants/create&oriel-account-redirect=%2Fstages%3Fx%3D1');
    expect(assign.mock.calls.map(([href]) => href)).toEqual([
      '/fr/account?x=1#y',
      '/panier/ajout?availabilities=a,b',
      '/compte?oriel-account=participants/create&oriel-account-redirect=%2Fstages%3Fx%3D1',
    ]);
  });

  it('property: whatever it is given, the browser is sent to a page of the host origin', () => {
    const parts = ['/', '\\', '.', '%2e', '%2F', '%5C', '%25', '%09', '\t', '\n', '@', ':', 'evil.test', 'javascript:', 'https:', '?', '#'];
    const hostile = fc.array(fc.constantFrom(...parts), { maxLength: 12 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.webUrl()), (href) => {
        const { loc, assign } = hostPage('/stages?x=1');
        hostNavigate(loc)(href);
        const [target] = assign.mock.calls[0] as [string];
        expect(new URL(target, loc.href).origin).toBe(HOST);
        expect(target).not.toMatch(/^[/\\]{2}/);
      }),
      { numRuns: 3000 },
    );
  });
});
