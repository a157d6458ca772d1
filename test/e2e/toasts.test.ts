import { describe, expect, inject, it } from 'vitest';
import { axe, describeViolations, openContext, signInWithin, useBrowser, watchErrors, type Page } from './browser';

const urls = inject('urls');
const browser = useBrowser();

/** an e-mail no account has: one failed attempt, far from the per-account limit (docs/security.md §3) */
const nobody = () => `toast-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@oriel.test`;

/** Records each state the route progress bar goes through ('none', 'loading', 'done'), from now on. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { progress: string[] };
    w.progress = [];
    const read = () => {
      const state = document.querySelector('.o-progress')?.getAttribute('data-progress') ?? 'none';
      if (w.progress.at(-1) !== state) w.progress.push(state);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-progress'] });
  });
  return () => page.evaluate(() => (window as unknown as { progress: string[] }).progress);
}

describe('toasts and the route progress bar (001 §8, §9)', () => {
  it('shell: a failed login is a 3 s error toast, said once; a sign-in is a success toast lasting across the page change to its redirect; the route change shows the progress bar', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr/auth/login?redirect=${encodeURIComponent('/stages')}`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1 }).waitFor();
    const region = page.getByRole('region', { name: 'Notifications alt+T' });
    // the region's code comes with the first toast (it stays out of the shell's entry)
    expect(await region.count()).toBe(0);

    await signInWithin(main, { email: nobody(), password: 'not-the-password' });
    const failure = region.locator('.o-toast-error');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('E-mail ou mot de passe incorrect.');
    // said once, by the one assertive live region (the list itself is no live region)
    expect(await region.getByRole('status').count()).toBe(1);
    expect(await region.locator('[aria-live]').count()).toBe(2);
    await expect.poll(() => region.locator('[aria-live="assertive"]').textContent()).toBe('E-mail ou mot de passe incorrect.');
    // the password field keeps it, described and invalid, once the toast has gone (WCAG 3.3.1); it is no live
    // region, so the announcement stays one
    expect(await page.getByText('E-mail ou mot de passe incorrect.').count()).toBe(3); // the toast, its live region, the field
    const password = main.getByLabel('Mot de passe');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await main.locator('[aria-live]').getByText('E-mail ou mot de passe incorrect.').count()).toBe(0);

    // a pointer resting on the toast holds it while axe checks the page with it showing
    await failure.hover();
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await failure.count()).toBe(1);
    await page.mouse.move(5, 5);
    await failure.waitFor({ state: 'detached', timeout: 5_000 });

    // the page the sign-in leads to answers late (1.5 s), as on a busy phone
    const isStagesPage = (url: URL) => url.pathname === '/api/website/pages' && url.searchParams.get('pathname') === '/stages';
    await page.route(isStagesPage, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const stagesAnswered = page.waitForResponse((response) => isStagesPage(new URL(response.url())));
    const progress = await watchProgress(page);
    await main.getByLabel('E-mail').fill('demo@oriel.test');
    await main.getByLabel('Mot de passe').fill('demo-password');
    await main.getByRole('button', { name: 'Se connecter' }).click();
    const success = region.locator('.o-toast-success');
    await success.waitFor();
    expect(await success.textContent()).toContain('Vous êtes connecté.');
    await expect.poll(() => region.getByRole('status').textContent()).toBe('Vous êtes connecté.');
    // signed in, the login page goes to its redirect (001 §2): a client-side route change, with its progress bar
    await page.waitForURL((url) => url.pathname === '/fr/stages');
    // the sign-in's toast keeps its 2 s for the page it led to (001 §8), not spent while that page loaded
    const shownLater = stagesAnswered.then(() => page.waitForTimeout(1500)).then(() => success.isVisible());
    await expect.poll(progress, { timeout: 5_000 }).toEqual(expect.arrayContaining(['loading', 'done']));
    await expect.poll(async () => (await progress()).at(-1), { timeout: 5_000 }).toBe('none');
    const states = await progress();
    expect(states.indexOf('loading')).toBeLessThan(states.lastIndexOf('done'));
    // the bar is fixed: it never moved the page
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.o-toaster')!).position)).toBe('fixed');
    expect(await shownLater).toBe(true);
    await success.waitFor({ state: 'detached', timeout: 5_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shell on a phone: a swipe of the finger dismisses a toast', async () => {
    const context = await openContext(browser(), { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.shell}fr/auth/login`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1 }).waitFor();
    await signInWithin(main, { email: nobody(), password: 'not-the-password' });
    const toast = page.locator('.o-toaster .o-toast-error');
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }] });
    await touch('touchStart', x);
    await touch('touchMove', x + 10);
    await touch('touchMove', x + 40);
    // while dragging, the toast follows the finger by a transform
    expect(await toast.evaluate((el) => (el as HTMLElement).style.transform)).toMatch(/translateX\(\d+(\.\d+)?px\)/);
    await touch('touchEnd', x + 40);
    await toast.waitFor({ state: 'detached', timeout: 1_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('organiser site: the toast region loads with the first toast, once per page, in its own shadow root', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${urls.site}compte.html`);
    const account = page.locator('oriel-account');
    await account.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await page.locator('oriel-toasts').count()).toBe(0);

    await signInWithin(account, { email: nobody(), password: 'not-the-password' });
    const region = page.locator('oriel-toasts').getByRole('region', { name: 'Notifications alt+T' });
    await region.locator('.o-toast-error').waitFor();
    expect(await region.locator('.o-toast-error').textContent()).toContain('E-mail ou mot de passe incorrect.');
    await expect.poll(() => region.locator('[aria-live="assertive"]').textContent()).toBe('E-mail ou mot de passe incorrect.');
    await region.locator('.o-toast-error').hover();
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.mouse.move(5, 5);

    await signInWithin(account, {});
    await region.locator('.o-toast-success').waitFor();
    expect(await region.locator('.o-toast-success').textContent()).toContain('Vous êtes connecté.');
    expect(await page.locator('oriel-toasts').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
