import { describe, expect, inject, it } from 'vitest';
import { openContext, useBrowser, watchErrors, type Page } from './browser';
import { hostDocument, useHostPages } from './host-page';

// A skeleton lays out, hidden, text in each size and weight its data is written in (FontWarmer, states.tsx): the
// browser sets up a font's (size, weight) the first time a layout meets it, a synchronous call to its browser process
// on Linux (4–20 ms in the cards' first frame, docs/design.md §7b). These fail when the data shows a size or a weight
// its skeleton did not set up, so the call is back in the frame that paints the data.
const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();

/** Each `size|weight` of the text under the elements `selector` matches, in the widget's shadow root. */
function textFonts(page: Page, tag: string, selector: string): Promise<string[]> {
  return page.evaluate(
    ([tag, selector]) => {
      const found = new Set<string>();
      for (const root of document.querySelector(tag)!.shadowRoot!.querySelectorAll(selector))
        for (const el of [root, ...root.querySelectorAll('*')]) {
          if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
          const style = getComputedStyle(el);
          found.add(`${style.fontSize}|${style.fontWeight}`);
        }
      return [...found].sort();
    },
    [tag, selector] as const,
  );
}

/** Opens `url` with the list calls matching `held` held back, and what the skeleton set up meanwhile. */
async function warmedWhileHeld(page: Page, url: string, held: string, tag: string) {
  let release!: () => void;
  const holding = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => (await holding, route.continue()));
  await page.goto(url);
  await page.locator(`${tag} .o-font-warm`).first().waitFor({ state: 'attached' });
  const warmed = await textFonts(page, tag, '.o-font-warm');
  // never seen nor read: hidden, of no size, out of the accessibility tree
  const look = await page
    .locator(`${tag} .o-font-warm`)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { visibility: getComputedStyle(el).visibility, area: box.width * box.height, ariaHidden: el.getAttribute('aria-hidden') };
    });
  expect(look).toEqual({ visibility: 'hidden', area: 0, ariaHidden: 'true' });
  release();
  return warmed;
}

describe('the fonts a widget’s data is written in are set up while its skeleton waits', () => {
  it('a grid of cards', async () => {
    const page = await (await openContext(browser(), { viewport: { width: 1280, height: 900 } })).newPage();
    const errors = watchErrors(page);
    const warmed = await warmedWhileHeld(page, `${urls.site}stages.html`, `${new URL(urls.api).origin}/api/availabilities?**`, 'oriel-cards');
    await page.locator('oriel-cards .o-card').first().waitFor();
    const cards = await textFonts(page, 'oriel-cards', '.o-grid > .o-card:not(.o-card-skeleton)');
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.filter((font) => !warmed.includes(font))).toEqual([]);
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
    const warmed = await warmedWhileHeld(page, url, `${new URL(urls.api).origin}/api/availabilities?**`, 'oriel-schedule');
    await page.locator('oriel-schedule .o-week-cal-event').first().waitFor();
    const bars = await textFonts(page, 'oriel-schedule', '.o-week-cal-event');
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.filter((font) => !warmed.includes(font))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
