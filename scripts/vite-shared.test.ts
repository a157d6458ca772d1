import { describe, expect, it } from 'vitest';
import { pureZod, ZOD_NAMESPACE } from './vite-shared';

const transform = (code: string, id = '/repo/packages/core/src/schemas/x.schema.ts') =>
  (pureZod.transform as (code: string, id: string) => string | null)(code, id);

describe('pureZod', () => {
  it('renames the zod namespace of our sources, chains broken over lines included, keeping every column', () => {
    const code = [
      "import * as z from 'zod/mini';",
      'export const a = z.object({ b: z.string().check(z.minLength(1)) });',
      'export const c = z',
      '  .object({ d: z.int() })',
      '  .check(z.refine((v) => v.d > 0));',
      'export type A = z.infer<typeof a>;',
      "const notZod = { z: 1, xyz: 2 }; const s = 'baz.qux'; notZod.z;",
    ].join('\n');
    const out = transform(code)!;
    expect(out).toContain(`import * as ${ZOD_NAMESPACE} from 'zod/mini';`);
    expect(out).not.toMatch(/(?<![\w$.])z\s*\./);
    expect(out).toContain(`export const c = ${ZOD_NAMESPACE}\n  .object`);
    // what is not the namespace stays: a key named z, a member .z, a word ending in z
    expect(out).toContain("const notZod = { z: 1, xyz: 2 }; const s = 'baz.qux'; notZod.z;");
    // the same length line by line: the source maps' columns hold
    expect(out.split('\n').map((l) => l.length)).toEqual(code.split('\n').map((l) => l.length));
  });

  it('leaves alone what is not ours or does not import zod/mini as z', () => {
    expect(transform("import * as z from 'zod/mini';\nz.string();", '/repo/node_modules/preact/dist/preact.module.js')).toBeNull();
    expect(transform('function z(n) { return n; }\nz(1);')).toBeNull();
  });
});
