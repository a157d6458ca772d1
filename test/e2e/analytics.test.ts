import { describe, expect, inject, it } from 'vitest';
import { addable, demoToken, emptyCartOf } from './api-fixtures';
import { openContext, signInWithin, useBrowser, watchErrors, type Page, nothingHappensFor } from './browser';
import { hostDocument, useHostPages } from './host-page';

const urls = inject('urls');
const browser = useBrowser();

/** Host pages of an organiser's site (same origin: one session), the loader opted in to the dataLayer bridge or not. */
const host = useHostPages();
const loader = (analytics: boolean) => `<script async src="${urls.loader}" data-api="${urls.api}"${analytics ? ' data-analytics="datalayer"' : ''}></script>`;
host.serve(
  '/stages.html',
  hostDocument(
    `${loader(true)}<oriel-cart data-href-checkout="/commande.html"></oriel-cart><main><oriel-cards data-kind="availabilities" id="stages"></oriel-cards></main>`,
  ),
);
host.serve('/commande.html', hostDocument(`${loader(true)}<main><oriel-checkout></oriel-checkout></main>`));
host.serve('/plain.html', hostDocument(`${loader(false)}<main><oriel-cards data-kind="availabilities"></oriel-cards></main>`));

interface Item {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: number;
}
interface Pushed {
  event?: string;
  ecommerce?: { currency: string; value: number; items: Item[]; transaction_id?: string; item_list_name?: string } | null;
}

const layer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).map((e) => JSON.parse(JSON.stringify(e)) as Pushed));
const events = async (page: Page, name: string) => (await layer(page)).filter((e) => e.event === name);

/** GA4's item shape, with the event's value the sum of its items. */
function expectGa4(e: Pushed) {
  expect(e.ecommerce?.currency).toBe('EUR');
  for (const item of e.ecommerce?.items ?? []) {
    expect(Object.keys(item).sort()).toEqual(expect.arrayContaining(['item_category', 'item_id', 'item_name', 'price', 'quantity']));
    expect(typeof item.price).toBe('number');
    expect(item.item_name).not.toBe('');
  }
  const sum = (e.ecommerce?.items ?? []).reduce((s, i) => s + i.price * i.quantity, 0);
  expect(e.ecommerce?.value).toBeCloseTo(sum, 2);
}

describe('analytics without code: data-analytics="datalayer" (issue 12.3)', () => {
  it('a visit pushes GA4 events: list, item, add, remove, begin checkout, purchase once (not again on reload)', async () => {
    const [target] = await addable(urls.api, { minPrice: 2000 });
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(host.url('/stages.html'));
      await page.locator('oriel-cards .o-card').first().waitFor();

      // view_item_list: the cards the grid shows, in order, with their prices
      await expect.poll(async () => (await events(page, 'view_item_list')).length).toBe(1);
      const [list] = await events(page, 'view_item_list');
      expectGa4(list!);
      // the grid draws the cards a screen shows first and the rest a frame later, in skeletons' places: read it whole
      await expect.poll(() => page.locator('oriel-cards .o-card-skeleton').count()).toBe(0);
      const shown = await page.locator('oriel-cards .o-card-title[id]').evaluateAll((els) => els.map((el) => el.id.replace(/^o-av-/, '')));
      expect(list!.ecommerce!.items.map((i) => i.item_id)).toEqual(shown);
      expect(list!.ecommerce!.items.find((i) => i.item_id === target!.cuid)).toMatchObject({
        item_name: target!.title,
        item_category: 'availability',
        quantity: 1,
      });
      // GTM's advice: each ecommerce event follows a reset of the previous ecommerce object
      const all = await layer(page);
      expect(all[all.indexOf(all.find((e) => e.event === 'view_item_list')!) - 1]).toEqual({ ecommerce: null });

      // view_item: the card opens in place
      await page.locator(`#o-av-${target!.cuid} button`).click();
      await expect.poll(async () => (await events(page, 'view_item')).map((e) => e.ecommerce!.items[0]!.item_id)).toEqual([target!.cuid]);
      expectGa4((await events(page, 'view_item'))[0]!);

      // add_to_cart: from the cart store, once signed in (signing in loads the cart: no event for that)
      const dialog = page.locator('oriel-cards dialog[open]');
      await signInWithin(dialog, { prompt: true });
      await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect.poll(async () => (await events(page, 'add_to_cart')).length).toBe(1);
      const [added] = await events(page, 'add_to_cart');
      expectGa4(added!);
      expect(added!.ecommerce!.items).toEqual([
        expect.objectContaining({ item_id: target!.cuid, item_name: target!.title, item_category: 'availability', quantity: 1 }),
      ]);
      const price = added!.ecommerce!.items[0]!.price;
      expect(price).toBeGreaterThanOrEqual(20);

      // remove_from_cart: the drawer's delete
      const drawer = page.locator('oriel-cart dialog[open]');
      await drawer.getByRole('button', { name: `Supprimer · ${target!.title}` }).click();
      await expect.poll(async () => (await events(page, 'remove_from_cart')).map((e) => e.ecommerce!.items[0]!.item_id)).toEqual([target!.cuid]);
      expect(await events(page, 'begin_checkout')).toEqual([]);

      // add again, then the checkout page: begin_checkout with the cart's line (the drawer closes by itself at zero,
      // then Escape closes the card's dialog: each waited for, or Escape may land on the drawer still closing)
      await expect.poll(() => page.locator('oriel-cart dialog[open]').count()).toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('oriel-cards dialog[open]').count()).toBe(0);
      await page.locator(`#o-av-${target!.cuid} button`).click();
      await page.locator('oriel-cards dialog[open]').getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.locator('oriel-cart dialog[open]').getByRole('link', { name: 'Commander' }).click();
      await page.waitForURL(/commande\.html/);
      const checkout = page.locator('oriel-checkout');
      await checkout.getByRole('button', { name: 'Confirmer ma commande' }).waitFor();
      await expect.poll(async () => (await events(page, 'begin_checkout')).length).toBe(1);
      const [begun] = await events(page, 'begin_checkout');
      expectGa4(begun!);
      expect(begun!.ecommerce!.items).toEqual([expect.objectContaining({ item_id: target!.cuid, price, quantity: 1 })]);

      // purchase: the confirmation, by bank transfer, inside the host page
      await checkout.getByLabel('Payer plus tard par virement').check();
      await checkout.getByLabel("J'accepte les conditions générales").check();
      await checkout.getByRole('button', { name: 'Confirmer ma commande' }).click();
      await checkout.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
      await expect.poll(async () => (await events(page, 'purchase')).length).toBe(1);
      const [purchase] = await events(page, 'purchase');
      expectGa4(purchase!);
      expect(purchase!.ecommerce!.transaction_id).toBeTruthy();
      expect(purchase!.ecommerce!.items).toEqual([expect.objectContaining({ item_id: target!.cuid, price, quantity: 1 })]);
      expect(purchase!.ecommerce!.value).toBe(price);

      // a reload of the confirmation shows it again but is not a second sale, nor a new checkout
      await page.reload();
      await checkout.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
      await nothingHappensFor(page, 500, 'the reloaded confirmation sends no second purchase');
      expect(await events(page, 'purchase')).toEqual([]);
      expect(await events(page, 'begin_checkout')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await emptyCartOf(urls.api, token);
      await context.close();
    }
  });

  it('without the opt-in the bridge is never downloaded and nothing reaches window.dataLayer', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await page.goto(host.url('/plain.html'));
    await page.locator('oriel-cards .o-card').first().waitFor();
    await nothingHappensFor(page, 400, 'no analytics chunk is fetched');
    expect(scripts.some((u) => /\/chunks\/analytics-/.test(u))).toBe(false);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    // the opted-in page fetches it (the assertion above means something)
    await page.goto(host.url('/stages.html'));
    await page.locator('oriel-cards .o-card').first().waitFor();
    await expect.poll(() => scripts.some((u) => /\/chunks\/analytics-/.test(u))).toBe(true);
    await context.close();
  });
});
