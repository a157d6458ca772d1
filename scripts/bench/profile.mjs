#!/usr/bin/env node
// Where a bench page's render time goes: builds the widgets unminified into a temporary folder (the loader copied
// from packages/elements/dist with its chunk names swapped), loads one bench page under the V8 sampling profiler
// (CDP Profiler) and prints the functions with the most self time between the view's data and its paint, plus
// the page's marks and long tasks. `node scripts/bench/profile.mjs [week|week-render|cards] [top=40]`. Needs `pnpm build`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { availabilities, fullCalendarEvents } from './data.mjs';
import { pages } from './pages.mjs';
import { fakeApi, fullCalendarFiles, listen, staticServer } from './servers.mjs';

const path = process.argv[2] ?? 'week';
const view = path.split('-')[0];
const top = Number(process.argv[3] ?? 40);
const elements = new URL('../../packages/elements/', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'oriel-profile-'));
// the widgets' own build, run by this node: no pnpm needed on the PATH
execFileSync(process.execPath, [join(elements, 'build-widgets.mjs'), '--no-minify', '--outDir', out, '--quiet'], { cwd: elements, stdio: 'inherit' });
const manifest = (dir) => JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
let loader = readFileSync(join(elements, 'dist/oriel.js'), 'utf8');
const built = manifest(join(elements, 'dist'));
const fresh = manifest(out);
// the loader names the entries, the views, the catalogues and the runtime it preloads
const runtimeOf = (m) => Object.values(m).find((c) => c.name === 'runtime' && !c.isEntry).file;
loader = loader.replaceAll(runtimeOf(built), runtimeOf(fresh));
for (const [src, chunk] of Object.entries(built)) if (fresh[src]) loader = loader.replaceAll(chunk.file, fresh[src].file);
writeFileSync(join(out, 'oriel.js'), loader);

const items = availabilities();
const api = fakeApi(items, fullCalendarEvents(items));
const apiBase = `http://127.0.0.1:${await listen(api)}`;
const site = staticServer(out, pages(apiBase), fullCalendarFiles());
const siteBase = `http://127.0.0.1:${await listen(site)}`;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // the renderer's own phases (style, layout, paint) from a trace, the JS from the sampling profiler
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'v8.execute'] });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${siteBase}/${path}?os-date=2030-01-16`);
  await page.waitForFunction(() => window.__probe?.done, null, { timeout: 60_000 });
  const probe = await page.evaluate(() => ({ ...window.__probe, now: performance.now() }));
  const { profile } = await cdp.send('Profiler.stop');
  console.log('marks (ms since navigation start):', Object.fromEntries(Object.entries(probe.marks).map(([k, v]) => [k, Math.round(v)])));
  console.log(
    'long tasks [start, duration]:',
    probe.longtasks.map(([s, d]) => [Math.round(s), Math.round(d)]),
  );
  // samples between the view's data and its paint, in the page's clock (profile times are in µs, monotonic)
  const from = probe.marks[`${view}:data`];
  // PROFILE_TO=commit (or any moment) narrows the window
  const to = probe.marks[`${view}:${process.env.PROFILE_TO ?? 'complete-painted'}`] ?? probe.marks[`${view}:painted`];
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const inclusive = new Map();
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  let t = profile.startTime;
  // the profiler's clock (µs) is not the page's: the profile stopped just after probe.now, which aligns them
  // within a few milliseconds
  const toProfile = (p) => profile.endTime - (probe.now - p) * 1000;
  let counted = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < toProfile(from) || t > toProfile(to)) return;
    const n = nodes.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    const dt = (profile.timeDeltas[i + 1] ?? 100) / 1000;
    self.set(key, (self.get(key) ?? 0) + dt);
    const stack = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const cf = nodes.get(at).callFrame;
      if (cf.url) stack.add(`${cf.functionName || '(anonymous)'} ${cf.url.split('/').pop()}:${cf.lineNumber + 1}`);
    }
    for (const k of stack) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    counted += dt;
  });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const events = trace.traceEvents ?? trace;
  // trace timestamps (µs) share the profiler's clock
  const phases = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.ts < toProfile(from) || e.ts > toProfile(to)) continue;
    if (
      ![
        'UpdateLayoutTree',
        'Layout',
        'PrePaint',
        'Paint',
        'Layerize',
        'Commit',
        'HitTest',
        'FunctionCall',
        'RunMicrotasks',
        'TimerFire',
        'FireAnimationFrame',
        'RunTask',
      ].includes(e.name)
    )
      continue;
    phases.set(e.name, (phases.get(e.name) ?? 0) + e.dur / 1000);
  }
  console.log('\ntrace phases in that window (ms, nested phases overlap):', Object.fromEntries([...phases].map(([k, v]) => [k, Math.round(v)])));
  // the main thread's tasks in that window, with what each did (the page's main thread: the one that lays out)
  const busy = new Map();
  for (const e of events) if (e.name === 'Layout' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events.filter(
    (e) =>
      `${e.pid}:${e.tid}` === main &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      e.dur > 3000 &&
      e.ts >= toProfile(from) - 50_000 &&
      e.ts <= toProfile(to),
  );
  console.log('\nmain-thread tasks over 3 ms (start ms since navigation, duration, inside):');
  for (const task of tasks) {
    const inside = new Map();
    for (const e of events) {
      if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X' || e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur) continue;
      if (
        [
          'FunctionCall',
          'TimerFire',
          'UpdateLayoutTree',
          'Layout',
          'PrePaint',
          'Paint',
          'Layerize',
          'ParseHTML',
          'EvaluateScript',
          'v8.compile',
          'MajorGC',
          'MinorGC',
          'RunMicrotasks',
          'FireAnimationFrame',
          'EventDispatch',
        ].includes(e.name)
      )
        inside.set(e.name, (inside.get(e.name) ?? 0) + e.dur / 1000);
    }
    const at = probe.now - (profile.endTime - task.ts) / 1000;
    console.log(
      `  ${at.toFixed(0).padStart(6)}  ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ${[...inside].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`,
    );
  }
  console.log(`\nself time between ${view}:data (${Math.round(from)}) and ${Math.round(to)}: ${Math.round(counted)} ms sampled`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  console.log("\ninclusive time (functions of the page's scripts):");
  for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
} finally {
  await browser.close();
  api.close();
  site.close();
  rmSync(out, { recursive: true, force: true });
}
