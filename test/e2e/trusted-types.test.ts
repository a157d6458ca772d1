import { describe, expect, inject, it } from 'vitest';
import { openContext, useBrowser, type Page } from './browser';
import { hostDocument, useHostPages } from './host-page';

const urls = inject('urls');
const browser = useBrowser();
const host = useHostPages();

interface Finding {
  check: string;
  ok: boolean;
  message: string;
}

const grid = `<script src="${urls.loader}" data-api="${urls.api}"></script><oriel-cards data-kind="availabilities" data-page-size="6" data-structured-data></oriel-cards>`;

/** The page's uncaught errors and the oriel:error events its grid sent, recorded from the first byte. */
async function watch(page: Page) {
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __orielErrors: string[] };
    w.__orielErrors = [];
    document.addEventListener('oriel:error', (e) => {
      const d = (e as CustomEvent<{ kind: string; attribute?: string; message: string }>).detail;
      w.__orielErrors.push(`${d.kind} ${d.attribute ?? ''} ${d.message}`);
    });
  });
  return { uncaught, orielErrors: () => page.evaluate(() => (window as unknown as { __orielErrors: string[] }).__orielErrors) };
}

const doctor = (page: Page) => page.evaluate(() => (window as unknown as { Oriel: { doctor(): Promise<Finding[]> } }).Oriel.doctor());
const jsonLd = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('oriel-cards > script[type="application/ld+json"]'), (s) => JSON.parse(s.textContent!) as unknown));

describe("JSON-LD under require-trusted-types-for 'script'", () => {
  it('a page that allows the policy oriel gets its JSON-LD, and doctor() says it is written through it', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const seen = await watch(page);
    await page.goto(host.page(hostDocument(grid, 'en'), "require-trusted-types-for 'script'; trusted-types oriel"));
    await page.locator('oriel-cards .o-card').first().waitFor();
    await expect
      .poll(async () => ((await jsonLd(page)) as { itemListElement?: unknown[] }[])[0]?.itemListElement?.length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const found = await doctor(page);
    expect(found.filter((f) => !f.ok)).toEqual([]);
    expect(found.find((f) => f.check === 'trusted-types')?.message).toBe('The JSON-LD is written through the Trusted Types policy oriel.');
    expect(await seen.orielErrors()).toEqual([]);
    expect(seen.uncaught).toEqual([]);
    await context.close();
  });

  it('a page whose trusted-types list omits oriel: no JSON-LD, one oriel:error, and doctor() says what to add', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const seen = await watch(page);
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && m.text().startsWith('[oriel]') && warnings.push(m.text())));
    await page.goto(host.page(hostDocument(grid, 'en'), "require-trusted-types-for 'script'; trusted-types host-policy"));
    await page.locator('oriel-cards .o-card').first().waitFor();
    await expect.poll(seen.orielErrors, { timeout: 10_000 }).toHaveLength(1);
    expect((await seen.orielErrors())[0]).toMatch(/^config data-structured-data cannot write its JSON-LD: .*add oriel to it/);
    expect(warnings.filter((w) => w.includes('JSON-LD'))).toHaveLength(1);
    expect(await jsonLd(page)).toEqual([]);
    const failing = (await doctor(page)).filter((f) => !f.ok);
    expect(failing).toHaveLength(1);
    expect(failing[0]).toMatchObject({ check: 'trusted-types', message: expect.stringContaining('add oriel to it (trusted-types … oriel)') });
    // the grid keeps following its pages without trying again (each try would be another refusal)
    expect(await seen.orielErrors()).toHaveLength(1);
    expect(seen.uncaught).toEqual([]);
    await context.close();
  });

  it('doctor() run before any grid wrote finds the same', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const seen = await watch(page);
    // the grid's chunk is held back: doctor() must find the refusal on its own
    await page.route(/\/chunks\/structured-data-/, () => undefined);
    await page.goto(host.page(hostDocument(grid, 'en'), "require-trusted-types-for 'script'; trusted-types host-policy"));
    await page.waitForFunction(() => typeof (window as unknown as { Oriel?: { doctor?: unknown } }).Oriel?.doctor === 'function');
    const failing = (await doctor(page)).filter((f) => !f.ok);
    expect(failing.map((f) => f.check)).toEqual(['trusted-types']);
    expect(seen.uncaught).toEqual([]);
    await context.close();
  });
});
