import { describe, expect, inject, it } from 'vitest';
import { axe, describeViolations, openContext, useBrowser, watchErrors, type Page } from './browser';
import { demoToken, emptyCartOf, openAvailabilities } from './api-fixtures';
import { arrowTo, couponTransferTerms, escapeRe, focused, tabTo } from './keyboard';

// Keyboard alone in the hosted shell: the keyboard.test.ts journey (Tab, Shift+Tab, Enter, Space, arrows, Escape; no
// pointer, no focus() on a target), and axe on each state opened on the way.
const urls = inject('urls');
const browser = useBrowser();

async function noViolations(page: Page, state: string) {
  const violations = await axe(page);
  expect(violations, `${state}:\n${describeViolations(violations)}`).toEqual([]);
}

const cuidOf = (href: string | null) => href?.match(/\/availabilities\/([a-z0-9]+)/)?.[1] ?? null;

describe('keyboard alone in the hosted shell (issue 13.1)', () => {
  it('a session from the week calendar and one from a filtered grid, signed in, participants and options, the drawer, a coupon, bank transfer, confirmed', async () => {
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    // what the demo customer's children may join: Hugo is 13, Léa 8 (the camps ask a question, answered below)
    const forHugo = new Map((await openAvailabilities(urls.api, { limit: 100, age: 13 })).map((s) => [s.cuid, s]));
    const forLea = new Map((await openAvailabilities(urls.api, { limit: 100, age: 8, questions: true })).map((s) => [s.cuid, s]));
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const main = page.locator('main');
    try {
      await page.goto(`${urls.shell}fr/cours`, { waitUntil: 'networkidle' });
      await main.locator('.o-week-title').waitFor();

      // the week calendar: on to the next date with sessions beyond this week (the Sunday night instant has none left
      // in it); the button keeps the focus while the next one loads, instead of dropping it to <body>
      const title = await main.locator('.o-week-title').textContent();
      await tabTo(page, /^Date disponible suivante$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => main.locator('.o-week-title').textContent()).not.toBe(title);
      await expect.poll(async () => (await focused(page)).name).toBe('Date disponible suivante');
      // the week's own state (its loading display, the days built out of sight, the answer on its way), not a part of
      // it: before the next week's loading display shows, no part is busy yet, and the Tabs would pass it by
      await expect.poll(() => main.locator('.o-week[aria-busy="false"]').count()).toBe(1);
      const week = await tabTo(page, (f) => !!f.card?.startsWith('o-week-') && forHugo.has(cuidOf(f.href) ?? ''));
      const first = forHugo.get(cuidOf(week.href)!)!;
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === `/fr/availabilities/${first.cuid}`);
      await main.getByRole('heading', { level: 1, name: first.title }).waitFor();
      await expect.poll(async () => (await focused(page)).tag).toBe('h1');
      await noViolations(page, 'session page, signed out');

      // signing in from the session's page, and back to it
      await tabTo(page, /^Se connecter$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/fr\/auth\/login\?redirect=/);
      await main.getByLabel('E-mail').waitFor();
      await noViolations(page, 'sign-in page');
      await tabTo(page, (f) => f.tag === 'input' && /^E-mail/.test(f.name));
      await page.keyboard.type('demo@oriel.test');
      await tabTo(page, (f) => f.tag === 'input' && /^Mot de passe/.test(f.name));
      await page.keyboard.type('demo-password');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === `/fr/availabilities/${first.cuid}`);
      const add = main.getByRole('button', { name: 'Ajouter au panier' });
      await add.waitFor();

      // Hugo (13) for the week's session, chosen with the arrows; Enter adds it and the drawer opens by itself
      await tabTo(page, /^Participant/);
      await arrowTo(page, /Hugo/);
      await tabTo(page, /^Ajouter au panier$/);
      await page.keyboard.press('Enter');
      const drawer = page.locator('dialog[open]');
      await drawer.waitFor();
      await expect.poll(() => drawer.locator('.o-cart-item').count()).toBe(1);
      await noViolations(page, 'cart drawer, one item');
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
      // the focus goes back to the add button, not to <body>
      await expect.poll(async () => (await focused(page)).name).toBe('Ajouter au panier');

      // the header's Stages menu, by keyboard, to the catalog grid
      await tabTo(page, (f) => f.tag === 'button' && f.name === 'Stages', { back: true });
      await page.keyboard.press('Enter');
      await tabTo(page, /^Voir tout : Stages$/);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/fr/stages');

      // the grid's search filter narrows to a camp Léa (8) can join, whose card then opens with Enter
      const campInGrid = async () => {
        const hrefs = await main.locator('[id^="o-av-"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        return hrefs.map((href) => forLea.get(cuidOf(href) ?? '')).find((s) => !!s) ?? null;
      };
      await expect.poll(campInGrid, { message: 'a camp of the grid for Léa' }).not.toBeNull();
      const camp = await campInGrid();
      await tabTo(page, /^Rechercher$/);
      await page.keyboard.type(camp!.title);
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(camp!.title);
      await expect.poll(async () => (await main.locator('.o-card-title').allTextContents()).every((t) => t.includes(camp!.title))).toBe(true);
      await tabTo(page, (f) => f.card === `o-av-${camp!.cuid}` && f.tag === 'a', { back: true });
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === `/fr/availabilities/${camp!.cuid}`);
      await add.waitFor();

      // Léa, an option switched on with Space, the required question answered, added: two items in the drawer
      await tabTo(page, /^Participant/);
      await arrowTo(page, /Léa/);
      const option = await tabTo(page, (f) => f.tag === 'input' && /\(\+[\d,]+ €\)/.test(f.name));
      await page.keyboard.press('Space');
      expect(
        await main
          .getByRole('switch', { name: option.name })
          .or(main.getByRole('checkbox', { name: option.name }))
          .first()
          .isChecked(),
      ).toBe(true);
      if (camp!.questions) {
        await tabTo(page, /\*$/);
        await page.keyboard.type('Marc Dubois, +32 470 98 76 54');
      }
      await noViolations(page, 'session page, signed in, the form filled');
      await tabTo(page, /^Ajouter au panier$/);
      await page.keyboard.press('Enter');
      await drawer.waitFor();
      await expect.poll(() => drawer.locator('.o-cart-item').count()).toBe(2);
      await noViolations(page, 'cart drawer, two items');

      // in the drawer: the week's session removed, the camp stays; then to the checkout
      await tabTo(page, new RegExp(`^Supprimer · ${escapeRe(first.title)}`));
      await page.keyboard.press('Enter');
      await expect.poll(() => drawer.locator('.o-cart-item').count()).toBe(1);
      expect(await drawer.locator('.o-cart-item').textContent()).toContain(camp!.title);
      await tabTo(page, /^Commander$/);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/fr/checkout');
      await main.getByRole('button', { name: 'Confirmer ma commande' }).waitFor();

      await couponTransferTerms(page, main);
      await noViolations(page, 'checkout');
      await tabTo(page, /^Confirmer ma commande$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/fr\/checkout\/[^/]+\/success/);
      await main.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
      expect(await main.textContent()).toContain(camp!.title);
      await noViolations(page, 'confirmation');
      expect(errors).toEqual([]);
    } finally {
      await emptyCartOf(urls.api, token);
      await context.close();
    }
  });

  it('axe on the open states the journeys do not pass through: on a phone the filters dialog, the menu’s accordion, the date popover; a header submenu; a card dialog and its sign-in form', async () => {
    // the shell on a phone: the grid's filters live in a dialog; its draft applies with 'Voir les résultats'
    const phone = await openContext(browser(), { viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr/stages`, { waitUntil: 'networkidle' });
    const filters = page.locator('dialog[open]');
    await tabTo(page, (f) => f.tag === 'button' && /^Filtres/.test(f.name));
    await page.keyboard.press('Enter');
    await filters.waitFor();
    await expect.poll(() => filters.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await noViolations(page, 'filters dialog (390 px)');
    await tabTo(page, /^Rechercher$/);
    await page.keyboard.type('multisport');
    await tabTo(page, /^Voir les résultats$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => filters.count()).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('multisport');
    // focus back on the button that opened it, which now counts one active filter
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Filtres, 1 filtre/);
    await page.keyboard.press('Enter');
    await filters.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => filters.count()).toBe(0);
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Filtres/);

    // on the same phone, the menu with an accordion open, and the schedule's date popover
    await tabTo(page, /^Ouvrir le menu$/, { back: true });
    await page.keyboard.press('Enter');
    const menu = page.locator('dialog.o-menu-drawer[open]');
    await menu.waitFor();
    await tabTo(page, (f) => f.tag === 'button' && f.name === 'Cours');
    await page.keyboard.press('Enter');
    await tabTo(page, /^Voir tout : Cours$/);
    await noViolations(page, 'mobile menu, an accordion open (390 px)');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/fr/cours');
    await expect.poll(() => menu.count()).toBe(0);
    await tabTo(page, /^Choisir une date$/);
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Choisir une date' });
    await popover.waitFor();
    await expect.poll(() => popover.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await noViolations(page, 'date popover (390 px)');
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.count()).toBe(0);
    await expect.poll(async () => (await focused(page)).name).toBe('Choisir une date');
    expect(errors).toEqual([]);
    await phone.close();

    // the shell on a desktop: a header submenu, open
    const desktop = await openContext(browser());
    const shell = await desktop.newPage();
    const shellErrors = watchErrors(shell);
    await shell.goto(`${urls.shell}fr`, { waitUntil: 'networkidle' });
    await tabTo(shell, (f) => f.tag === 'button' && f.name === 'Stages');
    await shell.keyboard.press('Enter');
    await tabTo(shell, /^Voir tout : Stages$/);
    await noViolations(shell, 'header submenu');
    await shell.keyboard.press('Escape');
    await expect.poll(async () => (await focused(shell)).name).toBe('Stages');
    expect(await shell.locator('.o-nav-toggle[aria-expanded="true"]').count()).toBe(0);
    expect(shellErrors).toEqual([]);

    // the organiser's site: a card's dialog, then its sign-in form (no login page there: it opens in the dialog)
    const site = await desktop.newPage();
    const siteErrors = watchErrors(site);
    await site.goto(`${urls.site}stages.html`);
    await site.locator('oriel-cards .o-card').first().waitFor();
    const card = await tabTo(site, (f) => !!f.card?.startsWith('o-av-') && f.tag === 'button');
    await site.keyboard.press('Enter');
    const dialog = site.locator('oriel-cards dialog[open]');
    await dialog.getByRole('button', { name: 'Se connecter' }).waitFor();
    await noViolations(site, 'card dialog, signed out');
    await tabTo(site, /^Se connecter$/);
    await site.keyboard.press('Enter');
    await dialog.getByLabel('E-mail').waitFor();
    await noViolations(site, 'sign-in form in the card dialog');
    await site.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => (await focused(site)).card).toBe(card.card);
    expect(siteErrors).toEqual([]);
    await desktop.close();
  });
});
