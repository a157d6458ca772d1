import { describe, expect, inject, it } from 'vitest';
import { demoToken, emptyCartOf } from './api-fixtures';
import {
  axe,
  describeViolations,
  nothingHappensFor,
  openContext,
  shiftSources,
  signInWithin,
  useBrowser,
  watchErrors,
  watchLayoutShifts,
  type Page,
  tokenKey,
} from './browser';

const urls = inject('urls');
const browser = useBrowser();

interface Listed {
  cuid: string;
  title?: string;
  status?: string;
  registration_flow?: string | null;
  activity?: { title: string };
}
const list = async (path: string) => ((await (await fetch(`${urls.api}/api/${path}`)).json()) as { data: Listed[] }).data;

async function signIn(page: Page) {
  await page.goto(`${urls.shell}fr/auth/login`);
  await signInWithin(page.locator('main'));
  await page.getByText('Bonjour Claire').waitFor();
}

/** Empties the signed-in customer's cart through the API, so later journeys start from an empty cart. */
async function emptyCart(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), tokenKey(urls.api));
  if (token) await emptyCartOf(urls.api, token);
}

async function cartCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Panier, \d+ articles?$/ }).getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? 0);
}

describe('catalog, schedules and detail screens (issue 3)', () => {
  it('organiser site: filtering a grid changes the URL, and a reload gives the same results', async () => {
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    // the grid's list calls bound time with `after` (000 §7: the start of today in Brussels), never `started`
    const listCalls: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/availabilities') listCalls.push(url);
    });
    await page.goto(`${urls.site}stages.html`);
    const cards = page.locator('oriel-cards[data-kind="availabilities"]');
    // the skeleton cards come before the list is asked for (its `after` waits for the organiser's time zone): wait
    // for the call itself
    await expect.poll(() => listCalls.length, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const call of listCalls) {
      expect(call.searchParams.has('started')).toBe(false);
      const after = Date.parse(call.searchParams.get('after') ?? '');
      const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      expect(clock.format(after)).toBe('00:00');
    }
    await cards.getByLabel('Rechercher').fill('tennis');
    await page.waitForURL(/search=tennis/);
    // a grid draws the cards a screen shows first and the rest a frame later (their places held by skeletons): read
    // the titles once none is left
    const titles = async () => ((await cards.locator('.o-card-skeleton').count()) > 0 ? [] : cards.locator('.o-card-title').allTextContents());
    await expect
      .poll(async () => {
        const t = await titles();
        return t.length > 0 && t.every((x) => /tennis/i.test(x));
      })
      .toBe(true);
    const before = await titles();
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.reload();
    await cards.locator('.o-card').first().waitFor();
    expect(await cards.getByLabel('Rechercher').inputValue()).toBe('tennis');
    await expect.poll(titles).toEqual(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('week schedule: moves between weeks and jumps to the next available date, kept in ?date=', async () => {
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr/cours`);
    const heading = page.getByText(/^Semaine du \d/).first();
    await heading.waitFor();
    // the server's week is on screen before the script runs: a press then reaches no handler (CI, 1 run in 3 here);
    // the style markers go when the script takes the page over, and a press after that renders any section waiting
    await expect.poll(() => page.locator('[data-oriel-style]').count()).toBe(0);
    const week0 = await heading.textContent();
    // the date picker's icon is drawn (SVG), never an emoji that Debian's chromium shows as an empty box
    const choose = page.getByRole('button', { name: 'Choisir une date' }).first();
    expect(await choose.locator('svg').count()).toBe(1);
    expect(await choose.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    await page.getByRole('button', { name: 'Période suivante' }).first().click();
    await expect.poll(() => heading.textContent()).not.toBe(week0);
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const week1 = await heading.textContent();
    const date1 = new URL(page.url()).searchParams.get('date');
    await page.getByRole('button', { name: 'Date disponible suivante' }).first().click();
    await expect.poll(() => heading.textContent()).not.toBe(week1);
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).not.toBe(date1);
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const jumped = new URL(page.url()).searchParams.get('date');
    await page.reload();
    await heading.waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe(jumped);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a customer books a resource slot for two participants, requests sessions within a tier, joins a waiting list, adds a voucher and a membership', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    const main = page.locator('main');
    try {
      // resource slot, two participants
      await page.goto(`${urls.shell}fr/terrains`);
      // the server's markup is on screen before the script runs: a key pressed then reaches no handler (the page's
      // style markers go when the script takes the page over; a key after that renders any section still waiting)
      await expect.poll(() => page.locator('[data-oriel-style]').count()).toBe(0);
      // late in the evening today has no slot left: the strip moves to the next day that has one
      const reserve = main
        .getByRole('link', { name: /^Réserver / })
        .or(main.getByRole('button', { name: /^Réserver / }))
        .first();
      const noSlot = main.getByText('Aucun créneau disponible ce jour-là.');
      for (let day = 0; ; day++) {
        await reserve.or(noSlot).first().waitFor();
        if (await reserve.isVisible()) break;
        if (day === 7) throw new Error('no resource slot within a week');
        await main.locator('.o-strip-day[aria-pressed="true"]').press('ArrowRight');
        await noSlot.waitFor({ state: 'hidden' });
      }
      await reserve.click();
      await page.waitForURL(/\/cart\/bookings\/add\?/);
      const start = await cartCount(page);
      await main.getByRole('checkbox', { name: 'Hugo Dubois' }).check();
      await main
        .getByRole('switch', { name: 'Partager le paiement entre les participants' })
        .or(main.getByLabel('Partager le paiement entre les participants'))
        .first()
        .waitFor();
      await main.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect.poll(() => cartCount(page)).toBe(start + 1);
      await page.keyboard.press('Escape');

      // registration requests: refused outside the tier, accepted within it
      const escalade = (await list('activities?limit=50')).find((a) => a.registration_flow === 'REQUEST');
      expect(escalade).toBeTruthy();
      await page.goto(`${urls.shell}fr/cart/registrations/request/${escalade!.cuid}`);
      // the week shown is kept in ?date= (its Monday): a reload shows the same week; this week has none
      const weekHeading = main.getByRole('heading', { level: 2, name: /^Semaine du/ });
      const thisWeek = await weekHeading.textContent();
      await main.getByRole('button', { name: 'Période suivante' }).click();
      await page.waitForURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
      const nextWeek = await weekHeading.textContent();
      expect(nextWeek).not.toBe(thisWeek);
      await page.reload();
      await expect.poll(() => weekHeading.textContent()).toBe(nextWeek);
      await main.getByRole('button', { name: 'Période précédente' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.has('date')).toBe(false);
      await expect.poll(() => weekHeading.textContent()).toBe(thisWeek);
      await main.getByRole('radio', { name: '2 séances' }).check();
      const validate = main.getByRole('button', { name: 'Valider' });
      const free = main.locator('button[aria-pressed="false"]');
      const chosen = main.locator('button[aria-pressed="true"]');
      // picks the first free session, moving to later weeks when this one has none (the selection is kept)
      const pick = async () => {
        for (let week = 0; week < 8; week++) {
          if (await free.count()) return free.first().click();
          await main.getByRole('button', { name: 'Période suivante' }).click();
          await page.waitForTimeout(250);
        }
        throw new Error('no free session in 8 weeks');
      };
      await pick();
      expect(await validate.isDisabled()).toBe(true);
      await pick();
      await expect.poll(() => validate.isDisabled()).toBe(false);
      // a third session is one too many for the 2-session tier: refused (disabled, red)
      await pick();
      await expect.poll(() => validate.getAttribute('class')).toContain('btn-danger');
      expect(await validate.isDisabled()).toBe(true);
      await chosen.first().click();
      await expect.poll(() => validate.isDisabled()).toBe(false);
      await validate.click();
      await page.waitForURL(/\/cart\/registrations\/request\?/);
      // the activity asks a required question: the form refuses to send without an answer
      await main.getByRole('button', { name: 'Envoyer la demande' }).click();
      expect(page.url()).toMatch(/\/cart\/registrations\/request\?/);
      await main.getByLabel(/Niveau de grimpe/).fill('Débutante, deux ans de bloc');
      // climbing is for 10 and over: the form preselects Hugo (13); Léa (8) cannot be chosen, and the form says why
      const participant = main.getByLabel('Participant');
      await expect.poll(async () => (await participant.locator('option:checked').textContent())?.trim()).toBe('Hugo Dubois, 13 ans');
      expect(await participant.locator('option', { hasText: 'Léa Dubois' }).isDisabled()).toBe(true);
      await main.getByRole('button', { name: 'Envoyer la demande' }).click();
      await page.waitForURL(/\/checkout/);

      // waiting list of a FULL availability
      // one Léa (8), whom the form preselects, is of age for
      const full = (await list('availabilities?status=FULL&age=8&limit=5'))[0];
      expect(full).toBeTruthy();
      await page.goto(`${urls.shell}fr/availabilities/${full!.cuid}`);
      await main.getByRole('button', { name: "Rejoindre la liste d'attente" }).click();
      await page.getByText('Vous êtes sur la liste d’attente.').or(page.getByText("Vous êtes sur la liste d'attente.")).first().waitFor();

      // a voucher and a membership
      for (const kind of ['vouchers', 'memberships'] as const) {
        const item = (await list(`${kind}?limit=5`))[0];
        expect(item).toBeTruthy();
        const before = await cartCount(page);
        await page.goto(`${urls.shell}fr/${kind}/${item!.cuid}`);
        await main.getByRole('button', { name: 'Ajouter au panier' }).click();
        await expect.poll(() => cartCount(page)).toBe(before + 1);
        await page.keyboard.press('Escape');
      }
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await emptyCart(page);
      await context.close();
    }
  });

  it("a registration request's schedule, drawn in the browser on a phone, stays where it was drawn as its activity comes", async () => {
    const escalade = (await list('activities?limit=50')).find((a) => a.registration_flow === 'REQUEST');
    const token = await demoToken(urls.api);
    const context = await openContext(browser(), { viewport: { width: 390, height: 844 } });
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await watchLayoutShifts(page);
    await page.goto(`${urls.shell}fr/cart/registrations/request/${escalade!.cuid}`);
    await page
      .locator('main')
      .getByRole('heading', { level: 2, name: /^Semaine du/ })
      .waitFor();
    await nothingHappensFor(page, 500, 'nothing shifts once the schedule is drawn');
    // the schedule under the title stays where it was drawn: the title and the crumb name the activity, so they wait
    // for it with the rest. (The week's grid replacing its loading shape still moves by a little: not yet fixed.)
    expect((await shiftSources(page)).filter((source) => source.includes('class="o-request"'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
