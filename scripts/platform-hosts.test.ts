import { describe, expect, it } from 'vitest';
import { shellHeaders } from './page-headers';
import { platformHosts } from './platform-hosts';

// The storefront proxy and image CDN hosts of 000 §1, as scripts/serve-shell.ts reads them.
describe('platformHosts', () => {
  it('reads both hosts as origins, unset as undefined', () => {
    const refused: string[] = [];
    expect(
      platformHosts({ ORIEL_STOREFRONT_PROXY: 'https://shop.example.org/', ORIEL_IMAGE_CDN: ' https://img.example.org ' }, (m) => refused.push(m)),
    ).toEqual({
      storefrontProxy: 'https://shop.example.org',
      imageCdn: 'https://img.example.org',
    });
    expect(platformHosts({}, (m) => refused.push(m))).toEqual({});
    expect(refused).toEqual([]);
  });

  it.each(['javascript:alert(1)', 'https://img.example.org/x', 'https://u:p@img.example.org', 'img.example.org'])(
    'refuses a hostile or malformed %s',
    (raw) => {
      const refused: string[] = [];
      expect(platformHosts({ ORIEL_IMAGE_CDN: raw, ORIEL_STOREFRONT_PROXY: raw }, (m) => refused.push(m))).toEqual({});
      expect(refused).toEqual([
        'ORIEL_STOREFRONT_PROXY must be an http(s) origin with no path, e.g. ORIEL_STOREFRONT_PROXY=https://host.example.org',
        'ORIEL_IMAGE_CDN must be an http(s) origin with no path, e.g. ORIEL_IMAGE_CDN=https://host.example.org',
      ]);
    },
  );

  it('the shell pages allow images from the CDN host', () => {
    const csp = shellHeaders('http://api.test', 'n', undefined, 'http://img.test')['Content-Security-Policy'];
    expect(csp).toMatch(/img-src 'self' data: https: http:\/\/api\.test http:\/\/img\.test;/);
    expect(shellHeaders('http://api.test', 'n', undefined)['Content-Security-Policy']).toMatch(/img-src 'self' data: https: http:\/\/api\.test;/);
  });
});
