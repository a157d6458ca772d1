#!/usr/bin/env node
// Every check of `npm test`, in order, each timed: typecheck, the elements manifest and types, bundle builds, the
// published package's lint, unit + component + API tests (on PGlite, and on a real PostgreSQL server when one is there
// or can be installed), the browser suite at two pinned instants (a weekday morning and a Sunday at 23:30, so no test
// can depend on the hour; at the second, the files and tests with no date, hour or booking rule are left out), then
// the size budgets.
// Ends with one line "tests: N passed, N failed" summing every vitest run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_INSTANTS } from '../test/clock/instants.mjs';

/** The browser suite's two instants (Europe/Brussels); the other projects run at the first (test/clock). */
export const E2E_INSTANTS = TEST_INSTANTS;

/**
 * The browser files that hold no date, hour or booking rule of their own (the docs site, Oriel.doctor(), the live
 * preview, the newsletter link, the language switch, the blog, the toasts, the analytics bridge, the shell's own
 * processes, the packed package's install, the host apps): they run at the first instant only. Their pages' dated content is checked at both instants by the
 * catalog, schedule, purchase, account and whole-site files.
 */
export const FIRST_INSTANT_ONLY = [
  'docs',
  'doctor',
  'preview',
  'newsletter',
  'language',
  'blog',
  'toasts',
  'analytics',
  'shell-processes',
  'npm-install',
  'host-apps',
].map((name) => `test/e2e/${name}.test.ts`);

for (const file of FIRST_INSTANT_ONLY) if (!existsSync(file)) throw new Error(`FIRST_INSTANT_ONLY names ${file}, which is not there`);

// the pnpm that runs this script (bootstrap may have fetched it with npx, so it need not be on PATH)
const execpath = process.env.npm_execpath;
const pnpm = !execpath || !/pnpm/.test(execpath) ? ['pnpm'] : /\.c?js$/.test(execpath) ? [process.execPath, execpath] : [execpath];

const begun = Date.now();
const reports = mkdtempSync(join(tmpdir(), 'oriel-check-'));
const timings = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function step(name, cmd, args, env = {}) {
  if (failed) return false;
  console.log(`\n▶ ${name}`);
  const start = Date.now();
  if (cmd === 'pnpm') [cmd, args] = [pnpm[0], [...pnpm.slice(1), ...args]];
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - start) / 1000;
  timings.push([name, seconds, r.status === 0]);
  if (r.status !== 0) {
    failed = true;
    console.error(`✗ ${name} failed (exit ${r.status ?? r.signal})`);
  }
  return r.status === 0;
}

/**
 * Steps that only read the sources, run side by side (two cores; each is mostly one thread): their output is printed
 * whole, one step after the other, once all are done (docs/decisions/0002-test-suite-speed.md).
 */
async function together(steps) {
  if (failed) return;
  const runs = steps.map(([name, cmd, args]) => {
    if (cmd === 'pnpm') [cmd, args] = [pnpm[0], [...pnpm.slice(1), ...args]];
    const start = Date.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    return new Promise((resolve) => child.on('close', (code, signal) => resolve({ name, code, signal, output, seconds: (Date.now() - start) / 1000 })));
  });
  for (const r of await Promise.all(runs)) {
    console.log(`\n▶ ${r.name}`);
    process.stdout.write(r.output);
    timings.push([r.name, r.seconds, r.code === 0]);
    if (r.code !== 0) {
      failed = true;
      console.error(`✗ ${r.name} failed (exit ${r.code ?? r.signal})`);
    }
  }
}

/** A vitest run whose counts join the totals (its JSON report, beside the usual console output). */
function vitest(name, projects, env = {}, extra = []) {
  if (failed) return false;
  const out = join(reports, `${timings.length}.json`);
  const args = [
    'exec',
    'vitest',
    'run',
    '--config',
    'vitest.workspace.ts',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...extra,
  ];
  const ok = step(name, 'pnpm', args, env);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  } else if (!ok) totals.failed += 1;
  return ok;
}

await together([
  ['typecheck', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']],
  // core without the DOM's types (packages/core/tsconfig.no-dom.json)
  ['typecheck of core without the DOM', 'pnpm', ['exec', 'tsc', '-p', 'packages/core/tsconfig.no-dom.json']],
  // typescript-eslint, the rules of hooks, jsx-a11y and no import cycles (eslint.config.js)
  ['lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings', '0']],
  // one layout for the code (.prettierrc.json; prose, data, styles and generated files are left out in
  // .prettierignore). `pnpm format` rewrites what this finds.
  ['format', 'pnpm', ['exec', 'prettier', '--check', '.', '--log-level', 'warn']],
  // docs/design.md §5 prints budgets.json, the budgets scripts/size.mjs enforces
  ['budget table of docs/design.md up to date', 'node', ['scripts/budgets.mjs', '--check']],
]);
// custom-elements.json, the element types and the docs' attribute tables match the schemas, and an
// integrator's React/Preact app and Vue and Svelte props type-check against those types (test/types-fixture: right use
// passes; a misspelt value, a wrong comma list, a misspelt name written as an object fail)
step('elements manifest, types and docs tables up to date', 'pnpm', ['exec', 'tsx', 'scripts/elements-manifest.ts', '--check']);
step('element types in React 19, Preact, Vue and Svelte (test/types-fixture)', 'pnpm', ['exec', 'tsc', '-p', 'test/types-fixture']);
step('build', 'pnpm', ['run', 'build']);
// the published @oriel/elements, packed as npm would (npm ships with node; pnpm may not be on PATH), offline
step('@oriel/elements package lint (publint)', 'pnpm', ['exec', 'publint', 'run', 'packages/elements', '--pack', 'npm', '--strict']);
step('@oriel/elements types resolution (attw)', 'pnpm', [
  'exec',
  'attw',
  '--pack',
  'packages/elements',
  '--profile',
  'esm-only',
  '--no-definitely-typed',
  '--format',
  'table-flipped',
]);

// The API suite on a real PostgreSQL too: a server of our own, each test file in its own database.
let postgres = null;
if (!failed && process.env.ORIEL_SKIP_POSTGRES !== '1' && existsSync(new URL('./postgres.mjs', import.meta.url))) {
  const { ensurePostgres } = await import('./postgres.mjs');
  const start = Date.now();
  postgres = await ensurePostgres({ install: true }).catch((e) => (console.warn(`PostgreSQL unavailable: ${e.message}`), null));
  timings.push(['PostgreSQL install/start', (Date.now() - start) / 1000, postgres !== null]);
}
try {
  const projects = ['core', 'dom', 'api', ...(postgres ? ['api-pg'] : [])];
  // one worker per core: vitest's default leaves one core to itself, which on a 2-core machine runs these files one at
  // a time
  // each with its files that mock a module, isolated (`dom-isolated`…, vitest.workspace.ts)
  vitest(
    `unit, component and API tests (${projects.join(', ')})`,
    projects.map((p) => `${p}*`),
    postgres ? { ORIEL_TEST_PG_URL: postgres.url } : {},
    [`--maxWorkers=${availableParallelism()}`],
  );
} finally {
  await postgres?.stop();
}

// Lighthouse audits every page's accessibility at the first instant (its performance is `pnpm bench:lighthouse`); at the
// second, only the pages whose content follows the hour, and the tests of loading mechanics (itAtFirstInstant,
// test/e2e/browser.ts) are skipped
for (const [i, [label, instant]] of E2E_INSTANTS.entries())
  vitest(
    `browser tests, ${label} (${instant})`,
    ['e2e'],
    { ORIEL_E2E_NOW: instant, ORIEL_E2E_LIGHTHOUSE: i === 0 ? 'all' : 'hour', ORIEL_E2E_SECOND_INSTANT: i === 0 ? '0' : '1' },
    i === 0 ? [] : FIRST_INSTANT_ONLY.map((file) => `--exclude=${file}`),
  );
step('size budgets', 'pnpm', ['exec', 'tsx', 'scripts/size.mjs']);
rmSync(reports, { recursive: true, force: true });

console.log('\nstep                                                         seconds');
for (const [name, seconds, ok] of timings) console.log(`${ok ? '✓' : '✗'} ${name.padEnd(60)} ${seconds.toFixed(1).padStart(6)}`);
// the clock's time, not the steps' sum: some run side by side
console.log(`total ${((Date.now() - begun) / 1000).toFixed(1)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
