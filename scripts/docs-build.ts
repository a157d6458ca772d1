#!/usr/bin/env -S npx tsx
/**
 * Builds the integrator docs (VitePress, docs/.vitepress/config.mts) into docs/.vitepress/dist when they are older
 * than their sources: the Markdown of docs/, the VitePress config and theme, and the elements manifest the element
 * pages are generated from. About 6 s on a quiet machine, minutes on a busy one: `npm run demo` (scripts/start.ts)
 * builds them in the background once its URLs are printed, the docs' browser test before it runs; the bundle build
 * does not (the CI budget is tight). `--force` builds whatever the dates say.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DOCS_DIST = join(root, 'docs/.vitepress/dist');

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'dist' && name !== 'cache' && name !== 'node_modules')
    .reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

/** True when docs/.vitepress/dist is missing or older than anything it is built from. */
export function docsStale(): boolean {
  const built = join(DOCS_DIST, 'index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(newest(join(root, 'docs')), newest(join(root, 'packages/elements/custom-elements.json')));
  return sources > statSync(built).mtimeMs;
}

/** Builds the docs when stale (or `force`); throws with the build's output when it fails. */
export function buildDocs({ force = false, quiet = false } = {}): 'built' | 'up to date' {
  if (!force && !docsStale()) return 'up to date';
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vitepress/bin/vitepress.js'), 'build', 'docs'], {
    cwd: root,
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
  });
  if (r.status !== 0) throw new Error(`vitepress build docs failed (exit ${r.status ?? r.signal})\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  return 'built';
}

/** The same build in a child process the caller does not wait on: resolves when it is done, rejects when it fails. */
export function buildDocsInBackground(): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/vitepress/bin/vitepress.js'), 'build', 'docs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // the demo stopping stops its build too
    const stop = () => child.kill();
    process.once('exit', stop);
    let output = '';
    const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on(
      'close',
      (code, signal) => (process.off('exit', stop), code === 0 ? done() : fail(new Error(`vitepress build docs failed (exit ${code ?? signal})\n${output}`))),
    );
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const start = Date.now();
  const result = buildDocs({ force: process.argv.includes('--force') });
  console.log(`docs: ${result} (${((Date.now() - start) / 1000).toFixed(1)} s) in docs/.vitepress/dist`);
}
