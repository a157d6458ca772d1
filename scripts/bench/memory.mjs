// Memory benchmark (not a test, not part of `npm test`): the JS heap after GC over repeated open/close cycles of the
// widgets' dialogs and drawers and over client-side route changes in the shell, on the built bundles and a fresh demo
// API at the first pinned instant (test/clock). A scenario passes when its heap neither grows per cycle (least-squares
// slope of the samples) nor in total beyond the budget; a bounded cache levels off, a leak keeps climbing. Always exits
// 0: it is a benchmark, its FAIL rows are the finding. Needs the build: `pnpm build && pnpm bench:memory`.
// BENCH_MEMORY_PORT moves the demo's four ports (default 5510..5513); BENCH_CYCLES shortens a run while developing.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { runningClock } from '../../demo/api/src/clock';
import { createLogger, setProcessLogger } from '../../demo/api/src/ops/log';
import { testNow } from '../../test/clock/instants.mjs';
import { addToCart, demoToken, emptyCartOf } from '../../test/e2e/api-fixtures';
import { tokenKey } from '../../packages/core/src/store/storage';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { startDemo } from '../demo-servers';

/** Bytes per cycle and bytes in all, after GC: above either the scenario fails. */
export const BUDGET = { slopeBytes: 1024, growthBytes: 100 * 1024 };
const WARMUP = 5;
const CYCLES = Number(process.env.BENCH_CYCLES ?? 100);
const ROUTE_CHANGES = Number(process.env.BENCH_CYCLES ?? 50);
const SAMPLE_EVERY = 10;
const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 5510);

for (const f of ['packages/elements/dist/oriel.js', 'packages/shell/dist/index.html'])
  if (!existsSync(f)) throw new Error(`${f} is missing: run \`pnpm build\` first`);

/** Least-squares slope of y over x. */
export function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  return sxx ? sxy / sxx : 0;
}

/** The heap in use after full collections: several passes, so weak maps and finalisers settle. */
async function heapAfterGc(cdp) {
  for (let i = 0; i < 4; i++) await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Object counts by constructor (or node type) in a heap snapshot, for BENCH_MEMORY_DIFF. */
async function countsOf(cdp) {
  let json = '';
  const chunk = ({ chunk: c }) => void (json += c);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', chunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', chunk);
  const { snapshot, nodes, strings } = JSON.parse(json);
  const fields = snapshot.meta.node_fields;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const types = snapshot.meta.node_types[0];
  const counts = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    const key = `${type}:${type === 'object' || type === 'closure' || type === 'native' ? strings[nodes[i + nameAt]] : ''}`.slice(0, 80);
    const c = counts.get(key) ?? { n: 0, bytes: 0 };
    c.n++;
    c.bytes += nodes[i + sizeAt];
    counts.set(key, c);
  }
  return counts;
}

/** The constructors whose count grew most between two snapshots. */
function printDiff(name, a, b) {
  const grown = [...b].map(([k, v]) => [k, v.n - (a.get(k)?.n ?? 0), v.bytes - (a.get(k)?.bytes ?? 0)]).filter(([, n]) => n > 0);
  grown.sort((x, y) => y[2] - x[2]);
  console.log(`  ${name}: grown between the snapshots (count, bytes):`);
  for (const [k, n, bytes] of grown.slice(0, 25)) console.log(`    ${String(n).padStart(6)} ${String(bytes).padStart(9)}  ${k}`);
}

/** Warms up, then runs `cycles` cycles sampling the heap after GC every SAMPLE_EVERY. */
async function measure(page, name, cycles, cycle) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  for (let i = 0; i < WARMUP; i++) await cycle(i);
  const before = await heapAfterGc(cdp);
  const first = await countsOf(cdp);
  const samples = [[0, before]];
  for (let i = 1; i <= cycles; i++) {
    await cycle(WARMUP + i).catch((e) => {
      throw new Error(`cycle ${i}: ${e.message.split('\n').slice(0, 3).join(' ')}`);
    });
    if (i % SAMPLE_EVERY === 0 || i === cycles) samples.push([i, await heapAfterGc(cdp)]);
  }
  const after = samples.at(-1)[1];
  const last = await countsOf(cdp);
  if (process.env.BENCH_MEMORY_DIFF) printDiff(name, first, last);
  // compiled code (the JIT's baseline and optimised code, the driver's evaluated scripts) apart from the objects
  const objects = (counts) => [...counts].reduce((sum, [key, c]) => (key.startsWith('code:') ? sum : sum + c.bytes), 0);
  const objectGrowth = objects(last) - objects(first);
  await cdp.detach();
  return { name, cycles, before, after, slope: slope(samples), samples, objectGrowth };
}

const clock = runningClock(testNow());
setProcessLogger(createLogger({ format: 'pretty', write: (line, level) => void (level !== 'info' && console.error(line)) }));
const demo = await startDemo({ apiPort: PORT, shellPort: PORT + 1, sitePort: PORT + 2, adminPort: PORT + 3, quiet: true, clock });
const { urls } = demo;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'] });
const results = [];
const token = await demoToken(urls.api);

/** A French visitor in Brussels whose clock starts at the API's instant, signed in or not. */
async function openPage(url, signedIn) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-BE', timezoneId: 'Europe/Brussels' });
  if (!process.env.NO_CLOCK) await context.clock.install({ time: clock.now() });
  if (signedIn) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [tokenKey(urls.api), token]);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const scenarios = [
  {
    // the driver's own cost: the same locator calls and keys as a dialog's cycle on an element that opens nothing
    // (each locator call compiles a script in the page); the peer the other rows are read against
    name: 'peer: driver only, nothing opens',
    async run() {
      const page = await openPage(`${urls.site}stages.html`, false);
      const heading = page.locator('main h1');
      await page.locator('oriel-cards [id^="o-av-"] button').first().waitFor();
      return measure(page, this.name, CYCLES, async () => {
        await heading.click();
        await heading.waitFor();
        await page.keyboard.press('Escape');
        await page.locator('oriel-cards dialog[open]').waitFor({ state: 'hidden' });
      });
    },
  },
  {
    name: 'site: card detail dialog',
    async run() {
      const page = await openPage(`${urls.site}stages.html`, false);
      const opener = page.locator('oriel-cards [id^="o-av-"] button').first();
      await opener.waitFor();
      return measure(page, this.name, CYCLES, async () => {
        await opener.click();
        await page.locator('oriel-cards dialog[open]').waitFor();
        await page.keyboard.press('Escape');
        await page.locator('oriel-cards dialog[open]').waitFor({ state: 'hidden' });
      });
    },
  },
  {
    name: 'site: cart drawer (signed in)',
    async run() {
      await emptyCartOf(urls.api, token);
      const open = (await (await fetch(`${urls.api}/api/availabilities?limit=20&status=OPEN`)).json()).data;
      let added = 0;
      for (const a of open) {
        added = await addToCart(urls.api, token, [a.id]).catch(() => 0);
        if (added) break;
      }
      if (!added) throw new Error('no availability of the seed could be added to the cart');
      const page = await openPage(`${urls.site}stages.html`, true);
      const button = page.locator('oriel-cart .o-cart-button');
      await page.getByRole('button', { name: /Panier, 1 article/ }).waitFor();
      return measure(page, this.name, CYCLES, async () => {
        await button.click();
        await page.locator('oriel-cart dialog[open] .o-cart-item, oriel-cart dialog[open] li').first().waitFor();
        await page.keyboard.press('Escape');
        await page.locator('oriel-cart dialog[open]').waitFor({ state: 'hidden' });
      });
    },
  },
  {
    name: 'shell: schedule date popover',
    async run() {
      const page = await openPage(`${urls.shell}fr/cours`, false);
      const choose = page.getByRole('button', { name: 'Choisir une date' }).first();
      await choose.waitFor();
      const popover = page.getByRole('dialog', { name: 'Choisir une date' });
      return measure(page, this.name, CYCLES, async () => {
        // by the keyboard, as the accessibility test opens it: the click's focus may land before the button is ready
        await choose.focus();
        await page.keyboard.press('Enter');
        await popover.waitFor();
        // the calendar takes the focus once drawn; Escape closes the popover from there
        await popover.locator(':focus').waitFor();
        await page.keyboard.press('Escape');
        await popover.waitFor({ state: 'hidden' });
      });
    },
  },
  {
    name: 'shell: route changes catalog/detail',
    async run() {
      const page = await openPage(`${urls.shell}fr/stages`, false);
      const catalog = new URL(page.url()).pathname;
      const detail = page.locator('main a[href*="/availabilities/"]').first();
      await detail.waitFor();
      const loads = [];
      page.on('load', () => loads.push(page.url()));
      // one cycle is two route changes: to a detail page and back to the catalogue through the header's link
      const result = await measure(page, this.name, ROUTE_CHANGES, async () => {
        await detail.click();
        await page.waitForURL((u) => u.pathname.includes('/availabilities/'));
        await page.locator('main h1').first().waitFor();
        await page.locator(`a[href$="${catalog}"]:visible`).first().click();
        await page.waitForURL((u) => u.pathname === catalog);
        await detail.waitFor();
      });
      if (loads.length) throw new Error(`${loads.length} full page load(s) instead of client-side route changes`);
      return { ...result, name: `${this.name} (x2 a cycle)` };
    },
  },
];

const only = process.env.BENCH_SCENARIO;
try {
  console.log(`Memory after GC, ${WARMUP} warm-up cycles, a sample every ${SAMPLE_EVERY}, at ${clock.now().toISOString()}`);
  for (const s of scenarios) {
    if (only && !s.name.includes(only)) continue;
    try {
      const r = await s.run();
      results.push(r);
      console.log(`  ${r.name}: ${r.samples.map(([, y]) => Math.round(y / 1024)).join(' ')} KB`);
    } catch (e) {
      results.push({ name: s.name, error: e.message.split('\n')[0] });
      console.log(`  ${s.name}: ERROR ${e.message.split('\n').slice(0, 3).join(' ')}`);
    }
  }
} finally {
  await browser.close();
  await demo.close();
}

const kb = (b) => (b / 1024).toFixed(1);
const rows = [['scenario', 'cycles', 'before KB', 'after KB', 'growth KB', 'of it not code KB', 'slope B/cycle', 'budget', 'verdict']];
for (const r of results) {
  if (r.error) {
    rows.push([r.name, '-', '-', '-', '-', '-', '-', '-', `FAIL (${r.error})`]);
    continue;
  }
  const growth = r.after - r.before;
  const pass = r.slope < BUDGET.slopeBytes && growth < BUDGET.growthBytes;
  rows.push([
    r.name,
    String(r.cycles),
    kb(r.before),
    kb(r.after),
    kb(growth),
    kb(r.objectGrowth),
    String(Math.round(r.slope)),
    `<${BUDGET.slopeBytes} B, <${kb(BUDGET.growthBytes)} KB`,
    pass ? 'PASS' : '**** FAIL ****',
  ]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
console.log(`\n${rows.map((row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n')}`);
process.exit(0);
