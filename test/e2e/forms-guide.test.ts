import { describe, expect, inject, it } from 'vitest';
import { apiNow, axe, describeViolations, openContext, useBrowser, watchErrors, type Page } from './browser';

const urls = inject('urls');
const browser = useBrowser();

/** An open, future session of the seed for 5 to 10 years with a free place: what a parent of a young child books. */
async function fiveToTen(): Promise<{ cuid: string; title: string }> {
  const body = (await (await fetch(`${urls.api}/api/availabilities?limit=100&offset=0`)).json()) as {
    data: {
      cuid: string;
      status: string;
      start_at: string;
      capacity: number | null;
      registered: number;
      age_minimum?: number | null;
      age_maximum?: number | null;
      activity?: { title: string };
    }[];
  };
  const now = (await apiNow()).getTime();
  const found = body.data.find(
    (a) =>
      a.age_minimum === 5 && a.age_maximum === 10 && a.status === 'OPEN' && Date.parse(a.start_at) > now && (a.capacity === null || a.capacity > a.registered),
  );
  if (!found) throw new Error('the seed has no open session for 5 to 10 years');
  return { cuid: found.cuid, title: found.activity?.title ?? '' };
}

/** Whether an element is within the window (the phone's visible part of the page). */
const onScreen = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel)!.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  }, selector);

describe('forms that guide a family on a phone (issue 35)', () => {
  it('register at 390 px: a required choice left empty gets a focused summary whose link leads to it; then a 5-10 session refuses the adult, saying why', async () => {
    const context = await openContext(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const main = page.locator('main');

    await page.goto(`${urls.shell}fr/auth/register`);
    await main.getByLabel('Prénom').fill('Inès');
    await main.getByLabel('Nom', { exact: true }).fill('Moreau');
    await main.getByLabel('E-mail').fill(`e2e-forms-${Date.now()}@oriel.test`);
    await main.getByLabel('Téléphone').fill('+32 470 00 00 01');
    await main.getByLabel('Mot de passe').fill('secret-123');
    const address = main.getByRole('combobox', { name: 'Adresse' });
    await address.fill('Rue de la Loi');
    await main.getByRole('option').first().waitFor();
    await address.press('ArrowDown');
    await address.press('Enter');
    // the organiser's setting ticks the customer's own participant: this parent attends too
    expect(await main.getByLabel('Je participerai moi-même à des activités').isChecked()).toBe(true);
    await main.getByLabel('Date de naissance').fill('1985-04-12');
    await main.getByLabel("J'accepte les conditions générales").check();
    await main.getByRole('button', { name: 'Créer mon compte' }).click();

    // the t-shirt size is required and left empty: the summary takes the focus and names it
    const summary = main.locator('.o-error-summary');
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    const link = summary.getByRole('link', { name: /^Taille de t-shirt : / });
    expect(await summary.getByRole('link').count()).toBe(1);
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await link.click();
    const group = main.getByRole('radiogroup', { name: /Taille de t-shirt/ });
    await expect
      .poll(() =>
        group
          .getByRole('radio')
          .first()
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    // its error is above the choices, on screen with the focused one
    const groupId = await group.getAttribute('id');
    expect(await onScreen(page, `#${groupId}-err`)).toBe(true);
    await group.getByRole('radio').first().check();
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Bonjour Inès').first().waitFor();

    // a camp for 5 to 10 years: the only participant, an adult, is shown with the reason and cannot be sent
    const camp = await fiveToTen();
    await page.goto(`${urls.shell}fr/availabilities/${camp.cuid}`);
    const select = main.getByRole('combobox', { name: 'Participant' });
    await select.waitFor();
    const adult = select.locator('option', { hasText: 'Inès Moreau' });
    expect(await adult.textContent()).toMatch(/^Inès Moreau, 4\d ans — au-dessus de l’âge prévu \(De 5 à 10 ans\)$/);
    expect(await adult.isDisabled()).toBe(true);
    const described = await select.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | '),
    );
    expect(described).toMatch(/Âges : De 5 à 10 ans \(âge au premier jour\)\. \| Inès Moreau, 4\d ans — au-dessus de l’âge prévu \(De 5 à 10 ans\)/);
    const adds: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/carts/items') && adds.push(r.url()));
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => select.getAttribute('aria-invalid')).toBe('true');
    await main.getByText("Aucun de vos participants n'a l'âge prévu pour cette séance", { exact: false }).first().waitFor();
    expect(adds).toEqual([]);
    const detailViolations = await axe(page);
    expect(detailViolations, describeViolations(detailViolations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
