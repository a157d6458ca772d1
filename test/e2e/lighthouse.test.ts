import lighthouse from 'lighthouse';
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoToken } from './api-fixtures';
import { apiNow, CHROMIUM_ARGS, chromiumPath } from './browser';
import { allPages, HOUR_DEPENDENT, type PageToCheck } from './pages';

const urls = inject('urls');
const tokenKey = `oriel:token:${new URL(urls.api).origin}`;

let browser: PuppeteerBrowser;
let token: string;
beforeAll(async () => {
  // Lighthouse drives the browser through puppeteer; the same Debian chromium and flags as every browser test
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  token = await demoToken(urls.api);
});
afterAll(() => browser?.close());

interface Failure {
  id: string;
  title: string;
  items: string[];
}

/**
 * Lighthouse's accessibility category on one page, in a tab whose clock starts at the API's pinned instant (a
 * Date shim, since Lighthouse's own navigation cannot use playwright's page.clock) and, for pages behind sign-in,
 * with the demo customer's token in the page's storage.
 */
async function accessibility(target: PageToCheck, mobile: boolean): Promise<{ score: number; failures: Failure[] }> {
  const page = await browser.newPage();
  const offset = (await apiNow()).getTime() - Date.now();
  await page.evaluateOnNewDocument((shift: number) => {
    const Real = Date;
    const now = () => Real.now() + shift;
    class Pinned extends Real {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(now());
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static override now() {
        return now();
      }
    }
    (window as unknown as { Date: DateConstructor }).Date = Pinned as DateConstructor;
  }, offset);
  if (target.signedIn) await page.evaluateOnNewDocument((key: string, value: string) => localStorage.setItem(key, value), tokenKey, token);
  try {
    const result = await lighthouse(
      target.url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        disableStorageReset: true,
        formFactor: mobile ? 'mobile' : 'desktop',
        screenEmulation: mobile ? { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false } : { disabled: true },
        locale: 'fr',
        // no throttling nor screenshots: this run judges accessibility, not speed (the performance checks apart)
        // this run judges accessibility only: no screenshot to take
        disableFullPageScreenshot: true,
      },
      undefined,
      page,
    );
    const lhr = result!.lhr;
    const failures = Object.values(lhr.audits)
      .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
      .map((a) => ({
        id: a.id,
        title: a.title,
        items: ((a.details as { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined)?.items ?? []).map(
          (i) => i.node?.snippet ?? i.node?.selector ?? JSON.stringify(i).slice(0, 160),
        ),
      }));
    return { score: lhr.categories.accessibility?.score ?? 0, failures };
  } finally {
    await page.close();
  }
}

describe('Lighthouse accessibility is 100 on every shell route and demo site page (issue 7.6)', async () => {
  // ORIEL_E2E_LIGHTHOUSE=hour (the second instant of `npm test`): only the pages whose content changes with the hour,
  // since the rest renders the same markup at both instants and each audit costs about 6 s
  const only = process.env.ORIEL_E2E_LIGHTHOUSE === 'hour' ? HOUR_DEPENDENT : null;
  const pages = (await allPages(urls, await apiNow())).filter((p) => !only || only.has(p.name));
  const phone = pages.filter((p) => p.name === 'shell ' || p.name === 'shell /cours' || p.name === 'shell /terrains' || p.name === 'site index.html');
  for (const [target, mobile] of [...pages.map((p) => [p, false] as const), ...phone.map((p) => [p, true] as const)]) {
    it(`${target.name}${mobile ? ' (phone, 390 px)' : ''}`, async () => {
      const { score, failures } = await accessibility(target, mobile);
      expect(failures.map((f) => `${f.id}: ${f.title}\n    ${f.items.join('\n    ')}`)).toEqual([]);
      expect(score).toBe(1);
    });
  }
});
