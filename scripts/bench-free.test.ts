import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { benchHooksIn } from './bench-free.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** a build directory holding `files` (path → text) */
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oriel-bench-free-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const clean = {
  'oriel.js': 'performance.mark("oriel:cards:data");',
  'assets/cards-x1.js': 'const a=()=>globalThis.Oriel;export{a};',
  'index.html': '<script type="module" src="/assets/entry.js"></script>',
};

describe('benchHooksIn (scripts/size.mjs fails on what it finds)', () => {
  it('finds nothing in chunks that only make performance marks', () => {
    expect(benchHooksIn([dist(clean), dist({ 'assets/entry.js': 'export{}' })])).toEqual([]);
  });

  it('finds a bench global planted in a nested chunk of either build', () => {
    const elements = dist({ ...clean, 'assets/week-z9.js': 'const b=m=>globalThis.__ORIEL_BENCH__?.(m);' });
    const shell = dist({ ...clean, 'index.html': '<script>window.__oriel_bench__=()=>{}</script>' });
    expect(benchHooksIn([elements, shell])).toEqual([
      { file: join(elements, 'assets/week-z9.js'), match: '__ORIEL_BENCH__' },
      { file: join(shell, 'index.html'), match: '__oriel_bench__' },
    ]);
  });

  it('finds the bench hook by its module or its name, unminified', () => {
    const dir = dist({ 'render.js': '// ../ui/src/bench-hook.ts\nfunction useBenchMoments(view) {}' });
    expect(benchHooksIn([dir])).toEqual([{ file: join(dir, 'render.js'), match: 'bench-hook' }]);
  });

  it('reads no source map, and skips a directory not built', () => {
    const dir = dist({ 'assets/a.js.map': '{"sourcesContent":["globalThis.__ORIEL_BENCH__"]}' });
    expect(benchHooksIn([dir, join(dir, 'no-such-build')])).toEqual([]);
  });
});
