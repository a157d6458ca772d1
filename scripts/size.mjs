#!/usr/bin/env node
// Budget table of docs/design.md §5 (gzip -9) for the built widget bundles; exits 1 when a cap is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../packages/elements/dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No widget build: run `pnpm build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

const runtimeChunk = Object.values(manifest).find((c) => c.name === 'runtime' && !c.isEntry);
if (!runtimeChunk) {
  console.error('No shared runtime chunk in the build.');
  process.exit(1);
}

/** a chunk and every chunk it imports statically (those load with it), minus `except` */
function closure(file, except = new Set(), seen = new Set()) {
  if (seen.has(file) || except.has(file)) return seen;
  seen.add(file);
  const chunk = byFile.get(file);
  for (const key of chunk?.imports ?? []) closure(manifest[key].file, except, seen);
  return seen;
}
// what every widget loads: the runtime chunk and whatever it imports statically
const runtimeFiles = closure(runtimeChunk.file);
const entry = (src) => Object.values(manifest).find((c) => c.isEntry && c.src === src);
const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);

// the loader's page fetches exactly one catalogue (i18n/load.ts): count the larger one
const localeFiles = Object.values(manifest)
  .filter((c) => /^(en|fr)$/.test(c.name ?? '') && !c.isEntry)
  .sort((a, b) => gz(b.file) - gz(a.file));
const oneLocale = localeFiles.length ? gz(localeFiles[0].file) : 0;

const rows = [];
const row = (what, bytes, cap, target) => rows.push({ what, bytes, cap, target });
row('loader oriel.js', gz('oriel.js'), 2, 1);
// Caps raised by 1 KB (runtime 30 -> 31, typical page 60 -> 61) for the security fixes of issue 8 (per-visitor
// cache with abortable requests, cross-tab session, one safeUrl gate, SVG icons): +0.8 KB measured. The
// performance issue re-cuts the chunks towards the 25 KB / 45 KB targets (docs/design.md §5).
row(`shared runtime (${runtimeFiles.size} file${runtimeFiles.size > 1 ? 's' : ''})`, sum(runtimeFiles), 31, 25);
const widgets = [
  ['cards', 'src/cards/cards.widget.tsx', 15, 10],
  ['cart', 'src/cart/cart.widget.tsx', 15, 10],
  ['account', 'src/account/account.widget.tsx', 15, 10],
  ['checkout', 'src/checkout/checkout.widget.tsx', 25, 18],
  ['schedule', 'src/schedule/schedule.widget.tsx', 25, 18],
];
const files = {};
for (const [name, src, cap, target] of widgets) {
  const e = entry(src);
  if (!e) continue;
  files[name] = closure(e.file, runtimeFiles);
  row(`widget chunk: ${name}`, sum(files[name]), cap, target);
}
// a grid with data-filters also fetches the filters UI, a chunk of its own (what the cards chunk does not hold)
const filtersPanel = Object.values(manifest).find((c) => c.isDynamicEntry && c.src?.endsWith('ui/src/catalog/filters-panel.tsx'));
if (filtersPanel && files.cards) {
  const own = [...closure(filtersPanel.file, runtimeFiles)].filter((f) => !files.cards.has(f));
  row('lazy chunk: cards filters (data-filters only)', sum(own), 15, 10);
}
// <oriel-schedule data-mode=resources|resources-day> also fetches that mode's view, a chunk of its own
for (const [mode, file] of [['resources', 'resources-schedule-mode'], ['resources-day', 'resources-day-mode']]) {
  const view = Object.values(manifest).find((c) => c.isDynamicEntry && c.src?.endsWith(`ui/src/schedule/${file}.tsx`));
  if (view && files.schedule) row(`widget chunk: schedule (data-mode=${mode})`, sum(new Set([...files.schedule, ...closure(view.file, runtimeFiles)])), 25, 18);
}
const page = new Set([...(files.cards ?? []), ...(files.cart ?? [])]);
row(
  `typical page: loader + runtime + cards + cart${localeFiles.length ? ' + one locale' : ' (locales in runtime)'}`,
  gz('oriel.js') + sum(runtimeFiles) + sum(page) + oneLocale,
  61,
  45,
);

let failed = false;
console.log('\n| what | gzip -9 KB | cap KB | target KB | |');
console.log('|---|---:|---:|---:|---|');
for (const r of rows) {
  const over = r.bytes > r.cap * 1024;
  failed ||= over;
  const mark = over ? `OVER by ${kb(r.bytes - r.cap * 1024)} KB` : r.bytes > r.target * 1024 ? 'above target' : 'ok';
  console.log(`| ${r.what} | ${kb(r.bytes)} | ${r.cap} | ${r.target} | ${mark} |`);
}
console.log('');
if (failed) {
  console.error('size: a budget cap of docs/design.md §5 is exceeded');
  process.exit(1);
}
