import { waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderShellPage } from './server/render-page';
import { API, bootShell, json, website } from './testing/boot-shell';

// docs/security.md §9: the website's custom CSS loads images from the organiser's image host (the API's /media/) and
// from nowhere else, whether the server writes it into the page or the browser adopts it as a constructed sheet.

const css = [
  `.hero{background-image:url(${API}/media/hero.svg)}`,
  '.a{background:url(https://tracker.example/p.gif)}',
  `.b{background:url(${API}/api/session)}`,
  '.c{background:image-set("https://tracker.example/p.gif" 1x)}',
  '@import url(https://tracker.example/x.css);',
  '.d{color:red}',
].join('\n');
const KEPT = [`.oriel-root .hero{background-image:url(${API}/media/hero.svg)}`, '.oriel-root .d{color:red}'];
const FETCHES_ELSEWHERE = /tracker|\/api\/session|image-set|@import/;

describe('the website’s custom CSS in the shell', () => {
  it('the server render keeps images from the API’s media and drops every other fetch', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), API);
      return url.pathname === '/api/website' ? json(200, { data: { ...website, css } }) : json(404, { error: 'NOT_FOUND' });
    });
    const page = await renderShellPage({ url: 'http://shop.test/en/terms', apiBase: API, fetch: fetch as typeof globalThis.fetch, htmlDocument: document });
    for (const rule of KEPT) expect(page?.styles).toContain(rule);
    expect(page?.styles).not.toMatch(FETCHES_ELSEWHERE);
  });

  it('the browser’s constructed sheet does the same', async () => {
    // what the shell hands the browser (happy-dom's own parser keeps no url())
    const given = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    bootShell('/en/terms', { routes: { 'GET /api/website': { data: { ...website, css } } } });
    await waitFor(() => expect(given).toHaveBeenCalled());
    const text = given.mock.calls.map(([t]) => t).join('\n');
    for (const rule of KEPT) expect(text).toContain(rule);
    expect(text).not.toMatch(FETCHES_ELSEWHERE);
    await waitFor(() => expect(document.adoptedStyleSheets.length).toBeGreaterThan(0));
    given.mockRestore();
  });
});
