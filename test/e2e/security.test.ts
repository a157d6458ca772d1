import { describe, expect, inject, it } from 'vitest';
import { addToCart, demoToken, emptyCartOf, firstAddable, registerCustomer } from './api-fixtures';
import { openContext, signInWithin, useBrowser, watchErrors, type Page, tokenKey, itAtFirstInstant, nothingHappensFor } from './browser';

const urls = inject('urls');
const browser = useBrowser();

async function shellLogin(page: Page, email: string, password: string, greeting: string) {
  await page.goto(`${urls.shell}fr/auth/login`);
  await signInWithin(page.locator('main'), { email, password });
  await page.getByText(greeting).waitFor();
}

describe('security in the browser (issue 8)', () => {
  itAtFirstInstant('the shell and the host page send a strict Content-Security-Policy, and a violation would fail the journeys', async () => {
    for (const url of [urls.shell, urls.site]) {
      const csp = (await fetch(url)).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src [^;]*'self'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toMatch(/frame-ancestors/);
    }
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    await page.goto(urls.site);
    await page.locator('oriel-cards .o-card').first().waitFor();
    // what an injected inline script meets: blocked, and reported to the journeys' error watch
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.head.append(s);
    });
    await expect.poll(() => errors.some((e) => e.startsWith('CSP:'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await page.context().close();
  });

  it("customer A checks out and logs out; customer B logs in in the same tab and opens A's success URL: nothing of A shows", async () => {
    const tokenA = await demoToken(urls.api);
    await emptyCartOf(urls.api, tokenA);
    const target = await firstAddable(urls.api);
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    try {
      await shellLogin(page, 'demo@oriel.test', 'demo-password', 'Bonjour Claire');
      await addToCart(urls.api, tokenA, [target.id]);
      await page.goto(`${urls.shell}fr/checkout`);
      const main = page.locator('main');
      await main.getByLabel('Payer plus tard par virement').check();
      await main.getByLabel("J'accepte les conditions générales").check();
      await main.getByRole('button', { name: 'Confirmer ma commande' }).click();
      await page.waitForURL(/\/fr\/checkout\/[^/]+\/success/);
      await page.getByRole('heading', { name: 'Merci pour votre commande' }).waitFor();
      const successUrl = page.url();
      const reference = /Référence (\S+)/.exec((await main.textContent()) ?? '')?.[1];
      expect(reference).toBeTruthy();

      // A logs out from the top bar; B signs in within the same tab (same runtime, same cache)
      await page
        .getByRole('button', { name: /Se déconnecter|Déconnexion/ })
        .first()
        .click();
      await page.getByRole('link', { name: 'Se connecter' }).first().waitFor();
      const emailB = `b-${Date.now()}@oriel.test`;
      await registerCustomer(urls.api, emailB, 'Bruno');
      await shellLogin(page, emailB, 'secret-123', 'Bonjour Bruno');
      await page.evaluate((href) => {
        history.pushState(null, '', href);
        dispatchEvent(new PopStateEvent('popstate'));
      }, new URL(successUrl).pathname);
      await page.locator('main [role="alert"], main .state').first().waitFor();
      const shown = (await main.textContent()) ?? '';
      expect(shown).not.toContain(reference!);
      expect(shown).not.toContain(target.title);
      expect(shown).not.toContain('Merci pour votre commande');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  itAtFirstInstant('an open redirect after login is refused: a signed-in visitor sent to /\\t/evil.test stays on the shell', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    try {
      await shellLogin(page, 'demo@oriel.test', 'demo-password', 'Bonjour Claire');
      for (const redirect of ['/\t/evil.test', '/\\evil.test', '//evil.test', 'https://evil.test/']) {
        await page.goto(`${urls.shell}fr/auth/login?redirect=${encodeURIComponent(redirect)}`);
        await page.waitForURL((u) => u.pathname === '/fr' || u.pathname === '/fr/', { timeout: 10_000 });
        expect(new URL(page.url()).origin).toBe(new URL(urls.shell).origin);
      }
    } finally {
      await context.close();
    }
  });

  itAtFirstInstant(
    "a created participant's redirect cannot leave the organiser's site: oriel-account-redirect=/.//x//evil.test gives the participants list",
    async () => {
      const email = `redirect-${Date.now()}@oriel.test`;
      await registerCustomer(urls.api, email, 'Nina');
      const context = await openContext(browser());
      const page = await context.newPage();
      const errors = watchErrors(page);
      try {
        await page.goto(`${urls.site}compte.html`);
        const account = page.locator('oriel-account');
        await signInWithin(account, { email, password: 'secret-123' });
        await account.getByRole('heading', { name: 'Bonjour Nina' }).waitFor();
        await page.goto(`${urls.site}compte.html?oriel-account=participants/create&oriel-account-redirect=${encodeURIComponent('/.//x//evil.test')}`);
        await account.getByLabel('Prénom').fill('Lou');
        await account.getByLabel('Nom', { exact: true }).fill('Pereira');
        await account.getByLabel('Date de naissance').fill('2017-03-09');
        // the organiser's required participant field (seed: t-shirt size)
        await account.getByRole('button', { name: 'Ajouter le participant' }).click();
        await account.getByRole('radio', { name: '8 ans' }).check();
        await account.getByRole('button', { name: 'Ajouter le participant' }).click();
        // refused by the one redirect rule: the screen's own way on, the list, on the host page
        await page.waitForURL((u) => u.pathname === '/compte.html' && u.searchParams.get('oriel-account') === 'participants', { timeout: 10_000 });
        expect(new URL(page.url()).origin).toBe(new URL(urls.site).origin);
        await account.getByRole('heading', { name: 'Lou Pereira' }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('logging out in one tab signs the other tabs out (storage events); an expired token shows the login prompt', async () => {
    const context = await openContext(browser());
    try {
      const one = await context.newPage();
      await shellLogin(one, 'demo@oriel.test', 'demo-password', 'Bonjour Claire');
      const two = await context.newPage();
      await two.goto(urls.shell + 'fr');
      await two.getByText('Bonjour Claire').waitFor();
      await one
        .getByRole('button', { name: /Se déconnecter|Déconnexion/ })
        .first()
        .click();
      await two.getByRole('link', { name: 'Se connecter' }).first().waitFor();
      expect(await two.getByText('Bonjour Claire').count()).toBe(0);

      // a token the API no longer knows: the cart asks to log in, never an error screen
      await two.evaluate((key) => localStorage.setItem(key, 'revoked-or-expired-token'), tokenKey(urls.api));
      await two.reload();
      await two.getByRole('button', { name: /^Panier/ }).click();
      await two.getByText('Connectez-vous pour voir votre panier').waitFor();
      expect(await two.evaluate((key) => localStorage.getItem(key), tokenKey(urls.api))).toBeNull();
    } finally {
      await context.close();
    }
  });

  itAtFirstInstant('a widget whose chunk failed to load (network lost) renders once the network is back, without a reload', async () => {
    const page = await (await openContext(browser())).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(/\/oriel\/chunks\/cards-/, (route) => route.abort('internetdisconnected'));
    const chunkFailed = page.waitForEvent('requestfailed', (r) => /\/oriel\/chunks\/cards-/.test(r.url()));
    await page.goto(urls.site);
    await expect.poll(() => page.evaluate(() => customElements.get('oriel-cards') !== undefined)).toBe(true);
    await chunkFailed;
    await nothingHappensFor(page, 300, 'no card renders while the chunk cannot load');
    expect(await page.locator('oriel-cards .o-card').count()).toBe(0);
    await page.unroute(/\/oriel\/chunks\/cards-/);
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await page.locator('oriel-cards .o-card').first().waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
