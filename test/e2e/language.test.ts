import { describe, expect, inject, it } from 'vitest';
import { addToCart, demoToken, emptyCartOf, firstAddable } from './api-fixtures';
import { axe, describeViolations, openContext, useBrowser, watchErrors, tokenKey, type Page } from './browser';

const urls = inject('urls');
const browser = useBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** The app has rendered over the server's markup (its style markers gone): its click handlers are on. */
const takenOver = (page: Page) => expect.poll(() => page.locator('[data-oriel-style]').count()).toBe(0);

describe('language switch in the hosted shell', () => {
  it('switches /fr/stages to English by keyboard, and an address without prefix then lands in English', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr/stages?x=1`);
    const switchFr = page.getByRole('banner').getByRole('navigation', { name: 'Langue' });
    await switchFr.waitFor();
    expect(await htmlLang(page)).toBe('fr');
    expect(await switchFr.getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true');
    const english = switchFr.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('href')).toBe('/en/stages?x=1');
    expect(await english.getAttribute('hreflang')).toBe('en');
    // a switch made once the app runs is remembered (before, or without JavaScript, the link alone works)
    await takenOver(page);

    await english.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${urls.shell}en/stages?x=1`);
    const switchEn = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
    await switchEn.waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await switchEn.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(await switchEn.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/stages?x=1');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // remembered: an address without prefix goes to the English page; a prefixed one is explicit and stays
    await page.goto(`${urls.shell}stages`);
    await page.waitForURL(`${urls.shell}en/stages`);
    await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await page.goto(`${urls.shell}fr/stages`);
    await page.getByRole('banner').getByRole('navigation', { name: 'Langue' }).waitFor();
    expect(page.url()).toBe(`${urls.shell}fr/stages`);
    expect(await htmlLang(page)).toBe('fr');

    // back to French with the switch: the next address without prefix stays French
    await takenOver(page);
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${urls.shell}fr/stages`);
    await page.goto(`${urls.shell}stages`);
    await page.getByRole('banner').getByRole('navigation', { name: 'Langue' }).waitFor();
    expect(page.url()).toBe(`${urls.shell}stages`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is in the mobile menu on a phone', async () => {
    const context = await openContext(browser(), { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${urls.shell}en/stages`);
    await takenOver(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Language' });
    expect(await menu.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/stages');
    expect(await menu.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('banner').locator('.o-lang-wide').isVisible()).toBe(false);
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: server-rendered links, and alternates in the head', async () => {
    const context = await openContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${urls.shell}fr/stages`);
    const english = page.getByRole('banner').getByRole('link', { name: 'English' });
    expect(await english.getAttribute('href')).toBe('/en/stages');
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(`${urls.shell}en/stages`);
    expect(await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute('href')).toBe(`${urls.shell}fr/stages`);
    await english.click();
    await page.waitForURL(`${urls.shell}en/stages`);
    expect(await htmlLang(page)).toBe('en');
    await context.close();
  });
});

describe('language of the widgets on the organiser site', () => {
  it('Oriel.setLang re-renders both widgets in English in place: no reload, the session and the cart stay', async () => {
    const target = await firstAddable(urls.api);
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const cardsText = () => page.evaluate(() => document.querySelector('oriel-cards')?.shadowRoot?.textContent ?? '');
    try {
      await page.goto(urls.site);
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
      await addToCart(urls.api, token, [target.id]);
      await page.reload();
      await page.locator('oriel-cards .o-card').first().waitFor();
      const cartButton = page.locator('oriel-cart .o-cart-button');
      await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Panier, 1 article');
      // the grid fetches again once the session is known (a per-visitor cache): its cards come back
      await expect.poll(cardsText).toMatch(/restantes?/);

      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      const english = page.getByRole('group', { name: 'Langue des réservations' }).getByRole('button', { name: 'English' });
      await english.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 1 item');
      await expect.poll(cardsText).toMatch(/places? left/);
      expect(await cardsText()).not.toMatch(/restantes?/);
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
      expect(await english.getAttribute('aria-pressed')).toBe('true');
      // the page's own language is the organiser's
      expect(await htmlLang(page)).toBe('fr');

      // the drawer opens in English, the item still there
      await cartButton.click();
      const drawer = page.locator('oriel-cart dialog[open]');
      await expect.poll(() => drawer.locator('.o-cart-item').count()).toBe(1);
      await drawer.getByRole('button', { name: `Remove · ${target.title}` }).waitFor();
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.keyboard.press('Escape');

      // remembered: a reload shows English at once (the page sets no data-lang)
      await page.reload();
      await page.locator('oriel-cards .o-card').first().waitFor();
      await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Cart, 1 item');
      // as above, the grid fetches again once the session is known: read its cards once they are back
      await expect.poll(cardsText).toMatch(/places? left/);
      expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await emptyCartOf(urls.api, token);
      await context.close();
    }
  });
});
