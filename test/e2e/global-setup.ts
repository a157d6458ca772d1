import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { runningClock } from '../../demo/api/src/clock';
import { TEST_INSTANTS, testNow } from '../clock/instants.mjs';
import { HOST_PAGE_ORIGINS, PORT_BASE } from './host-origins';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { startDemo, type DemoUrls } from '../../scripts/demo-servers';

declare module 'vitest' {
  export interface ProvidedContext {
    urls: DemoUrls;
    /** the test harness's clock control (not an API route: it never exists outside the browser tests) */
    clockUrl: string;
    /** the run's Chromium, which each test file connects to (browser.ts, useBrowser) */
    browserWs: string;
  }
}

/**
 * A Wednesday morning in Brussels: the default instant of the browser run (test/clock/instants.mjs). `ORIEL_E2E_NOW`
 * picks another one; the test command also runs the whole suite on a Sunday at 23:30, when the day's last slot is long gone.
 */
export const DEFAULT_E2E_NOW = TEST_INSTANTS[0]![1];

/**
 * Browser tests run against the built bundles (the same files a CDN would serve) and a fresh demo API with its
 * seed, on ports apart from a running `npm run demo`. One instant is pinned for the whole run: the API's clock
 * starts there and runs, each browser context installs page.clock at the API's current time (test/e2e/browser.ts),
 * and a test that needs time to pass moves both forward through the clock control below.
 */
export default async function setup(project: TestProject) {
  for (const f of ['packages/elements/dist/oriel.js', 'packages/shell/dist/index.html']) {
    if (!existsSync(f)) throw new Error(`${f} is missing: run \`pnpm build\` before the browser tests`);
  }
  const start = testNow();
  const clock = runningClock(start);
  // the test's host pages (host-page.ts) embed the widgets as an organiser's site does: the API knows their origins
  process.env.ORIEL_STOREFRONT_ORIGINS = [process.env.ORIEL_STOREFRONT_ORIGINS, ...HOST_PAGE_ORIGINS].filter(Boolean).join(',');
  const demo = await startDemo({
    apiPort: PORT_BASE,
    shellPort: PORT_BASE + 1,
    sitePort: PORT_BASE + 2,
    adminPort: PORT_BASE + 3,
    docsPort: PORT_BASE + 4,
    quiet: true,
    clock,
  });

  // Browsers with flags of their own (third-party cookies blocked), launched here on a test's first ask and kept for
  // the run. Not in the test's worker: its Date is pinned (test/clock), and Playwright's in-process clock stamps its
  // install with that Date, which the page then reads as the real one and undoes the pinned time.
  const flagged = new Map<string, Promise<BrowserServer>>();
  const browserWith = (flags: string[]) => {
    const key = flags.join(' ');
    if (!flagged.has(key)) flagged.set(key, chromium.launchServer({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...flags] }));
    return flagged.get(key)!;
  };

  const control = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'POST' && url.pathname === '/browser') {
      browserWith(url.searchParams.getAll('flag')).then(
        (server) => res.writeHead(200, { 'content-type': 'text/plain' }).end(server.wsEndpoint()),
        (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
      );
      return;
    }
    if (req.method === 'POST' && url.pathname === '/advance') clock.advance(Number(url.searchParams.get('ms') ?? 0));
    else if (!(req.method === 'GET' && url.pathname === '/now')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end(clock.now().toISOString());
  });
  await new Promise<void>((ok) => control.listen(0, '127.0.0.1', ok));
  const browser = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  project.provide('browserWs', browser.wsEndpoint());
  project.provide('urls', demo.urls);
  project.provide('clockUrl', `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
  console.log(`browser tests at ${start.toISOString()} (ORIEL_E2E_NOW)`);
  return async () => {
    await browser.close();
    for (const server of flagged.values()) await (await server).close();
    await new Promise<void>((ok) => control.close(() => ok()));
    await demo.close();
  };
}
