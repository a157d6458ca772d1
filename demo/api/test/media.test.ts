import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA, titleOf } from '../src/lib/media';
import { illustrationTranslations, ILLUSTRATION_EN } from '../src/seed/illustrations';
import { json, startTestApi, type TestApi } from './helpers';

// The demo's drawn illustrations (demo/api/media): every image the seed stores is one of them, small and described.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** What an illustration must be: an SVG under 4 KB with a title, which is the alt text of what shows it. */
const MAX_BYTES = 4096;

async function fetched(url: string) {
  const res = await fetch(url);
  const svg = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.byteLength(svg), svg };
}

describe('seeded images', () => {
  it('each stored image of every table is a drawn SVG under 4 KB with a title, the image’s alt', async () => {
    const stored = await api.db.query<{ kind: string; name: string; alt: string | null }>(
      `SELECT kind, img->>'name' AS name, img->>'alt' AS alt FROM (
         SELECT 'activity' AS kind, images FROM activities UNION ALL SELECT 'bundle', images FROM bundles
         UNION ALL SELECT 'voucher', images FROM vouchers UNION ALL SELECT 'membership', images FROM memberships
         UNION ALL SELECT 'resource', images FROM resources UNION ALL SELECT 'article', images FROM blog_articles
       ) t, jsonb_array_elements(t.images) img`,
    );
    expect(new Set(stored.map((s) => s.kind))).toEqual(new Set(['activity', 'bundle', 'voucher', 'membership', 'resource', 'article']));
    for (const { name, alt } of stored) {
      const got = await fetched(`${api.url}/media/${name}.svg`);
      expect({ name, status: got.status }).toEqual({ name, status: 200 });
      expect(got.type).toContain('image/svg+xml');
      expect(got.bytes, name).toBeLessThan(MAX_BYTES);
      const title = titleOf(got.svg);
      expect(title, name).toBeTruthy();
      // the seed's one exception names the after-school care, which the multisport camp's drawing also shows
      if (alt !== 'Garderie du mercredi') expect(alt, name).toBe(title);
    }
  });

  it('the answers’ image URLs and the website’s media paths all resolve, the organiser’s logo included', async () => {
    const answers = await Promise.all(
      [
        '/api/activities?limit=100',
        '/api/bundles',
        '/api/vouchers',
        '/api/memberships',
        '/api/resources',
        '/api/blog/articles',
        '/api/website',
        '/api/organiser',
      ]
        .concat(['/', '/stages', '/cours', '/terrains', '/cartes'].map((p) => `/api/website/pages?pathname=${encodeURIComponent(p)}`))
        .map(async (path) => JSON.stringify(await json(await api.get(path)))),
    );
    const urls = new Set(answers.flatMap((a) => a.match(/https?:\/\/[^"]+\/media\/[^"]+/g) ?? []));
    expect([...urls].some((u) => u.endsWith('/media/hero.svg'))).toBe(true);
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) {
      const got = await fetched(url);
      expect({ url, status: got.status }).toEqual({ url, status: 200 });
      expect(got.bytes, url).toBeLessThan(MAX_BYTES);
      expect(titleOf(got.svg), url).toBeTruthy();
    }
    const organiser = (await json(await api.get('/api/organiser'))).data;
    expect(organiser.logo).toBe(`${api.url}/media/logo-ateliers-du-parc.svg`);
    expect((await json(await api.get('/api/website'))).data.organiser.logo).toBe(organiser.logo);
  });

  it('an English visitor reads the drawings’ alt texts in English', async () => {
    const activities = (await json(await api.get('/api/activities?limit=100&lang=en'))).data as { images: { name: string; alt: string }[] }[];
    const shown = activities.flatMap((a) => a.images);
    expect(shown.length).toBeGreaterThan(10);
    for (const img of shown) expect(img.alt, img.name).toBe(ILLUSTRATION_EN[img.name]);
    const court = (await json(await api.get('/api/resources?lang=en'))).data[0].images[0];
    expect(court.alt).toBe(ILLUSTRATION_EN[court.name]);
  });

  it('every drawing in the folder is small, titled and has its English title; an unknown name is a 404', async () => {
    expect(MEDIA.size).toBeGreaterThan(30);
    for (const [name, svg] of MEDIA) {
      expect(Buffer.byteLength(svg), name).toBeLessThan(MAX_BYTES);
      expect(svg, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="\d+" height="\d+" role="img" aria-labelledby="t"><title id="t">/,
      );
      expect(svg, name).not.toMatch(/<(script|image|foreignObject)\b|\bon[a-z]+=|href="(?!#)/i);
      expect(ILLUSTRATION_EN[name], name).toBeTruthy();
    }
    expect(illustrationTranslations().length).toBe(MEDIA.size - 1); // the logo's title is the organiser's name in both
    expect((await api.get('/media/activity-scale-3.svg')).status).toBe(404);
    expect((await api.get('/media/hero.png')).status).toBe(404);
  });
});
