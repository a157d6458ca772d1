import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoToken } from './api-fixtures';
import { apiNow, openContext, useBrowser, type BrowserContext, type Page, tokenKey } from './browser';
import { pagesForThisInstant, type PageToCheck } from './pages';

const urls = inject('urls');
const browser = useBrowser();

/** Waits until the page has painted its content (the widgets' chunks, the shell's sections) and the network is quiet. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400); // the schedules' 350 ms minimum loading display (000 §9)
}

async function open(context: BrowserContext, target: PageToCheck, token: string): Promise<Page> {
  const page = await context.newPage();
  if (target.signedIn) await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
  await page.goto(target.url);
  await settle(page);
  return page;
}

describe('no page is wider than its window (issue 7.4)', async () => {
  const pages = await pagesForThisInstant(urls, await apiNow());
  let token: string;
  let context: BrowserContext;
  beforeAll(async () => {
    token = await demoToken(urls.api);
    context = await openContext(browser(), { viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => context?.close());

  for (const target of pages) {
    it(`${target.name} at 1280 and 390 px`, async () => {
      const page = await open(context, target, token);
      const wide: string[] = [];
      try {
        // one load, both widths: the widgets follow the window's size (media queries, matchMedia)
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForTimeout(150);
          const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
          if (scroll > inner) wide.push(`${scroll} px in a ${inner} px window`);
        }
      } finally {
        await page.close();
      }
      expect(wide).toEqual([]);
    });
  }
});

describe('the top bar on a phone (issue 7.5, 001 §2)', () => {
  it('at 390 px its items wrap, none overlaps another nor is cut', async () => {
    const context = await openContext(browser(), { viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${urls.shell}fr`);
      await page.getByRole('link', { name: 'Se connecter' }).first().waitFor();
      const boxes = await page.evaluate(() => {
        const bar = document.querySelector('.o-topbar');
        if (!bar) return null;
        return [...bar.querySelectorAll('a, button, p, span')]
          .filter((el) => el.children.length === 0 || el.tagName === 'A' || el.tagName === 'BUTTON')
          .map((el) => {
            const r = el.getBoundingClientRect();
            return { text: (el.textContent ?? '').trim(), x: r.x, y: r.y, w: r.width, h: r.height, clipped: el.scrollWidth > el.clientWidth + 1 };
          })
          .filter((b) => b.w > 1 && b.h > 1 && b.text !== ''); // visually hidden text (1 px) is not drawn
      });
      expect(boxes).not.toBeNull();
      const overlaps: string[] = [];
      for (const [i, a] of boxes!.entries()) {
        for (const b of boxes!.slice(i + 1)) {
          const apart = a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y + 0.5 || b.y + b.h <= a.y + 0.5;
          const nested = a.text.includes(b.text) || b.text.includes(a.text);
          if (!apart && !nested) overlaps.push(`"${a.text}" overlaps "${b.text}"`);
        }
        if (a.x < 0 || a.x + a.w > 390.5) overlaps.push(`"${a.text}" leaves the window`);
      }
      expect(overlaps).toEqual([]);
      expect(boxes!.filter((b) => b.clipped).map((b) => b.text)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
