import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { OFF_SITE_REDIRECTS, SCRIPT_URLS } from '../../core/src/links/hostile-urls.test-data';
import { compilePattern, createRouter, matchRoute, parseLocation } from './router';

/** Just enough of a window for the router, with the address bar in a URL. */
function fakeWindow(start: string) {
  const url = new URL(start, 'http://shop.test');
  const listeners = new Map<string, Set<() => void>>();
  const move = (href: string) => (url.href = new URL(href, url).href);
  const win = {
    location: {
      get href() {
        return url.href;
      },
      get origin() {
        return url.origin;
      },
      get protocol() {
        return url.protocol;
      },
      get pathname() {
        return url.pathname;
      },
      assign: vi.fn(),
    },
    history: {
      pushState: vi.fn((_s: unknown, _t: string, href: string) => move(href)),
      replaceState: vi.fn((_s: unknown, _t: string, href: string) => move(href)),
    },
    document: { getElementById: () => null },
    scrollTo: vi.fn(),
    addEventListener: (type: string, fn: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
  };
  const fire = (type: string) => listeners.get(type)?.forEach((fn) => fn());
  return { win: win as unknown as Window, raw: win, url, move, fire };
}

describe('parseLocation', () => {
  it('splits the /{lang} prefix from the path routes match (000 §2)', () => {
    const loc = parseLocation('/en/availabilities/abc?redirect=%2Fx#top');
    expect(loc).toMatchObject({ lang: 'en', path: '/availabilities/abc', pathname: '/en/availabilities/abc', hash: '#top' });
    expect(loc.query.get('redirect')).toBe('/x');
    expect(loc.href).toBe('/en/availabilities/abc?redirect=%2Fx#top');
    expect(parseLocation('/fr')).toMatchObject({ lang: 'fr', path: '/' });
  });

  it('a path without prefix has no language (the default fr applies) and is matched as is', () => {
    expect(parseLocation('/stages')).toMatchObject({ lang: null, path: '/stages' });
    expect(parseLocation('/english/x')).toMatchObject({ lang: null, path: '/english/x' });
  });
});

describe('route matching', () => {
  const routes = [
    { name: 'home', pattern: '/', data: 1 },
    { name: 'availability', pattern: '/availabilities/{cuid}', data: 2 },
    { name: 'success', pattern: '/checkout/{cart}/success', data: 3 },
  ];

  it('matches params as one decoded segment, with an optional trailing slash', () => {
    expect(matchRoute(routes, '/availabilities/a%20b')).toMatchObject({ route: { name: 'availability' }, params: { cuid: 'a b' } });
    expect(matchRoute(routes, '/checkout/c1/success/')?.params).toEqual({ cart: 'c1' });
    expect(matchRoute(routes, '/')?.route.name).toBe('home');
  });

  it('does not match empty or extra segments', () => {
    expect(matchRoute(routes, '/availabilities/')).toBeNull();
    expect(matchRoute(routes, '/availabilities/a/b')).toBeNull();
    expect(matchRoute(routes, '/nope')).toBeNull();
    expect(compilePattern('/a.b')('/aXb')).toBeNull();
  });

  it('a trailing {*rest} takes the remaining path, still encoded, or nothing', () => {
    const account = compilePattern('/account{*rest}');
    expect(account('/account')).toEqual({ rest: '' });
    expect(account('/account/')).toEqual({ rest: '/' });
    expect(account('/account/registrations/r1/documents/d%2F1')).toEqual({ rest: '/registrations/r1/documents/d%2F1' });
    expect(account('/accounting')).toBeNull();
    expect(account('/x/account')).toBeNull();
  });
});

describe('createRouter', () => {
  it('keeps the language prefix of the current page on navigation and scrolls to the top', () => {
    const { win, raw, url } = fakeWindow('/en/stages');
    const router = createRouter(win);
    router.navigate('/auth/login?redirect=/en/stages');
    expect(url.pathname).toBe('/en/auth/login');
    expect(router.location.value).toMatchObject({ path: '/auth/login', lang: 'en' });
    expect(router.location.value.query.get('redirect')).toBe('/en/stages');
    expect(raw.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('adds no prefix on a page without one', () => {
    const { win, url } = fakeWindow('/stages');
    createRouter(win).navigate('/blog');
    expect(url.pathname).toBe('/blog');
  });

  it('loads the page for another language, and ignores a navigation to the same URL', () => {
    const { win, raw } = fakeWindow('/en/stages');
    const router = createRouter(win);
    router.navigate('/fr/stages');
    expect(raw.location.assign.mock.calls.map(([href]) => href)).toEqual(['http://shop.test/fr/stages']);
    router.navigate('/stages');
    expect(raw.history.pushState).not.toHaveBeenCalled();
  });

  it.each([...OFF_SITE_REDIRECTS, ...SCRIPT_URLS])('never leaves the site: %j goes to the language home instead (open-redirect guard)', (href) => {
    for (const [page, home] of [
      ['/fr/auth/login', '/fr'],
      ['/auth/login?redirect=x', '/'],
    ] as const) {
      const { win, raw, url } = fakeWindow(page);
      const router = createRouter(win);
      router.navigate(href);
      expect(raw.location.assign).not.toHaveBeenCalled();
      expect(url.origin).toBe('http://shop.test');
      expect(router.location.value.href).toBe(home);
    }
  });

  it('property: whatever it is asked, the address stays on the site and never starts with two slashes', () => {
    const parts = ['/', '\\', '.', '%2e', '%2F', '%5C', '%25', '%09', '\t', '@', ':', 'evil.test', 'javascript:', 'http:', 'fr', 'en', '?', '#'];
    const hostile = fc.array(fc.constantFrom(...parts), { maxLength: 10 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string({ maxLength: 30 })), (href) => {
        const { win, raw, url } = fakeWindow('/fr/stages');
        createRouter(win).navigate(href);
        for (const [assigned] of raw.location.assign.mock.calls) expect(new URL(assigned as string).origin).toBe('http://shop.test');
        expect(url.origin).toBe('http://shop.test');
        expect(url.pathname).not.toMatch(/^\/\//);
      }),
      { numRuns: 2000 },
    );
  });

  it('legitimate targets still work: a path with query and hash, a same-origin URL, a query or anchor of the page', () => {
    const { win, url } = fakeWindow('/fr/stages');
    const router = createRouter(win);
    router.navigate('/fr/account?x=1#y');
    expect(url.href).toBe('http://shop.test/fr/account?x=1#y');
    router.navigate('http://shop.test/fr/cours?page_number=2');
    expect(url.href).toBe('http://shop.test/fr/cours?page_number=2');
    router.navigate('?page_number=3');
    expect(url.href).toBe('http://shop.test/fr/cours?page_number=3');
    router.navigate('#faq');
    expect(url.href).toBe('http://shop.test/fr/cours?page_number=3#faq');
    // an anchor whose escape is malformed names no element: no throw, no scroll target
    expect(() => router.navigate('#%')).not.toThrow();
    expect(url.hash).toBe('#%');
  });

  it('follows back/forward, hash changes and, when told, query changes made by widgets', () => {
    const { win, move, fire } = fakeWindow('/');
    const router = createRouter(win);
    const stop = router.start();
    move('/blog?page_number=2');
    fire('popstate');
    expect(router.location.value).toMatchObject({ path: '/blog', search: '?page_number=2' });
    move('/blog?page_number=2#top');
    fire('hashchange');
    expect(router.location.value.hash).toBe('#top');
    move('/blog?page_number=3');
    router.sync();
    expect(router.location.value.query.get('page_number')).toBe('3');
    stop();
    move('/other');
    fire('popstate');
    expect(router.location.value.path).toBe('/blog');
  });

  it('lets a guard cancel navigation (preview mode)', () => {
    const { win, raw } = fakeWindow('/?preview=true');
    const guard = vi.fn(() => false);
    const router = createRouter(win, { beforeNavigate: guard });
    router.navigate('/stages');
    expect(guard).toHaveBeenCalledWith('/stages');
    expect(raw.history.pushState).not.toHaveBeenCalled();
    expect(router.location.value.path).toBe('/');
  });

  it('replaces the history entry when asked', () => {
    const { win, raw } = fakeWindow('/');
    createRouter(win).navigate('/stages', { replace: true });
    expect(raw.history.replaceState).toHaveBeenCalledTimes(1);
    expect(raw.history.pushState).not.toHaveBeenCalled();
  });
});
