import { describe, expect, inject } from 'vitest';
import { demoToken } from './api-fixtures';
import { apiNow, itAtFirstInstant, nothingHappensFor, openContext, shiftSources, tokenKey, useBrowser, watchErrors, watchLayoutShifts } from './browser';
import { allPages } from './pages';

const urls = inject('urls');
const browser = useBrowser();

/** Lighthouse's phone (its mobile defaults) and a computer's screen. */
const SCREENS = [
  { name: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { name: 'computer', viewport: { width: 1280, height: 900 } },
] as const;

/**
 * The pages whose first frames were not their drawn state: each moved something in view once drawn, in Lighthouse's
 * runs (CLS 0.002-0.036) or on a computer's screen. The causes: a card a first layout skips (content-visibility) is
 * laid out at its kept size, 2 px taller than its least height or shorter than a wide picture; the account's tab
 * chevrons narrowed the strip as they appeared; the request page's loading shape became its week in the same node;
 * a page drawn in the browser showed below a guessed top bar and header.
 */
const WATCHED = ['shell /cartes', 'shell /account/vouchers', 'shell /cart/registrations/request/', 'site compte.html (customer)'];
/** and the home page, whose row of cards on a phone lays out its first cards at once and skips those off to the side */
const HOME = 'shell ';

describe('a page draws its content where its loading shapes held it: nothing shifts', async () => {
  const pages = (await allPages(urls, await apiNow())).filter((p) => p.name === HOME || WATCHED.some((name) => p.name.startsWith(name)));
  for (const target of pages)
    for (const { name, ...screen } of SCREENS)
      itAtFirstInstant(`${target.name} on a ${name}`, async () => {
        const context = await openContext(browser(), screen);
        const page = await context.newPage();
        if (target.signedIn) await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), await demoToken(urls.api)]);
        const errors = watchErrors(page);
        const shifts = await watchLayoutShifts(page);
        await page.goto(target.url);
        await nothingHappensFor(page, 300, `${target.name} is drawn`);
        expect(await shifts(), `${target.name} on a ${name}: ${(await shiftSources(page)).join(' ; ')}`).toBe(0);
        expect(errors).toEqual([]);
        await context.close();
      });
});

describe('what is drawn later keeps the box its page laid out first', async () => {
  const pages = await allPages(urls, await apiNow());
  const byName = (name: string) => pages.find((p) => p.name.startsWith(name))!;

  itAtFirstInstant('a card a first layout skips (content-visibility) has the least height a drawn card has', async () => {
    // a phone's cards are rows of one least height; a new card, never drawn, is laid out skipped at its kept size
    const context = await openContext(browser(), SCREENS[0]);
    const page = await context.newPage();
    await page.goto(byName('shell /cartes').url);
    await page.locator('main .o-grid > .o-card').first().waitFor();
    const sizes = await page.locator('main .o-grid').evaluateAll((grids) =>
      grids.map((grid) => {
        const card = grid.querySelector<HTMLElement>(':scope > .o-card')!;
        const skipped = card.cloneNode(true) as HTMLElement;
        skipped.style.contentVisibility = 'hidden';
        grid.append(skipped);
        const sizes = { least: parseFloat(getComputedStyle(card).minHeight), skipped: skipped.getBoundingClientRect().height };
        skipped.remove();
        return sizes;
      }),
    );
    expect(sizes.length).toBeGreaterThan(0);
    for (const { least, skipped } of sizes) expect(skipped).toBe(least);
    await context.close();
  });

  itAtFirstInstant('the account’s tab chevrons lie over the strip’s ends on a phone: the strip keeps its width', async () => {
    const context = await openContext(browser(), SCREENS[0]);
    const page = await context.newPage();
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), await demoToken(urls.api)]);
    await page.goto(byName('site compte.html (customer)').url);
    const tabs = page.locator('oriel-account .o-account-tabs');
    // the current tab (registrations) is past the phone's width: the strip scrolls to it, both chevrons show
    await tabs.locator('.o-account-tabs-scroll').nth(1).waitFor();
    const boxes = await tabs.evaluate((nav) => ({ nav: nav.clientWidth, strip: nav.querySelector('ul')!.getBoundingClientRect().width }));
    expect(boxes.strip).toBe(boxes.nav);
    await context.close();
  });
});
