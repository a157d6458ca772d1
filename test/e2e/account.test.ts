import { describe, expect, inject, it } from 'vitest';
import { ALEX_EMAIL, DEMO_ACCOUNT } from '../../demo/api/src/seed/index';
import { addable, demoToken, freshRegistration, registerCustomer } from './api-fixtures';
import {
  axe,
  describeViolations,
  downloaded,
  launchBrowser,
  openContext,
  signInWithin,
  useBrowser,
  watchErrors,
  watchRawKeys,
  type Locator,
  type Page,
  tokenKey,
} from './browser';

// The customer account area (001 §2): journeys in the hosted shell and on the organiser's own site.
const urls = inject('urls');
const browser = useBrowser();
const api = urls.api;
const registrations = DEMO_ACCOUNT.registrations;

async function noViolations(page: Page) {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A tab of the shell, signed in through its login page, landing on `path` (the login redirect brings it back). */
async function shellAs(email: string, path: string, password = 'demo-password'): Promise<{ page: Page; errors: string[] }> {
  const page = await (await openContext(browser())).newPage();
  const errors = watchErrors(page);
  await page.goto(`${urls.shell}fr/auth/login?redirect=${encodeURIComponent(`/fr${path}`)}`);
  await signInWithin(page.locator('main'), { email, password });
  await page.waitForURL((u) => u.pathname === `/fr${path.split('?')[0]}`);
  return { page, errors };
}

/**
 * What a reloaded page asks of a registration and when its screens' chunk arrives, in order, from its document's
 * request on: the registration's answer must come before the screen's code (decision 0026). The page before asks
 * until the new document replaces it, so reload only once its screen is shown: a request it makes after the
 * reload's would be counted as the reload's.
 */
function watchReload(page: Page, cuid: string): () => string[] | undefined {
  const answer = `/api/account/registrations/${cuid}`;
  let events: string[] | undefined;
  page.on('request', (r) => {
    if (r.isNavigationRequest()) events = [];
    else if (new URL(r.url()).pathname === answer) events?.push(`asked ${r.method()}`);
  });
  page.on('requestfinished', (r) => /registrations\.screens-[\w-]+\.js$/.test(r.url()) && events?.push('screens chunk'));
  return () => events;
}

/**
 * The images a page asks for from its document's request on, each as `<priority it was asked at> <path>` (the
 * protocol's initialPriority: an image the page draws is asked at Low or Medium, one fetched ahead at High).
 */
async function watchImages(page: Page): Promise<() => string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let images: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document') images = [];
    else if (e.type === 'Image') images.push(`${e.request.initialPriority} ${new URL(e.request.url).pathname}`);
  });
  return () => images;
}

/**
 * The image the registration's screen draws was asked for once, ahead of its screen's code (decision 0027): at High.
 * Other images of the page (the shell header's logo) may come before it, as their own data does.
 */
async function askedAhead(detail: Locator, images: string[]) {
  const drawn = new URL((await detail.locator('.o-detail-image').first().getAttribute('src'))!).pathname;
  expect(images.filter((image) => image.endsWith(` ${drawn}`))).toEqual([`High ${drawn}`]);
}

describe('account area in the shell', () => {
  it('a customer without participant adds one from the add form, comes back with it selected, then deletes it by keyboard', async () => {
    const email = `famille-${Date.now()}@oriel.test`;
    await registerCustomer(api, email, 'Inès');
    const [target] = await addable(api);
    const { page, errors } = await shellAs(email, `/availabilities/${target!.cuid}`, 'secret-123');
    const main = page.locator('main');
    // no participant yet: the add form gives way to a link to create one, which comes back here
    await main.getByRole('link', { name: 'Ajouter un participant' }).click();
    await page.waitForURL(/\/fr\/account\/participants\/create\?redirect=/);
    await main.getByRole('heading', { name: 'Ajouter un participant' }).waitFor();
    await noViolations(page);
    await main.getByLabel('Prénom').fill('Lou');
    await main.getByLabel('Nom', { exact: true }).fill('Pereira');
    await main.getByLabel('Date de naissance').fill('2017-03-09');
    // the organiser's required participant field (seed: t-shirt size)
    await main.getByRole('button', { name: 'Ajouter le participant' }).click();
    await main.getByRole('radio', { name: '8 ans' }).check();
    await main.getByRole('button', { name: 'Ajouter le participant' }).click();
    await page.waitForURL((u) => u.pathname === `/fr/availabilities/${target!.cuid}` && u.searchParams.has('participant'));
    const select = main.getByLabel('Participant');
    // with the age on the session's first day when the session has age limits
    await expect.poll(async () => (await select.locator('option:checked').textContent())?.trim()).toMatch(/^Lou Pereira(, \d+(,\d)? ans)?$/);
    await main.getByRole('button', { name: 'Ajouter au panier' }).waitFor();

    // the participants screen, then delete with the keyboard only: the tab bar, the link, the confirmation
    await page.goto(`${urls.shell}fr/account/participants`);
    await main.getByRole('link', { name: 'Supprimer Lou Pereira' }).focus();
    await page.keyboard.press('Enter');
    const confirm = main.getByLabel('Prénom du participant');
    await confirm.waitFor();
    await confirm.focus();
    await page.keyboard.type('lou');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/fr\/account\/participants$/);
    await main.getByText('Aucun participant pour le moment', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a registration: its detail and documents, the attestation downloaded, the balance paid online, the badge turns green', async () => {
    const { page, errors } = await shellAs('demo@oriel.test', `/account/registrations/${registrations.deposit}`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    await main.getByText('Acompte', { exact: true }).first().waitFor();
    await expect.poll(() => main.locator('.badge-yellow').first().textContent()).toMatch(/à payer/);
    // the fiscal certificate waits for the whole payment; the attestation downloads now, as a PDF
    await main.getByText('Disponible une fois le paiement effectué.').waitFor();
    await noViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: /Télécharger Attestation de participation/ }).click(),
    ]);
    const file = await downloaded(download);
    expect(file.subarray(0, 8).toString()).toBe('%PDF-1.4');
    // the page reads the file with its bearer header and saves it under the API's name: no token in any address
    expect(download.url()).toMatch(/^blob:/);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(download.url()).not.toMatch(/token|Bearer/i);
    // and the page says it is done (001 §8)
    await page.locator('.o-toast').getByText('Document téléchargé : Attestation de participation.').waitFor();
    // the e-mail's link opened afresh: the registration's answer is asked for once, before the screen's code has come
    // (decision 0026)
    const reloaded = watchReload(page, registrations.deposit);
    const images = await watchImages(page);
    await page.reload();
    await main.getByText('Acompte', { exact: true }).first().waitFor();
    expect(reloaded()).toEqual(['asked GET', 'screens chunk']);
    await main.locator('.o-detail-image').waitFor();
    await askedAhead(main, images());

    // the balance, online: the whole window to the provider and back to this screen
    await main.getByRole('button', { name: /^Payer .* en ligne$/ }).click();
    await page.waitForURL(new RegExp(`^${new URL(api).origin}/pay/`));
    await page.getByRole('button', { name: 'Payer' }).click();
    await page.waitForURL((u) => u.pathname === `/fr/account/registrations/${registrations.deposit}`);
    await main.getByText('Votre paiement est accepté. Merci !').first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('payment')).toBe(false);
    await expect.poll(() => main.locator('.badge-green').first().textContent()).toBe('Payé');
    // paid in full, the fiscal certificate is available too
    await main.getByRole('button', { name: /Télécharger Attestation fiscale/ }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('cancel a registration: a message is required, then back to the detail with a toast and the cancelled badge', async () => {
    const email = `annule-${Date.now()}@oriel.test`;
    const { cuid } = await freshRegistration(api, email);
    const { page, errors } = await shellAs(email, `/account/registrations/${cuid}`, 'secret-123');
    const main = page.locator('main');
    await main.getByRole('link', { name: "Annuler l'inscription" }).click();
    await page.waitForURL(/\/cancel$/);
    await main.getByRole('button', { name: "Annuler l'inscription" }).click();
    await main.locator('.field-error').first().waitFor();
    await noViolations(page);
    await main.getByLabel('Pourquoi annulez-vous ?').fill('Nous serons en vacances.');
    await main.getByRole('button', { name: "Annuler l'inscription" }).click();
    await page.waitForURL((u) => u.pathname === `/fr/account/registrations/${cuid}`);
    const cancelled = page.locator('.o-toast').getByText('Votre inscription est annulée.');
    // the toast of the action that changed the page keeps its 2 s for the new page (001 §8)
    const shownLater = page.waitForTimeout(1500).then(() => cancelled.isVisible());
    await cancelled.waitFor();
    expect(await shownLater).toBe(true);
    await expect.poll(() => main.locator('.badge-red').first().textContent()).toBe('Annulée');
    expect(await main.getByRole('link', { name: "Annuler l'inscription" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('write a review, then edit it: the public switch is locked once published', async () => {
    const { page, errors } = await shellAs('demo@oriel.test', `/account/registrations/${registrations.bundle}`);
    const main = page.locator('main');
    await main.getByRole('link', { name: 'Laisser un avis' }).click();
    await page.waitForURL(/\/review$/);
    await main.getByLabel('4 étoiles').check();
    await main.getByLabel('Votre commentaire (facultatif)').fill('Très bon cours, Hugo a adoré.');
    expect(await main.getByRole('switch', { name: 'Afficher mon avis publiquement' }).isChecked()).toBe(true);
    await main.getByRole('button', { name: 'Publier mon avis' }).click();
    await page.waitForURL((u) => u.pathname === `/fr/account/registrations/${registrations.bundle}`);
    await main.getByRole('link', { name: 'Modifier mon avis' }).click();
    await page.waitForURL(/\/review$/);
    expect(await main.getByLabel('4 étoiles').isChecked()).toBe(true);
    expect(await main.getByRole('switch', { name: 'Afficher mon avis publiquement' }).isDisabled()).toBe(true);
    await noViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("edit a registration's dates: the price difference shows before saving, the detail lists the new date", async () => {
    const { page, errors } = await shellAs('demo@oriel.test', `/account/registrations/${registrations.partial}/edit`);
    const main = page.locator('main');
    const dates = main.getByRole('group', { name: 'Dates' }).getByRole('checkbox');
    await dates.first().waitFor();
    const before = await dates.evaluateAll((boxes) => boxes.filter((b) => (b as HTMLInputElement).checked).length);
    // a day not held yet and open: add it
    const free = main.getByRole('group', { name: 'Dates' }).locator('input[type=checkbox]:not(:checked):not(:disabled)').first();
    await free.check();
    await main.getByText(/^Nouveau total/).waitFor();
    await noViolations(page);
    await main.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.waitForURL((u) => u.pathname === `/fr/account/registrations/${registrations.partial}`);
    await page.locator('.o-toast').getByText('Votre inscription est modifiée.').waitFor();
    const token = await demoToken(api);
    const saved = (await (
      await fetch(`${api}/api/account/registrations/${registrations.partial}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { dates: unknown[] } };
    expect(saved.data.dates.length).toBe(before + 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a second customer redeems the gift voucher Claire bought: 25 € in the wallet, the voucher in their list', async () => {
    const { page, errors } = await shellAs(ALEX_EMAIL, '/account/vouchers/redeem');
    const main = page.locator('main');
    await main.getByLabel('Code du bon').fill(DEMO_ACCOUNT.vouchers.gift.code.toLowerCase());
    await main.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL(/\/fr\/account\/vouchers\/redeem\/[^/]+$/);
    await main.getByText('Ce bon est valable.').waitFor();
    await noViolations(page);
    await main.getByRole('button', { name: 'Utiliser ce bon' }).click();
    await page.waitForURL(/\/fr\/account\/vouchers$/);
    await page.locator('.o-toast').getByText('Le bon a été utilisé.').waitFor();
    await main.getByText('Offert par Claire Dubois').first().waitFor();
    await page.goto(`${urls.shell}fr/account`);
    await main.getByText('25,00 €').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('every tab of the demo customer shows its content, and axe finds nothing on them', async () => {
    const { page, errors } = await shellAs('demo@oriel.test', '/account');
    const main = page.locator('main');
    const tabs = main.getByRole('navigation', { name: 'Rubriques du compte' }).getByRole('link');
    await tabs.first().waitFor();
    const names = await tabs.allTextContents();
    // every tab (001 §2), the demo customer has something in each
    expect(names.map((n) => n.replace(/\d+$/, ''))).toEqual([
      'Accueil',
      'Profil',
      'Participants',
      'Commandes',
      'Inscriptions',
      'Réservations',
      'Demandes',
      'Abonnements',
      'Bons cadeaux',
      'Adhésions',
      'Frais de présence',
    ]);
    // by keyboard: arrows move along the tabs, Enter opens one
    const hrefs = await tabs.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    await tabs.first().focus();
    for (let i = 1; i < hrefs.length; i++) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === hrefs[i]);
      await main.locator('.o-account-screen-title').first().waitFor();
      await expect.poll(() => main.locator('[aria-busy="true"], .skeleton').count()).toBe(0);
      await noViolations(page);
      await tabs.nth(i).focus();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('account area on the organiser site (another origin, third-party cookies blocked)', () => {
  it('sign in inside <oriel-account>, move between screens kept in the URL, download a document: no token in any URL', async () => {
    const strict = await launchBrowser(['--test-third-party-cookie-phaseout']);
    try {
      const page = await (await openContext(strict)).newPage();
      const errors = watchErrors(page);
      const rawKeys = await watchRawKeys(page);
      await page.goto(`${urls.site}compte.html`);
      const account = page.locator('oriel-account');
      await signInWithin(account);
      await account.getByRole('heading', { name: 'Bonjour Claire' }).waitFor();
      await account
        .getByRole('navigation', { name: 'Rubriques du compte' })
        .getByRole('link', { name: /Inscriptions/ })
        .click();
      await expect.poll(() => new URL(page.url()).searchParams.get('oriel-account')).toBe('registrations');
      await account.getByRole('link', { name: 'Stage multisport' }).first().click();
      await expect.poll(() => new URL(page.url()).searchParams.get('oriel-account')).toBe(`registrations/${registrations.deposit}`);
      await account.getByRole('button', { name: /Télécharger Attestation de participation/ }).waitFor();
      // a reload lands on the same screen, back returns to the list
      const reloaded = watchReload(page, registrations.deposit);
      const images = await watchImages(page);
      await page.reload();
      await account.getByRole('button', { name: /Télécharger Attestation de participation/ }).waitFor();
      // the registration's answer was asked for once, beside the session's, before the screen's code had come (the
      // screen took it rather than asking again: api/warm.ts), and its image as soon as that answer was in
      expect(reloaded()).toEqual(['asked GET', 'screens chunk']);
      await account.locator('.o-detail-image').waitFor();
      await askedAhead(account, images());
      await noViolations(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        account.getByRole('button', { name: /Télécharger Attestation de participation/ }).click(),
      ]);
      expect((await downloaded(download)).subarray(0, 5).toString()).toBe('%PDF-');
      expect(download.url()).not.toMatch(/token|Bearer/i);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).searchParams.get('oriel-account')).toBe('registrations');
      await account.getByRole('heading', { name: 'Mes inscriptions' }).waitFor();
      // the token lives in the host page's own storage, never in its URL or the document's
      const token = await page.evaluate((key) => localStorage.getItem(key), tokenKey(api));
      expect(token).toBeTruthy();
      expect(page.url()).not.toContain(token!);
      // the sign-in form and the account's screens show the catalogue's second part, which the element waited for
      expect(await rawKeys()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
