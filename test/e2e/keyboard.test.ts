import { describe, expect, inject, it } from 'vitest';
import { addable, aBundle, demoToken, emptyCartOf } from './api-fixtures';
import { axe, describeViolations, openContext, useBrowser, watchErrors } from './browser';
import { couponTransferTerms, escapeRe, focused, tabTo } from './keyboard';

const urls = inject('urls');
const browser = useBrowser();

describe('keyboard alone (issue 13.1: Tab, Shift+Tab, Enter, Space, arrows, Escape; no pointer)', () => {
  it('organiser site: filter a grid, open a session, sign in, choose a participant, add it and a bundle, remove one in the drawer, check out with a coupon by bank transfer', async () => {
    // a session for Hugo (13), not for Léa (8): the form chooses him, and her option cannot be chosen
    const [target] = await addable(urls.api, { age: 13 });
    const bundle = await aBundle(urls.api);
    // the demo customer signs in below: what another file left in their cart would change the counts this test reads
    await emptyCartOf(urls.api, await demoToken(urls.api));
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.site}stages.html`);
    await page.locator('oriel-cards .o-card').first().waitFor();

    // the grid's search filter narrows to the session's title
    await tabTo(page, /^Rechercher$/);
    await page.keyboard.type(target!.title);
    await expect.poll(() => new URL(page.url()).searchParams.get('oc-search')).toBe(target!.title);
    await page.locator(`#o-av-${target!.cuid}`).waitFor();

    // its card opens with Enter; the dialog's login prompt, then the form, by Tab and typing
    await tabTo(page, (f) => f.card === `o-av-${target!.cuid}` && f.tag === 'button');
    await page.keyboard.press('Enter');
    const dialog = page.locator('oriel-cards dialog[open]');
    await dialog.waitFor();
    await tabTo(page, /^Se connecter$/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^E-mail/);
    await page.keyboard.type('demo@oriel.test');
    await tabTo(page, /^Mot de passe/);
    await page.keyboard.type('demo-password');
    await page.keyboard.press('Enter');

    // signed in: the participant is a select holding Hugo; the arrow key passes over Léa, outside the session's ages
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).waitFor();
    await tabTo(page, /^Participant/);
    const participant = dialog.getByLabel('Participant');
    const chosen = async () => (await participant.locator('option:checked').textContent())?.trim();
    await expect.poll(chosen).toBe('Hugo Dubois, 13 ans');
    expect(await participant.locator('option', { hasText: 'Léa Dubois' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await chosen()).toBe('Hugo Dubois, 13 ans');
    await tabTo(page, /^Ajouter au panier$/);
    await page.keyboard.press('Enter');

    // the drawer opens by itself (001 §2); Escape closes it, then the card's dialog, each giving the focus back
    const drawer = page.locator('oriel-cart dialog[open]');
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await focused(page)).card).toBe(`o-av-${target!.cuid}`);

    // a bundle from the second grid, its dialog's add button reached by Tab
    await tabTo(page, (f) => f.tag === 'button' && f.name.includes(bundle.title));
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, /^Ajouter au panier$/);
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await expect.poll(() => drawer.locator('.o-cart-item').count()).toBe(2);
    let violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // in the drawer: remove the bundle; the session stays
    await tabTo(page, new RegExp(`^Supprimer · ${escapeRe(bundle.title)}`));
    await page.keyboard.press('Enter');
    await expect.poll(() => drawer.locator('.o-cart-item').count()).toBe(1);
    expect(await drawer.locator('.o-cart-item').textContent()).toContain(target!.title);

    // to the checkout page (data-href-checkout), the coupon, bank transfer, the terms, confirmed
    await tabTo(page, /^Commander$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/commande\.html/);
    const checkout = page.locator('oriel-checkout');
    await checkout.getByRole('button', { name: 'Confirmer ma commande' }).waitFor();
    await couponTransferTerms(page, checkout);
    await tabTo(page, /^Confirmer ma commande$/);
    await page.keyboard.press('Enter');
    await checkout.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
    violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
