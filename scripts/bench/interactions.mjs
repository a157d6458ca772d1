// Interaction benchmark (not a test, not part of `npm test`): the common taps of a visit, each in a fresh page of the
// built bundles over a fresh demo API at the first pinned instant (test/clock), with the CPU slowed 4× (the Chrome
// DevTools protocol's throttling, as Lighthouse's mobile profile simulates) from the page's first byte.
//
// Each run loads the page, waits until its network is idle and the visitor has read it for a moment (READ_MS: a
// visit's first tap comes seconds after the page, and what the page fetches while idle is part of the design), then
// points at the control (a hover, HOVER_MS, where a pointer has one) and presses it. Two figures per tap:
// - interaction (INP-style): the longest Event Timing entry of the tap (PerformanceObserver 'event', the input to the
//   next frame painted after its handlers), the figure web.dev's Interaction to Next Paint reads; goal <= 200 ms.
// - to result: from the input to the frame painted with what the tap asked for (the detail's content, the drawer's
//   rows, the next week's label, the popover's calendar), read by a probe that polls each frame; includes the API's
//   answer and, for a filter, its debounce. Informative: no budget is set on it.
// Prints each tap's runs and a table of medians (PASS/FAIL on the interaction figure); exits 0 (the FAIL rows are
// the finding). Needs the build: `pnpm build && pnpm bench:interactions`. BENCH_RUNS (5), BENCH_ONLY (a tap's name
// part), BENCH_INTERACTIONS_PORT (5520..5523) adjust a run.
import { chromium } from 'playwright-core';
import { runningClock } from '../../demo/api/src/clock';
import { createLogger, setProcessLogger } from '../../demo/api/src/ops/log';
import { testNow } from '../../test/clock/instants.mjs';
import { addToCart, demoToken, emptyCartOf } from '../../test/e2e/api-fixtures';
import { tokenKey } from '../../packages/core/src/store/storage';
import { dateShim } from '../../test/e2e/date-shim';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { startDemo } from '../demo-servers';
import { assertBuilt } from './built.mjs';
import { median } from './report.mjs';

export const GOAL_MS = 200;
/** a tap without an Event Timing entry: under the API's 16 ms threshold, counted as 8 ms (its rounding step) */
const BELOW_THRESHOLD = 8;
const ms = (n) => (n === BELOW_THRESHOLD ? '< 16' : n.toFixed(0));
const CPU_SLOWDOWN = 4;
const READ_MS = 1500;
const HOVER_MS = 150;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_INTERACTIONS_PORT ?? 5520);

assertBuilt();

/** Installed before any script of the page: the tap's event timings and the probe that waits for its result. */
function pageProbe() {
  window.__taps = [];
  // the input's own time: a tap whose entries all stay under Event Timing's 16 ms threshold leaves none to read it from
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, (e) => (window.__input = e.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        window.__taps.push({
          name: e.name,
          start: e.startTime,
          duration: e.duration,
          delay: e.processingStart - e.startTime,
          handlers: e.processingEnd - e.processingStart,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  /**
   * `selector` under `host`'s shadow root (or the document), with a text other than `textNot` when given, beside an
   * element matching `also` and none matching `absent`.
   */
  const find = ({ host, selector, textNot, also, absent }) => {
    const root = host ? (document.querySelector(host)?.shadowRoot ?? document.querySelector(host)) : document;
    const found = root?.querySelector(selector);
    if (!found || (textNot !== undefined && found.textContent === textNot)) return null;
    if ((also && !root.querySelector(also)) || (absent && root.querySelector(absent))) return null;
    return found;
  };
  window.__find = find;
  /** Resolves with the time of the first frame painted with the result (a message posted from its animation frame runs after it). */
  window.__painted = (target) =>
    new Promise((resolve) => {
      const poll = () => {
        if (!find(target)) return requestAnimationFrame(poll);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(0);
        });
      };
      requestAnimationFrame(poll);
    });
}

const clock = runningClock(testNow());
setProcessLogger(createLogger({ format: 'pretty', write: (line, level) => void (level !== 'info' && console.error(line)) }));
const demo = await startDemo({ apiPort: PORT, shellPort: PORT + 1, sitePort: PORT + 2, adminPort: PORT + 3, quiet: true, clock });
const { urls } = demo;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const token = await demoToken(urls.api);

/**
 * A French visitor in Brussels on a slowed CPU, signed in or not, whose clock starts at the API's instant: a Date
 * shim, not playwright's clock, which would also stand in for the animation frames and performance.now() the figures
 * are read from.
 */
async function openPage(url, { signedIn = false, ready, viewport = { width: 1280, height: 900 } }) {
  const context = await browser.newContext({ viewport, locale: 'fr-BE', timezoneId: 'Europe/Brussels', hasTouch: viewport.width < 600 });
  await context.addInitScript({ content: dateShim(clock.now().getTime() - Date.now()) });
  if (signedIn) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [tokenKey(urls.api), token]);
  await context.addInitScript(pageProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await (await ready(page)).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(READ_MS);
  return page;
}

/** Presses `control` as a visitor does: points at it first when the press is a click, taps it on a touch screen. */
async function press(page, control, how) {
  if (how === 'key') {
    await control.focus();
    await page.keyboard.press('Enter');
    return;
  }
  // a finger: no pointer rests over the control first
  if (how === 'touch') return void (await control.tap());
  await control.hover();
  await page.waitForTimeout(HOVER_MS);
  await control.click();
}

/** The functions that took most of a CPU profile's samples (self time), for BENCH_PROFILE. */
function printProfile(name, { nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const self = new Map();
  samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (timeDeltas[i] ?? 0) / 1000);
  });
  console.log(`    ${name}, self time by function (ms, CPU slowed):`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`      ${ms.toFixed(1).padStart(7)}  ${key}`);
}

/** The main thread's work by kind (script, style, layout, paint…) in a Chrome trace, for BENCH_TRACE. */
function printTrace(name, trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mine = events.filter((e) => e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid && e.dur);
  // a kind's own time: its duration less that of the events inside it
  const sorted = [...mine].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  const self = new Map();
  for (const e of sorted) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) stack.at(-1).child += e.dur;
    stack.push({ ...e, child: 0 });
    e.frame = stack.at(-1);
  }
  for (const e of sorted) self.set(e.name, (self.get(e.name) ?? 0) + (e.dur - e.frame.child) / 1000);
  const tasks = mine
    .filter((e) => e.name === 'RunTask')
    .map((e) => e.dur / 1000)
    .sort((a, b) => b - a);
  console.log(
    `    ${name}, main thread by kind (ms, own time, CPU slowed); longest tasks ${tasks
      .slice(0, 5)
      .map((t) => t.toFixed(0))
      .join(', ')} ms:`,
  );
  for (const [kind, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`      ${ms.toFixed(1).padStart(7)}  ${kind}`);
  // the tasks from the press's first input event on, each with the kinds that took most of it
  const input = sorted.find((e) => e.name === 'EventDispatch' && /pointerdown|mousedown|keydown/.test(e.args?.data?.type ?? ''));
  if (!input) return;
  const tasksAfter = sorted.filter((e) => e.name === 'RunTask' && e.ts + e.dur >= input.ts && e.ts < input.ts + 600_000 && e.dur > 2000);
  for (const task of tasksAfter) {
    const inside = sorted.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task);
    const kinds = new Map();
    for (const e of inside) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur - e.frame.child) / 1000);
    const top = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
      .join(', ');
    const types = inside
      .filter((e) => e.name === 'EventDispatch')
      .map((e) => e.args?.data?.type)
      .join(' ');
    console.log(
      `      +${((task.ts - input.ts) / 1000).toFixed(0).padStart(4)} ms task ${(task.dur / 1000).toFixed(0).padStart(4)} ms: ${top}${types ? ` [${types}]` : ''}`,
    );
  }
}

/** One tap: the page's state before, the press, the result painted; its event timings and the time to the result. */
async function tap(page, { name, control, how, result }) {
  const target = typeof result === 'function' ? await result(page) : result;
  if (await page.evaluate((t) => !!window.__find(t), target)) throw new Error(`the result ${JSON.stringify(target)} is there before the tap`);
  const since = await page.evaluate(() => performance.now());
  const profiler = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  const tracing = !!process.env.BENCH_TRACE;
  if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const painted = page.evaluate((t) => window.__painted(t), target);
  painted.catch(() => {});
  await press(page, control(page), how);
  const resultAt = await painted;
  if (tracing) printTrace(name, await browser.stopTracing());
  if (profiler) printProfile(name, (await profiler.send('Profiler.stop')).profile);
  // event timing entries are reported after the frame they end with
  await page.waitForTimeout(500);
  const entries = (await page.evaluate(() => window.__taps)).filter((e) => e.start >= since);
  const input = await page.evaluate(() => window.__input);
  if (!(input >= since)) throw new Error('the tap reached no listener');
  // Event Timing records an event from 16 ms on: none means the tap and its next frame took less (BELOW_THRESHOLD)
  if (!entries.length) return { interaction: BELOW_THRESHOLD, parts: null, toResult: resultAt - input };
  const start = Math.min(...entries.map((e) => e.start));
  const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  return {
    interaction: longest.duration,
    // the longest entry's parts: waiting for the main thread, its handlers, and the frame after them
    parts: [longest.delay, longest.handlers, longest.duration - longest.delay - longest.handlers],
    toResult: resultAt - start,
  };
}

const openAvailability = async () => {
  const open = (await (await fetch(`${urls.api}/api/availabilities?limit=20&status=OPEN`)).json()).data;
  for (const a of open) if (await addToCart(urls.api, token, [a.id]).catch(() => 0)) return a;
  throw new Error('no availability of the seed could be added to the cart');
};

const taps = [
  {
    name: "open a card's detail (site)",
    url: () => `${urls.site}stages.html`,
    ready: (page) => page.locator('oriel-cards [id^="o-av-"] button').first(),
    control: (page) => page.locator('oriel-cards [id^="o-av-"] button').first(),
    result: { host: 'oriel-cards', selector: 'dialog[open] .o-detail' },
  },
  {
    name: 'tick a filter (site)',
    url: () => `${urls.site}stages.html`,
    ready: (page) => page.locator('oriel-cards .o-catalog input[type="checkbox"]').first(),
    control: (page) => page.locator('oriel-cards .o-catalog input[type="checkbox"]').first(),
    result: { host: 'oriel-cards', selector: '.o-catalog input[type="checkbox"]:checked' },
  },
  {
    name: 'add to cart (site, signed in)',
    signedIn: true,
    async before() {
      await emptyCartOf(urls.api, token);
    },
    url: () => `${urls.site}stages.html`,
    async ready(page) {
      await page.locator('oriel-cards [id^="o-av-"] button').first().click();
      return page.locator('oriel-cards dialog[open]').getByRole('button', { name: 'Ajouter au panier' });
    },
    control: (page) => page.locator('oriel-cards dialog[open]').getByRole('button', { name: 'Ajouter au panier' }),
    result: { host: 'oriel-cart', selector: 'dialog[open] .o-cart-item' },
  },
  {
    name: 'open the cart drawer (site, signed in)',
    signedIn: true,
    async before() {
      await emptyCartOf(urls.api, token);
      await openAvailability();
    },
    url: () => `${urls.site}stages.html`,
    ready: (page) => page.getByRole('button', { name: /Panier, 1 article/ }),
    control: (page) => page.locator('oriel-cart .o-cart-button'),
    result: { host: 'oriel-cart', selector: 'dialog[open] .o-cart-item' },
  },
  {
    name: 'change week (shell /cours)',
    url: () => `${urls.shell}fr/cours`,
    ready: (page) => page.getByRole('button', { name: 'Période suivante' }).first(),
    control: (page) => page.getByRole('button', { name: 'Période suivante' }).first(),
    // the next week's title, and its sessions drawn in place of the loading display
    result: async (page) => ({
      selector: '.o-week-title .o-wide-only',
      textNot: await page.evaluate(() => document.querySelector('.o-week-title .o-wide-only')?.textContent ?? ''),
      also: '.o-week-cal-event',
      absent: '.o-week-skeleton',
    }),
  },
  {
    name: 'open the date popover (shell /cours)',
    url: () => `${urls.shell}fr/cours`,
    ready: (page) => page.getByRole('button', { name: 'Choisir une date' }).first(),
    control: (page) => page.getByRole('button', { name: 'Choisir une date' }).first(),
    how: 'key',
    result: { selector: '[role="dialog"] [role="grid"]' },
  },
  {
    name: "open a session's page (shell home)",
    url: () => `${urls.shell}fr`,
    ready: (page) => page.locator('main a[href^="/fr/availabilities/"]').first(),
    control: (page) => page.locator('main a[href^="/fr/availabilities/"]').first(),
    // the single-page app's next route, its session drawn with what registering needs
    result: { selector: 'main .o-availability-page .o-detail-title', also: 'main .o-add .btn-primary' },
  },
  {
    name: 'go to the courts (shell menu)',
    url: () => `${urls.shell}fr`,
    ready: (page) => page.locator('header').getByRole('link', { name: 'Terrains', exact: true }),
    control: (page) => page.locator('header').getByRole('link', { name: 'Terrains', exact: true }),
    result: { selector: 'main .o-resources-day .o-slot' },
  },
  {
    name: 'pick another day (shell /terrains)',
    url: () => `${urls.shell}fr/terrains`,
    ready: (page) => page.locator('main .o-strip-day[aria-pressed="false"]').first(),
    control: (page) => page.locator('main .o-strip-day[aria-pressed="false"]').first(),
    // that day pressed, its slots drawn in place of the loading display (000 §9: at least 350 ms)
    result: async (page) => ({
      selector: 'main .o-strip-day[aria-pressed="true"]',
      textNot: await page.evaluate(() => document.querySelector('main .o-strip-day[aria-pressed="true"]')?.textContent ?? ''),
      also: 'main .o-rd-body:not([aria-busy="true"]) .o-rd-label',
    }),
  },
  {
    name: 'open the menu (shell home, phone)',
    viewport: { width: 390, height: 844 },
    url: () => `${urls.shell}fr`,
    ready: (page) => page.locator('header .o-menu-button'),
    control: (page) => page.locator('header .o-menu-button'),
    how: 'touch',
    result: { selector: 'dialog.o-menu-drawer[open] a' },
  },
  {
    name: 'open the registrations tab (shell account, signed in)',
    signedIn: true,
    url: () => `${urls.shell}fr/account`,
    ready: (page) => page.locator('main .o-account-tabs').getByRole('link', { name: /^Inscriptions/ }),
    control: (page) => page.locator('main .o-account-tabs').getByRole('link', { name: /^Inscriptions/ }),
    result: async (page) => ({
      selector: 'main .o-account-screen-title',
      textNot: await page.evaluate(() => document.querySelector('main .o-account-screen-title')?.textContent ?? ''),
      also: 'main .o-account-list .o-account-row',
    }),
  },
];

const only = process.env.BENCH_ONLY;
const results = [];
try {
  console.log(`Interactions at ${CPU_SLOWDOWN}x CPU, ${RUNS} run(s) each in fresh pages, at ${clock.now().toISOString()}`);
  for (const t of taps) {
    if (only && !t.name.includes(only)) continue;
    const runs = [];
    let error = null;
    for (let i = 0; i < RUNS && !error; i++) {
      await t.before?.();
      let page = null;
      try {
        page = await openPage(t.url(), t);
        runs.push(await tap(page, t));
      } catch (e) {
        error = e.message.split('\n')[0];
      } finally {
        await page?.context().close();
      }
    }
    const list = (key) => runs.map((r) => (key === 'interaction' ? ms(r[key]) : r[key].toFixed(0))).join(', ');
    const parts = runs.map((r) => r.parts?.map((p) => p.toFixed(0)).join('+') ?? 'under the threshold').join(', ');
    console.log(
      `  ${t.name}: ${error ? `ERROR ${error}` : `interaction ${list('interaction')} ms (input delay + handlers + next frame: ${parts}); to result ${list('toResult')} ms`}`,
    );
    results.push({ name: t.name, runs, error });
  }
} finally {
  await browser.close();
  await demo.close();
}

const rows = [['tap (median of runs)', 'interaction', 'worst', 'goal', 'verdict', 'to result', 'worst']];
for (const r of results) {
  if (r.error || !r.runs.length) {
    rows.push([r.name, '-', '-', `<= ${GOAL_MS} ms`, `FAIL (${r.error})`, '-', '-']);
    continue;
  }
  const m = (key) => median(r.runs.map((x) => x[key]));
  const worst = (key) => Math.max(...r.runs.map((x) => x[key]));
  rows.push([
    r.name,
    `${ms(m('interaction'))} ms`,
    `${ms(worst('interaction'))} ms`,
    `<= ${GOAL_MS} ms`,
    m('interaction') <= GOAL_MS ? 'PASS' : 'FAIL',
    `${m('toResult').toFixed(0)} ms`,
    `${worst('toResult').toFixed(0)} ms`,
  ]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
console.log(`\n${rows.map((row) => row.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n')}`);
process.exit(0);
