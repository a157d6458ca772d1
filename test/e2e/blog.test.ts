import { describe, expect, inject, it } from 'vitest';
import { axe, describeViolations, openContext, useBrowser, watchErrors } from './browser';

const urls = inject('urls');
const browser = useBrowser();

interface Article {
  slug: string;
  title: string;
}
/** The seed's articles as the list answers them, newest first (never hard-coded). */
async function seededArticles(): Promise<Article[]> {
  const answer = (await (await fetch(`${urls.api}/api/blog/articles?limit=12`)).json()) as { data: Article[] };
  expect(answer.data.length).toBeGreaterThan(1);
  return answer.data;
}
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('the blog (000 §2)', () => {
  it('the header leads to the list, a card to its article, the breadcrumb back: no axe violation, no error', async () => {
    const articles = await seededArticles();
    const target = articles[1]!;
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr`);

    await page.locator('header').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.waitForURL(/\/fr\/blog$/);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await main.getByRole('article', { name: articles[0]!.title }).waitFor();
    expect(await main.getByRole('article').count()).toBe(articles.length);
    expect(await main.getByRole('link', { name: target.title }).getAttribute('href')).toBe(`/fr/blog/${target.slug}`);
    let violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await main.getByRole('link', { name: target.title }).click();
    await page.waitForURL(new RegExp(`/fr/blog/${target.slug}$`));
    await main.getByRole('heading', { level: 1, name: target.title }).waitFor();
    expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await main.locator('time').first().textContent()).toMatch(/\d{1,2} \S+ \d{4}/);
    await expect.poll(() => page.title()).toBe(`${target.title} · Les Ateliers du Parc`);
    violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // the newer article (next) and back through the older one (previous), by the links under the content
    const neighbours = main.getByRole('navigation', { name: 'Autres articles' });
    await neighbours.getByRole('link', { name: new RegExp(`Article suivant\\s*${articles[0]!.title}`) }).click();
    await page.waitForURL(new RegExp(`/fr/blog/${articles[0]!.slug}$`));
    await main.getByRole('heading', { level: 1, name: articles[0]!.title }).waitFor();
    expect(await neighbours.getByRole('link', { name: /Article suivant/ }).count()).toBe(0);
    await neighbours.getByRole('link', { name: new RegExp(`Article précédent\\s*${target.title}`) }).click();
    await page.waitForURL(new RegExp(`/fr/blog/${target.slug}$`));
    await main.getByRole('heading', { level: 1, name: target.title }).waitFor();

    await main.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(/\/fr\/blog$/);
    await main.getByRole('article', { name: target.title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown article is the not-found page', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    // from the server too: a 404, so search engines drop the link
    expect((await page.goto(`${urls.shell}fr/blog/aucun-article-de-ce-nom`))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    await context.close();
  });

  it('the server-rendered HTML of /fr/blog carries the article titles and their links', async () => {
    const articles = await seededArticles();
    const res = await fetch(`${urls.shell}fr/blog`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>Blog · Les Ateliers du Parc<\/title>/);
    for (const a of articles) {
      expect(html).toContain(escapeHtml(a.title));
      expect(html).toContain(`href="/fr/blog/${a.slug}"`);
    }
  });
});
