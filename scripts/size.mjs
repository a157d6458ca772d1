#!/usr/bin/env -S npx tsx
// Measures the built bundles (gzip -9) against budgets.json (docs/design.md §5); exits 1 when a cap is exceeded. The
// elements' chunks and their budgets' keys come from the element registry (packages/elements/src/registry.build.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchHooksIn } from './bench-free.mjs';
import { COMPILE_HINT, mayHoldFunctions } from './vite-shared.ts';
import { budget } from './budgets.mjs';
import { BUILD } from '../packages/elements/src/registry.build.ts';

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

// the loader's page fetches one catalogue in two parts (i18n/load.ts): the first on every page, the second where an
// element shows checkout, schedule or sign-in texts. Count the larger locale (by its source: the account's catalogue,
// i18n/account, has the same chunk names).
const catalogue = (part) =>
  Object.values(manifest)
    .filter((c) => new RegExp(`core/src/i18n/(en|fr)\\.${part}\\.ts$`).test(c.src ?? '') && !c.isEntry)
    .sort((a, b) => gz(b.file) - gz(a.file));
const localeFiles = catalogue('base');
const oneLocale = localeFiles.length ? gz(localeFiles[0].file) : 0;
const moreLocale = catalogue('more')[0];

const rows = [];
/** `key`: the row's budget in budgets.json; `files`: the script requests the row costs (each file is one request) */
const row = (what, bytes, key, files = 1) => rows.push({ ...budget(key), what, bytes, files });
// The loader asks for the runtime chunk, the page's catalogue and the organiser with the first element's chunk: one
// round trip instead of three before a widget can ask for its data.
// The loader also says what no widget chunk can (a misspelt oriel-* tag, an unknown data-lang) and holds Oriel.ready,
// Oriel.cart and Oriel.version, which a page reads before any chunk loads.
row('loader oriel.js', gz('oriel.js'), 'loader');
// every widget loads the runtime, so each byte here is paid by every page; its size follows the schema library most
row('shared runtime', sum(runtimeFiles), 'runtime', runtimeFiles.size);
const files = {};
for (const { entry: src, budget: key } of Object.values(BUILD)) {
  const e = entry(src);
  if (!e) continue;
  files[e.name] = closure(e.file, runtimeFiles);
  row(`widget chunk: ${e.name}`, sum(files[e.name]), key, files[e.name].size);
}
// a lazy module's chunk: its own, or the group's it joined (packages/elements/vite.widgets.config.ts, LAZY_ROOTS),
// named after it
const moduleName = (src) => src.slice(src.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
const lazy = (src) =>
  Object.values(manifest).find((c) => c.isDynamicEntry && c.src?.endsWith(src)) ?? Object.values(manifest).find((c) => !c.src && c.name === moduleName(src));
// <oriel-account>'s first screen: a visitor's is the sign-in views; a customer's is the
// account area with its home screen and the account catalogue of one locale (i18n/account); other screens load apart.
if (files.account) {
  const accountLocale =
    Object.values(manifest)
      .filter((c) => c.isDynamicEntry && /i18n\/account\/(en|fr)\.ts$/.test(c.src ?? ''))
      .map((c) => gz(c.file))
      .sort((a, b) => b - a)[0] ?? 0;
  const area = lazy('ui/src/account/account-area.tsx');
  const areaFiles = area ? closure(area.file, runtimeFiles) : new Set();
  for (const [label, src, extra] of [
    ['visitor', 'ui/src/auth/signed-out-views.tsx', 0],
    ['customer', 'ui/src/account/account-area.tsx', accountLocale],
  ]) {
    const chunk = lazy(src);
    if (!chunk) continue;
    const set = new Set([...files.account, ...closure(chunk.file, runtimeFiles)]);
    row(`account first screen, ${label}${extra ? ' + account locale' : ''}`, sum(set) + extra, 'accountFirstScreen', set.size + (extra ? 1 : 0));
  }
  for (const [group, key] of [
    ['registrations', 'accountRegistrations'],
    ['lists', 'accountLists'],
    ['profile', 'accountProfile'],
    ['participants', 'accountParticipants'],
  ]) {
    // what a screen group adds to the customer's first screen, the only way to it
    const chunk = lazy(`ui/src/account/${group}/${group}.screens.tsx`);
    const adds = chunk && closure(chunk.file, new Set([...runtimeFiles, ...files.account, ...areaFiles]));
    if (adds) row(`lazy chunk: account ${group} screens`, sum(adds), key, adds.size);
  }
}
// an element whose attribute picks a view kept out of its chunk (<oriel-cards data-kind="bundles">, <oriel-schedule
// data-mode="resources">) also fetches that view (the loader asks for it with the element's chunk): the pair is what
// such a page pays
for (const { entry: src, views } of Object.values(BUILD)) {
  const own = entry(src);
  if (!views || !own || !files[own.name]) continue;
  const values = new Map();
  for (const [value, view] of Object.entries(views.chunks)) values.set(view, [...(values.get(view) ?? []), value]);
  for (const [view, picked] of values) {
    const chunk = Object.values(manifest).find((c) => c.isDynamicEntry && c.src === view);
    if (!chunk) continue;
    const set = new Set([...files[own.name], ...closure(chunk.file, runtimeFiles)]);
    row(`widget chunk: ${own.name} (data-${views.attribute}=${picked.join(', ')})`, sum(set), views.budget, set.size);
  }
}
// a grid with data-filters also fetches the filters UI, a chunk of its own (what the cards chunk does not hold)
const filtersPanel = Object.values(manifest).find((c) => c.isDynamicEntry && c.src?.endsWith('ui/src/catalog/filters-panel.tsx'));
if (filtersPanel && files.cards) {
  const own = [...closure(filtersPanel.file, runtimeFiles)].filter((f) => !files.cards.has(f));
  row('lazy chunk: cards filters (data-filters only)', sum(own), 'cardsFilters', own.length);
}
// the cart drawer, fetched when the cart first opens or on the cart button's hover or focus (ui/src/cart/lazy-cart-drawer.tsx)
const drawer = lazy('ui/src/cart/cart-drawer.tsx');
if (drawer && files.cart) row('lazy chunk: cart drawer (on intent)', sum(closure(drawer.file, new Set([...runtimeFiles, ...files.cart]))), 'cartDrawer');
// opt-in chunks the loader fetches only when the page asks (docs/analytics.md, docs/seo.md); the runtime is the page's anyway
for (const [label, src, key] of [
  ['analytics bridge (data-analytics only)', 'src/analytics/analytics.entry.ts', 'analytics'],
  ['structured data (data-structured-data only)', 'src/seo/structured-data.entry.ts', 'structuredData'],
]) {
  const chunk = entry(src);
  if (chunk) row(`lazy chunk: ${label}`, sum(closure(chunk.file, runtimeFiles)), key);
}
// the catalogue every widget page downloads (the larger locale); its second part only where an element shows it, or
// once a visitor opens a part that does
if (localeFiles.length) row("one locale (the widgets' catalogue)", oneLocale, 'locale');
if (moreLocale)
  row("one locale's second part (schedule, checkout, account, sign-in forms, a card's detail, the cart drawer)", gz(moreLocale.file), 'localeMore');
const page = new Set([...(files.cards ?? []), ...(files.cart ?? [])]);
row(
  `typical page: loader + runtime + cards + cart${localeFiles.length ? ' + one locale' : ' (locales in runtime)'}`,
  gz('oriel.js') + sum(runtimeFiles) + sum(page) + oneLocale,
  'typicalPage',
  1 + runtimeFiles.size + page.size + (localeFiles.length ? 1 : 0),
);

// The hosted shell: what every page loads (the entry and its static imports), then a landing page with
// its route chunk and one locale. Its HTML comes from the server render, so these weigh on interactivity, not paint.
const shellDist = new URL('../packages/shell/dist/', import.meta.url).pathname;
const shellManifestPath = join(shellDist, '.vite/manifest.json');
if (existsSync(shellManifestPath)) {
  const shell = JSON.parse(readFileSync(shellManifestPath, 'utf8'));
  const sgz = (file) => gzipSync(readFileSync(join(shellDist, file)), { level: 9 }).length;
  const sclosure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const chunk = Object.values(shell).find((c) => c.file === file);
    for (const key of chunk?.imports ?? []) sclosure(shell[key].file, seen);
    return seen;
  };
  const ssum = (files) => [...files].reduce((n, f) => n + sgz(f), 0);
  const shellEntry = Object.values(shell).find((c) => c.isEntry);
  const entryFiles = sclosure(shellEntry.file);
  row('shell: entry (every page)', ssum(entryFiles), 'shellEntry', entryFiles.size);
  // the shell's catalogue: the main one and the shell's own texts, one file per locale (i18n/shell)
  const locale = Object.values(shell).find((c) => /i18n\/shell\/catalogue\.fr\.ts$/.test(c.src ?? '') && !c.isEntry);
  for (const [label, src] of [
    ['home', 'src/pages/home.page.tsx'],
    ['availability detail', 'src/pages/availability.page.tsx'],
  ]) {
    const chunk = shell[src];
    if (!chunk) continue;
    const files = new Set([...entryFiles, ...sclosure(chunk.file), ...(locale ? sclosure(locale.file) : [])]);
    row(`shell: ${label} page (entry + page + fr)`, ssum(files), 'shellPage', files.size);
  }
}

let failed = false;
console.log('\n| what | gzip -9 KB | script files | cap KB | target KB | |');
console.log('|---|---:|---:|---:|---:|---|');
for (const r of rows) {
  const over = r.bytes > r.cap * 1024;
  // a journey's files, where a budget counts them: on HTTP/1.1 each file past a connection's six waits a round trip
  const moreFiles = r.maxFiles !== undefined && r.files > r.maxFiles;
  failed ||= over || moreFiles;
  const mark = over
    ? `OVER by ${kb(r.bytes - r.cap * 1024)} KB`
    : moreFiles
      ? `OVER: ${r.files} files, at most ${r.maxFiles}`
      : r.bytes > r.target * 1024
        ? 'above target'
        : 'ok';
  console.log(`| ${r.what} | ${kb(r.bytes)} | ${r.files} | ${r.cap}${r.maxFiles ? ` (${r.maxFiles} files)` : ''} | ${r.target} | ${mark} |`);
}
console.log('');
// the bench reads the views' performance marks: a chunk that carries a hook of its own fails (scripts/bench-free.mjs)
const hooks = benchHooksIn([dist, shellDist]);
for (const h of hooks) console.error(`size: ${h.file} holds a bench hook (${h.match}): production code marks with performance.mark only`);
// every script file with functions starts with V8's compile hint (scripts/vite-shared.ts, decision 0028)
const unhinted = [join(dist, 'chunks'), join(shellDist, 'assets')]
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => join(dir, f)),
  )
  .filter((file) => {
    const code = readFileSync(file, 'utf8');
    return mayHoldFunctions(code) && !code.startsWith(`${COMPILE_HINT}\n`);
  });
for (const file of unhinted) console.error(`size: ${file} does not start with the compile hint (${COMPILE_HINT})`);
if (failed) console.error('size: a budget cap of budgets.json is exceeded');
if (failed || hooks.length || unhinted.length) process.exit(1);
