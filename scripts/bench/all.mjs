#!/usr/bin/env node
// Every benchmark in one run (not a test, not part of `npm test`): sizes, the render bench beside FullCalendar, the
// interactions at 4x CPU, Lighthouse mobile and the heap over cycles, one after another (each alone on the machine),
// each printing its own table; then one summary of every PASS/FAIL row they printed, by bench. Needs the build:
// `pnpm build && pnpm bench:all`. BENCH_ONLY=size,render,… runs some of them; BENCH_RUNS passes through.
import { spawn } from 'node:child_process';

const pnpm = process.env.npm_execpath;
if (!pnpm) throw new Error('run it through the project: `pnpm bench:all`');
const BENCHES = [
  { name: 'size', script: 'size' },
  { name: 'render', script: 'bench' },
  { name: 'interactions', script: 'bench:interactions' },
  { name: 'lighthouse', script: 'bench:lighthouse' },
  { name: 'memory', script: 'bench:memory' },
];
const only = process.env.BENCH_ONLY?.split(',');

/** Runs one bench's script through the project's pnpm, echoing its output; resolves with that output and its exit code. */
function run(script) {
  return new Promise((resolve) => {
    // pnpm is a JavaScript file or, from v11 on, an executable of its own
    const [command, args] = /\.[cm]?js$/.test(pnpm) ? [process.execPath, [pnpm]] : [pnpm, []];
    const child = spawn(command, [...args, 'run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BENCH_ONLY: '' } });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('close', (code) => resolve({ out, code }));
  });
}

const summary = [];
for (const bench of BENCHES) {
  if (only && !only.includes(bench.name)) continue;
  console.log(`\n=== ${bench.name} (pnpm ${bench.script}) ===`);
  const started = Date.now();
  const { out, code } = await run(bench.script);
  // a table row or a verdict line names its verdict; the size table says "ok", "above target" or "OVER"
  const rows = out.split('\n').filter((line) => /\bPASS\b|\bFAIL\b|\bOVER\b|\| ok \||above target/.test(line));
  summary.push({ bench: bench.name, code, seconds: Math.round((Date.now() - started) / 1000), rows });
}

console.log('\n=== summary: every verdict the benches printed ===');
for (const { bench, code, seconds, rows } of summary) {
  const fails = rows.filter((r) => /\bFAIL\b|\bOVER\b/.test(r)).length;
  console.log(`\n${bench} (${seconds} s, exit ${code}): ${rows.length - fails} PASS, ${fails} FAIL`);
  for (const row of rows) console.log(`  ${row.trim()}`);
}
