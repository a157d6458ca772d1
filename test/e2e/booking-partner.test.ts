import { describe, expect, inject, it } from 'vitest';
import { demoToken, emptyCartOf } from './api-fixtures';
import { axe, describeViolations, openContext, useBrowser, watchErrors, type Page } from './browser';
import { openFirstCourtSlot } from './court-slot';

// A court booked with a playing partner and the payment split (000 §5 participants, payment_split), by
// the demo customer signed in: the form, the cart, the checkout and the account each say who plays and what each pays.

const urls = inject('urls');
const browser = useBrowser();

const WORDS = {
  fr: {
    login: 'Se connecter',
    email: 'E-mail',
    password: 'Mot de passe',
    partners: 'Qui vient avec Léa Dubois ? (facultatif)',
    split: 'Partager le paiement entre les participants',
    paysAll: (amount: string) => `Léa Dubois paie les ${amount}.`,
    shares: (a: string, b: string) => `Chacun paie sa part : Léa Dubois ${a}, Hugo Dubois ${b}.`,
    cartLine: (a: string, b: string) => `Paiement partagé : Léa Dubois ${a}, Hugo Dubois ${b}`,
    add: 'Ajouter au panier',
    cart: 'Panier, 1 article',
    checkout: 'Commander',
    later: 'Payer plus tard par virement',
    terms: "J'accepte les conditions générales",
    confirm: 'Confirmer ma commande',
    thanks: 'Merci pour votre commande',
    bookings: 'Mes réservations',
    participants: 'Participants',
    money: (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`,
  },
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    partners: 'Who comes with Léa Dubois? (optional)',
    split: 'Split the payment between participants',
    paysAll: (amount: string) => `Léa Dubois pays the whole ${amount}.`,
    shares: (a: string, b: string) => `Each pays their share: Léa Dubois ${a}, Hugo Dubois ${b}.`,
    cartLine: (a: string, b: string) => `Split payment: Léa Dubois ${a}, Hugo Dubois ${b}`,
    add: 'Add to cart',
    cart: 'Cart, 1 item',
    checkout: 'Checkout',
    later: 'Pay later by bank transfer',
    terms: 'I accept the general terms',
    confirm: 'Confirm my order',
    thanks: 'Thank you for your order',
    bookings: 'My bookings',
    participants: 'Participants',
    money: (cents: number) => `€${(cents / 100).toFixed(2)}`,
  },
};

const plain = (s: string | null) =>
  (s ?? '')
    .replace(/[\u202f\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function noViolations(page: Page) {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe.each([
  { lang: 'fr' as const, viewport: { width: 1280, height: 900 } },
  { lang: 'en' as const, viewport: { width: 390, height: 844 } },
])('a court with a playing partner and the payment split ($lang, $viewport.width px)', ({ lang, viewport }) => {
  it('the form, the cart, the checkout and the account say who plays and what each pays', async () => {
    const w = WORDS[lang];
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    const context = await openContext(browser(), { viewport, ...(lang === 'en' ? { locale: 'en-GB' } : {}) });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const main = page.locator('main');
    try {
      await page.goto(`${urls.shell}${lang}/auth/login`);
      await main.getByLabel(w.email).fill('demo@oriel.test');
      await main.getByLabel(w.password).fill('demo-password');
      await main.getByRole('button', { name: w.login }).click();
      await page.waitForURL((url) => !url.pathname.includes('/auth/login'));

      // a slot; Léa plays, Hugo is her partner
      await page.goto(`${urls.shell}${lang}/terrains`);
      await openFirstCourtSlot(page, lang);
      await page.waitForURL(/\/cart\/bookings\/add\?/);
      const amount = Number(new URL(page.url()).searchParams.get('amount'));
      expect(amount).toBeGreaterThan(0);
      const [lea, hugo] = [amount - Math.floor(amount / 2), Math.floor(amount / 2)];
      const partners = main.getByRole('group', { name: w.partners });
      await partners.waitFor();
      expect(await main.getByRole('switch').count()).toBe(0);
      await partners.getByRole('checkbox', { name: 'Hugo Dubois' }).check();
      const split = main.getByRole('switch', { name: w.split });
      const hint = main.locator(`#${await split.getAttribute('aria-describedby')}`);
      expect(plain(await hint.textContent())).toBe(w.paysAll(w.money(amount)));
      // by keyboard: the switch toggles with the space bar
      await split.focus();
      await page.keyboard.press('Space');
      expect(await split.isChecked()).toBe(true);
      expect(plain(await hint.textContent())).toBe(w.shares(w.money(lea), w.money(hugo)));
      await noViolations(page);
      await main.getByRole('button', { name: w.add }).click();

      // the drawer: both players and what each pays
      const drawer = page.locator('dialog[open]');
      const row = drawer.locator('.o-cart-list > li').first();
      await row.locator('.o-cart-split').waitFor();
      expect(plain(await row.textContent())).toContain('Léa Dubois, Hugo Dubois');
      expect(plain(await row.locator('.o-cart-split').textContent())).toBe(w.cartLine(w.money(lea), w.money(hugo)));
      await noViolations(page);
      await drawer.getByRole('link', { name: w.checkout }).click();

      // the checkout says it again, and the order goes through
      await page.waitForURL(new RegExp(`/${lang}/checkout$`));
      const line = main.locator('.o-cart-split').first();
      await line.waitFor();
      expect(plain(await line.textContent())).toBe(w.cartLine(w.money(lea), w.money(hugo)));
      const later = main.getByLabel(w.later);
      if (await later.count()) await later.check();
      await main.getByLabel(w.terms).check();
      await main.getByRole('button', { name: w.confirm }).click();
      await main.getByRole('heading', { level: 1, name: w.thanks }).waitFor();
      expect(plain(await main.locator('.o-cart-split').first().textContent())).toBe(w.cartLine(w.money(lea), w.money(hugo)));
      await noViolations(page);

      // the account's newest booking names both players with their shares
      await page.goto(`${urls.shell}${lang}/account/bookings`);
      await main.getByRole('heading', { name: w.bookings }).first().waitFor();
      // the list is newest first: its first row is the booking just ordered
      await main.locator('.o-account-screen li a').first().click();
      await page.waitForURL(new RegExp(`/${lang}/account/bookings/[^/]+$`));
      const table = main.getByRole('table');
      await table.waitFor();
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => (tr.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ')));
      expect(rows).toHaveLength(2);
      expect(rows[0]).toContain('Léa Dubois');
      expect(rows[0]).toContain(w.money(lea));
      expect(rows[1]).toContain('Hugo Dubois');
      expect(rows[1]).toContain(w.money(hugo));
      await noViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await emptyCartOf(urls.api, token);
      await context.close();
    }
  });
});
