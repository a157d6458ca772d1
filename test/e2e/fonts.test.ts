import { describe, expect, inject, it } from 'vitest';
import { apiNow, openContext, useBrowser, watchErrors, type Page } from './browser';
import { hostDocument, useHostPages } from './host-page';

// A skeleton lays out, hidden, text in each size and weight its data is written in (FontWarmer, states.tsx): the
// browser sets up a font's (size, weight) the first time a layout meets it, a synchronous call to its browser process
// on Linux (4–20 ms in the cards' first frame, docs/decisions/0015-fonts-in-first-layout.md). These fail when the data shows a size or a weight
// its skeleton did not set up, so the call is back in the frame that paints the data.
const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();

/** Each `size|weight` of the text under the elements `selector` matches, in the shadow root of the element `host` matches. */
function textFonts(page: Page, host: string, selector: string): Promise<string[]> {
  return page.evaluate(
    ([host, selector]) => {
      const found = new Set<string>();
      for (const root of document.querySelector(host)!.shadowRoot!.querySelectorAll(selector))
        for (const el of [root, ...root.querySelectorAll('*')]) {
          if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
          const style = getComputedStyle(el);
          found.add(`${style.fontSize}|${style.fontWeight}`);
        }
      return [...found].sort();
    },
    [host, selector] as const,
  );
}

/** The Brussels day of the first session ahead: late on a Sunday, the week shown has none left. */
async function aDayWithSessions(): Promise<string> {
  const now = (await apiNow()).getTime();
  const { data } = (await (await fetch(`${urls.api}/api/availabilities?limit=100`)).json()) as { data: { start_at: string }[] };
  const ahead = data.find((a) => Date.parse(a.start_at) > now);
  if (!ahead) throw new Error('no session ahead in the seed');
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ahead.start_at));
}

/**
 * Opens `url` with the list calls `held` matches held back, reads what each of `hosts`' skeletons set up meanwhile, then
 * lets the calls go and waits for each one's data (`shown` in its shadow root).
 */
async function warmedThenShown(page: Page, url: string, held: string, hosts: string[], shown: string): Promise<string[][]> {
  let release!: () => void;
  const holding = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => (await holding, route.continue()));
  await page.goto(url);
  const warmed: string[][] = [];
  for (const host of hosts) {
    const warmer = page.locator(host).locator('.o-font-warm');
    await warmer.waitFor({ state: 'attached' });
    // never seen nor read: hidden, of no size, out of the accessibility tree
    const look = await warmer.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { visibility: getComputedStyle(el).visibility, area: box.width * box.height, ariaHidden: el.getAttribute('aria-hidden') };
    });
    expect(look, host).toEqual({ visibility: 'hidden', area: 0, ariaHidden: 'true' });
    warmed.push(await textFonts(page, host, '.o-font-warm'));
  }
  release();
  for (const host of hosts) await page.locator(host).locator(shown).first().waitFor();
  return warmed;
}

describe('the fonts a widget’s data is written in are set up while its skeleton waits', () => {
  it('the grids of cards of the demo site (sessions, bundles)', async () => {
    const page = await (await openContext(browser(), { viewport: { width: 1280, height: 900 } })).newPage();
    const errors = watchErrors(page);
    const hosts = ['oriel-cards[data-kind="availabilities"]', 'oriel-cards[data-kind="bundles"]'];
    const card = '.o-grid > .o-card:not(.o-card-skeleton)';
    const warmed = await warmedThenShown(page, `${urls.site}stages.html`, `${new URL(urls.api).origin}/api/{availabilities,bundles}?**`, hosts, card);
    for (const [i, host] of hosts.entries()) {
      const cards = await textFonts(page, host, card);
      expect(cards.length, host).toBeGreaterThan(2);
      expect(
        cards.filter((font) => !warmed[i]!.includes(font)),
        host,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a week calendar', async () => {
    const page = await (await openContext(browser(), { viewport: { width: 1280, height: 900 } })).newPage();
    const errors = watchErrors(page);
    const url = host.page(
      hostDocument(
        `<script src="${urls.loader}" data-api="${urls.api}"></script><main><oriel-schedule data-mode="week" data-layout="calendar"></oriel-schedule></main>`,
      ),
    );
    const [warmed] = await warmedThenShown(
      page,
      `${url}?os-date=${await aDayWithSessions()}`,
      `${new URL(urls.api).origin}/api/availabilities?**`,
      ['oriel-schedule'],
      '.o-week-cal-event',
    );
    const bars = await textFonts(page, 'oriel-schedule', '.o-week-cal-event');
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.filter((font) => !warmed!.includes(font))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
