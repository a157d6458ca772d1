import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The widgets' and the shell's rules keep to one type scale (base.css): each size and weight a page shows first is a
// font set up in its first layout, a call to the browser process each on Linux (docs/decisions/0015-fonts-in-first-layout.md).
const SIZES = new Set(['.8rem', '.9rem', '1rem', '1.1rem', '1.25rem', '1.5rem', 'inherit']);
const WEIGHTS = new Set(['400', '700', 'inherit']);

// the tests run from the repository's root (happy-dom's import.meta.url is not a file URL)
const dir = resolve('packages/ui/src/styles');
const sheets = readdirSync(dir)
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({ file: f, css: readFileSync(join(dir, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

/** Every value of `property` in the sheets, named by its file (the failure says where). */
function values(property: string): { file: string; value: string }[] {
  const re = new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;}]+)`, 'g');
  return sheets.flatMap(({ file, css }) => [...css.matchAll(re)].map((m) => ({ file, value: m[1]!.trim() })));
}

/** The values of `property` that `allowed` refuses, as `file: value`. */
const outside = (property: string, allowed: (value: string) => boolean) =>
  values(property)
    .filter(({ value }) => !allowed(value))
    .map(({ file, value }) => `${file}: ${value}`);

describe('the type scale', () => {
  it('reads the sheets it checks', () => {
    expect(sheets.length).toBeGreaterThan(10);
    expect(values('font-size').length).toBeGreaterThan(40);
    expect(values('font-weight').length).toBeGreaterThan(40);
  });

  it('sizes text only from the scale (a heading may grow with the screen, between two fixed sizes)', () => {
    const growing = /^clamp\(\d+(\.\d+)?rem, \d+vw, \d+(\.\d+)?rem\)$/;
    expect(outside('font-size', (value) => SIZES.has(value) || growing.test(value))).toEqual([]);
  });

  it('sets only the regular and the bold weight, upright, and no size or weight through the `font` shorthand', () => {
    expect(outside('font-weight', (value) => WEIGHTS.has(value))).toEqual([]);
    expect(outside('font-style', () => false)).toEqual([]);
    expect(outside('font', (value) => /^(inherit|var\(--oriel-font, system-ui, sans-serif\))$/.test(value))).toEqual([]);
  });
});
