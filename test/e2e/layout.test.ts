import { describe, expect, inject, it } from 'vitest';
import { openContext, useBrowser } from './browser';

// Every page's width at 320, 390 and 1280 px is checked with its reflow, one load each (reflow.test.ts).

const urls = inject('urls');
const browser = useBrowser();

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

describe('the header submenus (issue 10)', () => {
  it('fetch their positioning on intent, not with the page, and open under their button', async () => {
    const context = await openContext(browser());
    try {
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => void (/floating-ui/.test(r.url()) && fetched.push(r.url())));
      await page.goto(`${urls.shell}fr`, { waitUntil: 'networkidle' });
      expect(fetched).toEqual([]);
      // 'Cours' opens a popover (two levels); 'Stages', a full-width mega menu, needs no positioning
      const button = page.getByRole('button', { name: 'Cours', exact: true });
      await button.hover();
      await expect.poll(() => fetched.length).toBe(1);
      await button.click();
      const panel = page.locator('.o-header .o-popover:not([hidden])');
      await panel.waitFor();
      await expect.poll(() => panel.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      const [b, p] = [await button.boundingBox(), await panel.boundingBox()];
      // below the button (8 px apart), from its left edge
      expect(Math.round(p!.y - (b!.y + b!.height))).toBe(8);
      expect(Math.abs(p!.x - b!.x)).toBeLessThan(1);
      expect(fetched).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
