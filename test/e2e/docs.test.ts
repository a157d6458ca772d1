import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDocs } from '../../scripts/docs-build';
import { axe, describeViolations, openContext, useBrowser, watchErrors, type Page, nothingHappensFor } from './browser';

const urls = inject('urls');
const browser = useBrowser();

/** What the manifest says `data-mode` of <oriel-schedule> takes: the page must list exactly these. */
function manifestValues(tag: string, attribute: string): string[] {
  const manifest = JSON.parse(readFileSync('packages/elements/custom-elements.json', 'utf8')) as {
    modules: { declarations?: { tagName?: string; attributes?: { name: string; type?: { text: string } }[] }[] }[];
  };
  const el = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag);
  const type = el?.attributes?.find((a) => a.name === attribute)?.type?.text ?? '';
  return [...type.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext(browser());
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(new URL(path, urls.docs!).href);
  return { page, errors };
}

const preview = (page: Page) => page.getByTestId('live-preview');
/** Cards rendered from the API's answer (skeletons have no id). */
const realCards = (page: Page) => preview(page).locator('oriel-cards [id^="o-av-"]');

beforeAll(() => {
  // the docs are built for this test and `npm run demo` only, when older than their sources (scripts/docs-build.ts)
  buildDocs({ quiet: true });
}, 120_000);

describe('docs site (VitePress, live examples against the demo API)', () => {
  it('home, then an element page with its generated tables and a live example of real cards', async () => {
    expect(urls.docs).toBeTruthy();
    const { page, errors } = await open('/');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Oriel');
    // the home lists every page of the sidebar (one list in docs/.vitepress/config.mts), each element among them
    const paths = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname).sort());
    const listed = await paths('main table a');
    expect(listed).toEqual(await paths('.VPSidebar a'));
    for (const tag of ['oriel-cards', 'oriel-schedule', 'oriel-cart', 'oriel-checkout', 'oriel-account']) expect(listed).toContain(`/elements/${tag}.html`);
    const homeViolations = await axe(page);
    expect(homeViolations, describeViolations(homeViolations)).toEqual([]);
    // the home's link goes to the cards page through the client-side router: the loader is added on the way
    await page.getByRole('main').getByRole('link', { name: 'try the elements live' }).click();
    await page.waitForURL(/\/elements\/oriel-cards\.html$/);
    await expect.poll(() => page.locator('h1').textContent()).toContain('<oriel-cards>');
    for (const heading of ['Attributes', 'Events', 'CSS custom properties', 'Parts']) {
      await expect.poll(() => page.getByRole('heading', { name: heading, level: 2 }).count()).toBe(1);
    }
    // the parts come from docs/theming.md, the custom properties from the manifest and theming.md
    await expect.poll(() => page.locator('td code', { hasText: /^card-title$/ }).count()).toBe(1);
    await expect.poll(() => page.locator('td code', { hasText: /^--oriel-cards-min-height$/ }).count()).toBe(1);
    await expect.poll(() => page.locator('td code', { hasText: /^--oriel-accent$/ }).count()).toBe(1);

    // real cards from the demo API, in the docs' page (the loader from the demo shell)
    await expect.poll(() => realCards(page).count(), { timeout: 15_000 }).toBe(4);
    const id = await realCards(page).first().getAttribute('id');
    // the docs are in English: so are the widgets' calls, and the organiser's titles they show
    const res = await fetch(`${urls.api}/api/availabilities/${id!.replace(/^o-av-/, '')}?lang=en`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { activity?: { title: string } } };
    expect(await realCards(page).first().textContent()).toContain(data.activity!.title);

    const grid = preview(page).locator('oriel-cards .o-grid');
    await expect.poll(() => grid.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--o-columns'))).toBe('2');

    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // editing the example and applying it renders the element again with the new attributes
    const source = page.getByTestId('live-source');
    await source.fill('<oriel-cards data-kind="availabilities" data-columns="3" data-page-size="6"></oriel-cards>');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => realCards(page).count(), { timeout: 15_000 }).toBe(6);
    await expect.poll(() => grid.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--o-columns'))).toBe('3');
    expect(errors).toEqual([]);
  });

  it('the schedule page lists every data-mode value of the manifest', async () => {
    const modes = manifestValues('oriel-schedule', 'data-mode');
    expect(modes).toContain('week');
    const { page, errors } = await open('/elements/oriel-schedule.html');
    const row = page.locator('tr', { has: page.locator('td:first-child code', { hasText: /^data-mode$/ }) });
    await expect.poll(() => row.count()).toBe(1);
    const listed = await row.locator('td:nth-child(3) code').allTextContents();
    expect(listed).toEqual(modes);
    expect(await row.locator('td:nth-child(4)').textContent()).toBe('(required)');
    // its live example renders the week through the loader: axe judges the week itself, not its empty mount point
    await expect
      .poll(
        () =>
          preview(page)
            .locator('oriel-schedule')
            .evaluate((el) => !!el.shadowRoot?.querySelector(':is(.o-week-cal, .o-week-stacked, .o-week-empty):not(.o-week-skeleton)')),
        { timeout: 15_000 },
      )
      .toBe(true);
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the textarea cannot inject script: only oriel-* elements and their data-* attributes are kept', async () => {
    const { page, errors } = await open('/elements/oriel-cards.html');
    await expect.poll(() => realCards(page).count(), { timeout: 15_000 }).toBe(4);
    const dialogs: string[] = [];
    page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
    await page
      .getByTestId('live-source')
      .fill(
        [
          '<img src="x" onerror="window.__pwned = 1; alert(1)">',
          '<script>window.__pwned = 2</script>',
          '<div><svg onload="window.__pwned = 3"></svg><oriel-cards data-kind="availabilities" data-columns="1" data-page-size="1" onclick="window.__pwned = 4" style="position:fixed;inset:0"></oriel-cards></div>',
          '<iframe srcdoc="<script>parent.__pwned = 5</script>"></iframe>',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => realCards(page).count(), { timeout: 15_000 }).toBe(1);
    // what the sanitiser kept; `data-oriel-drawn` is the widget's own marker once drawn (elements/src/registry.ts)
    const kept = await preview(page).evaluate((el) =>
      Array.from(
        el.querySelectorAll('*'),
        (e) =>
          `${e.localName}[${e
            .getAttributeNames()
            .filter((n) => n !== 'data-oriel-drawn')
            .join(',')}]`,
      ),
    );
    expect(kept).toEqual(['oriel-cards[data-kind,data-columns,data-page-size]']);
    const status = await page.getByRole('status').filter({ hasText: 'Left out' }).textContent();
    for (const word of ['<img>', '<div>', '<script>', '<svg>', 'onclick', 'style', '<iframe>']) expect(status).toContain(word);
    await nothingHappensFor(page, 300, 'no image error or frame runs the injected script');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // the docs' policy refuses (and reports) the inline handlers the sanitiser's inert parse meets: a second defence
    const handlerReport = (e: string) => e.startsWith('CSP: Executing inline event handler');
    expect(errors.filter(handlerReport).length).toBeGreaterThan(0);
    expect(errors.filter((e) => !handlerReport(e))).toEqual([]);
  });

  it('search finds an attribute: its element page, at the attributes table', async () => {
    const { page, errors } = await open('/');
    await page.getByRole('button', { name: 'Search' }).first().click();
    const box = page.getByRole('searchbox').or(page.locator('#localsearch-input'));
    await box.first().fill('filters-layout');
    const hit = page.locator('#localsearch-list a[href*="/elements/oriel-cards.html#attributes"]');
    await expect.poll(() => hit.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await hit.first().click();
    await page.waitForURL(/\/elements\/oriel-cards\.html#attributes$/);
    await expect.poll(() => page.locator('td code', { hasText: /^data-filters-layout$/ }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("embed configurator: the live element follows the form, an invalid value is explained in the console warning's words, the snippets carry it", async () => {
    const { page, errors } = await open('/configurator.html');
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && m.text().startsWith('[oriel]') && warnings.push(m.text())));
    const live = page.getByTestId('conf-preview').locator('oriel-cards');
    const cards = live.locator('[id^="o-av-"]');
    // it starts with the required kind chosen: real cards from the demo API
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(2);
    const size = page.getByLabel('data-page-size', { exact: true });
    await size.fill('2');
    await expect.poll(() => live.getAttribute('data-page-size')).toBe('2');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // typed at the keyboard
    await size.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('500');
    const warning = page.getByTestId('conf-warning');
    await expect.poll(() => warning.textContent()).toContain('data-page-size');
    expect(await size.getAttribute('aria-invalid')).toBe('true');
    // the words the element itself prints, once its loader read the attribute
    await expect.poll(() => warnings.find((w) => w.includes('data-page-size')), { timeout: 10_000 }).toBeTruthy();
    const printed = warnings.find((w) => w.includes('data-page-size'))!;
    expect(await warning.locator('code').textContent()).toBe(printed);
    const described = await size.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described!.split(' ')[1]}"]`).textContent()).toContain('500');
    for (const form of ['html', 'react', 'vue']) {
      expect(await page.getByTestId(`conf-snippet-${form}`).textContent()).toContain('data-page-size="500"');
    }
    expect(await page.getByTestId('conf-snippet-html').textContent()).toContain('<script async src=');
    // the copy button, pressed with the keyboard, puts the snippet on the clipboard
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(urls.docs!).origin });
    await page.getByRole('button', { name: 'Copy React 19 JSX' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied the React 19 JSX snippet.' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByTestId('conf-snippet-react').textContent());
    const invalidViolations = await axe(page);
    expect(invalidViolations, describeViolations(invalidViolations)).toEqual([]);

    // keyboard: another element, its own form; the first keeps what was typed
    await page.getByLabel('Element', { exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByTestId('conf-preview').locator('oriel-schedule').getAttribute('data-mode')).toBe('week');
    await page.getByLabel('data-layout', { exact: true }).selectOption('calendar');
    await expect.poll(() => page.getByTestId('conf-preview').locator('oriel-schedule').getAttribute('data-layout')).toBe('calendar');
    expect(await page.getByTestId('conf-snippet-react').textContent()).toContain('<oriel-schedule data-mode="week" data-layout="calendar" />');
    await page.getByLabel('Element', { exact: true }).selectOption('oriel-cards');
    expect(await page.getByLabel('data-page-size', { exact: true }).inputValue()).toBe('500');
    expect(errors).toEqual([]);
  });
});
