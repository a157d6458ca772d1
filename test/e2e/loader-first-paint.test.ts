import { describe, expect, inject } from 'vitest';
import { apiNow, itAtFirstInstant, useBrowser, VISITOR, watchErrors, type Page } from './browser';
import { useHostPages } from './host-page';
import { dateShim } from './date-shim';

const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();

/** How long the host's stylesheet takes: the page paints nothing before it, and the loader has long run by then. */
const STYLESHEET_MS = 1_500;

/**
 * A host page whose first paint waits for a slow render-blocking stylesheet, with the loader (async) in its head before
 * it: the loader runs well before the page's first frame.
 */
const page = () =>
  `<!doctype html><html lang="fr"><head><title>host</title>` +
  `<script async src="${urls.loader}" data-api="${urls.api}"></script>` +
  `<link rel="stylesheet" href="${host.url('/slow.css')}"></head>` +
  `<body><h1>Nos stages</h1><oriel-cards data-kind="availabilities" data-page-size="3"></oriel-cards></body></html>`;

/**
 * The first paint's time, the loader's arrival and when each of the widgets' files (chunks) was asked for, read from
 * the page's timeline: an observer's callback comes in a task of its own, which a busy machine may not have run yet
 * when the cards are drawn. The paint is waited for: a widget drawn is painted, its entry recorded in that frame.
 */
async function timings(p: Page) {
  await p.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
  return p.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      paint: performance.getEntriesByType('paint')[0]!.startTime,
      loader: resources.find((e) => e.name.endsWith('/oriel.js'))?.responseEnd ?? NaN,
      chunks: resources.filter((e) => e.name.includes('/chunks/')).map((e) => e.startTime),
    };
  });
}

/**
 * A context whose pages' Date starts at the API's instant, their timers and frames the browser's own (the Lighthouse
 * audits' shim): playwright's clock plays requestAnimationFrame as a timer, which runs on a page whose rendering is
 * blocked, and replaces `performance`.
 */
async function realFramesContext() {
  const context = await browser().newContext(VISITOR);
  await context.addInitScript(dateShim((await apiNow()).getTime() - Date.now()));
  return context;
}

async function openHostPage(init?: () => void) {
  const context = await realFramesContext();
  if (init) await context.addInitScript(init);
  await context.route(host.url('/slow.css'), async (route) => {
    await new Promise((ok) => setTimeout(ok, STYLESHEET_MS));
    await route.fulfill({ contentType: 'text/css', body: 'h1 { color: #123; }' });
  });
  const p = await context.newPage();
  const errors = watchErrors(p);
  await p.goto(host.page(page()));
  await p.locator('oriel-cards .o-card-title').first().waitFor({ timeout: 20_000 });
  return { context, p, errors };
}

describe('the loader asks for the widgets after the page has painted (issue 39)', () => {
  itAtFirstInstant('a loader that runs before the first frame waits for it, then the cards come', async () => {
    const { context, p, errors } = await openHostPage();
    try {
      const t = await timings(p);
      // the loader ran long before the stylesheet let the page paint
      expect(t.loader).toBeLessThan(t.paint - STYLESHEET_MS / 2);
      expect(t.chunks.length).toBeGreaterThan(0);
      // none of its files took the network from the page's first frame
      expect(Math.min(...t.chunks)).toBeGreaterThanOrEqual(t.paint);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  itAtFirstInstant('a page with nothing of its own to paint, its only widget drawing nothing before its files come, still gets them', async () => {
    const context = await realFramesContext();
    try {
      const p = await context.newPage();
      const errors = watchErrors(p);
      await p.goto(
        host.page(
          `<!doctype html><html lang="fr"><head><title>host</title><script async src="${urls.loader}" data-api="${urls.api}"></script></head><body><oriel-cart></oriel-cart></body></html>`,
        ),
      );
      await expect.poll(() => p.locator('oriel-cart button').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  itAtFirstInstant('a browser without paint timing asks at once: nothing waits for a paint it cannot observe', async () => {
    const { context, p, errors } = await openHostPage(() =>
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => Object.freeze([]) }),
    );
    try {
      const t = await timings(p);
      expect(Math.min(...t.chunks)).toBeLessThan(t.paint - STYLESHEET_MS / 2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
