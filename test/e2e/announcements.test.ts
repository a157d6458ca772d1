import { describe, expect, inject, it } from 'vitest';
import { demoToken, emptyCartOf, firstAddable } from './api-fixtures';
import { openContext, tokenKey, useBrowser, watchErrors, type Page } from './browser';

const urls = inject('urls');
const browser = useBrowser();

interface AxNode {
  nodeId: string;
  role?: { value?: string };
  name?: { value?: string };
  childIds?: string[];
  properties?: { name: string; value?: { value?: unknown } }[];
}

/**
 * What the live regions of the page hold, read from Chromium's accessibility tree (the shadow roots flattened into
 * it, as a screen reader gets it): one entry per live region with text.
 */
async function liveRegions(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const text = (n: AxNode | undefined): string =>
    !n ? '' : n.role?.value === 'StaticText' ? (n.name?.value ?? '') : (n.childIds ?? []).map((c) => text(byId.get(c))).join(' ');
  return nodes
    .filter((n) => {
      const live = n.properties?.find((p) => p.name === 'live')?.value?.value;
      return live === 'polite' || live === 'assertive';
    })
    .map((n) => text(n).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('what screen readers are told (issue 13.3): once, by one live region', () => {
  it('filter results, the cart count and the add-to-cart result, never twice, and nothing for the first answers', async () => {
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    const target = await firstAddable(urls.api);
    const context = await openContext(browser());
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.site}stages.html`, { waitUntil: 'networkidle' });
    await page.locator('oriel-cards .o-card').first().waitFor();
    // the page's first answers are not announced: the visitor has asked nothing yet
    expect((await liveRegions(page)).filter((t) => /résultat|Panier/.test(t))).toEqual([]);

    // a search: the grid says what it found
    const search = page.locator('oriel-cards').first().getByLabel('Rechercher');
    await search.focus();
    await page.keyboard.type(target.title);
    await expect.poll(async () => (await liveRegions(page)).join(' | '), { timeout: 5000 }).toMatch(/\d+ résultats?/);
    expect((await liveRegions(page)).filter((t) => /\d+ résultats?/.test(t))).toHaveLength(1);

    // an add: the cart's count and the result, each said once
    await page.locator(`#o-av-${target.cuid} button`).click();
    const dialog = page.locator('oriel-cards dialog[open]');
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    // the cart drawer opens (modal): the page's regions are inert behind it, so the drawer says both, once each
    await page.locator('oriel-cart dialog[open]').waitFor();
    await expect.poll(async () => (await liveRegions(page)).join(' | '), { timeout: 15_000 }).toMatch(/Panier, 1 article/);
    await expect.poll(async () => (await liveRegions(page)).join(' | '), { timeout: 15_000 }).toMatch(/Panier mis à jour/);
    const said = (await liveRegions(page)).join(' | ');
    expect(said.match(/Panier, 1 article/g), said).toHaveLength(1);
    expect(said.match(/Panier mis à jour/g), said).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
    await emptyCartOf(urls.api, token);
  });

  it("on a phone, 'Réinitialiser' in the modal filters dialog: what the grid found is said inside the dialog, once", async () => {
    const target = await firstAddable(urls.api);
    const context = await openContext(browser(), { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.site}stages.html`, { waitUntil: 'networkidle' });
    const cards = page.locator('oriel-cards').first();
    await cards.locator('.o-card').first().waitFor();
    const all = await cards.locator('.o-card').count();
    // a search from the dialog: applied when it closes, the grid narrows it down
    await cards.getByRole('button', { name: 'Filtres' }).click();
    const dialog = cards.locator('dialog[open]');
    await dialog.getByLabel('Rechercher').fill(target.title);
    await dialog.getByRole('button', { name: 'Voir les résultats' }).click();
    await expect.poll(() => cards.locator('.o-card').count()).toBeLessThan(all);
    // again, and reset from inside: the grid behind the modal dialog is inert, so the dialog says what it found
    await cards.getByRole('button', { name: /^Filtres/ }).click();
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect.poll(() => cards.locator('.o-card').count()).toBe(all);
    await expect.poll(async () => (await liveRegions(page)).join(' | '), { timeout: 5000 }).toMatch(/\d+ résultats/);
    const said = (await liveRegions(page)).join(' | ');
    expect(said.match(/\d+ résultats/g), said).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
