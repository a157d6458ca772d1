import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { runtimeAliasEdits, type Edit } from './runtime-aliases';

const RUNTIME = './runtime-abc.js';

/** The chunk with the edits applied, last first. */
function dedupe(code: string): string {
  const edits: Edit[] = runtimeAliasEdits(parseAst(code) as never, RUNTIME);
  return [...edits].sort((a, b) => b.start - a.start).reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), code);
}

/** What a module of the chunk evaluates to, the runtime's file replaced by `values`. */
async function run(code: string, values: Record<string, unknown>): Promise<unknown> {
  const body = code.replace(/import \{([^}]*)\} from "[^"]+";/g, (_, names: string) =>
    names
      .split(',')
      .filter((s) => s.trim())
      .map((s) => {
        const [name, local = name] = s.trim().split(/\s+as\s+/);
        return `const ${local!.trim()} = __values[${JSON.stringify(name!.trim())}];`;
      })
      .join(' '),
  );
  return new Function('__values', body.replace(/^export default /m, 'return '))(values) as unknown;
}

describe('runtimeAliasEdits', () => {
  it('imports a binding once, under the first of its names, wherever the others were read', () => {
    const code = `import { H as object, H as object$2, a as pipe } from "${RUNTIME}";\nconst x = object$2({ y: pipe(object(1)) });\nexport default [x, object$2];`;
    const out = dedupe(code);
    expect(out).toContain(`import { H as object, a as pipe } from "${RUNTIME}";`);
    expect(out).not.toContain('object$2');
  });

  it('leaves a name an inner declaration would shadow, and every other name it can', async () => {
    const code = [
      `import { H as object, H as object$2, K as map, K as map$1 } from "${RUNTIME}";`,
      // inside f, `object` is a parameter: object$2 read there must stay object$2
      'function f(object) { return object$2(object); }',
      'const g = () => map$1(2);',
      'export default [f(3), g(), map(4)];',
    ].join('\n');
    const out = dedupe(code);
    expect(out).toContain(`import { H as object, H as object$2, K as map } from "${RUNTIME}";`);
    expect(out).toContain('return object$2(object)');
    expect(out).toContain('map(2)');
    const values = { H: (v: unknown) => ['H', v], K: (v: unknown) => ['K', v] };
    expect(await run(out, values)).toEqual(await run(code, values));
  });

  it('writes a shorthand property and a shorthand export in full', () => {
    const code = `import { H as object, H as object$2 } from "${RUNTIME}";\nconst o = { object$2 };\nexport { object$2 };`;
    const out = dedupe(code);
    expect(out).toContain('const o = { object$2: object }');
    expect(out).toContain('export { object as object$2 }');
    expect(out).toContain(`import { H as object } from "${RUNTIME}";`);
  });

  it('changes nothing without two names for one binding, nor in imports of other files', () => {
    const code = `import { H as object, a as pipe } from "${RUNTIME}";\nimport { H as h, H as h2 } from "./other.js";\nexport default [object, pipe, h, h2];`;
    expect(runtimeAliasEdits(parseAst(code) as never, RUNTIME)).toEqual([]);
  });

  it("keeps a member's name, a key's and a label that spell an alias as they are", () => {
    const code = `import { H as object, H as object$2 } from "${RUNTIME}";\nconst o = { object$2: 1 };\no.object$2 = object$2;\nobject$2: for (;;) break object$2;`;
    const out = dedupe(code);
    expect(out).toContain('const o = { object$2: 1 }');
    expect(out).toContain('o.object$2 = object;');
    expect(out).toContain('object$2: for (;;) break object$2;');
  });
});
