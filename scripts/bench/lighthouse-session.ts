// What the Lighthouse benches share (lighthouse.ts, lantern.ts): a fresh demo at the first pinned instant, a browser,
// the pages BENCH_PAGES names, and one mobile performance run of a page.
import puppeteer from 'puppeteer-core';
import { runningClock, type ManualClock } from '../../demo/api/src/clock';
import { createLogger, setProcessLogger } from '../../demo/api/src/ops/log';
import { tokenKey } from '../../packages/core/src/store/storage';
import { testNow } from '../../test/clock/instants.mjs';
import { demoToken } from '../../test/e2e/api-fixtures';
import { audit, type Report } from '../../test/e2e/lighthouse-audit';
import { allPages, type PageToCheck } from '../../test/e2e/pages';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { startDemo } from '../demo-servers';
import { assertBuilt } from './built.mjs';

/** The pages a quick run audits: the shell's home, /cours and a session's page, the demo site's index and stages */
export const QUICK_PAGES = ['shell ', 'shell /cours', 'shell /availabilities/', 'site index.html', 'site stages.html'];

export interface LighthouseSession {
  clock: ManualClock;
  targets: PageToCheck[];
  /** one Lighthouse run, performance with its mobile defaults: a cold load at the pinned clock, signed in if need be */
  run(target: PageToCheck): Promise<Report>;
  close(): Promise<void>;
}

/**
 * The pages `wanted` names (BENCH_PAGES): `fallback` when unset, every page with `all`, else comma-separated names or
 * name prefixes of test/e2e/pages.ts.
 */
export function pagesNamed(all: PageToCheck[], wanted: string | undefined, fallback: readonly string[]): PageToCheck[] {
  if (wanted === 'all') return all;
  const names = wanted ? wanted.split(',') : fallback;
  return names.map((name) => {
    const page = all.find((p) => p.name === name) ?? all.find((p) => p.name.startsWith(name) && name.length > 'shell '.length);
    if (!page) throw new Error(`no page named "${name}" in test/e2e/pages.ts`);
    return page;
  });
}

/** Starts the demo and a browser for the pages BENCH_PAGES names (the quick ones when unset). */
export async function startLighthouseSession(fallback: readonly string[] = QUICK_PAGES): Promise<LighthouseSession> {
  assertBuilt();
  // the pages' weight and load do not follow the hour: the first instant (ORIEL_TEST_NOW picks another)
  const clock = runningClock(testNow());
  // the API's warnings and errors only: its line per request would bury the figures
  setProcessLogger(createLogger({ format: 'pretty', write: (line, level) => void (level !== 'info' && console.error(line)) }));
  const demo = await startDemo({ apiPort: 4430, shellPort: 4431, sitePort: 4432, adminPort: 4433, quiet: true, clock });
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const close = async () => {
    await browser.close();
    await demo.close();
  };
  try {
    const targets = pagesNamed(await allPages(demo.urls, clock.now()), process.env.BENCH_PAGES, fallback);
    const token = targets.some((t) => t.signedIn) ? await demoToken(demo.urls.api) : '';
    const run = (target: PageToCheck) =>
      audit(browser, {
        url: target.url,
        mobile: true,
        category: 'performance',
        // the page's clock is the API's: its Date is the machine's shifted to the pinned instant
        clockOffsetMs: clock.now().getTime() - Date.now(),
        ...(target.signedIn ? { storage: [tokenKey(demo.urls.api), token] as [string, string] } : {}),
      });
    return { clock, targets, run, close };
  } catch (error) {
    await close();
    throw error;
  }
}
