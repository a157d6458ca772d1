import { describe, expect, inject, it } from 'vitest';
import { demoToken } from './api-fixtures';
import { apiNow, axe, describeViolations, openContext, tokenKey, useBrowser, type Page, frames } from './browser';
import { pagesForThisInstant } from './pages';

const urls = inject('urls');
const browser = useBrowser();

/** WCAG 1.4.12's overrides, into the document and every widget's shadow root (where the widgets' styles live). */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * What sticks out of a 320 px viewport (WCAG 1.4.10 at 400 % zoom): elements whose right edge passes the viewport's
 * and that no narrower scrolling or clipping box holds (the calendar grid and the tab rows scroll on their own, which
 * the criterion allows). Walks into shadow roots.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const held = (el: Element) => {
      for (
        let up = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined);
        up;
        up = up.parentElement ?? ((up.getRootNode() as ShadowRoot).host as Element | undefined)
      ) {
        const { overflowX } = getComputedStyle(up);
        if (overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 1 && getComputedStyle(el).visibility !== 'hidden' && !held(el)) {
          found.push(
            `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ends at ${Math.round(box.right)} px: ${(el.textContent ?? '').trim().slice(0, 50)}`,
          );
        }
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return found.slice(0, 5);
  });
}

function addTextSpacing(page: Page): Promise<void> {
  return page.evaluate((css) => {
    const add = (root: Document | ShadowRoot) => {
      const style = document.createElement('style');
      style.textContent = css;
      (root instanceof Document ? root.head : root).append(style);
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) add(el.shadowRoot);
    };
    add(document);
  }, TEXT_SPACING);
}

/** Whether the page scrolls sideways at this window width (no page is wider than its window). */
async function widerAt(page: Page, width: number): Promise<string | null> {
  await page.setViewportSize({ width, height: 900 });
  await frames(page); // the widgets follow the window's size (media queries, matchMedia)
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  return scroll > inner ? `${scroll} px in a ${inner} px window` : null;
}

/**
 * One load per page for every width check (a page load is 2–3 s of a CI run): reflow at 320 px, then no sideways
 * scroll at 390 and 1280 px, then back at 320 px the text spacing and the target size. Two pages at a
 * time, each in its own context: nothing here is timed but the network's quiet.
 */
describe.concurrent(
  'reflow at 320 px, no page wider than its window, text spacing and target size (issues 7.4, 13.5; WCAG 1.4.10, 1.4.12, 2.5.8)',
  async () => {
    const pages = await pagesForThisInstant(urls, await apiNow());
    // one sign-in for the signed-in pages, which run two at a time
    let token: Promise<string> | undefined;

    for (const target of pages) {
      it(target.name, async () => {
        // the styles load with the page; the policy allows no inline style, but the DevTools protocol is not the page
        const context = await openContext(browser(), { viewport: { width: 320, height: 640 }, bypassCSP: true });
        if (target.signedIn) {
          token ??= demoToken(urls.api);
          await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), await token]);
        }
        const page = await context.newPage();
        await page.goto(target.url, { waitUntil: 'networkidle' });
        expect(await overflowing(page), 'sticks out at 320 px').toEqual([]);
        const wide: string[] = [];
        for (const width of [390, 1280]) {
          const found = await widerAt(page, width);
          if (found) wide.push(found);
        }
        expect(wide, 'wider than the window').toEqual([]);
        await page.setViewportSize({ width: 320, height: 640 });
        await addTextSpacing(page);
        expect(await overflowing(page), 'sticks out with the text spacing of WCAG 1.4.12').toEqual([]);
        const small = (await axe(page, ['target-size'])).filter((v) => v.id === 'target-size');
        expect(small, describeViolations(small)).toEqual([]);
        await context.close();
      });
    }

    it('the checks can fail: a wide box and a tiny button planted in a page are both found, the box at 320 and 390 px', async () => {
      const context = await openContext(browser(), { viewport: { width: 320, height: 640 }, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${urls.shell}fr/terms`, { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        const wide = document.createElement('div');
        wide.className = 'planted-wide';
        wide.style.width = '600px';
        wide.textContent = 'large';
        const tiny = document.createElement('button');
        tiny.textContent = 'x';
        tiny.setAttribute('aria-label', 'planted');
        Object.assign(tiny.style, {
          width: '10px',
          height: '10px',
          padding: '0',
          minHeight: '0',
          minWidth: '0',
          fontSize: '6px',
          position: 'absolute',
          top: '300px',
          left: '100px',
        });
        const near = tiny.cloneNode(true) as HTMLButtonElement;
        near.style.left = '112px';
        // outside the shell's root: under load the shell's first render may come after the network's quiet, and it
        // removes from its own elements whatever the server did not write
        document.body.append(wide, tiny, near);
      });
      expect((await overflowing(page)).join('\n')).toContain('planted-wide');
      expect(await widerAt(page, 390)).toMatch(/ px in a 390 px window$/);
      expect((await axe(page, ['target-size'])).map((v) => v.id)).toContain('target-size');
      await context.close();
    });
  },
);
