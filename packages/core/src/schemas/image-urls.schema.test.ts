import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SCRIPT_URLS } from '../links/hostile-urls.test-data';
import { availabilityCardSchema } from './cards.schema';
import { blogArticleSchema } from './blog.schema';
import { imageUrlSchema, logoSchema } from './common.schema';
import { availabilityFixture } from './fixtures.test-data';
import { organiserSchema } from './organiser.schema';

// Image URLs of answers reach `src` through the one URL gate as they are parsed (docs/security.md): these attack it.

describe('image URLs of answers', () => {
  it.each(SCRIPT_URLS)('%j is no image: left out of its list, the next one shown first, the answer kept', (url) => {
    const parsed = v.parse(availabilityCardSchema, {
      ...availabilityFixture,
      activity: { id: 3, cuid: 'clact', title: 'Escalade', images: [{ public_url: url }, { public_url: 'https://cdn.example/2.jpg' }] },
    });
    expect(parsed.activity?.images).toEqual([{ public_url: 'https://cdn.example/2.jpg' }]);
    expect(parsed.activity?.title).toBe('Escalade');
    expect(v.parse(imageUrlSchema, url)).toBe('');
  });

  it('keeps web and site-relative images; another host is named in full', () => {
    expect(v.parse(imageUrlSchema, 'https://cdn.example/1.jpg')).toBe('https://cdn.example/1.jpg');
    expect(v.parse(imageUrlSchema, '/media/activity-tennis.svg')).toBe('/media/activity-tennis.svg');
    expect(v.parse(imageUrlSchema, '//cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('an article whose only image is refused has none (its carousel shows nothing)', () => {
    const article = { cuid: 'a1', title: 'T', slug: 't', created_at: '2026-11-01T10:00:00Z', images: [{ public_url: 'javascript:alert(1)' }] };
    expect(v.parse(blogArticleSchema, article).images).toEqual([]);
  });

  it.each(SCRIPT_URLS)("%j as the organiser's logo is no logo", (url) => {
    expect(v.parse(logoSchema, url)).toBeNull();
    expect(v.parse(organiserSchema, { id: 1, cuid: 'clorg', name: 'Club', logo: url, settings: {} }).logo).toBeNull();
  });

  it('keeps a logo the gate accepts, and no logo stays none', () => {
    expect(v.parse(organiserSchema, { id: 1, cuid: 'clorg', name: 'Club', logo: 'https://cdn.example/logo.svg', settings: {} }).logo).toBe(
      'https://cdn.example/logo.svg',
    );
    expect(v.parse(logoSchema, undefined)).toBeNull();
    expect(v.parse(logoSchema, null)).toBeNull();
  });
});
