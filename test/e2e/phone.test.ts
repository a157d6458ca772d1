import { describe, expect, inject, it } from 'vitest';
import { demoToken, emptyCartOf } from './api-fixtures';
import { advanceClock, apiNow, axe, describeViolations, openContext, tokenKey, useBrowser, watchErrors, type Page } from './browser';

// A parent registering three children from a phone (390 px). The sticky bar of a detail
// page, the cart's compact items and footer, and the hold you can see until it runs out and is held again.

const urls = inject('urls');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

interface Camp {
  id: number;
  cuid: string;
  title: string;
  dates: { id: number; status: string }[];
  questions: { id: number; required?: boolean | null }[];
}

/** The seed's camps of several days that the demo customer's first participant (8) may join now, with their answers. */
async function camps(): Promise<Camp[]> {
  const now = (await apiNow()).getTime();
  const body = (await (await fetch(`${urls.api}/api/availabilities?limit=100&offset=0`)).json()) as {
    data: (Camp & {
      status: string;
      start_at: string;
      capacity: number | null;
      registered: number;
      age_minimum?: number | null;
      age_maximum?: number | null;
      registrations_start_at?: string | null;
      activity?: { title: string };
      options?: { required?: boolean | null }[];
    })[];
  };
  return body.data
    .filter(
      (a) =>
        a.dates.length > 1 &&
        a.status === 'OPEN' &&
        Date.parse(a.start_at) > now &&
        (!a.registrations_start_at || Date.parse(a.registrations_start_at) <= now) &&
        (a.capacity === null || a.capacity - a.registered >= 1) &&
        (a.age_minimum ?? 0) <= 8 &&
        8 <= (a.age_maximum ?? Infinity) &&
        !a.options?.some((o) => o.required),
    )
    .map((a) => ({ id: a.id, cuid: a.cuid, title: a.activity?.title ?? '', dates: a.dates, questions: a.questions ?? [] }));
}

/** Registers the first participant on each camp, every open day, required questions answered. */
async function holdCamps(token: string, list: Camp[]): Promise<{ expires_at: string }[]> {
  const res = await fetch(`${urls.api}/api/carts/items`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      registrations: list.map((c) => ({
        availability_id: c.id,
        quantity: 1,
        availability_dates: c.dates.filter((d) => d.status === 'OPEN').map((d) => ({ date_id: d.id })),
        questions: c.questions.filter((q) => q.required).map((q) => ({ question_id: q.id, content: 'Maman, 0470 00 00 00' })),
      })),
    }),
  });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { items: { expires_at: string }[] } }).data.items;
}

async function signedInPhone(token: string): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext(browser(), { viewport: PHONE });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${urls.shell}fr`);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
  return { page, errors };
}

const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
  });

/** Brussels wall clock of an instant, as the drawer writes it ('09:15'). */
const brusselsTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

describe('one thumb on a phone (issue 35.5)', () => {
  it('a camp page: the sticky bar shows below the fold, takes the thumb to the form, hides while the form is in view, and the form adds', async () => {
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    const [camp] = await camps();
    const { page, errors } = await signedInPhone(token);
    try {
      await page.goto(`${urls.shell}fr/availabilities/${camp!.cuid}`);
      await page.getByRole('heading', { level: 1, name: camp!.title }).waitFor();
      const bar = page.locator('.o-sticky-add');
      const go = bar.getByRole('button', { name: 'S’inscrire' });
      await go.waitFor();
      expect(await inViewport(page, '.o-sticky-add')).toBe(true);
      // the form is below the fold: the bar leads there
      expect(await inViewport(page, '.o-add')).toBe(false);
      // the page keeps room for the bar at its end, safe area included
      expect(await page.locator('.o-detail').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom))).toBeGreaterThanOrEqual(70);

      await go.click();
      await expect.poll(() => bar.isVisible()).toBe(false);
      const add = page.locator('main').getByRole('button', { name: 'Ajouter au panier' });
      await add.scrollIntoViewIfNeeded();
      // nothing lies over the form's button: the point at its centre is the button
      expect(
        await add.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit === el || el.contains(hit);
        }),
      ).toBe(true);
      // the form's first control has the focus the bar gave it
      expect(await page.evaluate(() => document.activeElement?.closest('.o-add') !== null)).toBe(true);
      await add.click();
      await page.locator('dialog[open]').getByText(camp!.title).first().waitFor();
      await page.keyboard.press('Escape');

      // scrolled back up, the bar is back
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => bar.isVisible()).toBe(true);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await emptyCartOf(urls.api, token);
      await page.context().close();
    }
  });

  it('three camps in the cart: each is one line with a disclosure of its days, and the checkout button is in the viewport', async () => {
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    const list = (await camps()).slice(0, 3);
    expect(list).toHaveLength(3);
    await holdCamps(token, list);
    const { page, errors } = await signedInPhone(token);
    try {
      await page.reload();
      await page.getByRole('button', { name: 'Panier, 3 articles' }).click();
      const drawer = page.locator('dialog[open]');
      await drawer.getByRole('link', { name: 'Commander' }).waitFor();
      expect(await inViewport(page, 'dialog[open] .o-cart-checkout')).toBe(true);
      expect(await drawer.getByText('Total').isVisible()).toBe(true);
      const rows = drawer.locator('.o-cart-list > li');
      expect(await rows.count()).toBe(3);
      for (let i = 0; i < 3; i++) expect(await rows.nth(i).textContent()).toMatch(/\d jours · \d+/);
      // a row's days, on request; the button says what it shows
      const toggle = rows.first().getByRole('button', { name: /^Voir les \d jours$/ });
      const count = Number((await toggle.textContent())!.match(/\d/)![0]);
      await toggle.click();
      await rows.first().getByRole('button', { name: 'Masquer les jours' }).waitFor();
      expect(await rows.first().locator('.o-cart-days li').count()).toBe(count);
      expect(await rows.first().locator('.o-cart-days').isVisible()).toBe(true);
      // still reachable with a day list open
      expect(await inViewport(page, 'dialog[open] .o-cart-checkout')).toBe(true);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await emptyCartOf(urls.api, token);
      await page.context().close();
    }
  });
});

describe('the hold you can see (issue 35.6)', () => {
  it('the drawer and the checkout say until when; the last minutes count down, said politely; run out, the items are marked and held again', async () => {
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    const list = (await camps()).slice(0, 2);
    const items = await holdCamps(token, list);
    const until = brusselsTime(items.map((i) => i.expires_at).sort()[0]!);
    const { page, errors } = await signedInPhone(token);
    try {
      await page.goto(`${urls.shell}fr/checkout`);
      await page.locator('main').getByText(`Réservé jusqu’à ${until}`).waitFor();

      await page.getByRole('button', { name: 'Panier, 2 articles' }).click();
      const drawer = page.locator('dialog[open]');
      await drawer.getByText(`Réservé jusqu’à ${until}`).waitFor();
      const spoken = drawer.locator('.o-hold [aria-live="polite"]');
      expect(await spoken.textContent()).toBe('');
      expect(await drawer.locator('.o-hold-left').count()).toBe(0);

      // 11 minutes on: the countdown runs, and a screen reader hears how long remains
      await advanceClock(page.context(), 11 * 60_000);
      await expect.poll(() => drawer.locator('.o-hold-left').textContent()).toMatch(/^encore [34]:\d\d$/);
      await expect.poll(() => spoken.textContent()).toBe('Vos places sont encore réservées 5 minutes.');

      // run out: no longer counted, marked, each with a way to hold it again
      await advanceClock(page.context(), 5 * 60_000);
      await drawer.getByRole('heading', { name: 'Plus réservés' }).waitFor();
      await expect.poll(() => spoken.textContent()).toBe('Votre réservation a expiré.');
      expect(await page.getByRole('button', { name: 'Panier, 0 article' }).count()).toBe(1);
      const again = drawer.getByRole('button', { name: `Réserver à nouveau · ${list[0]!.title}` });
      expect(await drawer.locator('.o-cart-item.is-expired').count()).toBe(2);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      await again.click();
      const renewed = brusselsTime(new Date((await apiNow()).getTime() + 15 * 60_000).toISOString());
      await drawer
        .getByText(new RegExp(`Réservé jusqu’à (${renewed}|${brusselsTime(new Date((await apiNow()).getTime() + 14 * 60_000).toISOString())})`))
        .waitFor();
      expect(await drawer.locator('.o-cart-item.is-expired').count()).toBe(1);
      await expect.poll(() => page.getByRole('button', { name: 'Panier, 1 article' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await emptyCartOf(urls.api, token);
      await page.context().close();
    }
  });
});
