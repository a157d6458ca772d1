#!/usr/bin/env node
// What a widget chunk is made of: builds the widgets minified with source maps into a temporary folder and sums, per
// package (a dependency, or a folder of ours such as core/src/schemas), the bytes of one chunk each contributed, raw
// and gzip -9 on its own (parts compress a little better inside the whole file). Code no source map line claims is
// the bundler's: its hoisted declarations, imports and exports. `node scripts/bench/composition.mjs [runtime|cards|…]`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

const prefix = process.argv[2] ?? 'runtime';
const elements = new URL('../../packages/elements/', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'oriel-composition-'));
try {
  // the widgets' own build, run by this node: no pnpm needed on the PATH
  execFileSync(process.execPath, [join(elements, 'build-widgets.mjs'), '--sourcemap', '--outDir', out, '--quiet'], { cwd: elements, stdio: 'inherit' });
  const dir = join(out, 'chunks');
  const file = readdirSync(dir).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no chunk named ${prefix}-*.js`);
  const code = readFileSync(join(dir, file), 'utf8');
  const lines = code.split('\n');
  const segments = [];
  eachMapping(new TraceMap(readFileSync(join(dir, `${file}.map`), 'utf8')), (m) => segments.push(m));
  const owner = (source) =>
    source == null
      ? "(the bundler's)"
      : source.replace(/.*node_modules\/\.pnpm\/(@?[^@/]+(?:\+[^@/]+)?)@.*/, '$1').replace(/.*\/packages\/([^/]+\/src\/[^/]+).*/, '$1');
  const parts = new Map();
  const add = (name, text) => parts.set(name, (parts.get(name) ?? '') + text);
  // each mapping owns the text up to the next one on its line; what precedes a line's first mapping, and a line
  // without any, belongs to no source
  const firstOnLine = new Map();
  segments.forEach((m, i) => {
    const next = segments[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    if (!firstOnLine.has(m.generatedLine)) firstOnLine.set(m.generatedLine, m.generatedColumn);
    add(owner(m.source), line.slice(m.generatedColumn, next?.generatedLine === m.generatedLine ? next.generatedColumn : line.length));
  });
  lines.forEach((line, i) => add(owner(null), line.slice(0, firstOnLine.get(i + 1) ?? line.length)));
  const gz = (text) => gzipSync(text, { level: 9 }).length;
  console.log(`${file}: ${code.length} bytes, ${(gz(code) / 1024).toFixed(1)} KB gzip -9\n`);
  console.log('|    raw | gzip alone | part |\n|-------:|-----------:|------|');
  for (const [name, text] of [...parts].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`| ${String(text.trim().length).padStart(6)} | ${(gz(text.trim()) / 1024).toFixed(1).padStart(7)} KB | ${name} |`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
