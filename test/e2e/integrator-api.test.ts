import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { registerCustomer } from './api-fixtures';
import { openContext, tokenKey, useBrowser, watchErrors, type Page, nothingHappensFor } from './browser';
import { hostDocument, useHostPages } from './host-page';

const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();
const loader = (extra = '') => `<script src="${urls.loader}" data-api="${urls.api}"${extra}></script>`;

interface Heard {
  type: string;
  /** the element the page sees the event on (a composed event is retargeted to the widget's host) */
  target: string;
  detail: { kind?: string; tag?: string; attribute?: string; message?: string; count?: number; elementIsTarget?: boolean };
}

/** Records every oriel:error, oriel:add-to-cart and oriel:cart-change the page hears, from before the loader runs. */
async function listen(page: Page) {
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    for (const type of ['oriel:error', 'oriel:add-to-cart', 'oriel:cart-change'])
      document.addEventListener(type, (e) => {
        const detail = (e as CustomEvent).detail as Record<string, unknown>;
        const { element, ...rest } = detail;
        heard.push({
          type,
          target: (e.target as Element).localName,
          detail: { ...rest, elementIsTarget: element === undefined ? undefined : element === e.target },
        });
      });
  });
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && m.text().startsWith('[oriel]') && warnings.push(m.text())));
  return { warnings, heard: () => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard) };
}

describe('misuse is loud, once (issue 36)', () => {
  it('a bad value, an unknown attribute, a misspelt tag (at start and added later), an unknown language: one warning and one oriel:error each', async () => {
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    const { warnings, heard } = await listen(page);
    await page.goto(
      host.page(
        hostDocument(
          `${loader(' data-lang="de"')}<oriel-cards id="bad" data-kind="bundle"></oriel-cards>` +
            '<oriel-cards id="typo" data-kind="availabilities" data-page-sise="4"></oriel-cards><oriel-card></oriel-card>',
        ),
      ),
    );
    await page.locator('#typo .o-card').first().waitFor();
    await page.evaluate(() => document.body.append(document.createElement('oriel-itme')));
    // the same mistakes again (an attribute change re-reads them, the element moves) say nothing more
    await page.evaluate(() => {
      document.querySelector('#bad')!.setAttribute('title', 'x');
      document.querySelector('#typo')!.setAttribute('data-columns', '2');
      document.body.append(document.querySelector('oriel-card')!);
    });
    await expect.poll(() => warnings.length).toBe(5);
    await nothingHappensFor(page, 300, 'the same mistakes warn no more');
    expect(warnings.sort()).toEqual([
      expect.stringMatching(/^\[oriel\] <oriel-card> is not an Oriel element: the elements are <oriel-cards>, <oriel-schedule>, /),
      expect.stringMatching(/^\[oriel\] <oriel-cards> data-page-sise is not an attribute of this element; it reads .*data-page-size/),
      expect.stringMatching(/^\[oriel\] <oriel-cards> renders nothing: data-kind: .*Expected .*"availabilities".* but received "bundle"/),
      expect.stringMatching(/^\[oriel\] <oriel-itme> is not an Oriel element/),
      expect.stringMatching(/^\[oriel\] <script> data-lang="de" is not a language of Oriel's: it accepts fr or en/),
    ]);
    const events = (await heard()).filter((e) => e.type === 'oriel:error');
    expect(events.map((e) => [e.target, e.detail.kind, e.detail.attribute, e.detail.elementIsTarget]).sort()).toEqual(
      [
        ['oriel-card', 'config', undefined, true],
        ['oriel-cards', 'config', 'data-kind', true],
        ['oriel-cards', 'config', 'data-page-sise', true],
        ['oriel-itme', 'config', undefined, true],
        ['script', 'config', 'data-lang', true],
      ].sort(),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an API call that fails after its retries: oriel:error of kind api from the widget', async () => {
    const page = await (await openContext(browser())).newPage();
    const { heard } = await listen(page);
    // the availabilities list answers 503 (retried, then given up)
    await page.route(
      (url) => url.href.startsWith(urls.api) && url.pathname === '/api/availabilities',
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"UNAVAILABLE"}' }),
    );
    await page.goto(host.page(hostDocument(`${loader()}<oriel-cards data-kind="availabilities"></oriel-cards>`)));
    await page.locator('oriel-cards [role="alert"]').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await heard()).filter((e) => e.type === 'oriel:error'))
      .toEqual([{ type: 'oriel:error', target: 'oriel-cards', detail: expect.objectContaining({ kind: 'api', tag: 'oriel-cards', elementIsTarget: true }) }]);
    await page.context().close();
  });
});

describe('state a page can read (issue 36)', () => {
  it('Oriel.version, Oriel.ready, Oriel.cart at start and subscribed; an add tells add-to-cart, then cart-change', async () => {
    const token = await registerCustomer(urls.api, `integrator-${Date.now()}@oriel.test`, 'Iris');
    const vouchers = (await (await fetch(`${urls.api}/api/vouchers`)).json()) as { data: { id: number }[] };
    const added = await fetch(`${urls.api}/api/carts/items`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ vouchers: [{ voucher_id: vouchers.data[0]!.id, quantity: 1 }] }),
    });
    expect(added.status).toBe(201);
    const context = await openContext(browser());
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [tokenKey(urls.api), token]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const { heard } = await listen(page);
    await page.goto(host.page(hostDocument(`${loader()}<oriel-cards data-kind="vouchers"></oriel-cards>`)));
    const version = (JSON.parse(readFileSync(new URL('../../packages/elements/package.json', import.meta.url), 'utf8')) as { version: string }).version;
    const start = await page.evaluate(async () => {
      const oriel = (
        window as unknown as {
          Oriel: {
            version: string;
            ready: Promise<void>;
            cart: { count: number; items: { type: string }[]; subscribe(fn: (c: { count: number }) => void): () => void };
          };
        }
      ).Oriel;
      await oriel.ready;
      // the session and its cart arrive after the runtime started: a subscriber hears them
      const counts: number[] = [];
      (window as unknown as { counts: number[] }).counts = counts;
      oriel.cart.subscribe((c) => counts.push(c.count));
      return { version: oriel.version };
    });
    expect(start.version).toBe(version);
    await expect.poll(() => page.evaluate(() => (window as unknown as { Oriel: { cart: { count: number } } }).Oriel.cart.count)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { Oriel: { cart: { items: { type: string }[] } } }).Oriel.cart.items.map((i) => i.type))).toEqual([
      'VOUCHER',
    ]);

    // (the cart the session loaded was a change of its own)
    const before = (await heard()).length;
    await page.locator('oriel-cards .o-card button').first().click();
    const dialog = page.locator('oriel-cards dialog[open]');
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(async () => (await heard()).slice(before).map((e) => e.type)).toEqual(['oriel:add-to-cart', 'oriel:cart-change']);
    expect((await heard()).at(-1)!.detail.count).toBe(2);
    await expect.poll(() => page.evaluate(() => (window as unknown as { counts: number[] }).counts.at(-1))).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { Oriel: { cart: { count: number } } }).Oriel.cart.count)).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a widget's URL state is its own (issue 36)", () => {
  it("the host page's ?page_number=3&search=x leave the grid alone; its own oc- parameters move it, and its pager writes them", async () => {
    const page = await (await openContext(browser())).newPage();
    const errors = watchErrors(page);
    const path = host.page(hostDocument(`${loader()}<oriel-cards data-kind="availabilities" data-page-size="2"></oriel-cards>`));
    /** the ids of the cards shown, once the grid drew them */
    const shown = async (query: string) => {
      await page.goto(`${path}${query}`);
      await page.locator('oriel-cards .o-card').first().waitFor();
      await expect.poll(() => page.locator('oriel-cards .o-card-skeleton').count()).toBe(0);
      return page.locator('oriel-cards .o-card-title[id]').evaluateAll((els) => els.map((el) => el.id));
    };
    const first = await shown('');
    expect(first).toHaveLength(2);
    expect(await shown('?page_number=3&search=x')).toEqual(first);
    const third = await shown('?oc-page_number=3');
    expect(third).toHaveLength(2);
    expect(third).not.toEqual(first);
    // a namespace of the page's choosing
    await page.goto(
      host.page(hostDocument(`${loader()}<oriel-cards data-kind="availabilities" data-page-size="2" data-namespace="stages"></oriel-cards>`)) +
        '?stages-page_number=3',
    );
    await page.locator('oriel-cards .o-card').first().waitFor();
    await expect.poll(() => page.locator('oriel-cards .o-card-title[id]').evaluateAll((els) => els.map((el) => el.id))).toEqual(third);
    // the grid's own pager writes its parameter under its namespace and keeps the page's
    await page.goto(`${path}?page_number=3`);
    await page.locator('oriel-cards .o-card').first().waitFor();
    await page
      .locator('oriel-cards')
      .getByRole('button', { name: /suivante|Page 2/i })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe('?page_number=3&oc-page_number=2');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
