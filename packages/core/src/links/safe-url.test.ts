import { describe, expect, it } from 'vitest';
import { SCRIPT_URLS } from './hostile-urls.test-data';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each(SCRIPT_URLS)('never lets a script or data URL through: %j', (value) => {
    for (const use of ['link', 'image', 'frame', 'navigation'] as const) expect(safeUrl(value, use)).toBeNull();
  });
  it('links: web, mail and phone links, and paths of the site as written (the shell adds its prefix)', () => {
    expect(safeUrl('/stages', 'link')).toBe('/stages');
    expect(safeUrl('#faq', 'link')).toBe('#faq');
    expect(safeUrl('?page_number=2', 'link')).toBe('?page_number=2');
    expect(safeUrl('https://example.org/a', 'link')).toBe('https://example.org/a');
    expect(safeUrl('mailto:bonjour@ateliers-du-parc.be', 'link')).toBe('mailto:bonjour@ateliers-du-parc.be');
    expect(safeUrl('tel:+3223456789', 'link')).toBe('tel:+3223456789');
    expect(safeUrl('', 'link')).toBeNull();
    expect(safeUrl(null, 'link')).toBeNull();
  });
  it.each(['//evil.test/x', '/\\evil.test/x', '/\t/evil.test/x'])('a path that escapes to another host is judged as absolute: %j', (value) => {
    // it is an ordinary external link, never a site path the router would follow
    expect(safeUrl(value, 'link')).toBe('https://evil.test/x');
  });
  it('frames and navigations: absolute http(s) only', () => {
    expect(safeUrl('https://www.openstreetmap.org/export/embed.html', 'frame')).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(safeUrl('/fr/page', 'frame')).toBeNull();
    expect(safeUrl('mailto:x@y.z', 'frame')).toBeNull();
    expect(safeUrl('https://pay.example/checkout/123', 'navigation')).toBe('https://pay.example/checkout/123');
    expect(safeUrl('tel:123', 'navigation')).toBeNull();
  });
  it('images: http(s) or a path of the site', () => {
    expect(safeUrl('https://cdn.example/a.jpg', 'image')).toBe('https://cdn.example/a.jpg');
    expect(safeUrl('/media/a.jpg', 'image')).toBe('/media/a.jpg');
    expect(safeUrl('mailto:x@y.z', 'image')).toBeNull();
  });
});
