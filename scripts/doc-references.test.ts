import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commentsOf, danglingPaths, designSections, designSectionsCited, evidenceCells, historyIn, holdsTitle, namedTests, pathsIn } from './doc-references';
import baseline from './comment-history.baseline.json';

// vitest runs from the repository root
const SKIP = /(?:^|\/)(?:node_modules|dist|dist-server|cache|\.temp)(?:\/|$)/;
const filesUnder = (dir: string, name: RegExp): string[] =>
  (readdirSync(dir, { recursive: true }) as string[]).map((f) => `${dir}/${f}`).filter((f) => name.test(f) && !SKIP.test(f));

const CODE = /\.(?:ts|tsx|mts|mjs|js)$/;
const docs = [...filesUnder('docs', /\.md$/), 'README.md', 'CONTRIBUTING.md'];
const code = [
  ...['core', 'ui', 'elements', 'shell'].flatMap((p) => filesUnder(`packages/${p}/src`, CODE)),
  ...filesUnder('demo/api/src', CODE),
  ...filesUnder('scripts', CODE),
  ...filesUnder('test', CODE),
  // the packages' build configs and the root's
  ...['core', 'ui', 'elements', 'shell'].flatMap((p) =>
    readdirSync(`packages/${p}`)
      .filter((f) => CODE.test(f))
      .map((f) => `packages/${p}/${f}`),
  ),
  'vitest.workspace.ts',
  'eslint.config.js',
  // this file's own cases name paths that need not exist
].filter((f) => f !== 'scripts/doc-references.test.ts');

describe('the loader as the docs show it', () => {
  it('every script tag of the loader in the docs, the READMEs and the demo site asks for it with crossorigin', () => {
    const pages = [...docs, 'packages/elements/README.md', ...filesUnder('demo/site', /\.html$/)];
    const tags = pages.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<script\b[^>]*(?:oriel\.js|\{\{ORIEL_LOADER\}\})[^>]*>/g)].map((m) => `${file}: ${m[0]}`),
    );
    // the guides' snippets, the embed page and the demo site's four pages
    expect(tags.length).toBeGreaterThan(12);
    // the loader's chunks are CORS requests: the loader fetched as one shares their connection (docs/elements.md)
    expect(tags.filter((tag) => !/\scrossorigin[\s>=]/.test(tag))).toEqual([]);
  });
});

describe('what the docs and comments point at exists', () => {
  it('every repository path in docs/**/*.md, README.md and CONTRIBUTING.md', () => {
    const dangling = docs.flatMap((doc) => pathsIn(readFileSync(doc, 'utf8')).flatMap((p) => (existsSync(p) ? [] : [`${doc}: ${p}`])));
    expect(dangling).toEqual([]);
  });

  it('every repository path in the comments of packages/*/src, demo/api/src, scripts and test', () => {
    expect(code.length).toBeGreaterThan(100);
    const dangling = code.flatMap((file) => pathsIn(commentsOf(readFileSync(file, 'utf8'))).flatMap((p) => (existsSync(p) ? [] : [`${file}: ${p}`])));
    expect(dangling).toEqual([]);
  });

  it('every section of docs/design.md that the docs and comments cite ("design.md §6.9")', () => {
    const sections = designSections(readFileSync('docs/design.md', 'utf8'));
    expect(sections.has('5')).toBe(true);
    const texts = [...docs.map((f) => [f, readFileSync(f, 'utf8')]), ...code.map((f) => [f, commentsOf(readFileSync(f, 'utf8'))])];
    const missing = texts.flatMap(([file, text]) => designSectionsCited(text!).flatMap((s) => (sections.has(s) ? [] : [`${file}: §${s}`])));
    expect(missing).toEqual([]);
  });

  it('no comment or doc gains history (issue or stop numbers, sizes before and after): at most what comment-history.baseline.json allows', () => {
    const allowed = baseline as Record<string, number>;
    // the API's tests beside the code; the docs whole, but for the decision records, which are history by design
    const commented = [...code, ...filesUnder('demo/api/test', CODE)].map((file) => [file, commentsOf(readFileSync(file, 'utf8'))] as const);
    const prose = docs.filter((doc) => !doc.startsWith('docs/decisions/')).map((doc) => [doc, readFileSync(doc, 'utf8')] as const);
    const over = [...commented, ...prose].flatMap(([file, text]) => {
      const found = historyIn(text);
      return found.length > (allowed[file] ?? 0) ? [`${file}: ${found.join(', ')}`] : [];
    });
    expect(over).toEqual([]);
  });

  it('every test docs/security.md gives as evidence: its file, and each title in it', () => {
    const tests = filesUnder('demo/api/test', /\.test\.tsx?$/).concat(
      ...['core', 'ui', 'elements', 'shell'].map((p) => filesUnder(`packages/${p}/src`, /\.test\.tsx?$/)),
      filesUnder('test/e2e', /\.test\.ts$/),
      filesUnder('scripts', /\.test\.ts$/),
    );
    const named = evidenceCells(readFileSync('docs/security.md', 'utf8')).flatMap(namedTests);
    expect(named.length).toBeGreaterThan(50);
    const wrong = named.flatMap(({ file, titles }) => {
      const path = /^(?:core|ui|elements|shell)\//.test(file) ? `packages/${file}` : file;
      const found = tests.filter((t) => t === path || t.endsWith(`/${path}`));
      if (found.length !== 1) return [`${file}: ${found.length} files of that name`];
      const source = readFileSync(found[0]!, 'utf8');
      return titles.filter((t) => !holdsTitle(source, t)).map((t) => `${file} › ${t}`);
    });
    expect(wrong).toEqual([]);
  });
});

describe('reading the references', () => {
  it('finds repository paths, a package path as the package, and leaves out build output, URLs and globs', () => {
    const text = [
      'see `packages/ui/src/x.ts`, demo/api/test/y.test.ts and scripts/z.mjs (docs/w.md).',
      'ui/src/lazy/use-steps.ts; shell/src/start/after-{ui,app}.ts; packages/elements/dist/oriel.js; https://cdn.example/packages/a.js; packages/*/src',
    ].join('\n');
    expect(pathsIn(text)).toEqual([
      'packages/ui/src/x.ts',
      'demo/api/test/y.test.ts',
      'scripts/z.mjs',
      'docs/w.md',
      'packages/ui/src/lazy/use-steps.ts',
      'packages/shell/src/start/after-ui.ts',
      'packages/shell/src/start/after-app.ts',
    ]);
  });

  it('reports a planted path that is not in the tree, and not one that is', () => {
    const text = 'see scripts/no-such-checker.mjs and `packages/core/src/index.ts`';
    expect(danglingPaths(text, existsSync)).toEqual(['scripts/no-such-checker.mjs']);
  });

  it('reads the design sections a text cites, and the sections and rules the design has', () => {
    expect(designSectionsCited('(docs/design.md §6.9), design §5, the design.md §2a and design §7b; 000 §5')).toEqual(['6.9', '5', '2a', '7b']);
    const md = ['## 5. Budgets', 'text', '## 6. Rules', '1. one', '2. two', '### 6a. More', '## 7. Tests'].join('\n');
    expect([...designSections(md)]).toEqual(['5', '6', '6.1', '6.2', '6a', '7']);
  });

  it('flags issue and stop numbers and before-and-after sizes in comments, not spec sections or WCAG criteria', () => {
    const comments =
      '// the loader (issue 10.3), the live region (13.3), since stop 31: 33.2 -> 26.5 KB, then 120 → 90 ms\n// spec 000 §5 and 001 §7; WCAG 1.4.10 and 2.5.8';
    expect(historyIn(comments)).toEqual(['issue 10.3', 'stop 31', '(13.3)', '33.2 -> 26.5 KB', '120 → 90 ms']);
    expect(historyIn('// spec 000 §5 and 001 §7; WCAG 1.4.10 reflow, 2.5.8 target size; a 30 s cap')).toEqual([]);
  });

  it("reads a source's comments, not its code", () => {
    const source = "// see scripts/a.mjs\nconst url = 'http://x/scripts/b.mjs';\n/* and\n * docs/c.md */\nimport x from '../scripts/d.mjs';";
    expect(pathsIn(commentsOf(source))).toEqual(['scripts/a.mjs', 'docs/c.md']);
  });

  it('reads the named tests of an evidence cell, and finds a title only where the file has it', () => {
    const cell = ' `a.test.ts` › sessions › refuses a token left idle …; › slides the expiry *(guard)*; `core/src/b.test.ts` › {route} answers 4xx (fuzzed) ';
    expect(namedTests(cell)).toEqual([
      { file: 'a.test.ts', titles: ['sessions', 'refuses a token left idle', 'slides the expiry'] },
      { file: 'core/src/b.test.ts', titles: ['{route} answers 4xx (fuzzed)'] },
    ]);
    const source = "describe('sessions', () => { it('refuses a token left idle for 8 days', f); it(`${route} answers 4xx`, g); });";
    expect(holdsTitle(source, 'refuses a token left idle')).toBe(true);
    expect(holdsTitle(source, '{route} answers 4xx (fuzzed)')).toBe(true);
    expect(holdsTitle(source, 'slides the expiry')).toBe(false);
  });

  it('takes the last cell of the rows under a "test (file › name)" header only', () => {
    const md = ['| what | how | test (file › name) |', '|---|---|---|', '| a \\| b | c | `x.test.ts` › t |', '', '| other | table |', '| d | e |'].join('\n');
    expect(evidenceCells(md).map((c) => c.trim())).toEqual(['`x.test.ts` › t']);
  });
});
