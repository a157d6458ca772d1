#!/usr/bin/env node
// Builds the widget chunks in the steps of vite.widgets.config.ts, the last once per entry, into dist/ or
// `--outDir <dir>`; `--sourcemap` and `--no-minify` are passed on to the steps that write (scripts/bench/composition.mjs,
// profile.mjs).
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const { values } = parseArgs({
  options: { outDir: { type: 'string', default: 'dist' }, sourcemap: { type: 'boolean' }, 'no-minify': { type: 'boolean' }, quiet: { type: 'boolean' } },
});
const here = new URL('.', import.meta.url).pathname;
const outDir = resolve(here, values.outDir);
rmSync(outDir, { recursive: true, force: true });
process.env.ORIEL_WIDGETS_OUT = outDir;
const writes = { ...(values.sourcemap ? { sourcemap: true } : {}), ...(values['no-minify'] ? { minify: false } : {}) };
const run = async (step, entry = '', quiet = !(step === 'runtime' || step === 'widgets') || values.quiet) => {
  process.env.ORIEL_WIDGETS_STEP = step;
  process.env.ORIEL_WIDGETS_ENTRY = entry;
  // the steps that only learn say nothing unless they fail
  await build({
    root: here,
    configFile: resolve(here, 'vite.widgets.config.ts'),
    logLevel: quiet ? 'error' : 'info',
    build: step === 'runtime' || step === 'widgets' ? writes : {},
  });
};
for (const step of ['modules', 'imports', 'runtime']) await run(step);
// each entry of the first step's graph, on its own
const { files } = JSON.parse(readFileSync(join(outDir, '.vite', 'runtime-interface.json'), 'utf8'));
// the entries whose lazy chunks are grouped (vite.widgets.config.ts, LAZY_ROOTS) learn their groups in a first pass
const LAZY_ENTRIES = new Set(['account']);
for (const entry of Object.keys(files)) {
  if (LAZY_ENTRIES.has(entry)) {
    process.env.ORIEL_WIDGETS_LAZY = 'learn';
    await run('widgets', entry, true);
    delete process.env.ORIEL_WIDGETS_LAZY;
  }
  await run('widgets', entry);
}
