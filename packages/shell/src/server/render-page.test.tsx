import { describe, expect, it, vi } from 'vitest';
import { createQueryCache, siteKeys, type QueryKey } from '@oriel/core';
import { extractStyles, renderShellPage, scriptSafeJson } from './render-page';
import { readServerState } from '../server-state';
import { API, website } from '../testing/boot-shell';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('server render of the shell (issue 10.1)', () => {
  it('renders a page with its data: each pass fetches what the previous one asked for, the answers go with the HTML', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), API);
      void init;
      if (url.pathname === '/api/website') return json(200, { data: website });
      return json(404, { error: 'NOT_FOUND' });
    });
    const page = await renderShellPage({ url: 'http://shop.test/en/terms', apiBase: API, fetch: fetch as typeof globalThis.fetch, htmlDocument: document });
    expect(page).not.toBeNull();
    expect(page!.lang).toBe('en');
    expect(page!.body).toContain('Les Ateliers du Parc');
    const answers = JSON.parse(page!.state) as [QueryKey, unknown][];
    expect(answers.map(([key]) => key)).toContainEqual(siteKeys.website());
    // no session is asked for: the server renders what every visitor sees
    expect(fetch.mock.calls.map(([u]) => new URL(String(u instanceof Request ? u.url : u), API).pathname)).not.toContain('/api/session');
    // the same page in each language, for <link rel="alternate" hreflang>; the header's switch links to it
    expect(page!.alternates).toEqual([
      { lang: 'fr', href: '/fr/terms' },
      { lang: 'en', href: '/en/terms' },
    ]);
    expect(page!.body).toMatch(/<a[^>]*href="\/fr\/terms"[^>]*lang="fr"/);
  });

  it.each([
    ['https://img.example.org', 'https://img.example.org/media/article.svg'],
    // a hostile host is refused: the image stays on the API
    ['javascript:alert(1)', `${new URL(API).origin}/media/article.svg`],
    ['https://evil.example/steal?u=', `${new URL(API).origin}/media/article.svg`],
  ])('serves the API images through the image CDN host %s (000 §1)', async (imageCdn, src) => {
    const article = { id: 1, cuid: 'a1', slug: 'a', title: 'Article', content: '<p>x</p>', created_at: '2026-11-28T10:00:00.000Z' };
    const images = [{ id: 1, public_url: `${new URL(API).origin}/media/article.svg`, alt: 'Poterie' }];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), API);
      if (url.pathname === '/api/website') return json(200, { data: website });
      if (url.pathname === '/api/blog/articles') return json(200, { data: [{ ...article, images }], count: 1 });
      return json(404, { error: 'NOT_FOUND' });
    });
    const page = await renderShellPage({
      url: 'http://shop.test/en/blog',
      apiBase: API,
      imageCdn,
      fetch: fetch as typeof globalThis.fetch,
      htmlDocument: document,
    });
    expect(page!.body).toContain(`src="${src}"`);
    expect(page!.body).not.toContain('javascript:');
    expect(page!.body).not.toContain('evil.example');
  });

  it('answers 404 for a path no route nor website page answers', async () => {
    const fetch = vi.fn(async () => json(200, { data: website }));
    const page = await renderShellPage({ url: 'http://shop.test/nothing-here', apiBase: API, fetch: fetch as typeof globalThis.fetch });
    expect(page?.status).toBe(404);
    expect(page?.title).toMatch(/^Page introuvable/);
    // the page the app sends a visitor to is a page like any other
    expect((await renderShellPage({ url: 'http://shop.test/page-not-found', apiBase: API, fetch: fetch as typeof globalThis.fetch }))?.status).toBe(200);
  });

  it('leaves the screens that depend on who is signed in to the browser', async () => {
    const fetch = vi.fn();
    for (const path of ['/checkout', '/fr/account/registrations', '/auth/login', '/cart/add?availabilities=x'])
      expect(await renderShellPage({ url: `http://shop.test${path}`, apiBase: API, fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up (the browser renders) when the API does not answer in time', async () => {
    const fetch = vi.fn(
      (_: unknown, init?: RequestInit) => new Promise<Response>((_, fail) => init?.signal?.addEventListener('abort', () => fail(new Error('aborted')))),
    );
    expect(await renderShellPage({ url: 'http://shop.test/', apiBase: API, fetch: fetch as unknown as typeof globalThis.fetch, timeoutMs: 50 })).toBeNull();
  });
});

describe('what the server writes into the page cannot be turned against it', () => {
  it('the data script cannot be closed from inside: no "<" survives, nor line separators', () => {
    const out = scriptSafeJson([['k', { name: '</script><script>alert(1)</script>\u2028' }]]);
    expect(out).not.toMatch(/<|\u2028/);
    expect(JSON.parse(out)).toEqual([['k', { name: '</script><script>alert(1)</script>\u2028' }]]);
  });

  it('inline styles become nonce-covered rules; one that could leave its rule is not carried over', () => {
    const { body, styles } = extractStyles(
      '<div style="--oriel-accent:#e67e22;" class="a"><p style="color:red}body{display:none"></p><i style="background:url(&quot;x&quot;)">' +
        '</i><b style="color:blue;/*"></b><span>style="color:red"</span></div>',
    );
    expect(body).toBe('<div data-oriel-style="0" class="a"><p></p><i data-oriel-style="1"></i><b></b><span>style="color:red"</span></div>');
    expect(styles).toBe('[data-oriel-style="0"]{--oriel-accent:#e67e22;}\n[data-oriel-style="1"]{background:url("x")}');
  });

  it("the page's answers cross to the client: read back from the data script, they seed its cache under the same keys", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), API);
      return url.pathname === '/api/website' ? json(200, { data: website }) : json(404, { error: 'NOT_FOUND' });
    });
    const page = await renderShellPage({ url: 'http://shop.test/en/terms', apiBase: API, fetch: fetch as typeof globalThis.fetch, htmlDocument: document });
    document.body.innerHTML = `<script type="application/json" id="oriel-state">${page!.state}</script>`;
    const client = createQueryCache();
    client.seed(readServerState(document));
    const asked = vi.fn(async () => website);
    const q = client.query(siteKeys.website(), asked);
    await q.ensure();
    expect(asked).not.toHaveBeenCalled();
    expect(q.state.peek()).toMatchObject({ status: 'success', data: expect.objectContaining({ id: website.id }) });
  });

  it('a missing or malformed data script seeds nothing', () => {
    document.body.innerHTML = '<script type="application/json" id="oriel-state">[[["site","website"],{"a":1}],["bad"],3,["website",{"a":2}]]</script>';
    expect(readServerState(document)).toEqual([[['site', 'website'], { a: 1 }]]);
    document.body.innerHTML = '<script type="application/json" id="oriel-state">{oops</script>';
    expect(readServerState(document)).toEqual([]);
    document.body.innerHTML = '';
    expect(readServerState(document)).toEqual([]);
  });
});
