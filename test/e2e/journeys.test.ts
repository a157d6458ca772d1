import { mkdir } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { registerCustomer } from './api-fixtures';
import { apiNow, axe, describeViolations, itAtFirstInstant, openContext, useBrowser, watchErrors, type Page } from './browser';
import { openFirstCourtSlot } from './court-slot';

// The three users a storefront is judged by: a parent on a phone registering two children for a camp and a weekly
// course, paying part from the wallet and the rest by bank transfer; a club member booking a court with a partner and
// buying a 10-session card and a gift voucher; an organiser looking at the shop window. Each runs on a phone and on a
// laptop, in French and in English. ORIEL_E2E_SHOTS names a folder where each step's screenshot is kept for review.

const urls = inject('urls');
const browser = useBrowser();
const SHOTS = process.env.ORIEL_E2E_SHOTS;

type Lang = 'fr' | 'en';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

const WORDS = {
  fr: {
    locale: 'fr-BE',
    password: 'Mot de passe',
    login: 'Se connecter',
    add: 'Ajouter au panier',
    register: 'S’inscrire',
    participant: 'Participant',
    cart: (n: number) => `Panier, ${n} article${n > 1 ? 's' : ''}`,
    checkout: 'Commander',
    transfer: 'Payer plus tard par virement',
    online: 'Payer en ligne maintenant',
    terms: "J'accepte les conditions générales",
    confirm: 'Confirmer ma commande',
    thanks: 'Merci pour votre commande',
    toTransfer: 'Montant à virer',
    wallet: 'Portefeuille',
    myRegistrations: 'Mes inscriptions',
    payment: 'Paiement',
    pay: 'Payer',
    paid: 'Payé',
    online_method: 'En ligne',
    split: 'Partager le paiement entre les participants',
    recipient: 'Nom du destinataire',
    message: 'Message',
    tooYoung: /en dessous de l’âge prévu/,
  },
  en: {
    locale: 'en-GB',
    password: 'Password',
    login: 'Log in',
    add: 'Add to cart',
    register: 'Register',
    participant: 'Participant',
    cart: (n: number) => `Cart, ${n} item${n > 1 ? 's' : ''}`,
    checkout: 'Checkout',
    transfer: 'Pay later by bank transfer',
    online: 'Pay online now',
    terms: 'I accept the general terms',
    confirm: 'Confirm my order',
    thanks: 'Thank you for your order',
    toTransfer: 'Amount to transfer',
    wallet: 'Wallet',
    myRegistrations: 'My registrations',
    payment: 'Payment',
    pay: 'Pay',
    paid: 'Paid',
    online_method: 'Online',
    split: 'Split the payment between participants',
    recipient: "Recipient's name",
    message: 'Message',
    tooYoung: /too young/,
  },
} as const;

const PHONE_FR = { name: 'phone, French', lang: 'fr', viewport: PHONE } as const;
const LAPTOP_EN = { name: 'laptop, English', lang: 'en', viewport: LAPTOP } as const;
/** The journeys run as their users would: the parent on a phone, the member on a laptop; each also the other way. */
const JOURNEY_RUNS = [PHONE_FR, LAPTOP_EN];
const ALL_RUNS = [
  PHONE_FR,
  LAPTOP_EN,
  { name: 'laptop, French', lang: 'fr', viewport: LAPTOP } as const,
  { name: 'phone, English', lang: 'en', viewport: PHONE } as const,
];

const json = async <T>(path: string, lang: Lang, token?: string): Promise<T> => {
  const sep = path.includes('?') ? '&' : '?';
  const res = await fetch(`${urls.api}/api/${path}${sep}lang=${lang}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

const send = async <T>(method: string, path: string, token: string, body: unknown): Promise<T> => {
  const res = await fetch(`${urls.api}/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

const yearsBefore = (now: Date, years: number) => new Date(now.getTime() - years * 365.25 * 86_400_000).toISOString().slice(0, 10);

/** A participant of the customer's, with the seed's required participant field (the t-shirt size, field 4). */
const addParticipant = async (token: string, firstname: string, lastname: string, birthdate: string) =>
  (await send<{ participant: { id: number } }>('POST', 'participants', token, { firstname, lastname, birthdate, custom_data: [{ field_id: 4, data: 'M' }] }))
    .participant;

/**
 * A gift of 25 € in the customer's wallet, as a family gets one: a grandparent buys the seed's 25 € gift voucher,
 * pays it online, and the parent redeems its code.
 */
async function giftedWallet(token: string, stamp: string): Promise<number> {
  const giver = await registerCustomer(urls.api, `e2e-granny-${stamp}@oriel.test`, 'Mamie');
  const vouchers = await json<{ id: number; price: number }[]>('vouchers', 'fr');
  const voucher = vouchers.find((v) => v.price === 2500)!;
  await send('POST', 'carts/items', giver, { vouchers: [{ voucher_id: voucher.id, quantity: 1 }] });
  const cart = await json<{ id: number }>('carts/current', 'fr', giver);
  const answer = await send<{ next_action_url: string }>('POST', 'carts/checkout', giver, { cart_id: cart.id, payment_strategy: 'IMMEDIATE', terms: true });
  const paid = await fetch(answer.next_action_url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
  if (paid.status >= 400) throw new Error(`simulated payment: ${paid.status}`);
  const [bought] = await json<{ code: string }[]>('account/vouchers', 'fr', giver);
  await send('PUT', 'vouchers/redeem', token, { code: bought!.code });
  return voucher.price;
}

interface Availability {
  id: number;
  cuid: string;
  status: string;
  start_at: string;
  capacity: number | null;
  registered: number;
  registrations_start_at?: string | null;
  age_minimum?: number | null;
  age_maximum?: number | null;
  dates: { id: number; status: string }[];
  activity?: { title: string };
  questions?: { id: number; title: string; required?: boolean | null }[];
  options?: { required?: boolean | null }[];
}

/** The first session open now for `places` more, that takes `ages` and refuses `refused` (its age range is the point). */
async function sessionFor(lang: Lang, now: Date, { ages, refused, multiDay }: { ages: number[]; refused?: number; multiDay: boolean }) {
  const list = await json<Availability[]>('availabilities?limit=100&offset=0', lang);
  const fits = (a: Availability, age: number) => (a.age_minimum ?? 0) <= age && age <= (a.age_maximum ?? Infinity);
  const found = list.find(
    (a) =>
      a.status === 'OPEN' &&
      Date.parse(a.start_at) > now.getTime() + 7 * 86_400_000 &&
      (!a.registrations_start_at || Date.parse(a.registrations_start_at) <= now.getTime()) &&
      (a.capacity === null || a.capacity - a.registered >= ages.length) &&
      a.dates.length > 1 === multiDay &&
      ages.every((age) => fits(a, age)) &&
      (refused === undefined || !fits(a, refused)) &&
      !a.options?.some((o) => o.required),
  );
  if (!found) throw new Error(`no ${multiDay ? 'camp' : 'course'} for ages ${ages.join(', ')}`);
  return { ...found, title: found.activity?.title ?? '', required: (found.questions ?? []).filter((q) => q.required) };
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function visitor(lang: Lang, viewport: { width: number; height: number }) {
  const context = await openContext(browser(), { viewport, locale: WORDS[lang].locale });
  const page = await context.newPage();
  return { page, main: page.locator('main'), errors: watchErrors(page) };
}

async function signIn(page: Page, lang: Lang, email: string) {
  await page.goto(`${urls.shell}${lang}/auth/login`);
  const main = page.locator('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel(WORDS[lang].password).fill('secret-123');
  await main.getByRole('button', { name: WORDS[lang].login }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));
}

async function noViolations(page: Page) {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Nothing wider than the window: a phone never scrolls sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Brings the add form into view as its user would: the sticky bar on a phone while the form is out of view, else a scroll. */
async function toTheForm(page: Page, lang: Lang, phone: boolean) {
  const bar = page.locator('.o-sticky-add').getByRole('button', { name: WORDS[lang].register });
  if (phone && (await bar.isVisible())) await bar.click();
  else await page.locator('main .o-add').scrollIntoViewIfNeeded();
}

describe.each(JOURNEY_RUNS)('a parent registers two children ($name)', ({ lang, viewport, name }) => {
  it('a camp for both, a weekly course for the elder (the younger is refused there with why), the wallet then a bank transfer', async () => {
    const w = WORDS[lang];
    const phone = viewport.width < 600;
    const tag = `parent-${phone ? 'phone' : 'laptop'}-${lang}`;
    const stamp = `${Date.now()}-${lang}-${viewport.width}`;
    const email = `e2e-parent-${stamp}@oriel.test`;
    const now = await apiNow();
    const token = await registerCustomer(urls.api, email, 'Sophie');
    const emma = await addParticipant(token, 'Emma', 'Lambert', yearsBefore(now, 9.3));
    const louis = await addParticipant(token, 'Louis', 'Lambert', yearsBefore(now, 12.4));
    const wallet = await giftedWallet(token, stamp);
    const camp = await sessionFor(lang, now, { ages: [9, 12], multiDay: true });
    const course = await sessionFor(lang, now, { ages: [12], refused: 9, multiDay: false });

    const { page, main, errors } = await visitor(lang, viewport);
    try {
      await signIn(page, lang, email);

      // the camp: both children, one after the other, the emergency contact asked each time
      await page.goto(`${urls.shell}${lang}/availabilities/${camp.cuid}`);
      await main.getByRole('heading', { level: 1, name: camp.title }).waitFor();
      await shot(page, `${tag}-1-camp`);
      for (const child of [emma, louis]) {
        await toTheForm(page, lang, phone);
        await main.getByLabel(w.participant, { exact: true }).selectOption(String(child.id));
        for (const q of camp.required) await main.getByLabel(q.title).fill('Sophie Lambert, 0470 12 34 56');
        await main.getByRole('button', { name: w.add }).click();
        await page.locator('dialog[open]').getByText(camp.title).first().waitFor();
        await page.keyboard.press('Escape');
        await page.locator('dialog[open]').waitFor({ state: 'detached' });
      }
      await expect.poll(() => page.getByRole('button', { name: w.cart(2) }).count()).toBe(1);

      // the weekly course: the younger child cannot be chosen, and the form says why
      await page.goto(`${urls.shell}${lang}/availabilities/${course.cuid}`);
      await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
      await toTheForm(page, lang, phone);
      const select = main.getByLabel(w.participant, { exact: true });
      const emmaOption = select.locator(`option[value="${emma.id}"]`);
      expect(await emmaOption.isDisabled()).toBe(true);
      expect(await emmaOption.textContent()).toMatch(w.tooYoung);
      await select.selectOption(String(louis.id));
      for (const q of course.required) await main.getByLabel(q.title).fill('Sophie Lambert, 0470 12 34 56');
      await shot(page, `${tag}-2-course-form`);
      await main.getByRole('button', { name: w.add }).click();
      const drawer = page.locator('dialog[open]');
      await drawer.getByText(course.title).first().waitFor();
      await expect.poll(() => page.getByRole('button', { name: w.cart(3) }).count()).toBe(1);
      await shot(page, `${tag}-3-drawer`);
      // the checkout button is within reach with three items
      const checkoutLink = drawer.getByRole('link', { name: w.checkout });
      expect(
        await checkoutLink.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      ).toBe(true);
      await checkoutLink.click();

      // checkout: the wallet pays its part, the rest goes by bank transfer
      await page.waitForURL(new RegExp(`/${lang}/checkout$`));
      await main.getByRole('button', { name: w.confirm }).waitFor();
      const euros = new Intl.NumberFormat(w.locale, { style: 'currency', currency: 'EUR' }).format(wallet / 100).replace(/\s/g, ' ');
      const walletRow = main.locator('.o-checkout-summary .o-summary-wallet');
      expect((await walletRow.innerText()).replace(/\s/g, ' ')).toMatch(new RegExp(`${w.wallet}\\s*−${euros}`));
      await main.getByLabel(w.transfer).check();
      await main.getByLabel(w.terms).check();
      await shot(page, `${tag}-4-checkout`);
      await noViolations(page);
      await main.getByRole('button', { name: w.confirm }).click();

      // success: the structured reference, what is left to transfer, and what the wallet paid
      await page.waitForURL(new RegExp(`/${lang}/checkout/[^/]+/success`));
      await main.getByRole('heading', { level: 1, name: w.thanks }).waitFor();
      const text = (await main.innerText()).replace(/\s+/g, ' ');
      expect(text).toMatch(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/);
      expect(text).toContain(w.toTransfer);
      // each term of the transfer's details sits clear of its value, the structured communication too
      const clashes = await main.locator('.o-transfer dl > div').evaluateAll(
        (rows) =>
          rows.filter((row) => {
            const [a, b] = [row.querySelector('dt')!.getBoundingClientRect(), row.querySelector('dd')!.getBoundingClientRect()];
            return a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
          }).length,
      );
      expect(clashes).toBe(0);
      const payments = main.getByRole('region', { name: w.payment, exact: true });
      expect((await payments.innerText()).replace(/\s+/g, ' ')).toContain(w.wallet);
      expect((await payments.innerText()).replace(/\s/g, ' ')).toContain(euros);
      await shot(page, `${tag}-5-success`);
      await noViolations(page);

      // the account lists the three registrations, each with its child
      await main.getByRole('link', { name: w.myRegistrations }).click();
      await page.waitForURL(new RegExp(`/${lang}/account/registrations$`));
      await main.getByText('Emma Lambert').first().waitFor();
      const listed = (await main.innerText()).replace(/\s+/g, ' ');
      expect(listed.match(/Louis Lambert/g)?.length).toBe(2);
      expect(listed.match(/Emma Lambert/g)?.length).toBe(1);
      // the current tab is in view, clear of the strip's chevrons
      const clear = await main.locator('.o-account-tabs [aria-current="page"]').evaluate((tab) => {
        const r = tab.getBoundingClientRect();
        const strip = tab.closest('.o-account-tabs')!.getBoundingClientRect();
        const chevrons = Array.from(tab.closest('.o-account-tabs')!.querySelectorAll('.o-account-tabs-scroll'), (b) => b.getBoundingClientRect());
        return r.left >= strip.left && r.right <= strip.right && chevrons.every((c) => r.right <= c.left || r.left >= c.right);
      });
      expect(clear).toBe(true);
      await shot(page, `${tag}-6-account`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(errors, name).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

interface Offer {
  id: number;
  cuid: string;
  title: string;
  price: number;
  capacity?: number | null;
  bundle?: unknown;
}

describe.each(JOURNEY_RUNS)('a club member books a court and buys a card and a gift ($name)', ({ lang, viewport, name }) => {
  it('a court with a partner, the payment split; a 10-session card; a gift voucher with its message; paid online', async () => {
    const w = WORDS[lang];
    const phone = viewport.width < 600;
    const tag = `member-${phone ? 'phone' : 'laptop'}-${lang}`;
    const stamp = `${Date.now()}-${lang}-${viewport.width}`;
    const email = `e2e-member-${stamp}@oriel.test`;
    const now = await apiNow();
    const token = await registerCustomer(urls.api, email, 'Tom');
    await addParticipant(token, 'Tom', 'Peeters', yearsBefore(now, 36));
    await addParticipant(token, 'Ana', 'Peeters', yearsBefore(now, 34));
    const card = (await json<Offer[]>('bundles', lang)).find((b) => b.capacity === 10)!;
    const gift = (await json<Offer[]>('vouchers', lang)).find((v) => v.price === 2500 && !v.bundle)!;

    const { page, main, errors } = await visitor(lang, viewport);
    try {
      await signIn(page, lang, email);

      // a court: a slot, then Ana as the partner, and the payment split between them
      await page.goto(`${urls.shell}${lang}/terrains`);
      await shot(page, `${tag}-1-courts`);
      await openFirstCourtSlot(page, lang);
      await page.waitForURL(/\/cart\/bookings\/add\?/);
      const add = main.getByRole('button', { name: w.add });
      await add.waitFor();
      // the call to action is in the first screen, images or not
      expect(await add.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
      await main.getByRole('checkbox', { name: 'Ana Peeters' }).check();
      const split = main.getByRole('switch', { name: w.split }).or(main.getByLabel(w.split)).first();
      await split.check();
      await shot(page, `${tag}-2-booking`);
      await noViolations(page);
      await add.click();
      await expect.poll(() => page.getByRole('button', { name: w.cart(1) }).count()).toBe(1);
      await page.keyboard.press('Escape');

      // the 10-session card, for Tom
      await page.goto(`${urls.shell}${lang}/bundles/${card.cuid}`);
      await main.getByRole('heading', { level: 1, name: card.title }).waitFor();
      await main.locator('.o-add').scrollIntoViewIfNeeded();
      await main.getByRole('button', { name: w.add }).click();
      await expect.poll(() => page.getByRole('button', { name: w.cart(2) }).count()).toBe(1);
      await page.keyboard.press('Escape');

      // the gift voucher, with whom it is for and a message
      await page.goto(`${urls.shell}${lang}/vouchers/${gift.cuid}`);
      await main.getByRole('heading', { level: 1, name: gift.title }).waitFor();
      await main.getByLabel(w.recipient).fill('Marie Peeters');
      await main
        .getByRole('textbox', { name: new RegExp(`^${w.message}\\b`) })
        .fill(lang === 'fr' ? 'Bon anniversaire, à toi de jouer !' : 'Happy birthday, your turn to play!');
      await shot(page, `${tag}-3-voucher`);
      await main.getByRole('button', { name: w.add }).click();
      await expect.poll(() => page.getByRole('button', { name: w.cart(3) }).count()).toBe(1);
      const drawer = page.locator('dialog[open]');
      await drawer.getByText('Marie Peeters').first().waitFor();
      await shot(page, `${tag}-4-drawer`);
      await drawer.getByRole('link', { name: w.checkout }).click();

      // paid online through the payment page, in the visitor's language
      await page.waitForURL(new RegExp(`/${lang}/checkout$`));
      await main.getByLabel(w.online).check();
      await main.getByLabel(w.terms).check();
      await main.getByRole('button', { name: w.confirm }).click();
      await page.waitForURL(new RegExp(`^${new URL(urls.api).origin}/pay/`));
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await shot(page, `${tag}-5-pay`);
      await page.getByRole('button', { name: w.pay, exact: true }).click();

      await page.waitForURL(new RegExp(`/${lang}/checkout/[^/]+/success`));
      await main.getByRole('heading', { level: 1, name: w.thanks }).waitFor();
      const paid = main.getByRole('region', { name: w.payment, exact: true });
      expect((await paid.innerText()).replace(/\s+/g, ' ')).toContain(`${w.online_method}`);
      expect((await paid.innerText()).replace(/\s+/g, ' ')).toContain(w.paid);
      const text = (await main.innerText()).replace(/\s+/g, ' ');
      for (const expected of [card.title, gift.title, 'Ana Peeters']) expect(text).toContain(expected);
      await shot(page, `${tag}-6-success`);
      await noViolations(page);

      // the account's booking names both players, each with their share
      await page.goto(`${urls.shell}${lang}/account/bookings`);
      await main.locator('.o-account-screen li a').first().click();
      await page.waitForURL(new RegExp(`/${lang}/account/bookings/[^/]+$`));
      await main.getByText('Ana Peeters').first().waitFor();
      expect((await main.innerText()).replace(/\s+/g, ' ')).toContain('Tom Peeters');
      await shot(page, `${tag}-7-account`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(errors, name).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

/** Every image described, none broken, those in view drawn, and nothing wider than the window. */
async function shopWindow(page: Page) {
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => {
        const r = img.getBoundingClientRect();
        const inView = r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
        // a lazy image below the fold is not fetched yet; one that was fetched must have drawn
        return img.getAttribute('alt') === null || (img.complete && img.naturalWidth === 0) || (inView && !img.complete);
      })
      .map((img) => img.currentSrc || img.src),
  );
  expect(broken).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
}

describe.each(ALL_RUNS)('the organiser looks at the shop window ($name)', ({ lang, viewport, name }) => {
  itAtFirstInstant('home, a catalogue, a camp and the courts: drawn, in the language, axe-clean', async () => {
    const phone = viewport.width < 600;
    const tag = `shop-${phone ? 'phone' : 'laptop'}-${lang}`;
    const now = await apiNow();
    const camp = await sessionFor(lang, now, { ages: [9], multiDay: true });
    const { page, main, errors } = await visitor(lang, viewport);
    try {
      const stops = [
        ['1-home', ''],
        ['2-camps', '/stages'],
        ['3-camp', `/availabilities/${camp.cuid}`],
        ['4-courts', '/terrains'],
      ] as const;
      for (const [step, path] of stops) {
        await page.goto(`${urls.shell}${lang}${path}`);
        await main.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        await shopWindow(page);
        await shot(page, `${tag}-${step}`);
        // no two controls of a page share a name (WCAG 2.4.6): the organiser's « Âge » group beside the age filter
        const labels = await main.locator('label').allTextContents();
        const names = labels.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
        expect(
          names.filter((n, i) => names.indexOf(n) !== i),
          step,
        ).toEqual([]);
        if (step === '1-home') {
          const logo = page.locator('header img').first();
          expect(await logo.getAttribute('alt')).toBeTruthy();
          // a phone reads the home page in a few screens
          if (phone) expect(await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight)).toBeLessThanOrEqual(6);
        }
      }
      await noViolations(page);
      expect(errors, name).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
