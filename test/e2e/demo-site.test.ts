import { describe, expect, inject, it } from 'vitest';
import { addable, addToCart, demoToken, emptyCartOf, firstAddable, placesLeft } from './api-fixtures';
import {
  advanceClock,
  axe,
  describeViolations,
  openContext,
  signInWithin,
  useBrowser,
  watchErrors,
  watchLayoutShifts,
  shiftSources,
  watchViewLoadingBlocks,
  watchRawKeys,
  type Page,
  tokenKey,
  itAtFirstInstant,
  nothingHappensFor,
} from './browser';

const urls = inject('urls');
const browser = useBrowser();

async function openSite(): Promise<{ page: Page; errors: string[]; rawKeys: () => Promise<string[]> }> {
  const context = await openContext(browser());
  const page = await context.newPage();
  const errors = watchErrors(page);
  const rawKeys = await watchRawKeys(page);
  await page.goto(urls.site);
  await page.locator('oriel-cards .o-card').first().waitFor();
  return { page, errors, rawKeys };
}

/** A fresh page that keeps the catalogue files it fetches (`fr.base`, `fr.more`, in order) and watches for raw keys. */
async function openWatchingCatalogues() {
  const context = await openContext(browser());
  const page = await context.newPage();
  const errors = watchErrors(page);
  const rawKeys = await watchRawKeys(page);
  const catalogues: string[] = [];
  page.on('request', (r) => {
    const file = /\/chunks\/((?:fr|en)\.(?:base|more))-/.exec(r.url())?.[1];
    if (file) catalogues.push(file);
  });
  return { context, page, errors, rawKeys, catalogues };
}

describe('organiser site (another origin than the API)', () => {
  it('visitor browses, logs in, adds an availability, removes it; the session survives a reload', async () => {
    const { page, errors, rawKeys } = await openSite();
    expect(new URL(urls.site).origin).not.toBe(new URL(urls.api).origin);

    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    const target = await firstAddable(urls.api);
    await page.locator(`#o-av-${target.cuid} button`).click();
    const dialog = page.locator('oriel-cards dialog[open]');
    await expect.poll(() => dialog.locator('h2').textContent()).toBe(target.title);
    // the detail's rules came with its chunk (the cards chunk leaves them out): its facts are a grid, its image 16:9
    expect(await dialog.locator('.o-facts').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    expect(
      await dialog
        .locator('.o-detail-image')
        .first()
        .evaluate((el) => getComputedStyle(el).aspectRatio),
    ).toBe('16 / 9');

    // anonymous: the login prompt stands in place of the add form
    await signInWithin(dialog, { prompt: true });

    // signed in: the add form, participant defaulting to the first
    const add = dialog.getByRole('button', { name: 'Ajouter au panier' });
    await add.waitFor();
    const participant = dialog.getByLabel('Participant');
    expect(await participant.inputValue()).not.toBe('');
    await add.click();

    // the shared store: the cart element elsewhere on the page counts it at once, and its drawer opens by
    // itself because the count grew (spec 001 §2)
    const cartButton = page.locator('oriel-cart .o-cart-button');
    await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Panier, 1 article');
    const drawer = page.locator('oriel-cart dialog[open]');
    await drawer.waitFor();
    await expect.poll(() => drawer.locator('.o-cart-item').count()).toBe(1);
    expect(await drawer.locator('.o-cart-item').textContent()).toContain(target.title);

    const cartViolations = await axe(page);
    expect(cartViolations, describeViolations(cartViolations)).toEqual([]);

    // removing it empties the cart, and the drawer closes at zero
    await drawer.getByRole('button', { name: `Supprimer · ${target.title}` }).click();
    await expect.poll(() => page.locator('oriel-cart .o-cart-badge').count()).toBe(0);
    await expect.poll(() => page.locator('oriel-cart dialog[open]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('oriel-cards dialog[open]').count()).toBe(0);

    // a reload keeps the session: the cart shows its empty state, not the login prompt
    await page.reload();
    await page.locator('oriel-cards .o-card').first().waitFor();
    await page.locator('oriel-cart .o-cart-button').click();
    await expect.poll(() => page.locator('oriel-cart dialog[open] .state h3').textContent()).toBe('Votre panier est vide');
    // the login form in the card came with the catalogue's second part: no key ever read as itself
    expect(await rawKeys()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a page of cards and a cart leaves the catalogue's second part out until a visitor points at the cart or a card, and the drawer shows its words", async () => {
    const { context, page, errors, rawKeys, catalogues } = await openWatchingCatalogues();
    await page.goto(urls.site);
    await page.locator('oriel-cards .o-card').first().waitFor();
    expect(catalogues).toEqual(['fr.base']);
    // the pointer on its way to the cart asks for the drawer's code and its words together
    const cartButton = page.locator('oriel-cart .o-cart-button');
    await cartButton.hover();
    await expect.poll(() => catalogues).toEqual(['fr.base', 'fr.more']);
    await cartButton.click();
    const drawer = page.locator('oriel-cart dialog[open]');
    await expect.poll(() => drawer.textContent()).toContain('Connectez-vous pour voir votre panier');
    await drawer.getByRole('button', { name: 'Se connecter' }).click();
    await drawer.getByLabel('Mot de passe').waitFor();
    expect(catalogues).toEqual(['fr.base', 'fr.more']);
    expect(await drawer.locator('form').textContent()).toContain('Se connecter');
    expect(await rawKeys()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a card pointed at asks for its detail's words with its code, and the detail shows them", async () => {
    const { context, page, errors, rawKeys, catalogues } = await openWatchingCatalogues();
    const target = await firstAddable(urls.api);
    await page.goto(urls.site);
    const opener = page.locator(`#o-av-${target.cuid} button`);
    await opener.waitFor();
    expect(catalogues).toEqual(['fr.base']);
    await opener.hover();
    await expect.poll(() => catalogues).toEqual(['fr.base', 'fr.more']);
    await opener.click();
    const dialog = page.locator('oriel-cards dialog[open]');
    // its add button, or for a visitor its sign-in prompt: words of the second part
    await expect.poll(() => dialog.textContent()).toMatch(/Ajouter au panier|Connectez-vous pour vous inscrire/);
    expect(await rawKeys()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a card opened with Enter and closed with Escape gives the focus back to the card', async () => {
    const { page, errors } = await openSite();
    const target = await firstAddable(urls.api);
    const opener = page.locator(`#o-av-${target.cuid} button`);
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.locator('oriel-cards dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('oriel-cards dialog[open]').count()).toBe(0);
    // the focused element inside the widget's shadow root is the card's own button, not <body>
    await expect.poll(() => opener.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  itAtFirstInstant('a widget with an invalid data-attribute renders nothing and its neighbours keep working', async () => {
    const { page, errors } = await openSite();
    await page.evaluate(() => {
      const bad = document.createElement('oriel-cards');
      bad.id = 'bad-kind';
      bad.setAttribute('data-kind', 'spaceships');
      const badColumns = document.createElement('oriel-cards');
      badColumns.id = 'bad-columns';
      badColumns.setAttribute('data-kind', 'availabilities');
      badColumns.setAttribute('data-columns', 'many');
      document.querySelector('main')!.prepend(bad, badColumns);
    });
    for (const [id, attribute] of [
      ['bad-kind', 'kind'],
      ['bad-columns', 'columns'],
    ] as const) {
      // the marker carries the schema's issues, for Oriel.doctor() and the inspector
      await expect
        .poll(async () => JSON.stringify(JSON.parse((await page.locator(`#${id}`).getAttribute('data-oriel-invalid')) ?? 'null')))
        .toContain(`"path":["${attribute}"]`);
      expect(await page.locator(`#${id}`).evaluate((el) => el.shadowRoot?.querySelector('.oriel-root')?.childElementCount)).toBe(0);
      expect(await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
    }
    expect(await page.locator('oriel-cards:not([id]) .o-card').count()).toBeGreaterThan(0);
    await page.locator('oriel-cart .o-cart-button').click();
    await page.locator('oriel-cart dialog[open]').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  itAtFirstInstant("the grid's reserved space shows a loading shape from the loader's run until the widget draws its own", async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    // the widgets draw once the runtime has the organiser's zone: held back, the chunks are in and nothing is drawn
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${new URL(urls.api).origin}/api/organiser`, async (route) => (await held, route.continue()));
    await page.goto(urls.site);
    const host = page.locator('oriel-cards').first();
    await expect.poll(() => host.evaluate((el) => customElements.get(el.localName) !== undefined && !!el.shadowRoot)).toBe(true);
    const look = () =>
      host.evaluate((el) => ({ drawn: el.hasAttribute('data-oriel-drawn'), shape: getComputedStyle(el).backgroundImage.includes('linear-gradient') }));
    expect(await look()).toEqual({ drawn: false, shape: true });
    release();
    await page.locator('oriel-cards .o-card').first().waitFor();
    expect(await look()).toEqual({ drawn: true, shape: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page painted before its widgets draw does not move when they do (the reserved space keeps what follows out of view)', async () => {
    const token = await demoToken(urls.api);
    for (const [path, width, signedIn] of [
      ['', 1280, false],
      ['stages.html', 1280, false],
      ['stages.html', 768, false],
      ['compte.html', 1280, false],
      // a customer's account is taller than the widget's default 360 px: the footer moved (0.02)
      ['compte.html', 1280, true],
      ['compte.html', 390, true],
    ] as const) {
      const context = await openContext(browser(), { viewport: { width, height: 823 } });
      const page = await context.newPage();
      if (signedIn) await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
      const errors = watchErrors(page);
      const shifts = await watchLayoutShifts(page);
      // held back until the page has painted its reserved space, as on a slow network or phone
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${new URL(urls.api).origin}/api/organiser`, async (route) => (await held, route.continue()));
      await page.goto(`${urls.site}${path}`);
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
      release();
      await page
        .locator(path === 'compte.html' ? (signedIn ? 'oriel-account .o-account-tabs' : 'oriel-account form') : 'oriel-cards .o-card')
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await nothingHappensFor(page, 300, 'nothing shifts once the widgets have drawn');
      // a page of 20 sessions reserved 420 px: the footer, or the next section, moved down (0.06)
      expect(await shifts(), `${path || 'index.html'} at ${width} px${signedIn ? ', signed in' : ''}: ${(await shiftSources(page)).join(' ; ')}`).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  itAtFirstInstant('a header painted before the parser reaches its cart or language group already holds their place', async () => {
    // CI painted compte.html after the nav but before the language group: flex's space-between put the nav at the
    // right end, and the group's arrival moved it (0.009 at 1280 px). Removing them stands in for those paints: the
    // group, then the cart as well (the HTML has the cart before the group)
    for (const width of [1280, 768, 720, 390]) {
      const context = await openContext(browser(), { viewport: { width, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${urls.site}compte.html`);
      const moved = await page.evaluate(() => {
        const at = () =>
          ['header.site .brand', 'header.site nav', 'main'].map((s) => {
            const r = document.querySelector(s)!.getBoundingClientRect();
            return `${s} ${Math.round(r.x)},${Math.round(r.y)}`;
          });
        const whole = at();
        const partial: string[][] = [];
        for (const selector of ['header.site .lang', 'header.site oriel-cart']) {
          document.querySelector(selector)!.remove();
          partial.push(at());
        }
        return partial.flat().filter((position, i) => position !== whole[i % whole.length]);
      });
      expect(moved, `at ${width} px`).toEqual([]);
      await context.close();
    }
  });

  itAtFirstInstant('the loader asks for the runtimes, the catalogue and the organiser with the first chunk, and each is fetched once', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(urls.site);
    await page.locator('oriel-cards .o-card').first().waitFor();
    const hints = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')].map((l) => (l as HTMLLinkElement).href),
    );
    expect(hints.some((h) => /\/chunks\/runtime-[\w-]+\.js$/.test(h))).toBe(true);
    // the widgets' chunks import the runtime's file alone: no bundler's runtime of module wrappers, which could only
    // be found once a chunk is parsed (vite.widgets.config.ts)
    expect(requested.some((url) => /\/chunks\/rolldown-runtime-/.test(url))).toBe(false);
    expect(hints.some((h) => /\/chunks\/fr\.base-[\w-]+\.js$/.test(h))).toBe(true);
    // a page of cards and a cart shows no word of the catalogue's second part (core's i18n/load.ts)
    expect(hints.some((h) => /\/chunks\/(fr|en)\.more-/.test(h))).toBe(false);
    expect(hints).toContain(`${urls.api.replace(/\/+$/, '')}/api/organiser`);
    // a preload that does not match the request made later (mode, credentials) is fetched a second time
    for (const hint of hints)
      expect(
        requested.filter((url) => url === hint),
        hint,
      ).toHaveLength(1);
    // cards that show ages read the organiser's age formats from the runtime's answer: no second request for it
    requested.length = 0;
    await page.goto(`${urls.site}stages.html`);
    await page.locator('oriel-cards .o-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => new URL(url).pathname === '/api/organiser')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  itAtFirstInstant("the loader is fetched as its chunks are (crossorigin): they come over the loader's own connection", async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const loaderOrigin = new URL(urls.loader).origin;
    const connections: { path: string; id: number }[] = [];
    cdp.on('Network.responseReceived', (e) => {
      if (e.response.url.startsWith(loaderOrigin)) connections.push({ path: new URL(e.response.url).pathname, id: e.response.connectionId });
    });
    await page.goto(urls.site);
    await page.locator('oriel-cards .o-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const loader = connections.find((c) => c.path.endsWith('/oriel.js'));
    const chunks = connections.filter((c) => c.path.includes('/chunks/'));
    expect(loader).toBeDefined();
    expect(chunks.length).toBeGreaterThan(2);
    // a loader fetched without CORS goes over a connection of its own, which no chunk (a CORS request) may share
    expect(chunks.map((c) => c.id)).toContain(loader!.id);
    expect(errors).toEqual([]);
    await context.close();
  });

  itAtFirstInstant('a page of cards and a cart runs on 5 script files; the cart drawer is fetched on intent, once, and opens', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      // ours: the site's own lang.js is not counted
      if (request.resourceType() === 'script' && request.url().includes('/oriel/')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(urls.site);
    await page.locator('oriel-cards .o-card').first().waitFor();
    const cart = page.getByRole('button', { name: /^Panier, \d+ articles?$/ });
    await cart.waitFor();
    await page.waitForLoadState('networkidle');
    // the loader, the runtime, the cards', the cart's and one catalogue
    expect(scripts, scripts.join('\n')).toHaveLength(5);
    expect(scripts.filter((path) => /cart-drawer-/.test(path))).toEqual([]);
    // the drawer's rules come with its chunk (ui/src/lazy/add-styles.ts), added to the cart's shadow root once
    const styles = () =>
      page.locator('oriel-cart').evaluate((host) => {
        const root = host.shadowRoot!;
        const dialog = root.querySelector('dialog');
        const subtitle = root.querySelector('.o-cart-subtitle');
        return {
          sheets: root.adoptedStyleSheets.length,
          maxWidth: dialog && getComputedStyle(dialog).maxWidth,
          subtitle: subtitle && getComputedStyle(subtitle).marginBottom,
        };
      });
    const before = (await styles()).sheets;
    await cart.hover();
    await expect.poll(() => scripts.filter((path) => /cart-drawer-/.test(path)).length).toBe(1);
    const drawer = page.getByRole('dialog', { name: 'Votre panier' });
    await cart.click();
    await drawer.waitFor();
    expect(await styles()).toEqual({ sheets: before + 1, maxWidth: '420px', subtitle: '16px' });
    // the forms' rules, which the cart's chunk leaves out, come in the same sheet: the sign-in form's actions in a row
    await drawer.getByRole('button', { name: 'Se connecter' }).click();
    const actions = page.locator('oriel-cart .o-form-actions');
    await actions.waitFor();
    expect(await actions.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect((await styles()).sheets).toBe(before + 1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await cart.click();
    await drawer.waitFor();
    expect((await styles()).sheets).toBe(before + 1);
    expect(scripts.filter((path) => /cart-drawer-/.test(path))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  itAtFirstInstant("a card's detail is fetched on intent (the pointer over the card, or the focus), once, before the open, which then shows it", async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const details: string[] = [];
    page.on('request', (request) => {
      if (/\/oriel\/chunks\/availability-detail-[\w-]+\.js$/.test(request.url())) details.push(new URL(request.url()).pathname);
    });
    await page.goto(urls.site);
    const opener = page.locator('oriel-cards [id^="o-av-"] button').first();
    await opener.waitFor();
    await page.waitForLoadState('networkidle');
    // a grid only browsed fetches none
    expect(details).toEqual([]);
    await opener.hover();
    await expect.poll(() => details.length).toBe(1);
    // the focus on another card asks again: the browser's module map answers, nothing more is fetched
    await page.locator('oriel-cards [id^="o-av-"] button').nth(1).focus();
    await opener.click();
    const dialog = page.locator('oriel-cards dialog[open]');
    await dialog.locator('.o-detail').waitFor();
    expect(details).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a grid's kind picks its chunk: the availabilities page fetches no other kind's grid, a bundles grid fetches its own with the cards chunk, and a kind changed later loads its grid", async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const views: string[] = [];
    page.on('request', (request) => {
      if (/\/oriel\/chunks\/(offer|activity)-cards\.view-/.test(request.url())) views.push(new URL(request.url()).pathname);
    });
    const preloads = () =>
      page.evaluate(() => Array.from(document.head.querySelectorAll('link[rel=modulepreload]'), (l) => new URL((l as HTMLLinkElement).href).pathname));
    await page.goto(urls.site);
    await page.locator('oriel-cards .o-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(views).toEqual([]);
    expect((await preloads()).filter((p) => /cards\.view-/.test(p))).toEqual([]);

    // stages.html: the loader hints the bundles grid's chunk as the element connects (not once the cards chunk has
    // run), one request for it, and the bundle cards render; the widget evaluates it while the runtime starts, so
    // the grid goes from the host's loading shape to its own skeleton, never through the view's loading block
    const blocks = await watchViewLoadingBlocks(page);
    await page.goto(`${urls.site}stages.html`);
    await page.locator('oriel-cards[data-kind="bundles"] .o-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(views.filter((p) => /offer-cards\.view-/.test(p))).toHaveLength(1);
    expect((await preloads()).filter((p) => /offer-cards\.view-/.test(p))).toHaveLength(1);
    expect(views.filter((p) => /activity-cards\.view-/.test(p))).toEqual([]);
    expect((await blocks()).filter((host) => host === 'oriel-cards[bundles]')).toEqual([]);

    // a kind set later, and a value that is no kind but names a property every object has: the activities grid
    // loads on its first render; the other gets no hint and renders nothing
    views.length = 0;
    await page.evaluate(() => {
      const grid = document.querySelector('oriel-cards[data-kind="bundles"]')!;
      grid.setAttribute('data-kind', 'activities');
      const odd = document.createElement('oriel-cards');
      odd.setAttribute('data-kind', 'constructor');
      document.querySelector('main')!.append(odd);
    });
    await page.locator('oriel-cards[data-kind="activities"] .o-card').first().waitFor();
    expect(views.filter((p) => /activity-cards\.view-/.test(p))).toHaveLength(1);
    await expect.poll(() => page.locator('oriel-cards[data-kind="constructor"]').getAttribute('data-oriel-invalid')).not.toBeNull();
    expect((await preloads()).every((p) => p.startsWith('/oriel/chunks/') || p.startsWith('/api/'))).toBe(true);

    // the page's own class and style on a drawn grid are no configuration: no render (each one marks the host drawn
    // again) and no request, and the first card is the same node (taken once the grid has drawn its last step)
    await nothingHappensFor(page, 300, 'the activities grid has drawn its cards');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.evaluate(() => {
      const grid = document.querySelector<HTMLElement>('oriel-cards[data-kind="activities"]')!;
      const seen = ((window as unknown as { __hostChanges: string[] }).__hostChanges = [] as string[]);
      new MutationObserver((records) => records.forEach((r) => seen.push(r.attributeName!))).observe(grid, { attributes: true });
      (window as unknown as { __firstCard: Element }).__firstCard = (grid.shadowRoot ?? grid).querySelector('.o-card')!;
      grid.classList.add('highlighted');
      // through the style object: the demo site's policy refuses a style attribute's text
      grid.style.outline = '2px solid red';
      grid.classList.remove('highlighted');
      grid.style.removeProperty('outline');
    });
    await nothingHappensFor(page, 300, 'toggling class and style re-renders nothing');
    const after = await page.evaluate(() => {
      const grid = document.querySelector('oriel-cards[data-kind="activities"]')!;
      const w = window as unknown as { __hostChanges: string[]; __firstCard: Element };
      return { changes: w.__hostChanges, sameCard: (grid.shadowRoot ?? grid).querySelector('.o-card') === w.__firstCard };
    });
    expect(after).toEqual({ changes: ['class', 'style', 'class', 'style'], sameCard: true });
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  itAtFirstInstant('a French page in Brussels builds no Intl object: ICU never starts (dates, prices, counts and weekdays written plain)', async () => {
    // a first Intl object starts ICU, the longest task of a widget page (docs/decisions/0005-no-icu-on-widget-pages.md): count every one built
    const context = await openContext(browser());
    await context.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { __intl: string[] }).__intl = built;
      for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat'] as const) {
        const Native = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Counted = function (this: unknown, ...args: unknown[]) {
          built.push(`${name} ${JSON.stringify(args)}`);
          return new Native(...args);
        };
        Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
      }
      const compare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof compare>) {
        built.push('localeCompare');
        return compare.apply(this, args);
      };
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const built = () => page.evaluate(() => (window as unknown as { __intl: string[] }).__intl);
    // index.html: cards with dates and prices, a cart; stages.html: filters (weekday names), counts, a second grid
    await page.goto(urls.site);
    await page.locator('oriel-cards .o-card').first().waitFor();
    await page.getByRole('button', { name: /^Panier, \d+ articles?$/ }).waitFor();
    await expect.poll(() => page.locator('oriel-cards .o-card-price').first().textContent()).toMatch(/\d\s€|Gratuit/);
    await page.waitForLoadState('networkidle');
    expect(await built()).toEqual([]);
    await page.goto(`${urls.site}stages.html`);
    await page.locator('oriel-cards .o-filter-group').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await built()).toEqual([]);
    // the hosted shell's week: server-rendered, then taken over (its style markers go), then a week further
    await page.goto(`${urls.shell}fr/cours`);
    await expect.poll(() => page.locator('[data-oriel-style]').count()).toBe(0);
    await page.getByRole('button', { name: 'Période suivante' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.waitForLoadState('networkidle');
    expect(await built()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  itAtFirstInstant("a grid's filter rules come with the filters' chunk: a grid with data-filters lays them out, one without carries none", async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const look = (index: number) =>
      page
        .locator('oriel-cards')
        .nth(index)
        .evaluate((host) => {
          const root = host.shadowRoot!;
          const rules = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
          const group = root.querySelector('.o-filter-group');
          // a choice's box and label in a row: a forms rule, which comes with the filters, not with the grid's chunk
          const check = root.querySelector('.o-check');
          return {
            filterRules: rules.filter((rule) => rule.startsWith('.o-filter-group')).length,
            group: group && getComputedStyle(group).display,
            check: check && getComputedStyle(check).display,
            formRules: rules.filter((rule) => rule.startsWith('.o-check {')).length,
          };
        });
    await page.goto(`${urls.site}stages.html`);
    await page.locator('oriel-cards .o-filter-group').first().waitFor();
    // the first grid filters (aside from 1024 px), the second does not
    expect(await look(0)).toEqual({ filterRules: 1, group: 'grid', check: 'flex', formRules: 1 });
    expect(await look(1)).toEqual({ filterRules: 0, group: null, check: null, formRules: 0 });
    await page.goto(urls.site);
    await page.locator('oriel-cards .o-card').first().waitFor();
    expect(await look(0)).toEqual({ filterRules: 0, group: null, check: null, formRules: 0 });
    // a card's detail brings the forms' rules with its own: a visitor's sign-in prompt is laid out as a grid
    await page.locator('oriel-cards [id^="o-av-"] button').first().click();
    const prompt = page.locator('oriel-cards .o-login-prompt');
    await prompt.waitFor();
    expect(await prompt.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    expect(errors).toEqual([]);
    await context.close();
  });

  itAtFirstInstant('with the API unreachable the cards show an error with a retry, and the page stays whole', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const apiOrigin = new URL(urls.api).origin;
    await page.route(`${apiOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(urls.site);
    // three retries with exponential delay (1 s, 2 s, 4 s) come first: spec 000 §9
    const retry = page.locator('oriel-cards').getByRole('button', { name: 'Réessayer' });
    await retry.waitFor({ timeout: 20_000 });
    expect(await page.locator('oriel-cards [role="alert"]').textContent()).toContain('Une erreur');
    await expect.poll(() => page.getByRole('heading', { name: 'Stages et ateliers pour petits et grands' }).isVisible()).toBe(true);
    await page.unroute(`${apiOrigin}/**`);
    await retry.click();
    await page.locator('oriel-cards .o-card').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a returning customer signs in inside a card: the cart already holds an item, yet the drawer stays shut and the add works', async () => {
    const [held, target] = await addable(urls.api, { count: 2 });
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    await addToCart(urls.api, token, [held!.id]);
    const { page, errors } = await openSite();
    try {
      await page.locator(`#o-av-${target!.cuid} button`).click();
      const dialog = page.locator('oriel-cards dialog[open]');
      await signInWithin(dialog, { prompt: true });
      const cartButton = page.locator('oriel-cart .o-cart-button');
      // the loaded cart counts its item, but loading it is not the customer adding: no drawer over the dialog
      await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Panier, 1 article');
      await nothingHappensFor(page, 300, 'the loaded cart opens no drawer over the dialog');
      expect(await page.locator('oriel-cart dialog[open]').count()).toBe(0);
      // the add button is not covered: a real click (no force) reaches it, and that add does open the drawer
      await dialog.getByRole('button', { name: 'Ajouter au panier' }).click({ timeout: 5_000 });
      await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Panier, 2 articles');
      await page.locator('oriel-cart dialog[open]').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await emptyCartOf(urls.api, token);
      await page.context().close();
    }
  });

  it('an item expires 15 minutes after it was added: the badge drops and its place comes back (clocks moved, not waited)', async () => {
    const target = await firstAddable(urls.api);
    const token = await demoToken(urls.api);
    await emptyCartOf(urls.api, token);
    const before = await placesLeft(urls.api, target.cuid);
    const { page, errors } = await openSite();
    try {
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
      await addToCart(urls.api, token, [target.id]);
      await page.reload();
      const cartButton = page.locator('oriel-cart .o-cart-button');
      await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Panier, 1 article');
      if (before !== null) expect(await placesLeft(urls.api, target.cuid)).toBe(before - 1);

      // the delete control draws an SVG icon, not an emoji (no emoji font in Debian's chromium)
      await cartButton.click();
      const remove = page.locator('oriel-cart dialog[open]').getByRole('button', { name: `Supprimer · ${target.title}` });
      await remove.waitFor();
      expect(await remove.locator('svg').count()).toBe(1);
      expect((await remove.textContent())?.trim()).toBe('');
      await page.keyboard.press('Escape');

      await advanceClock(page.context(), 14 * 60_000);
      await nothingHappensFor(page, 100, 'the item is still in the cart a minute before it expires');
      expect(await cartButton.getAttribute('aria-label')).toBe('Panier, 1 article');
      await advanceClock(page.context(), 2 * 60_000);
      await expect.poll(() => cartButton.getAttribute('aria-label')).toBe('Panier, 0 article');
      if (before !== null) expect(await placesLeft(urls.api, target.cuid)).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await emptyCartOf(urls.api, token);
      await page.context().close();
    }
  });
});
