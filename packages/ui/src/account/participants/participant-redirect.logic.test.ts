import { describe, expect, it } from 'vitest';
import { OFF_SITE_REDIRECTS } from '../../../../core/src/links/hostile-urls.test-data';
import { participantRedirect } from './participant-redirect.logic';

const ORIGIN = 'https://shop.test';
const q = (s: string) => new URLSearchParams(s);

describe('participantRedirect (001 §4)', () => {
  it('the redirect with its own query, every other screen parameter, and participant={cuid}', () => {
    expect(participantRedirect('/fr/availabilities/av1?dates=d1', q('redirect=x&availabilities=a&availabilities=b'), 'pnew', ORIGIN)).toBe(
      '/fr/availabilities/av1?dates=d1&availabilities=a&availabilities=b&participant=pnew',
    );
  });

  it("the screen's values replace the redirect's for the same key; an old participant gives way to the new one", () => {
    expect(participantRedirect('/cart/add?dates=old&participant=p1#form', q('dates=new'), 'p9', ORIGIN)).toBe('/cart/add?dates=new&participant=p9#form');
  });

  it('an absolute URL of the same site is kept as a path', () => {
    expect(participantRedirect('https://shop.test/fr/bundles/b1', q(''), 'p9', ORIGIN)).toBe('/fr/bundles/b1?participant=p9');
  });

  it('no redirect, or one leaving the site, gives null (the caller goes to the list)', () => {
    for (const redirect of [null, undefined, '', '   ', 'https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'http://shop.test/x']) {
      expect(participantRedirect(redirect, q('a=1'), 'p9', ORIGIN), String(redirect)).toBeNull();
    }
  });

  it.each(OFF_SITE_REDIRECTS)('the redirect %j, which would leave the site as written or once decoded, gives null', (redirect) => {
    expect(participantRedirect(redirect, q('a=1'), 'p9', ORIGIN)).toBeNull();
  });
});
