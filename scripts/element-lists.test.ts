import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// vitest runs from the repository root
/** The registry's files: the only places that list the elements (CONTRIBUTING.md, "Adding an element"). */
const REGISTRY = ['packages/elements/src/registry.ts', 'packages/elements/src/registry.build.ts', 'scripts/elements-manifest/registry.ts'];

const sources = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true }) as string[]).map((f) => `${dir}/${f}`).filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f));

/** What builds, loads, measures or documents the elements: a list of them here must come from the registry. */
const files = [
  ...sources('packages/elements/src'),
  ...readdirSync('packages/elements')
    .filter((f) => /^vite\..*\.config\.ts$/.test(f))
    .map((f) => `packages/elements/${f}`),
  'scripts/size.mjs',
  ...sources('scripts/elements-manifest'),
].filter((f) => !REGISTRY.includes(f));

const TAG = String.raw`oriel-[a-z][a-z-]*`;
/**
 * Two or more tags listed by hand: side by side in an array (`['oriel-cards', 'oriel-cart']`), in one selector or
 * string (`'oriel-cards,oriel-schedule{…}'`), or as the keys of a map (`'oriel-cards': …, 'oriel-cart': …`).
 */
function tagLists(text: string): string[] {
  const quoted = String.raw`(['"\`])${TAG}\1`;
  return [
    ...(text.match(new RegExp(String.raw`${quoted}\s*,\s*${quoted}`, 'g')) ?? []),
    ...(text.match(new RegExp(String.raw`${TAG}\s*,\s*${TAG}`, 'g')) ?? []),
    ...(text.match(new RegExp(String.raw`${quoted}\s*:[^\n]*\n(?:[^\n]*\n){0,8}?\s*${quoted}\s*:`, 'g')) ?? []),
  ];
}

describe('the elements are listed in the registry only', () => {
  it('finds a list written by hand (the check below can fail)', () => {
    expect(tagLists("export const TAGS = ['oriel-cards', 'oriel-schedule'] as const;")).toHaveLength(1);
    expect(tagLists("const css = 'oriel-cards,oriel-item{display:block}';")).toHaveLength(1);
    expect(tagLists("const chunks = {\n  'oriel-cards': entry('a'),\n  'oriel-item': entry('a'),\n};")).toHaveLength(1);
    expect(tagLists("const chunks = {\n  'oriel-cards': [\n    'kind',\n    { a: 1 },\n  ],\n  'oriel-schedule': ['mode', {}],\n};")).toHaveLength(1);
    expect(tagLists("if (tag === 'oriel-cart') open();\nmisuse(el, `<oriel-toasts> is internal`);")).toEqual([]);
  });

  it('no file that builds, loads, measures or documents the elements lists their tags by hand', () => {
    expect(files).toContain('packages/elements/src/loader.ts');
    expect(files).toContain('packages/elements/vite.loader.config.ts');
    const found = files.flatMap((f) => tagLists(readFileSync(f, 'utf8')).map((m) => `${f}: ${m.replace(/\s+/g, ' ')}`));
    expect(found).toEqual([]);
  });
});
