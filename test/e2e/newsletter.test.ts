import { describe, expect, inject, it } from 'vitest';
import { DEMO_NEWSLETTER } from '../../demo/api/src/seed/index';
import { axe, describeViolations, openContext, useBrowser, watchErrors, type Page } from './browser';

// /newsletters/unsubscribe (000 §2) in the hosted shell against the demo API and its seeded links.

const urls = inject('urls');
const browser = useBrowser();
const unsubscribeUrl = (token: string, redirect?: string) =>
  `${urls.shell}fr/newsletters/unsubscribe?token=${encodeURIComponent(token)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;

async function expectNoViolations(page: Page) {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}
/** The text of the focused element: the page moves focus to its outcome. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Reaches the button with Tab alone and presses Enter: the page works without a mouse. */
async function submitWithKeyboard(page: Page) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.textContent === 'Me désinscrire')) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error('the unsubscribe button is not reachable with Tab');
}

describe('newsletter unsubscription', () => {
  it('the seeded link unsubscribes once, by keyboard, and sends the visitor to the redirect; a second visit says it was already done; the redirect stays on the site', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(unsubscribeUrl(DEMO_NEWSLETTER.subscribed, '/stages'));
    await page.getByRole('heading', { level: 1, name: 'Désinscription' }).waitFor();
    await page.getByText('Confirmez que vous ne souhaitez plus recevoir nos newsletters.').waitFor();
    await expect.poll(() => page.title()).toContain('Désinscription');
    await expectNoViolations(page);

    await submitWithKeyboard(page);
    // afterwards the visitor is sent to the redirect, in the page's language, and the confirmation goes with them
    await page.waitForURL(`${urls.shell}fr/stages`);
    const toasts = page.getByRole('region', { name: 'Notifications alt+T' });
    await toasts.getByText('Votre désinscription est confirmée : vous ne recevrez plus nos newsletters.').first().waitFor();
    await expectNoViolations(page);

    // the same link again, with a redirect to another site: told apart, and the visitor goes to the home page
    await page.goto(unsubscribeUrl(DEMO_NEWSLETTER.subscribed, 'https://evil.example/'));
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await page.waitForURL(`${urls.shell}fr`);
    await toasts.getByText('Cette adresse était déjà désinscrite : vous ne recevez plus nos newsletters.').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a bad or expired link gets a clear message and no button; no token at all, no button either', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(unsubscribeUrl('not-a-real-link'));
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    const invalid = page.getByRole('alert').filter({ hasText: "Ce lien de désinscription n'est pas valide" });
    await invalid.waitFor();
    await expect.poll(() => focusedText(page)).toContain("n'est pas valide");
    expect(await page.getByRole('button', { name: 'Me désinscrire' }).count()).toBe(0);
    await expectNoViolations(page);

    await page.goto(unsubscribeUrl(DEMO_NEWSLETTER.expired));
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await page.getByRole('alert').filter({ hasText: 'Ce lien de désinscription a expiré' }).waitFor();

    await page.goto(`${urls.shell}fr/newsletters/unsubscribe`);
    await page.getByText('Ce lien de désinscription est incomplet', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Me désinscrire' }).count()).toBe(0);
    await expectNoViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
