#!/usr/bin/env -S npx tsx
/**
 * One source of truth for the elements: their attribute schemas and .docs.ts files, and the events' map of
 * packages/core/src/events/events.ts (the type the runtime's `emit` takes), generate
 * packages/elements/custom-elements.json, packages/elements/types/elements.d.ts and the attribute and event tables of
 * docs/elements.md, and the rows of the docs site's tables (docs/.vitepress/generated/attributes.json). `--check` writes
 * nothing and exits 1 when a generated file differs (a step of `npm test`).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './elements-manifest/generate';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const read = (file: string) => {
  try {
    return readFileSync(root + file, 'utf8');
  } catch {
    return null;
  }
};

const files = generate(read);
const stale: string[] = [];
for (const [file, content] of Object.entries(files)) {
  if (read(file) === content) continue;
  stale.push(file);
  if (!check) {
    mkdirSync(dirname(root + file), { recursive: true });
    writeFileSync(root + file, content);
  }
}
if (check && stale.length) {
  console.error(`elements manifest: stale ${stale.join(', ')}: run \`pnpm exec tsx ${relative(process.cwd(), fileURLToPath(import.meta.url))}\``);
  process.exit(1);
}
console.log(check ? 'elements manifest: up to date' : stale.length ? `elements manifest: wrote ${stale.join(', ')}` : 'elements manifest: nothing changed');
