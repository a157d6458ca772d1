import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { addBuild, chunkImports, learningProxy, runtimeEntry, runtimeInterface, runtimeOwn, runtimeProxy, shortName } from './runtime-interface';

const EXTERNAL = 'oriel-runtime:';
const id = (source: string) => (source.startsWith(EXTERNAL) ? source.slice(EXTERNAL.length) : undefined);
const imports = (code: string) => chunkImports(parseAst(code), id, 'chunk.js');

describe('shortName', () => {
  it('gives every index its own name, one character for the first 54', () => {
    const names = Array.from({ length: 5000 }, (_, i) => shortName(i));
    expect(new Set(names).size).toBe(5000);
    expect(names.slice(0, 54).every((n) => n.length === 1)).toBe(true);
    expect(names[54]).toHaveLength(2);
    expect(names.every((n) => /^[A-Za-z_$][\w$]*$/.test(n))).toBe(true);
  });
});

describe('chunkImports', () => {
  it('reads named, default and effect imports of runtime modules, and leaves the others', () => {
    const found = imports(
      `import { a, b as c } from "${EXTERNAL}/x.ts"; import d from "${EXTERNAL}/y.css?inline"; import "${EXTERNAL}/z.ts"; import { q } from "./other.js"; a(c, d, q);`,
    );
    expect(Object.fromEntries([...found.names].map(([k, v]) => [k, [...v].sort()]))).toEqual({ '/x.ts': ['a', 'b'], '/y.css?inline': ['default'] });
    expect([...found.effects]).toEqual(['/z.ts']);
  });

  it("narrows a namespace to the members the code reads, a member's or a key's name being no reference to it", () => {
    const found = imports(`import * as ν from "${EXTERNAL}/valibot.js"; const s = ν.object({ ν: ν.string() }); s.ν = ν.pipe;`);
    expect([...found.names.get('/valibot.js')!].sort()).toEqual(['object', 'pipe', 'string']);
  });

  it('refuses what cannot be narrowed to names: a namespace passed whole, a re-export, a dynamic import', () => {
    expect(() => imports(`import * as ν from "${EXTERNAL}/valibot.js"; use(ν);`)).toThrow(/other than by its members/);
    expect(() => imports(`export { a } from "${EXTERNAL}/x.ts";`)).toThrow(/re-exports/);
    expect(() => imports(`import("${EXTERNAL}/x.ts");`)).toThrow(/dynamically/);
  });
});

describe('the runtime and its proxies', () => {
  const modules = { '/x.ts': ['a', 'b', 'unused'], '/y.css?inline': ['default'], '/z.ts': ['z'] };
  const iface = {
    ...runtimeInterface(modules, [
      imports(`import { b, a } from "${EXTERNAL}/x.ts"; a(b);`),
      imports(`import d from "${EXTERNAL}/y.css?inline"; import "${EXTERNAL}/z.ts"; f(d);`),
    ]),
    files: {},
  };

  it('names each imported binding once, in a stable order', () => {
    expect(iface.exports).toEqual({ '/x.ts': { a: 'a', b: 'b' }, '/y.css?inline': { default: 'c' } });
    expect(iface.effects).toEqual(['/z.ts']);
  });

  it("exports each binding under its name from the runtime's entry, and imports the modules kept for their effects", () => {
    const entry = runtimeEntry(iface);
    expect(entry).toContain('import "/z.ts";');
    expect(entry).toContain('export { "a" as a, "b" as b } from "/x.ts";');
    expect(entry).toContain('export { "default" as c } from "/y.css?inline";');
    expect(() => parseAst(entry)).not.toThrow();
  });

  it("gives a widget each binding from the runtime's file, and the names no widget keeps from a module the build refuses", () => {
    expect(runtimeProxy(iface, '/x.ts', './runtime-1.js', 'unused:')).toBe(
      'export { a as "a", b as "b" } from "./runtime-1.js";\nexport { "unused" } from "unused:/x.ts";',
    );
    expect(runtimeProxy(iface, '/z.ts', './runtime-1.js', 'unused:')).toBe('import "./runtime-1.js";\nexport { "z" } from "unused:/z.ts";');
    expect(learningProxy(modules, '/x.ts', EXTERNAL)).toBe(`export { "a", "b", "unused" } from "${EXTERNAL}/x.ts";`);
  });
});

describe('one manifest', () => {
  const runtime = {
    'oriel:runtime-entry': { file: 'chunks/runtime-R.js', name: 'runtime', src: 'oriel:runtime-entry', isEntry: true, dynamicImports: ['fr.ts'] },
    'fr.ts': { file: 'chunks/fr-F.js', src: 'fr.ts', isDynamicEntry: true },
  };

  it("makes the runtime's entry the shared runtime chunk", () => {
    expect(runtimeOwn(runtime)['_runtime-R.js']).toEqual({ file: 'chunks/runtime-R.js', name: 'runtime', imports: [], dynamicImports: ['fr.ts'] });
  });

  it("adds each build's records, a key another build holds for another file under the build's name, and lists the runtime", () => {
    const cards = {
      'cards.tsx': { file: 'chunks/cards-1.js', isEntry: true, dynamicImports: ['drawer.tsx'] },
      'drawer.tsx': { file: 'chunks/drawer-1.js', isDynamicEntry: true, imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'chunks/shared-1.js' },
    };
    const cart = {
      'cart.tsx': { file: 'chunks/cart-2.js', isEntry: true, dynamicImports: ['drawer.tsx'] },
      'drawer.tsx': { file: 'chunks/drawer-2.js', isDynamicEntry: true, imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'chunks/shared-1.js' },
    };
    const importsRuntime = (file: string) => !file.includes('shared');
    const merged = addBuild(addBuild(runtimeOwn(runtime), 'cards', cards, importsRuntime), 'cart', cart, importsRuntime);
    expect(merged['drawer.tsx']!.file).toBe('chunks/drawer-1.js');
    expect(merged['cart:drawer.tsx']).toMatchObject({ file: 'chunks/drawer-2.js', imports: ['_shared-1.js', '_runtime-R.js'] });
    expect(merged['cart.tsx']).toMatchObject({ dynamicImports: ['cart:drawer.tsx'], imports: ['_runtime-R.js'] });
    expect(merged['_shared-1.js']).toEqual({ file: 'chunks/shared-1.js', imports: [] });
  });
});
