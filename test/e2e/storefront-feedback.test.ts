import { describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../../packages/core/src/money/index';
import { partialRegistrationDiscount } from '../../packages/core/src/rules/partial-registration.rules';
import { DEMO_ACCOUNT } from '../../demo/api/src/seed/index';
import { demoToken, openAvailabilities } from './api-fixtures';
import { openContext, tokenKey, useBrowser, watchErrors, type BrowserContext, nothingHappensFor } from './browser';

// What a family sees without asking for help: no sign-in link flashing at a signed-in visitor, a price that
// follows the chosen days, a document download that says it is working and then that it is done.
const urls = inject('urls');
const browser = useBrowser();

/** A context whose pages hold the demo customer's token from their first script on: a signed-in visitor coming back. */
async function signedInContext(): Promise<BrowserContext> {
  const token = await demoToken(urls.api);
  const context = await openContext(browser());
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
  return context;
}

/**
 * From the document's first byte, records each time a top-bar "Se connecter" link could be seen: on every DOM change
 * and every 4 ms, once the page's stylesheets are in (nothing is painted before them).
 */
function watchSignInLink() {
  const seen: string[] = [];
  (window as unknown as { __signInSeen: string[] }).__signInSeen = seen;
  const check = (why: string) => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    if (!document.body || !sheets.every((l) => l.sheet)) return;
    for (const a of document.querySelectorAll<HTMLAnchorElement>('.o-topbar a')) {
      if (a.textContent?.trim() !== 'Se connecter') continue;
      const style = getComputedStyle(a);
      if (style.visibility !== 'hidden' && style.display !== 'none' && a.getClientRects().length > 0) seen.push(why);
    }
  };
  new MutationObserver(() => check('change')).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('load', () => check('stylesheet'), true);
  const timer = setInterval(() => check('tick'), 4);
  addEventListener('load', () => setTimeout(() => clearInterval(timer), 3000));
}

describe('the top bar of a signed-in visitor (issue 35)', () => {
  it('after a reload, the sign-in link is never visible, from the first paint to the greeting', async () => {
    const context = await signedInContext();
    await context.addInitScript(watchSignInLink);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr`);
    await page.locator('.o-topbar').getByText('Bonjour Claire').waitFor();
    await page.reload();
    const greeting = page.locator('.o-topbar').getByText('Bonjour Claire');
    await greeting.waitFor();
    await nothingHappensFor(page, 300, 'the sign-in link never shows after the greeting');
    expect(await page.evaluate(() => (window as unknown as { __signInSeen: string[] }).__signInSeen)).toEqual([]);
    expect(await page.locator('.o-topbar').getByRole('link', { name: 'Se connecter' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the probe sees the link of a visitor who is not signed in (it can fail)', async () => {
    const context = await openContext(browser());
    await context.addInitScript(watchSignInLink);
    const page = await context.newPage();
    await page.goto(`${urls.shell}fr`);
    await page.locator('.o-topbar').getByRole('link', { name: 'Se connecter' }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __signInSeen: string[] }).__signInSeen.length)).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the price estimate of a camp of several days (issue 35, 000 §7)', () => {
  it('unticking a day takes its share off the estimated total', async () => {
    const addable = new Set((await openAvailabilities(urls.api, { limit: 100, minPrice: 1 })).map((a) => a.id));
    const listed = (await (await fetch(`${urls.api}/api/availabilities?limit=100&offset=0`)).json()) as {
      data: { id: number; cuid: string; price: number; dates: { status: string }[] }[];
    };
    const camp = listed.data.find((a) => addable.has(a.id) && a.dates.length > 2 && a.dates.every((d) => d.status === 'OPEN'));
    if (!camp) throw new Error('the seed has no addable availability of several open days');
    const days = camp.dates.length;

    const context = await signedInContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr/availabilities/${camp.cuid}`);
    const main = page.locator('main');
    const estimate = main.getByRole('region', { name: 'Prix estimé' });
    const total = estimate.locator('.o-estimate-total dd');
    const euros = (n: number) => formatMoney(n, { locale: 'fr', currency: 'EUR' });
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toBe(euros(camp.price));

    const boxes = main.getByRole('group', { name: 'Choisissez vos dates' }).getByRole('checkbox');
    expect(await boxes.count()).toBe(days);
    await boxes.last().uncheck();
    const share = partialRegistrationDiscount(camp.price, days - 1, days);
    expect(share).toBeGreaterThan(0);
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toBe(euros(camp.price - share));
    expect(await estimate.textContent()).toContain(`−${euros(share)}`);
    await boxes.last().check();
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).toBe(euros(camp.price));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a document download says it is working, then that it is done (issue 35)', () => {
  it('busy while the file comes (aria-busy, "Téléchargement…"), then the file and a toast naming it', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    // the file is held until the busy state has been seen: however fast the server writes it
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${urls.api}/api/downloads/**`, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await held;
      await route.continue();
    });
    await page.goto(`${urls.shell}fr/account/registrations/${DEMO_ACCOUNT.registrations.deposit}`);
    const main = page.locator('main');
    const button = main.getByRole('button', { name: /Attestation de participation/ });
    await button.waitFor();
    expect(await button.getAttribute('aria-busy')).toBeNull();

    const download = page.waitForEvent('download');
    // a failed check before the release closes the page: the wait then ends without an unhandled rejection
    download.catch(() => undefined);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    expect(await button.getAttribute('aria-label')).toBe("Téléchargement d'Attestation de participation…");
    expect((await button.textContent())?.trim()).toBe('Téléchargement…');
    expect(await page.getByText('Document téléchargé', { exact: false }).count()).toBe(0);

    release();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByText('Document téléchargé : Attestation de participation.').waitFor();
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    expect((await button.textContent())?.trim()).toBe('Télécharger');
    expect(errors).toEqual([]);
    await context.close();
  });
});
