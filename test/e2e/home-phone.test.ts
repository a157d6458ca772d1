import { describe, expect, inject, it } from 'vitest';
import { axe, describeViolations, openContext, useBrowser, watchErrors, type Locator, type Page } from './browser';

// A home page a phone scrolls in a few screens (its card grids a swiped row), cards that write each fact once, and a
// computer's grid of several columns.

const urls = inject('urls');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const WEEKDAYS: Record<'fr' | 'en', [long: string, short: string][]> = {
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d) => [d, `${d.slice(0, 3)}.`]),
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [d, d.slice(0, 3)]),
};

async function open(path: string, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext(browser(), { viewport, ...(path.startsWith('en') ? { locale: 'en-GB' } : {}) });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${urls.shell}${path}`);
  // the cards are in: the first one has its title link, and no placeholder is left
  await page.locator('main .o-card .o-card-title a').first().waitFor();
  await expect.poll(() => page.locator('main .o-card-skeleton').count()).toBe(0);
  return { page, errors };
}

/** The weekday names a card writes more than once: its long name twice, or its long and short names both. */
function repeatedWeekdays(text: string, lang: 'fr' | 'en'): string[] {
  return WEEKDAYS[lang]
    .filter(([long, short]) => {
      const longs = text.split(long).length - 1;
      const shorts = text.split(new RegExp(`\\b${short.replace('.', '\\.')}(?![a-z])`)).length - 1;
      return longs > 1 || (longs > 0 && shorts > 0);
    })
    .map(([long]) => long);
}

/** Each card's text, its text nodes apart (a title's last word and the dates' first would otherwise run together). */
async function cardTexts(page: Page): Promise<string[]> {
  return page.locator('main .o-card').evaluateAll((cards) =>
    cards.map((card) => {
      const parts: string[] = [];
      const walk = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      while (walk.nextNode()) parts.push(walk.currentNode.textContent ?? '');
      return parts.join(' | ');
    }),
  );
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A grid's first two cards' boxes, read in one task once both are laid out: a card's turn of the takeover renders it
 * over the server's, and two reads of Playwright's may fall on either side of it (the node read first is then gone).
 */
async function firstTwoBoxes(grid: Locator): Promise<[Box, Box]> {
  const read = () =>
    grid.evaluate((el): [Box, Box] | null => {
      const [a, b] = [...el.querySelectorAll(':scope > .o-card')].map((card) => card.getBoundingClientRect());
      if (!a || !b || a.width === 0 || b.width === 0) return null;
      return [a, b].map(({ x, y, width, height }) => ({ x, y, width, height })) as [Box, Box];
    });
  await expect.poll(read).not.toBeNull();
  return (await read())!;
}

describe('the home page on a phone (issue 35.5)', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`${lang}: at 390 × 844 the home page is at most 5 screens; its cards are one row the thumb swipes`, async () => {
      const { page, errors } = await open(lang, PHONE);
      try {
        const screens = (await page.evaluate(() => document.documentElement.scrollHeight)) / PHONE.height;
        expect(screens).toBeLessThanOrEqual(5);
        const grid = page.locator('main .o-section-availabilities-cards .o-grid');
        const cards = grid.locator('> .o-card');
        expect(await cards.count()).toBeGreaterThan(2);
        // one row: the cards side by side, wider than the screen, scrolled sideways
        const [a, b] = await firstTwoBoxes(grid);
        expect(Math.abs(a.y - b.y)).toBeLessThan(1);
        expect(b.x).toBeGreaterThan(a.x + a.width - 1);
        expect(await grid.evaluate((el) => el.scrollWidth > el.clientWidth + 100)).toBe(true);
        // a card in the row is a card, its image above its facts, no taller than half the screen
        expect(a.height).toBeLessThan(PHONE.height / 2);
        // the keyboard reaches a card off to the side, which scrolls into view
        const third = cards.nth(2).locator('.o-card-title a');
        // focused again at each read: a card taken over in its own turn after the first focus (builder/takeover.ts) is
        // the link a keyboard user reaches then
        const inRow = () =>
          third.evaluate((card: HTMLElement) => {
            card.focus();
            const row = card.closest('.o-grid')!.getBoundingClientRect();
            const r = card.closest('.o-card')!.getBoundingClientRect();
            return r.left >= row.left - 1 && r.right <= row.right + 1;
          });
        await expect.poll(inRow).toBe(true);
        for (const text of await cardTexts(page)) expect(repeatedWeekdays(text, lang), text).toEqual([]);
        const violations = await axe(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  it('the catalogue keeps its list on a phone, each fact once', async () => {
    const { page, errors } = await open('fr/cours', PHONE);
    try {
      const [a, b] = await firstTwoBoxes(page.locator('main .o-section-availabilities-cards .o-grid'));
      // one card under the other
      expect(b.y).toBeGreaterThan(a.y + a.height - 1);
      for (const text of await cardTexts(page)) expect(repeatedWeekdays(text, 'fr'), text).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('at 1280 px the home page keeps its grid of several columns, nothing scrolled sideways', async () => {
    const { page, errors } = await open('fr', DESKTOP);
    try {
      const grid = page.locator('main .o-section-availabilities-cards .o-grid');
      const cards = grid.locator('> .o-card');
      const [a, b] = await firstTwoBoxes(grid);
      expect(Math.abs(a.y - b.y)).toBeLessThan(1);
      expect(await grid.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await cards.count()).toBeGreaterThan(3);
      for (const text of await cardTexts(page)) expect(repeatedWeekdays(text, 'fr'), text).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
