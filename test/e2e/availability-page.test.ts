import { describe, expect, inject, it } from 'vitest';
import { axe, describeViolations, openContext, useBrowser, watchErrors, watchLayoutShifts, nothingHappensFor } from './browser';

// /availabilities/{cuid} inside the seed's AVAILABILITY page, reached from a catalog page (000 §2).
const urls = inject('urls');
const browser = useBrowser();

describe('availability page', () => {
  it('a card of the catalog page opens the organiser’s AVAILABILITY page around the detail, with the catalog breadcrumb', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr/stages`);
    const main = page.locator('main');
    const link = main.locator('a[href^="/fr/availabilities/"]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/fr\/availabilities\/[a-z0-9]+\?from=%2Fstages$/);
    await link.click();
    await page.waitForURL((url) => url.pathname + url.search === href);

    const h1 = main.getByRole('heading', { level: 1 });
    await h1.waitFor();
    const title = ((await h1.textContent()) ?? '').trim();
    const crumbs = main.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('listitem');
    await expect.poll(() => crumbs.allTextContents()).toEqual(['Accueil', 'Stages de vacances', title]);
    expect(await main.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Stages de vacances' }).getAttribute('href')).toBe(
      '/fr/stages',
    );

    // the organiser's sections, in their order around the detail
    const order = await main.evaluate((root) => {
      const at = (el: Element | null) => (el ? [...root.querySelectorAll('*')].indexOf(el) : -1);
      return {
        before: at([...root.querySelectorAll('.o-alert-title')].find((e) => e.textContent === 'Bon à savoir') ?? null),
        detail: at(root.querySelector('.o-section-availability-detail h1')),
        after: at([...root.querySelectorAll('h2')].find((e) => e.textContent === 'Questions fréquentes') ?? null),
      };
    });
    expect(order.before).toBeGreaterThan(-1);
    expect(order.detail).toBeGreaterThan(order.before);
    expect(order.after).toBeGreaterThan(order.detail);
    await main.getByText('Que faut-il apporter ?').waitFor();

    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // the server's HTML of that URL already holds the frame, the detail and the catalog breadcrumb
    const res = await fetch(new URL(href, urls.shell));
    expect(res.status).toBe(200);
    const html = await res.text();
    const app = html.slice(html.indexOf('id="app"'));
    expect(app).toContain('Bon à savoir');
    expect(app).toContain('o-section-availability-detail');
    expect(app).toContain('Questions fréquentes');
    expect(app).toMatch(/<a[^>]+href="\/fr\/stages"[^>]*>Stages de vacances<\/a>/);
    expect(app.indexOf('Bon à savoir')).toBeLessThan(app.indexOf('<h1'));
    expect(app.indexOf('<h1')).toBeLessThan(app.indexOf('Questions fréquentes'));
  });

  it('the page takes over the server’s markup without any layout shift; without ?from= the breadcrumb is home / title', async () => {
    const res = await fetch(`${urls.shell}fr/stages`);
    const cuid = /href="\/fr\/availabilities\/([a-z0-9]+)\?from=%2Fstages"/.exec(await res.text())?.[1];
    expect(cuid).toBeTruthy();
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const shifts = await watchLayoutShifts(page);
    await page.goto(`${urls.shell}fr/availabilities/${cuid}`, { waitUntil: 'networkidle' });
    const main = page.locator('main');
    const title = ((await main.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await main.getByText('Bon à savoir').waitFor();
    await expect.poll(() => main.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('listitem').allTextContents()).toEqual(['Accueil', title]);
    await nothingHappensFor(page, 500, 'nothing shifts once the page has drawn');
    expect(await shifts()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
