// Memory benchmark (not a test, not part of `npm test`): the JS heap after GC over repeated open/close cycles of the
// widgets' dialogs and drawers and over client-side route changes in the shell, on the built bundles and a fresh demo
// API at the first pinned instant (test/clock). A scenario passes when its heap neither grows per cycle (least-squares
// slope of the samples) nor in total beyond the budget; a bounded cache levels off, a leak keeps climbing. The JS
// heap's objects other than compiled code are judged on the same budget apart (two snapshots); the browser's own
// objects are printed beside them. The cycles run by trusted CDP input and a driver
// injected once into the page (inPageDriver), so the driver compiles no script per cycle.
// Each scenario runs three times, in three browsers: with V8's compiling tiers off (the interpreter alone,
// `--no-sparkplug --no-maglev --no-opt`), as shipped from a short warm-up, and as shipped once settled. As shipped, the
// JIT keeps compiling functions as they get hot, for hundreds of cycles, and its code is held by the functions it
// belongs to: that growth is the engine's, bounded by the program. Interpreted, nothing is compiled as use goes on, so
// what still grows is what the page keeps: the verdict on a leak. Settled, the warm-up runs until V8 has compiled
// what the cycles run (SETTLE): what a long visit's heap does from then on.
// Always exits 0: it is a benchmark, its FAIL rows are the finding. Needs the build: `pnpm build && pnpm bench:memory`.
// BENCH_MEMORY_PORT moves the demo's four ports (default 5510..5513); BENCH_CYCLES shortens a run while developing;
// BENCH_SCENARIO=<part of a name> runs those scenarios; BENCH_MEMORY_TIERS=interpreter|shipped|settled runs one pass;
// BENCH_MEMORY_DIFF=1 prints what grew between the snapshots, BENCH_MEMORY_RETAINERS=<type name> who holds a few of the
// new nodes of that name.
import { chromium } from 'playwright-core';
import { runningClock } from '../../demo/api/src/clock';
import { createLogger, setProcessLogger } from '../../demo/api/src/ops/log';
import { testNow } from '../../test/clock/instants.mjs';
import { addToCart, demoToken, emptyCartOf } from '../../test/e2e/api-fixtures';
import { tokenKey } from '../../packages/core/src/store/storage';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { startDemo } from '../demo-servers';
import { assertBuilt } from './built.mjs';

/** Bytes per cycle and bytes in all, after GC: above either the scenario fails. */
export const BUDGET = { slopeBytes: 1024, growthBytes: 100 * 1024 };
const WARMUP = 5;
// Chromium keeps a tab's last 50 session history entries: past 25 cycles of two route changes the list stops growing,
// which is a bound, not a leak. The route changes warm up beyond it.
const ROUTE_WARMUP = 30;
/**
 * The settled pass's warm-up: batches of cycles until SETTLE.flatBatches in a row each grow the heap after GC by less
 * than SETTLE.bytes (V8 has compiled what those cycles run: it tiers up in steps, a flat batch can come between two),
 * at most SETTLE.max cycles. A leak never settles: it reaches the most and fails the cycles measured after it all the
 * same.
 */
const SETTLE = { batch: 50, bytes: 20 * 1024, flatBatches: 2, max: 600 };
const CYCLES = Number(process.env.BENCH_CYCLES ?? 100);
const ROUTE_CHANGES = Number(process.env.BENCH_CYCLES ?? 50);
const SAMPLE_EVERY = 10;
const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 5510);

assertBuilt();

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

/** A heap snapshot of the page, parsed. */
async function snapshotOf(cdp) {
  let json = '';
  const chunk = ({ chunk: c }) => void (json += c);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', chunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', chunk);
  return JSON.parse(json);
}

/** Object counts by constructor (or node type) in a heap snapshot, and the ids of its nodes. */
function countsOf({ snapshot, nodes, strings }) {
  const fields = snapshot.meta.node_fields;
  const [typeAt, nameAt, sizeAt, idAt] = ['type', 'name', 'self_size', 'id'].map((f) => fields.indexOf(f));
  const types = snapshot.meta.node_types[0];
  const counts = new Map();
  const ids = new Set();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    const key = `${type}:${type === 'object' || type === 'closure' || type === 'native' ? strings[nodes[i + nameAt]] : ''}`.slice(0, 80);
    const c = counts.get(key) ?? { n: 0, bytes: 0 };
    c.n++;
    c.bytes += nodes[i + sizeAt];
    counts.set(key, c);
    ids.add(nodes[i + idAt]);
  }
  return Object.assign(counts, { ids });
}

/**
 * For BENCH_MEMORY_RETAINERS=<name>: the shortest strong paths from the GC roots to the nodes of that name (a
 * constructor or native type as the diff prints it after the colon) that were not in the first snapshot, to tell
 * who keeps what grew.
 */
function printRetainers({ snapshot, nodes, edges, strings }, name, before) {
  const fields = snapshot.meta.node_fields.length;
  const [typeAt, nameAt, idAt, edgeCountAt] = ['type', 'name', 'id', 'edge_count'].map((f) => snapshot.meta.node_fields.indexOf(f));
  const edgeFields = snapshot.meta.edge_fields.length;
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((f) => snapshot.meta.edge_fields.indexOf(f));
  const nodeTypes = snapshot.meta.node_types[0];
  const edgeTypes = snapshot.meta.edge_types[0];
  const firstEdge = new Uint32Array(nodes.length / fields + 1);
  for (let n = 0, e = 0; n < nodes.length / fields; n++) {
    firstEdge[n] = e;
    e += nodes[n * fields + edgeCountAt] * edgeFields;
  }
  firstEdge[nodes.length / fields] = edges.length;
  // breadth first from the root over strong edges: each node's parent on its shortest path
  const parent = new Int32Array(nodes.length / fields).fill(-1);
  const via = new Array(nodes.length / fields);
  parent[0] = 0;
  for (let queue = [0], q = 0; q < queue.length; q++) {
    const n = queue[q];
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += edgeFields) {
      if (edgeTypes[edges[e + edgeTypeAt]] === 'weak') continue;
      const to = edges[e + toAt] / fields;
      if (parent[to] !== -1) continue;
      parent[to] = n;
      const type = edgeTypes[edges[e + edgeTypeAt]];
      // an index is left out, so the paths through one array group together
      via[to] = type === 'element' || type === 'hidden' ? '[]' : strings[edges[e + edgeNameAt]];
      queue.push(to);
    }
  }
  const label = (n) => `${nodeTypes[nodes[n * fields + typeAt]]} ${strings[nodes[n * fields + nameAt]].slice(0, 60)}`;
  // the new nodes of that name grouped by the path that holds them, the most common paths first
  const paths = new Map();
  for (let n = 0; n < nodes.length / fields; n++) {
    if (strings[nodes[n * fields + nameAt]] !== name || before.ids.has(nodes[n * fields + idAt])) continue;
    const steps = [];
    for (let m = n, depth = 0; m !== 0 && depth < 100; m = parent[m], depth++) {
      if (parent[m] === -1) {
        steps.push('(unreachable by strong edges)');
        break;
      }
      steps.push(`<- ${String(via[m]).slice(0, 40)} of ${label(parent[m])}`);
    }
    // the end nearest the roots names the holder; the near end is the structure itself (a list, a tree)
    const path = [...(steps.length > 14 ? [`(${steps.length - 14} steps)`] : []), ...steps.slice(-14)].join('\n      ');
    paths.set(path, (paths.get(path) ?? 0) + 1);
  }
  for (const [path, n] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log(`  ${n} new ${name} held by:\n      ${path}`);
}

/** The constructors whose count grew most between two snapshots. */
function printDiff(name, a, b) {
  const grown = [...b].map(([k, v]) => [k, v.n - (a.get(k)?.n ?? 0), v.bytes - (a.get(k)?.bytes ?? 0)]).filter(([, n]) => n > 0);
  grown.sort((x, y) => y[2] - x[2]);
  console.log(`  ${name}: grown between the snapshots (count, bytes):`);
  for (const [k, n, bytes] of grown.slice(0, 25)) console.log(`    ${String(n).padStart(6)} ${String(bytes).padStart(9)}  ${k}`);
}

/**
 * The driver's half that lives in the page, injected once per page (its source is compiled once): every animation
 * frame it reads the scenario's state ('open', 'closed', a route…) and the centre of the element the next click aims
 * at, and reports each change, once stable, through a CDP binding. The Node side then acts by CDP input
 * events alone (trusted clicks and keys, as a user's: hit testing, user activation, the dialog's own Escape), so a
 * cycle evaluates no script in the page and the heap's growth is the widgets', not the driver's.
 */
function inPageDriver(kind, catalog) {
  // V8's number-to-string cache starts small and is replaced once, for good, by its full-size table when
  // two numbers first meet in one of its slots: a bound of the engine, not something the page keeps. Numbers that all
  // meet in slot 0 of any table smaller than 1,024 slots make that step before the first sample, wherever in the
  // cycles the page's own conversions (and this driver's) would have made it, and leave a few strings in it.
  for (let i = 0; i <= 8; i++) String(i * 1024);
  const shadow = (tag) => document.querySelector(tag)?.shadowRoot ?? null;
  const visible = (el) => (el && el.getClientRects().length ? el : null);
  let input = 'Escape';
  const probes = {
    // the peer: the last input the page received, and the heading it clicks on (it opens nothing)
    peer: () => ({ state: input, target: document.querySelector('main h1') }),
    card: () => {
      const root = shadow('oriel-cards');
      const dialog = root?.querySelector('dialog[open]');
      const state = !dialog ? 'closed' : dialog.querySelector('h2') && !dialog.querySelector('[aria-busy="true"]') ? 'open' : 'opening';
      return { state, target: root?.querySelector('[id^="o-av-"] button') };
    },
    cart: () => {
      const root = shadow('oriel-cart');
      const dialog = root?.querySelector('dialog[open]');
      const state = !dialog ? 'closed' : dialog.querySelector('.o-cart-item, li') ? 'open' : 'opening';
      return { state, target: root?.querySelector('.o-cart-button') };
    },
    popover: () => {
      const panel = document.querySelector('[role="dialog"].o-popover');
      // open once the calendar has taken the focus: Escape is read from there
      const state = !panel ? 'closed' : panel.contains(document.activeElement) ? 'open' : 'opening';
      return { state, target: document.querySelector('main button[aria-haspopup="dialog"]') };
    },
    routes: () => {
      const onDetail = location.pathname.includes('/availabilities/');
      const link = onDetail
        ? [...document.querySelectorAll(`a[href$="${catalog}"]`)].find(visible)
        : document.querySelector('main a[href*="/availabilities/"]');
      const ready = onDetail ? document.querySelector('main h1') : location.pathname === catalog && link;
      return { state: ready ? (onDetail ? 'detail' : 'catalog') : 'loading', target: link };
    },
  };
  document.addEventListener('click', () => void (input = 'clicked'), true);
  document.addEventListener('keydown', (e) => void (input = e.key), true);
  let reported = '';
  let previous = '';
  let same = 0;
  const frame = () => {
    const { state, target } = probes[kind]();
    // the centre of the target's first line box, if that point hits the target (no overlay, in the viewport)
    const box = visible(target)?.getClientRects()[0];
    if (box && (box.top < 0 || box.bottom > innerHeight)) target.scrollIntoView({ block: 'center' });
    const [x, y] = box ? [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] : [-1, -1];
    const hit = box && target.contains(target.getRootNode().elementFromPoint(x, y));
    const now = JSON.stringify({ state, x: hit ? x : -1, y: hit ? y : -1 });
    // reported once unchanged for three frames: a page still settling (a route's sections taken over one per task)
    // moves its target or swaps it, and a click then may land on what is about to go
    same = now === previous ? same + 1 : 0;
    if (same >= 2 && now !== reported) globalThis.__memoryBench((reported = now));
    previous = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Injects the in-page driver and returns its Node half: `until(state)` and the trusted click and Escape. */
async function driverOf(page, kind, catalog = '') {
  const cdp = await page.context().newCDPSession(page);
  let last = { state: '' };
  // a full page load ends the injected driver: its last report would stay, so the wait names the load
  const loads = [];
  page.on('load', () => loads.push(page.url()));
  const waiters = new Set();
  cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
    if (name !== '__memoryBench') return;
    last = JSON.parse(payload);
    for (const w of waiters) w();
  });
  await cdp.send('Runtime.addBinding', { name: '__memoryBench' });
  await cdp.send('Runtime.evaluate', { expression: `(${inPageDriver})(${JSON.stringify(kind)}, ${JSON.stringify(catalog)})` });
  /** The report of `state`, one whose click target is under the pointer when `clickable`. */
  const until = (state, clickable = false) =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (last.state !== state || (clickable && last.x < 0)) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(last);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no '${state}' within 15 s (last: ${JSON.stringify(last)}${loads.length ? `, page loaded again: ${loads}` : ''})`));
      }, 15_000);
      waiters.add(check);
      check();
    });
  return {
    cdp,
    until,
    click: (at) => page.mouse.click(at.x, at.y),
    escape: () => page.keyboard.press('Escape'),
  };
}

/** A dialog's cycle: click its opener, wait for it open and drawn, Escape, wait for it closed. */
const openClose =
  (driver, opened = 'open', closed = 'closed') =>
  async () => {
    await driver.click(await driver.until(closed, true));
    await driver.until(opened);
    await driver.escape();
    await driver.until(closed);
  };

/**
 * Warms up (`warmup` cycles, or in the settled pass until the heap levels off: SETTLE), then runs `cycles` cycles
 * sampling the heap after GC every SAMPLE_EVERY.
 */
async function measure(cdp, name, cycles, cycle, warmup = WARMUP) {
  await cdp.send('HeapProfiler.enable');
  let warmed = 0;
  for (; warmed < warmup; warmed++) await cycle(warmed);
  if (pass.settle) {
    // a batch is counted in the route changes' cycles (two changes each) as in the dialogs' opens and closes
    const batch = Math.max(1, Math.round((SETTLE.batch * cycles) / CYCLES));
    for (let heap = await heapAfterGc(cdp), flat = 0; flat < SETTLE.flatBatches && warmed < SETTLE.max;) {
      for (let i = 0; i < batch; i++, warmed++) await cycle(warmed);
      const now = await heapAfterGc(cdp);
      flat = now - heap < SETTLE.bytes ? flat + 1 : 0;
      heap = now;
    }
  }
  const before = await heapAfterGc(cdp);
  const first = countsOf(await snapshotOf(cdp));
  const samples = [[0, before]];
  for (let i = 1; i <= cycles; i++) {
    await cycle(warmed + i).catch((e) => {
      throw new Error(`cycle ${i}: ${e.message.split('\n').slice(0, 3).join(' ')}`);
    });
    if (i % SAMPLE_EVERY === 0 || i === cycles) samples.push([i, await heapAfterGc(cdp)]);
  }
  const after = samples.at(-1)[1];
  const lastSnapshot = await snapshotOf(cdp);
  const last = countsOf(lastSnapshot);
  if (process.env.BENCH_MEMORY_DIFF) printDiff(name, first, last);
  if (process.env.BENCH_MEMORY_RETAINERS) printRetainers(lastSnapshot, process.env.BENCH_MEMORY_RETAINERS, first);
  // the JS heap's objects apart from compiled code (the JIT's baseline and optimised code, the driver's evaluated
  // scripts); the browser's own (native: Blink's nodes, hash tables and timeline records, outside the heap the samples
  // read) are given apart: their tables resize by tens of kilobytes either way between two snapshots
  const bytesOf = (counts, kind) => [...counts].reduce((sum, [key, c]) => (kind(key) ? sum + c.bytes : sum), 0);
  const isObject = (key) => !key.startsWith('code:') && !key.startsWith('native:');
  const isNative = (key) => key.startsWith('native:');
  const objectGrowth = bytesOf(last, isObject) - bytesOf(first, isObject);
  const nativeGrowth = bytesOf(last, isNative) - bytesOf(first, isNative);
  await cdp.detach();
  // the slope over the second half alone: compiled code that levels off (a cache) shows there, not in the verdict
  const lateSlope = slope(samples.slice(Math.floor(samples.length / 2)));
  return { name, cycles, warmed, before, after, slope: slope(samples), lateSlope, samples, objectGrowth, nativeGrowth };
}

const clock = runningClock(testNow());
setProcessLogger(createLogger({ format: 'pretty', write: (line, level) => void (level !== 'info' && console.error(line)) }));
const demo = await startDemo({ apiPort: PORT, shellPort: PORT + 1, sitePort: PORT + 2, adminPort: PORT + 3, quiet: true, clock });
const { urls } = demo;
/** The two passes: the verdict on a leak is the interpreter's; as shipped adds the code the JIT compiles meanwhile. */
const PASSES = [
  { name: 'interpreter', label: 'V8 interpreter alone (what the page keeps)', flags: '--expose-gc --no-sparkplug --no-maglev --no-opt' },
  { name: 'shipped', label: 'as shipped (with the code V8 compiles as functions get hot)', flags: '--expose-gc' },
  {
    name: 'settled',
    label: `as shipped once V8 has compiled what the cycles run (warm-up in batches of ${SETTLE.batch} until ${SETTLE.flatBatches} in a row grow < ${SETTLE.bytes / 1024} KB)`,
    flags: '--expose-gc',
    settle: true,
  },
].filter((p) => !process.env.BENCH_MEMORY_TIERS || p.name === process.env.BENCH_MEMORY_TIERS);
let browser;
/** the pass running */
let pass;
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
    // the driver's own cost: the same injected driver, clicks and keys as a dialog's cycle on a heading that opens
    // nothing; the peer the other rows are read against
    name: 'peer: driver only, nothing opens',
    async run() {
      const page = await openPage(`${urls.site}stages.html`, false);
      await page.locator('oriel-cards [id^="o-av-"] button').first().waitFor();
      const driver = await driverOf(page, 'peer');
      return measure(driver.cdp, this.name, CYCLES, openClose(driver, 'clicked', 'Escape'));
    },
  },
  {
    name: 'site: card detail dialog',
    async run() {
      const page = await openPage(`${urls.site}stages.html`, false);
      await page.locator('oriel-cards [id^="o-av-"] button').first().waitFor();
      const driver = await driverOf(page, 'card');
      return measure(driver.cdp, this.name, CYCLES, openClose(driver));
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
      await page.getByRole('button', { name: /Panier, 1 article/ }).waitFor();
      const driver = await driverOf(page, 'cart');
      return measure(driver.cdp, this.name, CYCLES, openClose(driver));
    },
  },
  {
    name: 'shell: schedule date popover',
    async run() {
      const page = await openPage(`${urls.shell}fr/cours`, false);
      await page.getByRole('button', { name: 'Choisir une date' }).first().waitFor();
      const driver = await driverOf(page, 'popover');
      return measure(driver.cdp, this.name, CYCLES, openClose(driver));
    },
  },
  {
    name: 'shell: route changes catalog/detail',
    async run() {
      const page = await openPage(`${urls.shell}fr/stages`, false);
      const catalog = new URL(page.url()).pathname;
      await page.locator('main a[href*="/availabilities/"]').first().waitFor();
      // a link pressed before the app has taken the server's page over is followed by the browser (a full load): the
      // cycles start once the page's network is quiet and a second more, which the interpreter's slower start needs
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const loads = [];
      page.on('load', () => loads.push(page.url()));
      const driver = await driverOf(page, 'routes', catalog);
      // one cycle is two route changes: to a detail page and back to the catalogue through the first visible link to it (the header's announcement)
      const result = await measure(
        driver.cdp,
        this.name,
        ROUTE_CHANGES,
        async () => {
          await driver.click(await driver.until('catalog', true));
          await driver.click(await driver.until('detail', true));
          await driver.until('catalog');
        },
        ROUTE_WARMUP,
      );
      if (loads.length) throw new Error(`${loads.length} full page load(s) instead of client-side route changes`);
      return { ...result, name: `${this.name} (x2 a cycle)` };
    },
  },
];

const only = process.env.BENCH_SCENARIO;
try {
  console.log(`Memory after GC, ${WARMUP} warm-up cycles (route changes ${ROUTE_WARMUP}), a sample every ${SAMPLE_EVERY}, at ${clock.now().toISOString()}`);
  for (pass of PASSES) {
    console.log(`${pass.label}:`);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, `--js-flags=${pass.flags}`] });
    try {
      for (const s of scenarios) {
        if (only && !s.name.includes(only)) continue;
        const name = `${s.name}, ${pass.name}`;
        try {
          const r = await s.run();
          results.push({ ...r, name: `${r.name}, ${pass.name}` });
          console.log(`  ${r.name}: ${r.samples.map(([, y]) => Math.round(y / 1024)).join(' ')} KB`);
        } catch (e) {
          results.push({ name, error: e.message.split('\n')[0] });
          console.log(`  ${s.name}: ERROR ${e.message.split('\n').slice(0, 3).join(' ')}`);
        }
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await demo.close();
}

const kb = (b) => (b / 1024).toFixed(1);
const verdict = (pass) => (pass ? 'PASS' : '**** FAIL ****');
const rows = [
  [
    'scenario',
    'warm-up',
    'cycles',
    'before KB',
    'after KB',
    'growth KB',
    'slope B/cycle',
    '2nd half B/cycle',
    'verdict',
    'objects KB',
    'objects B/cycle',
    'verdict',
    "browser's KB",
  ],
];
for (const r of results) {
  if (r.error) {
    rows.push([r.name, '-', '-', '-', '-', '-', '-', '-', `FAIL (${r.error})`, '-', '-', '-', '-']);
    continue;
  }
  const growth = r.after - r.before;
  // the JS heap's objects other than compiled code, over the same budget: in all, and spread over the cycles
  const perCycle = r.objectGrowth / r.cycles;
  rows.push([
    r.name,
    String(r.warmed),
    String(r.cycles),
    kb(r.before),
    kb(r.after),
    kb(growth),
    String(Math.round(r.slope)),
    String(Math.round(r.lateSlope)),
    verdict(r.slope < BUDGET.slopeBytes && growth < BUDGET.growthBytes),
    kb(r.objectGrowth),
    String(Math.round(perCycle)),
    verdict(perCycle < BUDGET.slopeBytes && r.objectGrowth < BUDGET.growthBytes),
    kb(r.nativeGrowth),
  ]);
}
console.log(`Budget: slope < ${BUDGET.slopeBytes} B a cycle and growth < ${kb(BUDGET.growthBytes)} KB after GC`);
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
console.log(`\n${rows.map((row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n')}`);
process.exit(0);
