import { describe, expect, inject, it } from 'vitest';
import { freshRegistration } from './api-fixtures';
import { axe, describeViolations, downloaded, openContext, useBrowser, watchErrors, type Page } from './browser';
import { escapeRe, focused, tabTo } from './keyboard';

// Keyboard alone in the account area of the hosted shell: a registration's detail, a document, a review and the
// cancellation by keyboard alone, the focus landing somewhere sensible after each step. The customer is one of the
// test's own (the demo customer's registrations are other tests' fixtures).
const urls = inject('urls');
const browser = useBrowser();

async function noViolations(page: Page, state: string) {
  const violations = await axe(page);
  expect(violations, `${state}:\n${describeViolations(violations)}`).toEqual([]);
}

describe('keyboard alone in the account area (issue 13.1)', () => {
  it('a registration: its detail, the attestation downloaded, a review written, then cancelled with the required message', async () => {
    const email = `clavier-${Date.now()}@oriel.test`;
    const { cuid, title } = await freshRegistration(urls.api, email);
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const main = page.locator('main');
    const detailPath = `/fr/account/registrations/${cuid}`;
    // each screen change is a page of the shell: the focus goes to the screen's own title (under the area's h1), which
    // names it, never to <body>
    const screen = async () => {
      const f = await focused(page);
      return f.tag === 'h2' ? `${f.tag} ${f.name}` : `focus not on the screen's title: ${f.tag} ${f.name.slice(0, 60)}`;
    };
    try {
      // signed in through the login page, which brings the customer back to the list
      await page.goto(`${urls.shell}fr/auth/login?redirect=${encodeURIComponent('/fr/account/registrations')}`, { waitUntil: 'networkidle' });
      await tabTo(page, (f) => f.tag === 'input' && /^E-mail/.test(f.name));
      await page.keyboard.type(email);
      await tabTo(page, (f) => f.tag === 'input' && /^Mot de passe/.test(f.name));
      await page.keyboard.type('secret-123');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/fr/account/registrations');

      // the list's link opens the detail
      await tabTo(page, (f) => f.tag === 'a' && f.href === detailPath);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === detailPath);
      await expect.poll(screen).toBe(`h2 ${title}`);
      await noViolations(page, 'registration detail');

      // the attestation downloads with Enter; the focus stays on its button
      const download = page.getByRole('button', { name: 'Télécharger Attestation de participation' });
      await tabTo(page, /^Télécharger Attestation de participation$/);
      const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect((await downloaded(file)).subarray(0, 5).toString()).toBe('%PDF-');
      await page.locator('.o-toast').getByText('Document téléchargé : Attestation de participation.').waitFor();
      await expect.poll(async () => (await focused(page)).name).toBe('Télécharger Attestation de participation');
      expect(await download.isDisabled()).toBe(false);

      // a review: four stars with the arrows (a radio group is one Tab stop), a comment, published with Enter
      await tabTo(page, /^Laisser un avis$/);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === `${detailPath}/review`);
      await expect.poll(screen).toBe('h2 Laisser un avis');
      await tabTo(page, (f) => f.tag === 'input' && /étoiles?$/.test(f.name));
      for (let i = 0; i < 5 && (await focused(page)).name !== '4 étoiles'; i++) await page.keyboard.press('ArrowDown');
      expect(await main.getByLabel('4 étoiles').isChecked()).toBe(true);
      await tabTo(page, /^Votre commentaire/);
      await page.keyboard.type('Très bien encadré, à refaire.');
      await noViolations(page, 'review form');
      await tabTo(page, /^Publier mon avis$/);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === detailPath);
      await page.locator('.o-toast').getByText('Merci pour votre avis.').waitFor();
      // back on the detail, the focus on its heading again, not on <body>
      await expect.poll(screen).toBe(`h2 ${title}`);
      await main.getByRole('link', { name: 'Modifier mon avis' }).waitFor();

      // cancelling: sent empty, the translated error and the focus on the message; then typed and sent
      await tabTo(page, /^Annuler l'inscription$/);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === `${detailPath}/cancel`);
      await expect.poll(screen).toBe("h2 Annuler l'inscription");
      await tabTo(page, (f) => f.tag === 'button' && f.name === "Annuler l'inscription");
      await page.keyboard.press('Enter');
      await expect.poll(() => main.locator('.field-error').textContent()).toBe('Obligatoire.');
      await expect.poll(async () => (await focused(page)).name).toBe('Pourquoi annulez-vous ?');
      await noViolations(page, 'cancel form with its error');
      await page.keyboard.type('Nous serons en vacances.');
      await tabTo(page, (f) => f.tag === 'button' && f.name === "Annuler l'inscription");
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === detailPath);
      await page.locator('.o-toast').getByText('Votre inscription est annulée.').waitFor();
      await expect.poll(() => main.locator('.badge-red').first().textContent()).toBe('Annulée');
      await expect.poll(screen).toBe(`h2 ${title}`);
      expect(await main.getByRole('link', { name: new RegExp(`^${escapeRe("Annuler l'inscription")}$`) }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('organiser site: in <oriel-account>, a registration opened from the list takes the focus on its title, not <body>', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(`${urls.site}compte.html`);
      const account = page.locator('oriel-account');
      await account.getByLabel('E-mail').waitFor();
      await tabTo(page, (f) => f.tag === 'input' && /^E-mail/.test(f.name));
      await page.keyboard.type('demo@oriel.test');
      await tabTo(page, (f) => f.tag === 'input' && /^Mot de passe/.test(f.name));
      await page.keyboard.type('demo-password');
      await page.keyboard.press('Enter');
      await account.getByRole('heading', { name: 'Bonjour Claire' }).waitFor();
      await tabTo(page, (f) => f.tag === 'a' && /^Inscriptions/.test(f.name));
      await page.keyboard.press('Enter');
      await account.getByRole('heading', { name: 'Mes inscriptions' }).waitFor();
      // the list's link goes with the list: the detail's title takes the focus
      const opened = await tabTo(page, (f) => f.tag === 'a' && /registrations(\/|%2F)\w/.test(f.href ?? ''));
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => {
          const f = await focused(page);
          return `${f.tag} ${f.name}`;
        })
        // the host page's h1 says "Mon compte": the area does not repeat it, its screens' titles are h2 (data-title auto)
        .toBe(`h2 ${opened.name}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
