import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { imagesSchema } from '../schemas/common.schema';
import { configureImageCdn, resolveHostOrigin } from './hosts';
import { safeUrl } from './safe-url';

afterEach(() => configureImageCdn(null, []));

describe('resolveHostOrigin (000 §1: hosts with no path)', () => {
  it('takes an http(s) origin, a trailing slash allowed', () => {
    expect(resolveHostOrigin('https://img.example.org')).toBe('https://img.example.org');
    expect(resolveHostOrigin(' https://img.example.org:8443/ ')).toBe('https://img.example.org:8443');
    expect(resolveHostOrigin('http://localhost:4312')).toBe('http://localhost:4312');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'ftp://img.example.org',
    'https://user:pw@img.example.org',
    'https://img.example.org/path',
    'https://img.example.org/?x=1',
    'https://img.example.org/#x',
    '//img.example.org',
    'img.example.org',
    '{{ORIEL_IMAGE_CDN}}',
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(resolveHostOrigin(raw)).toBeNull();
  });
});

describe('images through the CDN host (000 §1)', () => {
  it('an image of the API goes through the configured CDN host, at the same path', () => {
    configureImageCdn('https://img.example.org', ['https://api.example.org']);
    expect(safeUrl('https://api.example.org/media/tennis.svg?v=2', 'image')).toBe('https://img.example.org/media/tennis.svg?v=2');
    // the schemas' images come through the same gate
    const [image] = v.parse(imagesSchema, [{ public_url: 'https://api.example.org/media/a.jpg' }]);
    expect(image?.public_url).toBe('https://img.example.org/media/a.jpg');
  });

  it('leaves other hosts, links and site paths alone', () => {
    configureImageCdn('https://img.example.org', ['https://api.example.org']);
    expect(safeUrl('https://elsewhere.example/a.jpg', 'image')).toBe('https://elsewhere.example/a.jpg');
    expect(safeUrl('https://api.example.org/media/a.jpg', 'link')).toBe('https://api.example.org/media/a.jpg');
    expect(safeUrl('/media/a.jpg', 'image')).toBe('/media/a.jpg');
  });

  it('a hostile or absent CDN host is refused: images stay where they are', () => {
    for (const hostile of ['javascript:alert(1)', 'https://evil.example/steal?u=', 'https://u:p@evil.example', null]) {
      configureImageCdn(hostile, ['https://api.example.org']);
      expect(safeUrl('https://api.example.org/media/a.jpg', 'image')).toBe('https://api.example.org/media/a.jpg');
    }
  });
});
