import { describe, expect, it } from 'vitest';
import { pureValibot, VALIBOT_NAMESPACE } from './vite-shared';

const transform = (code: string, id = '/repo/packages/core/src/schemas/x.schema.ts') =>
  (pureValibot.transform as (code: string, id: string) => string | null)(code, id);

describe('pureValibot', () => {
  it('renames the valibot namespace of our sources, chains broken over lines included, keeping every column', () => {
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
    expect(out).toContain(`import * as ${VALIBOT_NAMESPACE} from 'valibot';`);
    expect(out).not.toMatch(/(?<![\w$.])v\s*\./);
    expect(out).toContain(`export const c = ${VALIBOT_NAMESPACE}\n  .object`);
    // a spread is the namespace too; a member named v is not
    expect(out).toContain(`{ ...${VALIBOT_NAMESPACE}.partial(a).entries, e: o.v.x }`);
    // what is not the namespace stays: a word ending in v, a string
    expect(out).toContain("const notValibot = { w: 1, nav: 2 }; const s = 'dev.qux'; notValibot.w;");
    // the same length line by line: the source maps' columns hold
    expect(out.split('\n').map((l) => l.length)).toEqual(code.split('\n').map((l) => l.length));
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
