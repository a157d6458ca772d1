import { describe, expect, inject, it } from 'vitest';
import { demoToken } from './api-fixtures';
import { apiNow, axe, describeViolations, openContext, tokenKey, useBrowser, watchErrors, type Page } from './browser';

// A full session offers its waiting list where it says "full": its card and its schedule slot lead to
// the detail's waiting-list form, focused; a closed one does not.

const urls = inject('urls');
const browser = useBrowser();

interface Listed {
  id: number;
  cuid: string;
  status: string;
  start_at: string;
  capacity: number | null;
  registered: number;
  activity: { cuid: string; title: string };
}

const list = async (path: string) => ((await (await fetch(`${urls.api}/api/${path}`)).json()) as { data: Listed[] }).data;

/**
 * A session ahead that is full (FULL, or OPEN with its places taken) and of age for Hugo (13), the demo family's
 * second child: catalog.test.ts puts Léa, the first, on a FULL one's list.
 */
async function fullSession(): Promise<Listed> {
  const now = (await apiNow()).getTime();
  const found = (await list('availabilities?status=OPEN,FULL&age=13&limit=100')).find(
    (a) => Date.parse(a.start_at) > now && (a.status === 'FULL' || (a.capacity !== null && a.registered >= a.capacity)),
  );
  if (!found) throw new Error('the seed has no full session ahead for a 13-year-old');
  return found;
}

async function signedIn(lang: 'fr' | 'en'): Promise<{ page: Page; errors: string[] }> {
  const token = await demoToken(urls.api);
  const context = await openContext(browser(), lang === 'en' ? { locale: 'en-GB' } : {});
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${urls.shell}${lang}`);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
  return { page, errors };
}

describe('the waiting list beside a full session (issue 35.7)', () => {
  it("a full session's card leads by keyboard to its waiting-list form, focused, and Hugo joins it", async () => {
    const session = await fullSession();
    const { page, errors } = await signedIn('fr');
    const main = page.locator('main');
    try {
      await page.goto(`${urls.shell}fr/activities/${session.activity.cuid}`);
      const link = main.locator(`a[href$="/availabilities/${session.cuid}#o-waiting-list"]`);
      await link.waitFor();
      expect(await link.textContent()).toBe("Liste d'attente");
      expect(await link.getAttribute('aria-label')).toBe(`Liste d'attente : ${session.activity.title}`);
      // its card says why: full
      expect(await link.locator('xpath=ancestor::article').textContent()).toContain('Complet');
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/fr/availabilities/${session.cuid}#o-waiting-list$`));
      const form = main.locator('#o-waiting-list');
      await form.getByText('Cette séance est complète').waitFor();
      const participant = form.getByLabel('Participant');
      await expect.poll(() => participant.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await form.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      // each option carries the child's age on the first day ('Hugo Dubois, 13 ans')
      const hugo = await participant.locator('option', { hasText: /^Hugo Dubois/ }).getAttribute('value');
      await participant.selectOption(hugo!);
      // the keyboard reaches the button past the way to add a participant
      const join = form.getByRole('button', { name: "Rejoindre la liste d'attente" });
      const joinFocused = () => join.evaluate((el) => el === document.activeElement);
      for (let i = 0; i < 4 && !(await joinFocused()); i++) await page.keyboard.press('Tab');
      expect(await joinFocused()).toBe(true);
      await page.keyboard.press('Enter');
      await form.getByText("Vous êtes sur la liste d'attente.").waitFor();
      const after = await axe(page);
      expect(after, describeViolations(after)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('in English, the card says “Waiting list” and the detail opens at the form', async () => {
    const session = await fullSession();
    const { page, errors } = await signedIn('en');
    const main = page.locator('main');
    try {
      await page.goto(`${urls.shell}en/activities/${session.activity.cuid}`);
      const link = main.locator(`a[href$="/availabilities/${session.cuid}#o-waiting-list"]`);
      await link.waitFor();
      expect(await link.textContent()).toBe('Waiting list');
      await link.click();
      const form = main.locator('#o-waiting-list');
      await form.getByText('This session is full').waitFor();
      await expect.poll(() => form.getByLabel('Participant').evaluate((el) => el === document.activeElement)).toBe(true);
      await form.getByRole('button', { name: 'Join the waiting list' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
