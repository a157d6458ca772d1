import { describe, expect, inject, it } from 'vitest';
import { firstAddable } from './api-fixtures';
import { axe, describeViolations, openContext, signInWithin, useBrowser, watchErrors } from './browser';

const urls = inject('urls');
const browser = useBrowser();

describe('hosted shell', () => {
  it('renders the organiser layout and home sections; a visitor logs in from a detail page and adds to the cart', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr`);

    // layout of 001 §2 from the seed's website: top bar, header with the organiser, footer
    await page.locator('main .o-card').first().waitFor();
    await page.getByRole('link', { name: "S'inscrire" }).first().waitFor();
    await expect.poll(() => page.locator('footer').textContent()).toContain('Les Ateliers du Parc');
    await expect.poll(() => page.title()).toContain('Les Ateliers du Parc');
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // a card links to its detail route with the language prefix
    const target = await firstAddable(urls.api);
    await page.goto(`${urls.shell}fr/availabilities/${target.cuid}`);
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    const login = page.locator('main').getByRole('link', { name: 'Se connecter' });
    expect(await login.getAttribute('href')).toBe(`/fr/auth/login?redirect=${encodeURIComponent(`/fr/availabilities/${target.cuid}`)}`);
    await login.click();
    await page.waitForURL(/\/fr\/auth\/login\?redirect=/);
    await signInWithin(page.locator('main'));

    // back on the detail page, signed in: greeting in the top bar, the add form
    await page.waitForURL(new RegExp(`/fr/availabilities/${target.cuid}$`));
    await page.getByText('Bonjour Claire').waitFor();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const drawer = page.locator('dialog[open]');
    await drawer.waitFor();
    await expect.poll(() => drawer.locator('.o-cart-item').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Panier, 1 article' }).count()).toBe(1);

    // clean up through the UI: delete the item
    await page.getByRole('button', { name: 'Panier, 1 article' }).click();
    await page.getByRole('button', { name: `Supprimer · ${target.title}` }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Panier, 0 article' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers unknown paths with the not-found page, with or without the language prefix', async () => {
    const page = await (await openContext(browser())).newPage();
    for (const path of ['fr/nulle-part', 'en/nowhere']) {
      await page.goto(`${urls.shell}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/introuvable|not found/i);
    }
    await page.context().close();
  });

  it('shows the general terms linked from the registration form', async () => {
    const page = await (await openContext(browser())).newPage();
    await page.goto(`${urls.shell}fr/terms`);
    await page.getByRole('heading', { name: 'Conditions générales' }).first().waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('Les places placées dans le panier sont réservées 15 minutes');
    await page.context().close();
  });
});
