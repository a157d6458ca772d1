import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { renderShellPage } from './server/render-page';
import { API, bootShell, website } from './testing/boot-shell';
// The blog routes of the hosted shell (000 §2): /blog, paged 12 by 12 in the query string, and /blog/{slug}.

const article = (n: number, over: Record<string, unknown> = {}) => ({
  id: n,
  cuid: `art-${n}`,
  slug: `article-${n}`,
  title: `Article ${n}`,
  content: `<p>Le texte de l’article ${n}.</p>`,
  images: [{ id: n, public_url: `https://media.test/article-${n}.svg`, alt: `Image ${n}` }],
  created_at: '2026-11-28T23:30:00.000Z',
  ...over,
});
const page = (from: number, count: number, total: number) => ({ data: Array.from({ length: count }, (_, i) => article(from + i)), count: total });
const visitor = (path: string, routes: Record<string, unknown>) => bootShell(path, { routes, signedIn: false });
const blogCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input))).filter((u) => u.includes('/api/blog/articles'));
const text = (el: Element | null) => el?.textContent?.replace(/\u00a0|\u202f/g, ' ') ?? '';

describe('/blog', () => {
  it('lists 12 articles a page with image, date (Brussels), title link and excerpt; the page number goes to the query string', async () => {
    const { fetch } = visitor('/fr/blog', { 'GET /api/blog/articles': page(1, 12, 14) });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(crumbs).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/fr');
    const card = await screen.findByRole('article', { name: 'Article 1' });
    expect(screen.getAllByRole('article').length).toBe(12);
    // 23:30 UTC is already the next day in Brussels
    expect(text(card)).toContain('29 novembre 2026');
    expect(text(card)).toContain('Le texte de l’article 1.');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://media.test/article-1.svg');
    expect(within(card).getByRole('link', { name: 'Article 1' }).getAttribute('href')).toBe('/fr/blog/article-1');
    expect(blogCalls(fetch).every((u) => u.includes('limit=12') && u.includes('offset=0'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(window.location.search).toBe('?page_number=2'));
    await waitFor(() => expect(blogCalls(fetch).some((u) => u.includes('limit=12') && u.includes('offset=12'))).toBe(true));
  });

  it('opens on the page the query string names', async () => {
    const { fetch } = visitor('/fr/blog?page_number=2', { 'GET /api/blog/articles': page(13, 2, 14) });
    await screen.findByRole('article', { name: 'Article 14' });
    screen.getByText(/Page 2 sur 2/);
    expect(blogCalls(fetch).every((u) => u.includes('offset=12'))).toBe(true);
  });

  it('a page past the last (page_number=2 of a list that fits one page) never reads "Page 2 sur 1" and leads to page 1', async () => {
    const routes: Record<string, unknown> = { 'GET /api/blog/articles': { data: [], count: 5 } };
    visitor('/fr/blog?page_number=2', routes);
    const bar = await screen.findByRole('navigation', { name: /Pagination/ });
    expect(text(bar)).toContain('Cette page est au-delà de la dernière (1).');
    expect(text(document.body)).not.toMatch(/Page 2 sur/);
    routes['GET /api/blog/articles'] = page(1, 5, 5);
    fireEvent.click(within(bar).getByRole('button', { name: 'Aller à la page 1' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await screen.findByRole('article', { name: 'Article 1' });
    expect(screen.queryByRole('navigation', { name: /Pagination/ })).toBeNull();
  });

  it('no article: the empty state', async () => {
    visitor('/fr/blog', { 'GET /api/blog/articles': { data: [], count: 0 } });
    await screen.findByRole('heading', { level: 2, name: "Aucun article pour l'instant." });
    expect(screen.queryByRole('navigation', { name: /Pagination/ })).toBeNull();
  });

  it('a failure: the error with a retry that loads the list', async () => {
    const routes: Record<string, unknown> = {};
    visitor('/fr/blog', routes);
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    routes['GET /api/blog/articles'] = page(1, 1, 1);
    fireEvent.click(retry);
    await screen.findByRole('article', { name: 'Article 1' });
  });

  it('speaks English under /en', async () => {
    visitor('/en/blog', { 'GET /api/blog/articles': page(1, 1, 1) });
    const card = await screen.findByRole('article', { name: 'Article 1' });
    expect(text(card)).toContain('November 29, 2026');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/en/blog/article-1');
  });
});

describe('/blog/{slug}', () => {
  const content = [
    '<h1>Un titre dans le texte</h1><h2>La veille</h2>',
    '<table><tr><th>Jour</th><td>Lundi</td></tr></table>',
    '<p><a href="javascript:alert(1)">piège</a> <a href="https://example.org/">ailleurs</a> <a href="mailto:info@example.org">écrire</a></p>',
    '<script>window.__blogPwned = true</script><img src="x" onerror="window.__blogPwned = true">',
  ].join('');
  const two = {
    images: [
      { public_url: 'https://media.test/a.svg', alt: 'A' },
      { public_url: 'https://media.test/b.svg', alt: 'B' },
    ],
  };

  it('breadcrumb home / blog / title, the title as the only h1, the date, the images, the sanitised content', async () => {
    visitor('/fr/blog/article-1', { 'GET /api/blog/articles/article-1': { data: article(1, { content, ...two }) } });
    await screen.findByRole('heading', { level: 1, name: 'Article 1' });
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1);
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(crumbs).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/fr/blog');
    expect(text(crumbs)).toContain('Article 1');
    expect(text(screen.getByRole('article'))).toContain('29 novembre 2026');
    screen.getByRole('region', { name: "Images de l'article" });

    const body = document.querySelector('.o-article-content');
    within(body as HTMLElement).getByRole('heading', { level: 2, name: 'Un titre dans le texte' });
    within(body as HTMLElement).getByRole('table');
    expect(body?.querySelector('script')).toBeNull();
    expect(body?.innerHTML).not.toMatch(/javascript:|onerror/i);
    expect(
      within(body as HTMLElement)
        .getByText('piège')
        .hasAttribute('href'),
    ).toBe(false);
    expect(
      within(body as HTMLElement)
        .getByRole('link', { name: 'ailleurs' })
        .getAttribute('href'),
    ).toBe('https://example.org/');
    expect(
      within(body as HTMLElement)
        .getByRole('link', { name: 'écrire' })
        .getAttribute('href'),
    ).toBe('mailto:info@example.org');
    expect((window as { __blogPwned?: boolean }).__blogPwned).toBeUndefined();
    await waitFor(() => expect(document.title).toBe('Article 1 · Les Ateliers du Parc'));
  });

  it('links the older and the newer article by title, and none past the ends', async () => {
    visitor('/fr/blog/article-2', {
      'GET /api/blog/articles/article-2': {
        data: article(2, { previous: { slug: 'article-1', title: 'Article 1' }, next: { slug: 'article-3', title: 'Article 3' } }),
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Autres articles' });
    expect(
      within(nav)
        .getByRole('link', { name: /Article précédent\s*Article 1/ })
        .getAttribute('href'),
    ).toBe('/fr/blog/article-1');
    expect(
      within(nav)
        .getByRole('link', { name: /Article suivant\s*Article 3/ })
        .getAttribute('href'),
    ).toBe('/fr/blog/article-3');
  });

  it('a lone article has no neighbour links', async () => {
    visitor('/fr/blog/article-1', { 'GET /api/blog/articles/article-1': { data: article(1, { previous: null, next: null }) } });
    await screen.findByRole('heading', { level: 1, name: 'Article 1' });
    expect(screen.queryByRole('navigation', { name: 'Autres articles' })).toBeNull();
  });

  it('an unknown slug is the not-found page', async () => {
    visitor('/fr/blog/nulle-part', {});
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' });
  });
});

describe('the blog on the server (issue 10.1)', () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), API);
    if (url.pathname === '/api/website') return json({ data: website });
    if (url.pathname === '/api/blog/articles') return json(page(1, 2, 2));
    if (url.pathname === '/api/blog/articles/article-1') return json({ data: article(1, { content: '<p>Bonjour</p><script>alert(1)</script>' }) });
    return new Response(JSON.stringify({ error: 'NOT_FOUND' }), { status: 404, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;

  it('renders the list and an article with their data, the content sanitised', async () => {
    const list = await renderShellPage({ url: 'http://shop.test/fr/blog', apiBase: API, fetch, htmlDocument: document });
    expect(list?.title).toBe('Blog · Les Ateliers du Parc');
    expect(list?.body).toContain('Article 1');
    expect(list?.body).toContain('href="/fr/blog/article-2"');
    const one = await renderShellPage({ url: 'http://shop.test/fr/blog/article-1', apiBase: API, fetch, htmlDocument: document });
    expect(one?.title).toBe('Article 1 · Les Ateliers du Parc');
    expect(one?.body).toContain('<p>Bonjour</p>');
    expect(one?.body).not.toContain('<script');
  });

  it('renders at once keep each its own HTML parser, and one without a parser shows no organiser HTML', async () => {
    // the parser is a render's option: a render started later never swaps it under one still running
    const parsed = { first: 0, second: 0 };
    const normaliser = (name: keyof typeof parsed) => (html: string) => (parsed[name]++, html);
    const url = 'http://shop.test/fr/blog/article-1';
    const [first, second, none] = await Promise.all([
      renderShellPage({ url, apiBase: API, fetch, htmlDocument: document, htmlNormalise: normaliser('first') }),
      renderShellPage({ url, apiBase: API, fetch, htmlDocument: document, htmlNormalise: normaliser('second') }),
      renderShellPage({ url, apiBase: API, fetch }),
    ]);
    expect(parsed.first).toBeGreaterThan(0);
    expect(parsed.second).toBe(parsed.first);
    expect(first?.body).toContain('<p>Bonjour</p>');
    expect(second?.body).toBe(first?.body);
    expect(none?.title).toBe('Article 1 · Les Ateliers du Parc');
    expect(none?.body).not.toContain('Bonjour');
  });
});
