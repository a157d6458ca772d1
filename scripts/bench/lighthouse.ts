// Lighthouse performance, mobile (not a test, not part of `npm test`): the shell's home, /cours and a session's page,
// and the demo site's index and stages pages, each audited BENCH_RUNS times (3 by default) with Lighthouse's mobile
// defaults, cold cache, on the built bundles and a fresh demo API at the first pinned instant (test/clock). Prints each
// run and each page's medians against its budget (PASS/FAIL), and exits 1 when a page is under a floor
// (lighthouse-budget.ts). Needs the build: `pnpm build && pnpm bench:lighthouse`.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { runningClock } from '../../demo/api/src/clock';
import { createLogger, setProcessLogger } from '../../demo/api/src/ops/log';
import { testNow } from '../../test/clock/instants.mjs';
import { audit, type Report } from '../../test/e2e/lighthouse-audit';
import { allPages } from '../../test/e2e/pages';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { startDemo } from '../demo-servers';
import { BUDGET, describeRun, judge, type RunFigures } from './lighthouse-budget';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!(RUNS >= 1)) throw new Error(`BENCH_RUNS must be a positive number, not ${process.env.BENCH_RUNS}`);
for (const f of ['packages/elements/dist/oriel.js', 'packages/shell/dist/index.html'])
  if (!existsSync(f)) throw new Error(`${f} is missing: run \`pnpm build\` first`);

/** The figures the budget and the floors read, out of one report. */
function figuresOf(lhr: Report): RunFigures {
  const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const shifts = (lhr.audits['layout-shifts']?.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  const cls = value('cumulative-layout-shift');
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls,
    kib: value('total-byte-weight') / 1024,
    shifted: cls > 0 ? shifts.map((i) => i.node?.snippet ?? '?') : [],
    listRequests: requests.map((r) => r.url).filter((url) => url.includes('/api/availabilities?')),
  };
}

// the pages' weight and load do not follow the hour: the first instant (ORIEL_TEST_NOW picks another)
const clock = runningClock(testNow());
// the API's warnings and errors only: its line per request would bury the figures
setProcessLogger(createLogger({ format: 'pretty', write: (line, level) => void (level !== 'info' && console.error(line)) }));
const demo = await startDemo({ apiPort: 4430, shellPort: 4431, sitePort: 4432, adminPort: 4433, quiet: true, clock });
const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
let underFloor = 0;
try {
  const all = await allPages(demo.urls, clock.now());
  const byName = (name: string) => all.find((p) => p.name === name || (name.endsWith('/') && p.name.startsWith(name)));
  const targets = ['shell ', 'shell /cours', 'shell /availabilities/', 'site index.html', 'site stages.html'].map((name) => {
    const page = byName(name);
    if (!page) throw new Error(`no page named "${name}" in test/e2e/pages.ts`);
    return page;
  });
  console.log(`Lighthouse performance, mobile, ${RUNS} run(s) a page, at ${clock.now().toISOString()}`);
  const summary: string[] = [];
  for (const target of targets) {
    const kind = target.name.startsWith('site') ? 'site' : 'shell';
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      // the page's clock is the API's: its Date is the machine's shifted to the pinned instant
      const lhr = await audit(browser, { url: target.url, mobile: true, category: 'performance', clockOffsetMs: clock.now().getTime() - Date.now() });
      runs.push(figuresOf(lhr));
      console.log(`  ${target.name.padEnd(28)} run ${run + 1}: ${describeRun(runs.at(-1)!)}`);
    }
    const verdict = judge(kind, runs);
    const budget = BUDGET[kind];
    const line = `${verdict.budget ? 'PASS' : 'FAIL'} ${target.name.padEnd(28)} median score ${Math.round(verdict.median.score * 100)} (budget ≥ ${budget.score * 100}), TBT ${Math.round(verdict.median.tbtMs)} ms (budget ≤ ${budget.tbt} ms)`;
    summary.push(verdict.floor.length ? `${line}\n     UNDER THE FLOOR: ${verdict.floor.join('; ')}` : line);
    if (verdict.floor.length) underFloor++;
  }
  console.log(`\n${summary.join('\n')}`);
} finally {
  await browser.close();
  await demo.close();
}
process.exit(underFloor ? 1 : 0);
