import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundaries of eslint.config.js, each shown to report on a file that crosses it and to pass the same file's
// allowed form. The files are linted as text under a path of the tree (they are never written).
const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  // no-cycle would read the whole graph behind each import: it has its own planted-cycle check, not these
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
});

/** The rules that report on `code` as the file `path`. */
async function rulesOn(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('core: no DOM', () => {
  it.each([
    'document.title',
    'window.scrollTo(0, 0)',
    'localStorage.getItem("k")',
    'sessionStorage.clear()',
    'navigator.language',
    'location.href',
    'customElements.get("x")',
    'new HTMLElement()',
    'getComputedStyle(x)',
  ])('reports %s in a core source', async (expression) => {
    const code = `declare const x: never;\nexport const probe = () => ${expression};\n`;
    expect(await rulesOn('packages/core/src/rules/probe.rules.ts', code)).toContain('no-restricted-globals');
  });

  it("lets core use the platforms' common ground, and its tests use the DOM", async () => {
    const common = 'export const probe = () => [setTimeout, fetch, new URL("https://a.b"), new AbortController(), structuredClone, console];\n';
    expect(await rulesOn('packages/core/src/rules/probe.rules.ts', common)).toEqual([]);
    expect(await rulesOn('packages/core/src/rules/probe.rules.test.ts', 'export const probe = () => document.title;\n')).toEqual([]);
  });
});

describe("ui: React's API, not preact's", () => {
  it.each(["import { h } from 'preact';", "import { useState } from 'preact/hooks';", "import { memo } from 'preact/compat';"])('reports %s', async (line) => {
    expect(await rulesOn('packages/ui/src/catalog/probe.tsx', `${line}\nexport { };\n`)).toContain('no-restricted-imports');
  });

  it('lets ui import react, and the testing library', async () => {
    const code = "import { useState } from 'react';\nimport { render } from '@testing-library/preact';\nexport const probe = [useState, render];\n";
    expect(await rulesOn('packages/ui/src/catalog/probe.test.tsx', code)).toEqual([]);
  });
});

describe('the package graph: nothing imports upward', () => {
  it.each([
    ['packages/core/src/rules/probe.rules.ts', "import * as m from '@oriel/ui';"],
    ['packages/core/src/rules/probe.rules.ts', "import * as m from '../../../ui/src/index';"],
    ['packages/ui/src/catalog/probe.ts', "import * as m from '@oriel/shell';"],
    ['packages/ui/src/catalog/probe.ts', "import * as m from '../../../elements/src/registry';"],
    ['packages/elements/src/runtime/probe.ts', "import * as m from '@oriel/shell';"],
    ['packages/shell/src/probe.ts', "import * as m from '../../elements/src/registry';"],
    ['packages/shell/src/probe.ts', "import * as m from '../../../scripts/vite-shared';"],
    ['demo/api/src/probe.ts', "import * as m from '@oriel/ui';"],
    ['demo/api/src/probe.ts', "import * as m from '../../../packages/shell/src/index';"],
  ])('reports %s importing: %s', async (file, line) => {
    expect(await rulesOn(file, `${line}\nexport const probe = m;\n`)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['packages/ui/src/catalog/probe.ts', "import * as m from '@oriel/core';"],
    ['packages/elements/src/runtime/probe.ts', "import * as m from '@oriel/ui';"],
    ['packages/shell/src/probe.ts', "import * as m from '@oriel/ui';"],
    ['demo/api/src/probe.ts', "import * as m from '@oriel/core';"],
  ])('lets %s import: %s', async (file, line) => {
    expect(await rulesOn(file, `${line}\nexport const probe = m;\n`)).toEqual([]);
  });
});
