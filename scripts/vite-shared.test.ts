import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { COMPILE_HINT, compileHint, pureFunctionNames, pureValibot, VALIBOT_NAMESPACE } from './vite-shared';

type Transformed = { code: string; map: { mappings: string } } | null;
const transformed = (code: string, id = '/repo/packages/core/src/schemas/x.schema.ts') =>
  (pureValibot.transform as (code: string, id: string) => Transformed)(code, id);
const transform = (code: string, id?: string) => transformed(code, id)?.code ?? null;

describe('pureValibot', () => {
  it('renames the valibot namespace of our sources, chains broken over lines included, and marks each of its calls pure', () => {
    const code = [
      "import * as v from 'valibot';",
      'export const a = v.object({ b: v.pipe(v.string(), v.minLength(1)) });',
      'export const c = v',
      '  .object({ d: v.number() });',
      'export type A = v.InferOutput<typeof a>;',
      "const notValibot = { w: 1, nav: 2 }; const s = 'dev.qux'; notValibot.w;",
      'export const d = v.object({ ...v.partial(a).entries, e: o.v.x });',
    ].join('\n');
    const out = transform(code)!;
    const N = VALIBOT_NAMESPACE;
    const pure = '/* @__PURE__ */ ';
    expect(out).toContain(`import * as ${N} from 'valibot';`);
    expect(out).not.toMatch(/(?<![\w$.])v\s*\./);
    expect(out).toContain(`export const a = ${pure}${N}.object({ b: ${pure}${N}.pipe(${pure}${N}.string(), ${pure}${N}.minLength(1)) });`);
    expect(out).toContain(`export const c = ${pure}${N}\n  .object`);
    // a type is no call
    expect(out).toContain(`export type A = ${N}.InferOutput<typeof a>;`);
    // a spread is the namespace too; a member named v is not
    expect(out).toContain(`{ ...${pure}${N}.partial(a).entries, e: o.v.x }`);
    // what is not the namespace stays: a word ending in v, a string
    expect(out).toContain("const notValibot = { w: 1, nav: 2 }; const s = 'dev.qux'; notValibot.w;");
    // with a source map of the lines it shifted
    expect(transformed(code)!.map.mappings.split(';')).toHaveLength(code.split('\n').length);
  });

  it('refuses a file that binds its own v, which the renaming would turn into the namespace', () => {
    for (const binding of [
      'const v = 1; v.toFixed();',
      'list.map((v) => v.id);',
      'list.map(v => v.id);',
      'const { v } = o;',
      'f((a, v) => v.x);',
      "list.filter((v: string) => v.trim() !== '');",
      'function f(v: Foo) { return v.id; }',
      'for (const [k, v] of Object.entries(o)) n += v.length;',
      'const { value: v } = o; v.x;',
      'const [v] = xs;',
      '(v = {}) => v.id;',
      '(v?: string) => v.trim();',
      '(...v) => v.length;',
      "import { x as v } from './x';",
    ]) {
      expect(() => transform(`import * as v from 'valibot';\n${binding}`), binding).toThrow(/binds a name `v`/);
    }
  });

  it('leaves alone what is not ours or does not import valibot as v', () => {
    expect(transform("import * as v from 'valibot';\nv.string();", '/repo/node_modules/preact/dist/preact.module.js')).toBeNull();
    expect(transform('function v(n) { return n; }\nv(1);')).toBeNull();
  });
});

describe('pure calls of our own factories', () => {
  const repo = fileURLToPath(new URL('..', import.meta.url));

  it('names the functions declared @__NO_SIDE_EFFECTS__, but not a name another declaration uses without the mark', () => {
    const names = pureFunctionNames('/repo', () => [
      '/* @__NO_SIDE_EFFECTS__ */\nexport function lazySchema(build) { return build; }',
      '/* @__NO_SIDE_EFFECTS__ */\nconst itemShape = () => ({});',
      '/* @__NO_SIDE_EFFECTS__ */ export function textOf(max) { return max; }',
      // the same name elsewhere, unmarked: a call of either may not be dropped
      'function textOf(node) { node.remove(); return node.textContent; }',
      'export function plain() {}',
    ]);
    expect([...names].sort()).toEqual(['itemShape', 'lazySchema']);
  });

  it("reads the marks from the repository's sources", () => {
    const names = pureFunctionNames(repo);
    expect(names).toContain('lazySchema');
    expect(names).toContain('filledText');
    expect(names).not.toContain('useState');
  });

  it('marks each call of one pure where it is written (a widget imports it from the runtime, where the bundler forgets the mark)', () => {
    const id = `${repo}packages/core/src/schemas/x.schema.ts`;
    const code = [
      "import { lazySchema, filledText } from './common.schema';",
      'export const a = lazySchema(() => b);',
      'export const c = filledText (12);',
      'const d = other.lazySchema(() => b);',
      'const e = notlazySchema(() => b);',
    ].join('\n');
    const out = transform(code, id)!;
    expect(out).toContain('export const a = /* @__PURE__ */ lazySchema(() => b);');
    expect(out).toContain('export const c = /* @__PURE__ */ filledText (12);');
    // a member, or another name that ends the same way, is not the function
    expect(out).toContain('const d = other.lazySchema(() => b);');
    expect(out).toContain('const e = notlazySchema(() => b);');
    // its declaration is no call
    expect(transform('/* @__NO_SIDE_EFFECTS__ */\nexport function lazySchema(b) { return b; }', id)).toBeNull();
  });
});

describe('compileHint', () => {
  type Chunk = { type: 'chunk'; fileName: string; code: string; map: { mappings: string } | null };
  type Bundle = Record<string, Chunk | { type: 'asset'; source: string }>;
  const generate = (bundle: Bundle) => {
    const hook = compileHint.generateBundle as { handler: (options: unknown, bundle: Bundle) => void };
    hook.handler({}, bundle);
    return bundle;
  };

  it('starts each file that holds functions with the hint, before what the bundler prepended, and moves its source map a line down', () => {
    const bundle = generate({
      'a.js': { type: 'chunk', fileName: 'a.js', code: 'const __vite__mapDeps=(i)=>i;\nexport const f=()=>1;', map: { mappings: 'AAAA' } },
      'b.js': { type: 'chunk', fileName: 'b.js', code: 'function g(){return 2}export{g};', map: null },
      // a map the bundler already wrote as a file: the file is what the tools read
      'c.js': { type: 'chunk', fileName: 'c.js', code: 'export class C{}', map: { mappings: 'CAAC' } },
      'c.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'CAAC' }) },
    });
    expect(bundle['a.js']).toMatchObject({ code: `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport const f=()=>1;`, map: { mappings: ';AAAA' } });
    expect((bundle['b.js'] as { code: string }).code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(JSON.parse((bundle['c.js.map'] as { source: string }).source)).toEqual({ version: 3, mappings: ';CAAC' });
  });

  it('leaves data-only files (a locale catalogue, a re-export), assets and an already hinted file as they are', () => {
    const catalogue = 'var e={common:{loading:`Chargement…`}};export{e as default};';
    const reexport = 'import{n as e,t}from"./x.js";e();export{t as X};';
    const hinted = `${COMPILE_HINT}\nexport const f=()=>1;`;
    const bundle = generate({
      'fr.js': { type: 'chunk', fileName: 'fr.js', code: catalogue, map: null },
      'x.js': { type: 'chunk', fileName: 'x.js', code: reexport, map: null },
      'h.js': { type: 'chunk', fileName: 'h.js', code: hinted, map: null },
      'style.css': { type: 'asset', source: 'a{color:red}' },
    });
    expect((bundle['fr.js'] as { code: string }).code).toBe(catalogue);
    expect((bundle['x.js'] as { code: string }).code).toBe(reexport);
    expect((bundle['h.js'] as { code: string }).code).toBe(hinted);
    expect(bundle['style.css']).toEqual({ type: 'asset', source: 'a{color:red}' });
  });
});
