import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { demoToken } from './api-fixtures';
import { apiNow, openContext, shiftSources, tokenKey, useBrowser, watchErrors, watchLayoutShifts, type Page } from './browser';
import { allPages } from './pages';

// A shop window worth showing: the drawn illustrations load on the home page and a detail page, the
// header shows the organiser's logo, images hold their box as they load, and no image pushes the court booking's
// "Ajouter au panier" below the first screen, on a phone (390 px) and a laptop (1280 px).

const urls = inject('urls');
const browser = useBrowser();
const SHOTS = '/tmp/shots-imagery';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

async function urlOf(name: string): Promise<string> {
  const page = (await allPages(urls, await apiNow())).find((p) => p.name.startsWith(name));
  if (!page) throw new Error(`no page ${name}`);
  return page.url;
}

/** Every <img> of the page, in the document and the widgets' shadow roots, with what it loaded and how it is sized. */
function images(page: Page) {
  return page.evaluate(() => {
    const all: HTMLImageElement[] = [];
    const walk = (root: Document | ShadowRoot) => {
      all.push(...root.querySelectorAll('img'));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return all.map((img) => {
      const box = img.getBoundingClientRect();
      return {
        src: img.currentSrc || img.src,
        alt: img.getAttribute('alt'),
        complete: img.complete,
        naturalWidth: img.naturalWidth,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        shown: box.width > 0 && box.height > 0,
        boxHeight: box.height,
        className: img.className,
        inHeader: !!img.closest('.o-header'),
      };
    });
  });
}

/** Waits until every image the page shows has loaded or failed. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const all: HTMLImageElement[] = [];
    const walk = (root: Document | ShadowRoot) => {
      all.push(...root.querySelectorAll('img'));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return all.length > 0 && all.every((img) => img.loading === 'lazy' || img.complete);
  });
}

describe.each(SIZES)('imagery at $width px', (size) => {
  it('the home page: the logo in the header, the illustrations loaded and sized, nothing moves as they load', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const context = await openContext(browser(), { viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const shifts = await watchLayoutShifts(page);
    await page.goto(`${urls.shell}fr`, { waitUntil: 'networkidle' });
    await settled(page);
    const logo = page.locator('.o-header a.o-logo');
    await expect.poll(() => logo.getAttribute('href')).toBe('/fr');
    const logoImg = logo.locator('img');
    expect(await logoImg.getAttribute('alt')).toBe('Les Ateliers du Parc');
    const logoBox = (await logoImg.boundingBox())!;
    expect(logoBox.height).toBeGreaterThanOrEqual(32);
    expect(logoBox.height).toBeLessThanOrEqual(48);
    // loading the page and its images moved nothing (a full-page capture or scrolling afterwards lays out again)
    expect(await shifts(), (await shiftSources(page)).join('\n')).toBeLessThan(0.02);
    await page.screenshot({ path: `${SHOTS}/home-${size.name}.png` });
    await page.screenshot({ path: `${SHOTS}/home-${size.name}-full.png`, fullPage: true });
    // lazy images below the fold load as they come into view
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        // a drawn frame: the lazy images now in view are asked for
        await new Promise((drawn) => requestAnimationFrame(drawn));
      }
    });
    // a lazy image the screen never reached (a row that scrolls sideways) may not have loaded; none may be broken
    await page.waitForFunction(() => [...document.querySelectorAll('img')].every((img) => img.complete || img.loading === 'lazy'));
    const shown = (await images(page)).filter((i) => i.shown);
    const loaded = shown.filter((i) => i.complete && i.naturalWidth > 0);
    expect(shown.filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src)).toEqual([]);
    expect(loaded.filter((i) => i.src.endsWith('/media/hero.svg')).length).toBe(1);
    expect(loaded.filter((i) => /\/media\/activity-[a-z]+(-2)?\.svg$/.test(i.src)).length).toBeGreaterThan(2);
    expect(loaded.filter((i) => /\/media\/feature-[a-z]+\.svg$/.test(i.src)).length).toBe(3);
    for (const img of shown) expect({ src: img.src, width: !!img.width, height: !!img.height }).toEqual({ src: img.src, width: true, height: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the offers, courts, catalogue and blog pages: every picture shown loads, none is broken', async () => {
    const context = await openContext(browser(), { viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    const names = ['shell /cartes', 'shell /terrains', 'shell /stages', 'shell /blog', 'shell /blog/', 'shell /resources/', 'shell /bundles/'];
    const pages = await allPages(urls, await apiNow());
    for (const name of names) {
      const url = pages.find((p) => p.name === name || (name.endsWith('/') && p.name.startsWith(name)))!.url;
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => [...document.querySelectorAll('img')].every((img) => img.complete || img.loading === 'lazy'));
      const shown = (await images(page)).filter((i) => i.shown && i.complete);
      expect(shown.filter((i) => /\/media\/[a-z0-9-]+\.svg$/.test(i.src) && !i.inHeader).length, name).toBeGreaterThan(0);
      expect(
        shown.filter((i) => i.naturalWidth === 0).map((i) => i.src),
        name,
      ).toEqual([]);
      await page.screenshot({
        path: `${SHOTS}/${
          name
            .replace(/^shell \/?/, '')
            .replace(/\/$/, '-detail')
            .replace(/\//g, '-') || 'home'
        }-${size.name}.png`,
      });
    }
    await context.close();
  });

  it('a detail page shows its activity’s illustration, loaded and bounded', async () => {
    const context = await openContext(browser(), { viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    await page.goto(await urlOf('shell /availabilities/'), { waitUntil: 'networkidle' });
    const hero = page.locator('.o-detail-image').first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await hero.getAttribute('src')).toMatch(/\/media\/activity-[a-z]+(-2)?\.svg$/);
    expect(await hero.getAttribute('alt')).toBeTruthy();
    const box = (await hero.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(size.height * 0.45);
    await page.screenshot({ path: `${SHOTS}/detail-${size.name}.png` });
    await context.close();
  });

  it('the court booking page shows “Ajouter au panier” in the first screen, under the court’s picture', async () => {
    const context = await openContext(browser(), { viewport: { width: size.width, height: size.height } });
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), await demoToken(urls.api)]);
    const page = await context.newPage();
    const shifts = await watchLayoutShifts(page);
    await page.goto(await urlOf('shell /cart/bookings/add'), { waitUntil: 'networkidle' });
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    await add.waitFor();
    const picture = page.locator('.o-booking-preview img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.getAttribute('src')).toMatch(/\/media\/resource-[a-z0-9-]+\.svg$/);
    await page.screenshot({ path: `${SHOTS}/booking-${size.name}.png` });
    const box = (await add.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await shifts(), (await shiftSources(page)).join('\n')).toBeLessThan(0.02);
    await context.close();
  });
});

describe('the largest paint’s image', () => {
  it('is asked for at high priority on the home, a catalogue, the blog and the detail pages, as the page loads, and no other image is', async () => {
    const context = await openContext(browser(), { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Image' && !priorities.has(e.request.url)) priorities.set(e.request.url, e.request.initialPriority);
    });
    const pages = await allPages(urls, await apiNow());
    const found: Record<string, string> = {};
    for (const name of ['shell ', 'shell /stages', 'shell /blog', 'shell /activities/', 'shell /bundles/', 'shell /resources/']) {
      const url = pages.find((p) => p.name === name || (name.endsWith('/') && p.name.startsWith(name)))!.url;
      priorities.clear();
      await page.goto(url, { waitUntil: 'networkidle' });
      // the largest paint's entry names its image's URL (an empty one: a text block)
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { url: string }).url)).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            }),
          ),
      );
      // an image asked for without a hint starts at low priority until layout finds it on screen; others at high
      // priority would share the link with it (the home's sections' first cards beside its hero)
      const high = [...priorities].filter(([, priority]) => priority === 'High').map(([url]) => new URL(url).pathname);
      found[name] = largest ? `${new URL(largest).pathname} ${priorities.get(largest)}, at high: ${high.join(' ')}` : 'text';
    }
    expect(
      Object.values(found).every((f) => / High, at high: \S+$/.test(f)),
      JSON.stringify(found, null, 1),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
