// Lighthouse performance, mobile (not a test, not part of `npm test`): the shell's home, /cours and a session's page,
// and the demo site's index and stages pages (BENCH_PAGES=all: every page of test/e2e/pages.ts, the signed-in ones with
// the demo customer's token; BENCH_PAGES=a,b: the pages whose names start with a or b), each audited BENCH_RUNS times
// (3 by default) with Lighthouse's mobile defaults, cold cache, on the built bundles and a fresh demo API at the first
// pinned instant (test/clock). Prints each run with its longest main-thread tasks, then a table of each page's medians
// against its budget (PASS/FAIL), and exits 1 when a page is under a floor (lighthouse-budget.ts). BENCH_REPORTS=<dir>
// keeps each run's report. Needs the build: `pnpm build && pnpm bench:lighthouse`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Report } from '../../test/e2e/lighthouse-audit';
import { describeRun, judge, summaryTable, type PageVerdict, type RunFigures } from './lighthouse-budget';
import { startLighthouseSession } from './lighthouse-session';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
if (!(RUNS >= 1)) throw new Error(`BENCH_RUNS must be a positive number, not ${process.env.BENCH_RUNS}`);
const REPORTS = process.env.BENCH_REPORTS;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });

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

/** The run's main-thread tasks Lighthouse counts as long, longest first, as `duration@start` with their script. */
function longTasksOf(lhr: Report): string {
  const items = (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration: number; startTime: number }[] } | undefined)?.items ?? [];
  const short = (url = '') => url.replace(/^https?:\/\/[^/]+\//, '').slice(0, 40) || 'page';
  return [...items]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 6)
    .map((t) => `${Math.round(t.duration)}@${Math.round(t.startTime)} ${short(t.url)}`)
    .join(', ');
}

const { clock, targets, run: audit, close } = await startLighthouseSession();
let underFloor = 0;
try {
  console.log(`Lighthouse performance, mobile, ${RUNS} run(s) a page, ${targets.length} page(s), at ${clock.now().toISOString()}`);
  const verdicts: PageVerdict[] = [];
  for (const target of targets) {
    const kind = target.name.startsWith('site') ? 'site' : 'shell';
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const lhr = await audit(target);
      runs.push(figuresOf(lhr));
      if (REPORTS) writeFileSync(join(REPORTS, `${target.name.replace(/[^a-z0-9.]+/gi, '_')}-${run + 1}.json`), JSON.stringify(lhr));
      console.log(`  ${target.name.padEnd(28)} run ${run + 1}: ${describeRun(runs.at(-1)!)}\n${' '.repeat(36)}long tasks: ${longTasksOf(lhr) || 'none'}`);
    }
    // a shell page the server rendered carries its answers (scripts/shell-ssr.ts); the others render in the browser
    const served = kind === 'shell' && (await (await fetch(target.url)).text()).includes('id="oriel-state"');
    const verdict = judge(kind, runs, served);
    verdicts.push({ name: target.name, kind, verdict });
    if (verdict.floor.length) underFloor++;
  }
  console.log(`\n${summaryTable(verdicts)}`);
} finally {
  await close();
}
process.exit(underFloor ? 1 : 0);
