import { describe, expect, inject } from 'vitest';
import { itAtFirstInstant, openContext, useBrowser, watchErrors, nothingHappensFor } from './browser';
import { hostDocument, useHostPages } from './host-page';

const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();

/**
 * A single-page app's route change: the grid's element is removed and a new one added. Each shadow root records
 * whether its grid ever showed the loading block (the skeleton of a page of cards) before its cards.
 */
const PAGE = hostDocument(
  `<script src="${urls.loader}" data-api="${urls.api}"></script><div id="route"></div>` +
    `<script>
      const attach = Element.prototype.attachShadow;
      window.loadingBlocks = 0;
      Element.prototype.attachShadow = function (init) {
        const root = attach.call(this, init);
        new MutationObserver(() => {
          if (root.querySelector('.o-grid[aria-busy="true"] .o-card-skeleton') && !root.querySelector('.o-card-title')) root.blocked ||= (window.loadingBlocks++, true);
        }).observe(root, { childList: true, subtree: true });
        return root;
      };
      window.mount = () => {
        const grid = document.createElement('oriel-cards');
        grid.dataset.kind = 'availabilities';
        grid.dataset.pageSize = '3';
        document.querySelector('#route').replaceChildren(grid);
      };
      window.unmount = () => document.querySelector('#route').replaceChildren();
    </script>`,
);

describe('a remount shows the cache at once (issue 36)', () => {
  itAtFirstInstant(
    'within the freshness window: the cached cards at once and no request; after it: the cards at once and one request in the background',
    async () => {
      const context = await openContext(browser());
      const page = await context.newPage();
      const errors = watchErrors(page);
      let lists = 0;
      page.on('request', (r) => void (/\/api\/availabilities\?/.test(r.url()) && lists++));
      await page.goto(host.page(PAGE));
      await page.evaluate(() => (window as unknown as { mount(): void }).mount());
      const titles = page.locator('oriel-cards .o-card-title');
      await titles.first().waitFor({ timeout: 20_000 });
      const first = await titles.allTextContents();
      expect(lists).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { loadingBlocks: number }).loadingBlocks)).toBe(1);

      // another route, then back 5 s later: the same cards, no loading block, nothing asked
      await page.evaluate(() => (window as unknown as { unmount(): void }).unmount());
      await context.clock.fastForward(5_000);
      await page.evaluate(() => (window as unknown as { mount(): void }).mount());
      await titles.first().waitFor();
      expect(await titles.allTextContents()).toEqual(first);
      await nothingHappensFor(page, 500, 'the remounted cards ask nothing');
      expect(lists).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { loadingBlocks: number }).loadingBlocks)).toBe(1);

      // back after the window: the cached cards at once again, and one request refreshes them behind
      await page.evaluate(() => (window as unknown as { unmount(): void }).unmount());
      await context.clock.fastForward(30_000);
      await page.evaluate(() => (window as unknown as { mount(): void }).mount());
      await titles.first().waitFor();
      await expect.poll(() => lists).toBe(2);
      await nothingHappensFor(page, 500, 'the refresh is one request, not more');
      expect(lists).toBe(2);
      expect(await page.evaluate(() => (window as unknown as { loadingBlocks: number }).loadingBlocks)).toBe(1);
      expect(errors).toEqual([]);
    },
  );
});
