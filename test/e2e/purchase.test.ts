import { describe, expect, inject, it } from 'vitest';
import { aBundle, addable } from './api-fixtures';
import { axe, describeViolations, launchBrowser, openContext, signInWithin, useBrowser, watchErrors, watchRawKeys, type Page, tokenKey } from './browser';

const urls = inject('urls');
const browser = useBrowser();

async function addFromDetail(page: Page, path: string, title: string) {
  await page.goto(`${urls.shell}fr${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.locator('main').getByRole('button', { name: 'Ajouter au panier' }).click();
  // the drawer opens by itself when the count grows (001 §2)
  await page.locator('dialog[open]').waitFor();
  await page.keyboard.press('Escape');
}

describe('purchase journeys (issue 4)', () => {
  it('shell: a new customer registers with a participant, adds two availabilities and a bundle, applies a coupon, pays online, lands on success', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = `e2e-${Date.now()}@oriel.test`;

    await page.goto(`${urls.shell}fr/auth/register`);
    const main = page.locator('main');
    await main.getByLabel('Prénom').fill('Nora');
    await main.getByLabel('Nom', { exact: true }).fill('Lemaire');
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Téléphone').fill('+32 470 00 00 00');
    await main.getByLabel('Mot de passe').fill('secret-123');
    const address = main.getByRole('combobox', { name: 'Adresse' });
    await address.fill('Rue de la Loi');
    await main.getByRole('option').first().waitFor();
    await address.press('ArrowDown');
    await address.press('Enter');
    await main.getByLabel('Je participerai moi-même à des activités').check();
    await main.getByLabel('Date de naissance').fill('2016-05-04');
    await main
      .getByRole('radiogroup', { name: /Taille de t-shirt/ })
      .getByRole('radio')
      .first()
      .check();
    await main.getByLabel("J'accepte les conditions générales").check();
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Bonjour Nora').waitFor();

    const [first, second] = await addable(urls.api, { count: 2 });
    await addFromDetail(page, `/availabilities/${first!.cuid}`, first!.title);
    await addFromDetail(page, `/availabilities/${second!.cuid}`, second!.title);
    const bundle = await aBundle(urls.api);
    await addFromDetail(page, `/bundles/${bundle.cuid}`, bundle.title);
    await expect.poll(() => page.getByRole('button', { name: 'Panier, 3 articles' }).count()).toBe(1);

    // checkout: the cart's checkout button leads there
    await page.getByRole('button', { name: 'Panier, 3 articles' }).click();
    await page.locator('dialog[open]').getByRole('link', { name: 'Commander' }).click();
    await page.waitForURL(/\/fr\/checkout$/);
    await main.getByLabel('Code promo').fill('BIENVENUE10');
    await main.getByRole('button', { name: 'Appliquer' }).click();
    await main.getByRole('button', { name: 'Retirer le code promo' }).waitFor();
    const checkoutViolations = await axe(page);
    expect(checkoutViolations, describeViolations(checkoutViolations)).toEqual([]);
    await main.getByLabel('Payer en ligne maintenant').check();
    await main.getByLabel("J'accepte les conditions générales").check();
    await main.getByRole('button', { name: 'Confirmer ma commande' }).click();

    // the top window goes to the payment provider (simulator on the API origin) and comes back
    await page.waitForURL(new RegExp(`^${new URL(urls.api).origin}/pay/`));
    await page.getByRole('button', { name: 'Payer' }).click();
    await page.waitForURL(/\/fr\/checkout\/[^/]+\/success/);
    await page.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
    const success = await main.textContent();
    for (const title of [first!.title, second!.title, bundle.title]) expect(success).toContain(title);

    // the paid cart is in the customer's cart history
    const token = await page.evaluate((key) => localStorage.getItem(key), tokenKey(urls.api));
    const history = (await (await fetch(`${urls.api}/api/account/carts`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { processed_at: string | null; items: unknown[]; coupon: { label?: string } | null }[];
    };
    expect(history.data).toHaveLength(1);
    expect(history.data[0]!.processed_at).not.toBeNull();
    expect(history.data[0]!.items).toHaveLength(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('organiser site with third-party cookies blocked: log in, add, check out by bank transfer, success inside the host page', async () => {
    const strict = await launchBrowser(['--test-third-party-cookie-phaseout']);
    try {
      const page = await (await openContext(strict)).newPage();
      const errors = watchErrors(page);
      const rawKeys = await watchRawKeys(page);
      await page.goto(urls.site);
      const [target] = await addable(urls.api, { minPrice: 2000 });
      await page.locator(`#o-av-${target!.cuid} button`).click();
      const dialog = page.locator('oriel-cards dialog[open]');
      await signInWithin(dialog, { prompt: true });
      await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();

      // the drawer's checkout button goes to the host page holding <oriel-checkout> (data-href-checkout)
      const drawer = page.locator('oriel-cart dialog[open]');
      await drawer.getByRole('link', { name: 'Commander' }).click();
      await page.waitForURL(/commande\.html/);
      const checkout = page.locator('oriel-checkout');
      await checkout.getByRole('button', { name: 'Confirmer ma commande' }).waitFor();
      await checkout.getByLabel('Payer plus tard par virement').check();
      await checkout.getByLabel("J'accepte les conditions générales").check();
      await checkout.getByRole('button', { name: 'Confirmer ma commande' }).click();

      await checkout.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
      expect(new URL(page.url()).origin).toBe(new URL(urls.site).origin);
      // the bank-transfer reference: a Belgian structured communication
      await expect.poll(() => checkout.evaluate((el) => el.shadowRoot?.textContent ?? '')).toMatch(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      // the checkout shows the catalogue's second part, which it waited for: no key read as itself
      expect(await rawKeys()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
