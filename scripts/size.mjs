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
/** `files`: the script requests the row costs (each file is one request) */
const row = (what, bytes, cap, target, files = 1) => rows.push({ what, bytes, cap, target, files });
// The loader asks for the runtime chunk, the page's catalogue and the organiser with the first element's chunk: one
// round trip instead of three before a widget can ask for its data.
// The loader also says what no widget chunk can (a misspelt oriel-* tag, an unknown data-lang) and holds Oriel.ready,
// Oriel.cart and Oriel.version, which a page reads before any chunk loads.
row('loader oriel.js', gz('oriel.js'), 3.1, 1);
// Caps raised by 1 KB (runtime 30 -> 31, typical page 60 -> 61) for the security fixes of issue 8, and the runtime's by
// 1 KB more (32) when the widget build began to copy shared modules into each widget's chunk (inline common chunks,
// vite.widgets.config.ts): a typical page went from 24 script files to 6 and from 60.6 to 58.7 KB, each widget
// stopped growing when another one imported its modules, and the runtime pays +1.2 KB of module wrappers for it
// (after dropping Vite's unused 1 KB preload helper). The performance issue brings these towards the 25 KB / 45 KB
// targets (docs/design.md §5).
// Issue 10, stop 24: +0.5 KB on the runtime, +1.5 on the cards' and +1 on the account's first screen for dates, numbers,
// plural categories, euros and zone offsets written without Intl in fr and en (core's plain-dates.ts, zone-rules.ts,
// plain-numbers.ts): a page's first Intl object starts ICU, 130–240 ms of a phone's main thread at 4× CPU, which no
// widget page pays now (docs/design.md §7b). 1.5 KB is about 8 ms of Lighthouse's slow 4G.
// Issue 10, stop 26: +0.5 KB (32.5 -> 33) for the catalogue in two parts (core's i18n/load.ts: their merge, the two
// parts' four chunk names, the elements that wait for the second): the runtime +0.3 KB, the typical page's locale
// -1.4 KB.
// Stop 29: +0.5 KB (33 -> 33.5) for the URL gate on the images and logos of every answer (core's common.schema.ts):
// safeUrl is parsed with the schemas now, in the runtime, where the schedule, checkout and account chunks each carried
// their own copy (each -0.3 KB); the skeletons' font warm-up added 0.1.
// Stop 31: valibot in place of zod/mini (docs/design.md §7b), 33.2 -> 26.5 KB: the cap is design §5's own 30 again.
row('shared runtime', sum(runtimeFiles), 30, 25, runtimeFiles.size);
const widgets = [
  // the availabilities grid alone: the other kinds' grids are chunks of their own (the pair's cap below)
  ['cards', 'src/cards/cards.widget.tsx', 14.4, 10],
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
  row(`widget chunk: ${name}`, sum(files[name]), cap, target, files[name].size);
}
const lazy = (src) => Object.values(manifest).find((c) => c.isDynamicEntry && c.src?.endsWith(src));
// <oriel-account>'s first screen (issue 9 caps it at 15 KB): a visitor's is the sign-in views; a customer's is the
// account area with its home screen and the account catalogue of one locale (i18n/account); other screens load apart.
if (files.account) {
  const accountLocale =
    Object.values(manifest)
      .filter((c) => c.isDynamicEntry && /i18n\/account\/(en|fr)\.ts$/.test(c.src ?? ''))
      .map((c) => gz(c.file))
      .sort((a, b) => b - a)[0] ?? 0;
  for (const [label, src, extra] of [
    ['visitor', 'ui/src/auth/signed-out-views.tsx', 0],
    ['customer', 'ui/src/account/account-area.tsx', accountLocale],
  ]) {
    const chunk = lazy(src);
    if (!chunk) continue;
    const set = new Set([...files.account, ...closure(chunk.file, runtimeFiles)]);
    row(`account first screen, ${label}${extra ? ' + account locale' : ''}`, sum(set) + extra, 16.6, 10, set.size + (extra ? 1 : 0));
  }
  // The lists' cap is 15.5, 0.5 over design §5's: with the schema library's calls pure to the bundler (then pureZod,
  // now pureValibot, vite-shared.ts) the unused schemas left every chunk (the visitor's first account screen -2.5 KB,
  // participants -2.5, checkout -0.9) and this one gained 0.1 KB of module lookups, its modules unchanged
  // (docs/design.md §7).
  for (const [group, cap] of [
    ['registrations', 15.2],
    ['lists', 15.7],
    ['profile', 15],
    ['participants', 15],
  ]) {
    const chunk = lazy(`ui/src/account/${group}/${group}.screens.tsx`);
    if (chunk) row(`lazy chunk: account ${group} screens`, sum(closure(chunk.file, new Set([...runtimeFiles, ...files.account]))), cap, 10);
  }
}
// <oriel-cards data-kind> other than availabilities also fetches that kind's grid, a chunk of its own (the loader asks
// for it with the cards chunk): the cards chunk and it together are what such a page pays, 0.5 KB over the single
// chunk these pages had (16.3 KB): a second file's wrappers and the modules its grids share with the cards chunk's
for (const [label, src] of [
  ['activities', 'src/cards/activity-cards.view.ts'],
  ['bundles, memberships, vouchers', 'src/cards/offer-cards.view.ts'],
]) {
  const view = Object.values(manifest).find((c) => c.isDynamicEntry && c.src === src);
  if (!view || !files.cards) continue;
  const set = new Set([...files.cards, ...closure(view.file, runtimeFiles)]);
  row(`widget chunk: cards (data-kind=${label})`, sum(set), 17.4, 10, set.size);
}
// a grid with data-filters also fetches the filters UI, a chunk of its own (what the cards chunk does not hold)
const filtersPanel = Object.values(manifest).find((c) => c.isDynamicEntry && c.src?.endsWith('ui/src/catalog/filters-panel.tsx'));
if (filtersPanel && files.cards) {
  const own = [...closure(filtersPanel.file, runtimeFiles)].filter((f) => !files.cards.has(f));
  row('lazy chunk: cards filters (data-filters only)', sum(own), 15, 10, own.length);
}
// the cart drawer, fetched when the cart first opens or on the cart button's hover or focus (ui/src/cart/lazy-cart-drawer.tsx)
const drawer = lazy('ui/src/cart/cart-drawer.tsx');
if (drawer && files.cart) row('lazy chunk: cart drawer (on intent)', sum(closure(drawer.file, new Set([...runtimeFiles, ...files.cart]))), 15, 10);
// opt-in chunks the loader fetches only when the page asks (docs/analytics.md, docs/seo.md); the runtime is the page's anyway
for (const [label, src] of [
  ['analytics bridge (data-analytics only)', 'src/analytics/analytics.entry.ts'],
  ['structured data (data-structured-data only)', 'src/seo/structured-data.entry.ts'],
]) {
  const chunk = entry(src);
  if (chunk) row(`lazy chunk: ${label}`, sum(closure(chunk.file, runtimeFiles)), 5, 3);
}
// <oriel-schedule data-mode=resources|resources-day> also fetches that mode's view, a chunk of its own. The pair is
// capped at 26 KB, 1 KB over design §5's one-chunk cap for a schedule: each file stays under 25 (the widget chunk is
// 21.4), and the AVAILABILITY page work (catalog links carrying their page, `started`) added 0.2 KB to both.
for (const [mode, file] of [
  ['resources', 'resources-schedule-mode'],
  ['resources-day', 'resources-day-mode'],
]) {
  const view = Object.values(manifest).find((c) => c.isDynamicEntry && c.src?.endsWith(`ui/src/schedule/${file}.tsx`));
  if (!view || !files.schedule) continue;
  const set = new Set([...files.schedule, ...closure(view.file, runtimeFiles)]);
  row(`widget chunk: schedule (data-mode=${mode})`, sum(set), 26, 18, set.size);
}
// The catalogue every widget page downloads (the larger locale): 6.1 KB while it also held the shell's texts, 4.8 since
// (issue 10.3). Cap: that measure plus a margin; target: once the request and cart-add forms' keys (shell-only too)
// follow, and what a single widget alone reads (checkout, details) comes apart.
// 3.3 since its second part left (stop 26): cap 5 -> 4.
if (localeFiles.length) row("one locale (the widgets' catalogue)", oneLocale, 4.2, 4);
// The split (1.5 KB the typical page no longer downloads) cost a file to the pages that show the second part.
if (moreLocale) row("one locale's second part (schedule, checkout, account, sign-in forms)", gz(moreLocale.file), 2.6, 2);
const page = new Set([...(files.cards ?? []), ...(files.cart ?? [])]);
row(
  `typical page: loader + runtime + cards + cart${localeFiles.length ? ' + one locale' : ' (locales in runtime)'}`,
  gz('oriel.js') + sum(runtimeFiles) + sum(page) + oneLocale,
  // docs/design.md §5
  53.6,
  45,
  1 + runtimeFiles.size + page.size + (localeFiles.length ? 1 : 0),
);

// The hosted shell (issue 10.1): what every page loads (the entry and its static imports), then a landing page with
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
  // caps: the first split's measure plus a tenth (a guard, no design budget yet), again at stop 26 when floating-ui
  // came on intent (entry 53.2 -> 47.4, home 87.7 -> 82.0), and at stop 31 for valibot (entry 47.5 -> 40.5, home 82.7 ->
  // 75.8, detail 67.6 -> 60.6); targets: where it should go
  row('shell: entry (every page)', ssum(entryFiles), 45, 35, entryFiles.size);
  // the shell's catalogue: the main one and the shell's own texts, one file per locale (i18n/shell)
  const locale = Object.values(shell).find((c) => /i18n\/shell\/catalogue\.fr\.ts$/.test(c.src ?? '') && !c.isEntry);
  for (const [label, src] of [
    ['home', 'src/pages/home.page.tsx'],
    ['availability detail', 'src/pages/availability.page.tsx'],
  ]) {
    const chunk = shell[src];
    if (!chunk) continue;
    const files = new Set([...entryFiles, ...sclosure(chunk.file), ...(locale ? sclosure(locale.file) : [])]);
    row(`shell: ${label} page (entry + page + fr)`, ssum(files), 83, 60, files.size);
  }
}

let failed = false;
console.log('\n| what | gzip -9 KB | script files | cap KB | target KB | |');
console.log('|---|---:|---:|---:|---:|---|');
for (const r of rows) {
  const over = r.bytes > r.cap * 1024;
  failed ||= over;
  const mark = over ? `OVER by ${kb(r.bytes - r.cap * 1024)} KB` : r.bytes > r.target * 1024 ? 'above target' : 'ok';
  console.log(`| ${r.what} | ${kb(r.bytes)} | ${r.files} | ${r.cap} | ${r.target} | ${mark} |`);
}
console.log('');
if (failed) {
  console.error('size: a budget cap of docs/design.md §5 is exceeded');
  process.exit(1);
}
