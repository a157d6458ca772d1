import { describe, expect, inject, it } from 'vitest';
import { openContext, useBrowser, type Page, frames } from './browser';
import { hostDocument, useHostPages } from './host-page';

const urls = inject('urls');
const browser = useBrowser();
/** Host pages written by each test (markup and policy). */
const host = useHostPages();

interface Finding {
  check: string;
  ok: boolean;
  message: string;
}

/** A host page with this markup and policy, then Oriel.doctor() on it. */
async function doctorOf(page: Page, body: string, csp?: string): Promise<Finding[]> {
  await page.goto(host.page(hostDocument(body, 'en'), csp));
  await page.waitForFunction(() => typeof (window as unknown as { Oriel?: { doctor?: unknown } }).Oriel?.doctor === 'function');
  // the widgets mount (or refuse their attributes) once their chunks are in
  await page.waitForLoadState('networkidle');
  await frames(page);
  return page.evaluate(() => (window as unknown as { Oriel: { doctor(): Promise<Finding[]> } }).Oriel.doctor());
}

const failing = (found: Finding[]) => found.filter((f) => !f.ok).map((f) => `${f.check}: ${f.message}`);

describe('Oriel.doctor() on host pages (issue 12.5)', () => {
  it('a sound page: every check passes', async () => {
    const page = await (await openContext(browser())).newPage();
    const found = await doctorOf(page, `<script src="${urls.loader}" data-api="${urls.api}"></script><oriel-cards data-kind="availabilities"></oriel-cards>`);
    expect(failing(found)).toEqual([]);
    expect(found.map((f) => f.check)).toEqual(expect.arrayContaining(['loader', 'https', 'storage', 'api', 'csp', 'attributes']));
    await page.context().close();
  });

  it('a broken page: two loaders of two versions, an API that refuses the origin, an element with a bad attribute', async () => {
    const page = await (await openContext(browser())).newPage();
    // the shell's origin is no API: it answers without CORS headers
    const found = await doctorOf(
      page,
      `<script src="${urls.loader}" data-api="${urls.shell}"></script><script src="${urls.loader}?v=2"></script>` +
        '<oriel-cards data-kind="availabilities" data-columns="banana"></oriel-cards>',
    );
    const problems = failing(found);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^loader: oriel\.js is included 2 times from different URLs/),
        expect.stringMatching(/^api: The API at .* refuses this page's origin/),
        expect.stringMatching(/^attributes: <oriel-cards> renders nothing: data-columns: /),
      ]),
    );
    await page.context().close();
  });

  it('a policy that lets the loader in but not its chunks: the loader itself says so', async () => {
    const page = await (await openContext(browser())).newPage();
    const loader = new URL(urls.loader);
    // a source with a path allows that one file only
    const found = await doctorOf(
      page,
      `<script src="${urls.loader}" data-api="${urls.api}"></script><oriel-cards data-kind="availabilities"></oriel-cards>`,
      `script-src ${loader.origin}${loader.pathname}`,
    );
    expect(failing(found)).toEqual([expect.stringMatching(/^chunks: Oriel's scripts cannot load from .*Content-Security-Policy \(script-src/)]);
    await page.context().close();
  });

  it('?oriel-debug prints the report by itself', async () => {
    const page = await (await openContext(browser())).newPage();
    const lines: string[] = [];
    page.on('console', (m) => lines.push(m.text()));
    host.serve('/debug.html', hostDocument(`<script src="${urls.loader}" data-api="${urls.api}"></script>`, 'en'));
    await page.goto(host.url('/debug.html?oriel-debug'));
    await expect.poll(() => lines.find((l) => l.startsWith('[oriel] doctor:')), { timeout: 10_000 }).toBe('[oriel] doctor: all good');
    await page.context().close();
  });
});
