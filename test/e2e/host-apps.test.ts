/**
 * The six host apps an integrator drops the widgets into, kept as fixtures the suite runs: plain HTML under Bootstrap,
 * Tailwind's preflight and hostile global CSS, a React 19 app built with Vite against the shipped JSX types, a Vue 3
 * app, a Svelte 5 page rendered on the server then hydrated, a React single-page app that swaps its widgets on every
 * route, and a page under a strict nonce-based Content-Security-Policy. In each: the elements show the API's vouchers,
 * follow an attribute the host's state changes, share one cart (added in the grid, counted by the cart button), and
 * the host's own controls keep working with no error in the console.
 */
import { beforeAll, describe, inject, type ExpectStatic } from 'vitest';
import { registerCustomer } from './api-fixtures';
import { itAtFirstInstant, openContext, tokenKey, useBrowser, type Page } from './browser';
import { BOOTSTRAP_REBOOT, HOSTILE, TAILWIND_PREFLIGHT } from './host-css';
import { buildHostApps } from './host-apps/build';
import { hostDocument, useHostPages } from './host-page';

const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();
const loader = (attrs = '') => `<script src="${urls.loader}" data-api="${urls.api}"${attrs}></script>`;
const NONCE = 'h0st-n0nce';

/** A host page whose own script (inline, given the nonce when there is one) makes the button show every voucher. */
const plainPage = (head: string, nonce = '') =>
  hostDocument(
    `${head}<main class="page"><header><h1>HTML</h1><oriel-cart></oriel-cart></header>` +
      '<button type="button" id="host-button">Tous les bons</button><output id="host-state">size 1</output>' +
      '<oriel-cards data-kind="vouchers" data-page-size="1"></oriel-cards></main>' +
      `<script${nonce ? ` nonce="${nonce}"` : ''}>document.querySelector('#host-button').addEventListener('click', () => {
        document.querySelector('oriel-cards').dataset.pageSize = '3';
        document.querySelector('#host-state').textContent = 'size 3';
      });</script>`,
  );
/** A page of a built app: its module mounts into #app, or hydrates the server's markup there. */
const appPage = (script: string, markup = '') => hostDocument(`${loader()}<div id="app">${markup}</div><script type="module" src="/apps/${script}"></script>`);

let svelteHtml = '';
let vouchers: string[] = [];

beforeAll(async () => {
  const apps = await buildHostApps();
  svelteHtml = apps.svelteHtml;
  for (const [name, code] of Object.entries(apps.files)) host.file(`/apps/${name}`, code, 'text/javascript; charset=utf-8');
  // a browser asks every page for one: a 404 would be a console error
  host.file('/favicon.ico', '', 'image/x-icon');
  host.serve('/html.html', plainPage(`<style>${BOOTSTRAP_REBOOT}${TAILWIND_PREFLIGHT}${HOSTILE}</style>${loader()}`));
  host.serve('/react.html', appPage('react.js'));
  host.serve('/spa.html', appPage('spa.js'));
  host.serve('/vue.html', appPage('vue.js'));
  host.serve('/svelte.html', appPage('svelte.js', svelteHtml));
  const api = new URL(urls.api).origin;
  // the loader and its chunks come in through the nonce'd script ('strict-dynamic'); its one <style> takes the nonce
  const csp =
    `default-src 'none'; script-src 'nonce-${NONCE}' 'strict-dynamic'; style-src 'nonce-${NONCE}'; ` +
    `connect-src ${api}; img-src ${api} data:; base-uri 'none'; object-src 'none'`;
  host.serve('/csp.html', plainPage(loader(` nonce="${NONCE}"`), NONCE), csp);
  const list = (await (await fetch(`${urls.api}/api/vouchers`, { headers: { 'Accept-Language': 'fr' } })).json()) as { data: { title: string }[] };
  vouchers = list.data.map((v) => v.title).sort();
}, 60_000);

/** A page for a freshly registered customer (an empty cart of their own); every console error and uncaught error is kept. */
async function open(name: string): Promise<{ page: Page; errors: string[] }> {
  const token = await registerCustomer(urls.api, `host-${name}-${Date.now()}@oriel.test`, 'Hélène');
  const context = await openContext(browser());
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  return { page, errors };
}

const titles = (page: Page, kind = 'vouchers') => page.locator(`oriel-cards[data-kind="${kind}"] .o-card-title`).allTextContents();

/** The vouchers shown follow the host's page size (1, then every one), as the API lists them. */
async function followsTheHost(expect: ExpectStatic, page: Page) {
  await expect.poll(() => titles(page), { timeout: 20_000 }).toHaveLength(1);
  expect(vouchers).toContain((await titles(page))[0]);
  await page.locator('#host-button').click();
  await expect.poll(() => page.locator('#host-state').textContent()).toMatch(/^size 3/);
  await expect.poll(async () => (await titles(page)).sort()).toEqual(vouchers);
}

/** Adds the first voucher from the grid's dialog, then closes the drawer that opens and the dialog under it. */
async function addsAVoucher(page: Page) {
  await page.locator('oriel-cards .o-card button').first().click();
  const dialog = page.locator('oriel-cards dialog[open]');
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.locator('oriel-cart dialog[open]').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('oriel-cart dialog[open]').waitFor({ state: 'detached' });
  if (await dialog.count()) await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The cart button, another element than the grid, counts what the grid added. */
const cartCount = (expect: ExpectStatic, page: Page) => expect.poll(() => page.locator('oriel-cart .o-cart-badge').textContent(), { timeout: 10_000 });

// two pages at a time (maxConcurrency, one per core): most of a test is waiting on the API and the widgets' chunks
describe.concurrent('the widgets in six host apps (issue 36)', () => {
  for (const name of ['html', 'react', 'vue', 'svelte', 'csp'] as const) {
    itAtFirstInstant(`${name}: real vouchers, an attribute the host changes, one cart, the host unharmed`, async ({ expect }) => {
      const { page, errors } = await open(name);
      await page.goto(host.url(`/${name}.html`));
      if (name === 'svelte') expect(svelteHtml).toContain('<oriel-cards data-kind="vouchers" data-page-size="1"></oriel-cards>');
      await followsTheHost(expect, page);
      // React 19 hands the element's oriel:ready to the app's onoriel:ready prop
      if (name === 'react') expect(await page.locator('#host-state').textContent()).toMatch(/ready [1-9]/);
      await addsAVoucher(page);
      await cartCount(expect, page).toBe('1');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  itAtFirstInstant('a React single-page app: routes swap the widgets, listeners do not pile up, a remount asks nothing, one cart', async ({ expect }) => {
    const { page, errors } = await open('spa');
    // the listeners the page holds on window and document, as added and removed (an aborted signal removes too)
    await page.addInitScript(() => {
      const live: [EventTarget, string, unknown, boolean][] = [];
      (window as unknown as { listeners(): string[] }).listeners = () => live.map((l) => `${l[0] === window ? 'window' : 'document'} ${l[1]}`).sort();
      const add = EventTarget.prototype.addEventListener;
      const remove = EventTarget.prototype.removeEventListener;
      const capture = (o?: boolean | AddEventListenerOptions) => (typeof o === 'boolean' ? o : !!o?.capture);
      const find = (t: EventTarget, type: string, fn: unknown, c: boolean) => live.findIndex((l) => l[0] === t && l[1] === type && l[2] === fn && l[3] === c);
      const drop = (t: EventTarget, type: string, fn: unknown, c: boolean) => {
        const i = find(t, type, fn, c);
        if (i >= 0) live.splice(i, 1);
      };
      EventTarget.prototype.addEventListener = function (
        this: EventTarget,
        type: string,
        fn: EventListenerOrEventListenerObject | null,
        o?: boolean | AddEventListenerOptions,
      ) {
        const c = capture(o);
        if ((this === window || this === document) && fn && !(typeof o === 'object' && o.once) && find(this, type, fn, c) < 0) {
          live.push([this, type, fn, c]);
          if (typeof o === 'object' && o.signal) o.signal.addEventListener('abort', () => drop(this, type, fn, c));
        }
        return add.call(this, type, fn, o);
      };
      EventTarget.prototype.removeEventListener = function (
        this: EventTarget,
        type: string,
        fn: EventListenerOrEventListenerObject | null,
        o?: boolean | EventListenerOptions,
      ) {
        drop(this, type, fn, capture(o));
        return remove.call(this, type, fn, o);
      };
    });
    const lists: string[] = [];
    page.on('request', (r) => void (/\/api\/(vouchers|availabilities)\?/.test(r.url()) && lists.push(new URL(r.url()).pathname)));
    const listeners = () => page.evaluate(() => (window as unknown as { listeners(): string[] }).listeners());
    const go = async (route: 'Bons' | 'Stages') => {
      await page.locator('nav').getByRole('link', { name: route }).click();
      await page.getByRole('heading', { level: 1, name: route === 'Bons' ? 'Bons cadeaux' : 'Stages' }).waitFor();
      if (route === 'Bons') await expect.poll(async () => (await titles(page)).sort()).toEqual(vouchers);
      else await expect.poll(() => titles(page, 'availabilities')).toHaveLength(2);
    };

    await page.goto(host.url('/spa.html#/bons'));
    await followsTheHost(expect, page);
    await go('Stages');
    await go('Bons');
    const held = await listeners();
    // the mounted grid's own (it follows back and forward) are among those counted
    expect(held).toContain('window popstate');
    const asked = lists.length;
    for (let i = 0; i < 3; i++) {
      await go('Stages');
      await go('Bons');
    }
    // each list was asked once in all: a remount within the cache's freshness shows it and asks nothing
    expect(lists.length).toBe(asked);
    // (the vouchers once per page size the host asked for)
    expect(lists.sort()).toEqual(['/api/availabilities', '/api/vouchers', '/api/vouchers']);
    expect(await listeners()).toEqual(held);

    await addsAVoucher(page);
    await cartCount(expect, page).toBe('1');
    // another route's cart button, mounted after the add, counts it too
    await go('Stages');
    await cartCount(expect, page).toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
