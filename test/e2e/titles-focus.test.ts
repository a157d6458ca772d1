import { describe, expect, inject } from 'vitest';
import { demoToken } from './api-fixtures';
import { itAtFirstInstant, openContext, tokenKey, useBrowser, watchErrors, type Page } from './browser';

// A screen-reader user moving through the shell: every page and account screen is named by its own title (WCAG 2.4.2),
// and after a client-side navigation the focus is on the new page's heading in the frame that first draws it (2.4.3).
const urls = inject('urls');
/** focusNewPage's wait for a screen's own title before it settles for the page's h1 (packages/shell/src/route-focus.ts) */
const ROUTE_FOCUS_WAIT_MS = 1500;
const browser = useBrowser();

/** Page-side record of when each heading was drawn and when a heading took the focus, in animation frames. */
function recordHeadingFocus() {
  const w = window as unknown as { __frame: number; __navStart: number; __focus: { text: string; drawn: number; focused: number; after: number }[] };
  w.__frame = 0;
  w.__navStart = 0;
  w.__focus = [];
  const tick = () => {
    w.__frame++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const drawn = new WeakMap<Element, number>();
  const isTitle = (el: Element) => el.matches('#o-main h1, #o-main [data-route-title]');
  const mark = (node: Node) => {
    const el = node instanceof Element ? node : node.parentElement;
    if (!el) return;
    const title = el.closest('h1, [data-route-title]');
    if (title && isTitle(title)) drawn.set(title, w.__frame);
    el.querySelectorAll?.('h1, [data-route-title]').forEach((t) => isTitle(t) && drawn.set(t, w.__frame));
  };
  const markAll = (records: MutationRecord[]) => {
    for (const r of records) {
      mark(r.target);
      r.addedNodes.forEach(mark);
    }
  };
  const observer = new MutationObserver(markAll);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener(
    'focusin',
    (e) => {
      const el = e.target as Element;
      if (!isTitle(el)) return;
      // a heading focused in the task that drew it: its mutations are still queued
      markAll(observer.takeRecords());
      w.__focus.push({ text: (el.textContent ?? '').trim(), drawn: drawn.get(el) ?? -1, focused: w.__frame, after: performance.now() - w.__navStart });
    },
    true,
  );
}

/** Follows a link the way a visitor does: a click the shell's router takes (no page load). */
async function navigate(page: Page, path: string, areaTitle?: string) {
  const before = await page.evaluate(() => (window as unknown as { __focus: unknown[] }).__focus.length);
  const previousTitle = await page.evaluate(() => document.title);
  await page.evaluate((href) => {
    (window as unknown as { __navStart: number }).__navStart = performance.now();
    const a = document.createElement('a');
    a.href = href;
    a.textContent = href;
    document.getElementById('o-main')!.append(a);
    a.click();
  }, path);
  await page.waitForURL((u) => `${u.pathname}${u.search}` === path);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __focus: unknown[] }).__focus.length), {
      message: `${path}: no heading took the focus`,
      timeout: 15_000,
    })
    .toBeGreaterThan(before);
  await expect.poll(() => page.evaluate(() => document.title), { timeout: 15_000 }).not.toBe('');
  // the title follows the page's data: read it once the page is quiet, and an account screen's once it names the
  // screen (until its data comes it has the area's own title)
  await page.waitForLoadState('networkidle');
  // a page's title follows its data: the previous page's title until then (a page keeping it fails here). Both at
  // once: an account screen goes from the previous screen's title to the area's, then to its own
  const waiting = [previousTitle, ...(areaTitle ? [areaTitle] : [])];
  await expect.poll(() => page.evaluate(() => document.title), { timeout: 15_000 }).toSatisfy((title: string) => !waiting.includes(title));
  return page.evaluate(() => ({
    title: document.title,
    focus: (window as unknown as { __focus: { text: string; drawn: number; focused: number; after: number }[] }).__focus.at(-1)!,
  }));
}

/** Same-origin paths the page links to under `prefix`, without fragments, first `max`. */
const linksOf = (page: Page, selector: string, prefix: string, max: number) =>
  page.evaluate(
    ([sel, pre, n]) =>
      [
        ...new Set(
          [...document.querySelectorAll<HTMLAnchorElement>(sel as string)]
            .map((a) => new URL(a.href))
            .filter((u) => u.origin === location.origin)
            .map((u) => `${u.pathname}${u.search}`),
        ),
      ]
        .filter((p) => p.startsWith(pre as string))
        .slice(0, n as number),
    [selector, prefix, max] as const,
  );

describe('page titles and the focus after a page change', () => {
  itAtFirstInstant('every page and account screen has its own title, and the focus is on its heading in the frame it is drawn', async () => {
    const context = await openContext(browser(), { viewport: { width: 1280, height: 900 } });
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), await demoToken(urls.api)]);
    await context.addInitScript(recordHeadingFocus);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();

    // the public pages the home links to (menu, cards, footer), then the account's tabs and the first detail of each
    const paths = [...(await linksOf(page, 'header a, main a, footer a', '/fr', 24)), '/fr/account/home'];
    const seen = new Map<string, string>();
    const late: string[] = [];
    const visit = async (path: string) => {
      // a query on the same path is that page filtered: the same title, and the focus stays where the visitor is
      const here = await page.evaluate(() => location.pathname);
      const pathname = path.split('?')[0]!;
      if (seen.has(pathname) || pathname === here || /\/(cart|checkout|auth)\b/.test(path)) return;
      const { title, focus } = await navigate(page, path, pathname.startsWith('/fr/account/') ? seen.get('/fr/account/home') : undefined);
      seen.set(pathname, title);
      // a screen whose title came after the route focus's wait (a chunk slow to load on a busy machine) has the page's
      // h1 instead, which was drawn before: that is the fallback doing its job, not a late focus
      const fellBack = focus.after >= ROUTE_FOCUS_WAIT_MS;
      if (focus.focused !== focus.drawn && !fellBack) late.push(`${path}: "${focus.text}" drawn at frame ${focus.drawn}, focused at ${focus.focused}`);
    };
    for (const path of paths) await visit(path);
    for (const tab of await linksOf(page, 'nav[aria-label="Rubriques du compte"] a', '/fr/account/', 20)) await visit(tab);
    for (const list of ['/fr/account/registrations', '/fr/account/carts', '/fr/account/vouchers']) {
      await visit(list);
      const [detail] = await linksOf(page, 'main a', `${list}/`, 1);
      if (detail) await visit(detail);
    }

    expect(seen.size).toBeGreaterThan(20);
    const byTitle = new Map<string, string[]>();
    for (const [path, title] of seen) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    const shared = [...byTitle].filter(([, ps]) => ps.length > 1).map(([t, ps]) => `"${t}": ${ps.join(', ')}`);
    expect(shared, 'titles shared by several pages').toEqual([]);
    expect(late, 'headings focused after the frame that drew them').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
