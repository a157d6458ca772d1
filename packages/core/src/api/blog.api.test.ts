import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './errors';

// The blog calls of 000 §7 (GET /api/blog/articles, paged; GET /api/blog/articles/{slug}), checked by their schema.
const article = {
  id: 1,
  cuid: 'art1',
  slug: 'poterie-debutants',
  title: 'Poterie',
  content: '<p>x</p>',
  images: [{ public_url: 'https://m.test/a.svg', alt: 'A' }],
  created_at: '2026-11-20T09:00:00.000Z',
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL((input instanceof Request ? input : new Request(input, init)).url);
    urls.push(url);
    return answer(url);
  }) as unknown as typeof globalThis.fetch;
  return { api: createApiClient({ baseUrl: 'http://api.test/', getToken: () => null, fetch }), urls };
}

describe('blog API calls', () => {
  it('lists a page of articles with limit and offset, as {data, count}', async () => {
    const { api, urls } = client(() => json({ data: [article], count: 14 }));
    const page = await api.listBlogArticles({ limit: 12, offset: 12 });
    expect(page).toEqual({ data: [article], count: 14 });
    expect(urls[0]?.pathname).toBe('/api/blog/articles');
    expect(urls[0]?.searchParams.get('limit')).toBe('12');
    expect(urls[0]?.searchParams.get('offset')).toBe('12');
  });

  it('reads one article by its slug (path-encoded), defaults filled in', async () => {
    const { api, urls } = client(() => json({ data: { cuid: 'art2', slug: 'a b', title: 'T', created_at: '2026-11-20T09:00:00.000Z' } }));
    expect(await api.getBlogArticle('a b')).toMatchObject({ slug: 'a b', content: '', images: [] });
    expect(urls[0]?.pathname).toBe('/api/blog/articles/a%20b');
  });

  it('an unknown slug is a NOT_FOUND error; an answer without a slug does not pass the schema', async () => {
    const missing = client(() => json({ error: 'NOT_FOUND' }, 404));
    await expect(missing.api.getBlogArticle('x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const broken = client(() => json({ data: { cuid: 'c', title: 'T', created_at: '2026-11-20T09:00:00.000Z' } }));
    await expect(broken.api.getBlogArticle('c')).rejects.toBeInstanceOf(ApiError);
  });
});
