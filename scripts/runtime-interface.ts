/**
 * The shared runtime's interface (packages/elements/vite.widgets.config.ts): the widgets are built against a runtime
 * built on its own, whose exports are exactly the bindings the widgets import from its modules, each under a short
 * name fixed at build time. Neither build then needs the module wrappers one shared graph with inlined common chunks
 * forces on every module (docs/decisions/0017-one-file-per-widget.md).
 */

/** The modules the runtime chunk holds (resolved ids), each with every name it exports. */
export type RuntimeModules = Readonly<Record<string, readonly string[]>>;

/** What the runtime exports, as the steps of the widget build hand it on (`dist/.vite/runtime-interface.json`). */
export interface RuntimeInterface {
  /** the modules the runtime holds, as the first step found them */
  readonly modules: RuntimeModules;
  /** per module the runtime holds, each binding a widget imports, by its short name in the runtime's exports */
  readonly exports: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** modules a widget imports for their effects alone */
  readonly effects: readonly string[];
  /** per entry of the widgets' graph, the modules its file holds */
  readonly files: Readonly<Record<string, readonly string[]>>;
}

/** What one chunk imports from the runtime's modules. */
export interface ChunkImports {
  readonly names: ReadonlyMap<string, ReadonlySet<string>>;
  readonly effects: ReadonlySet<string>;
}

// The ESTree nodes this file reads (rolldown's parser), as loose as the walk needs.
interface Node {
  readonly type: string;
  readonly [key: string]: unknown;
}

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
const REST = `${FIRST}0123456789`;

/** The nth short export name: one character for the first 54, then two, and so on. */
export function shortName(n: number): string {
  let name = FIRST[n % FIRST.length]!;
  for (let rest = Math.floor(n / FIRST.length); rest > 0; rest = Math.floor((rest - 1) / REST.length)) {
    name += REST[(rest - 1) % REST.length]!;
  }
  return name;
}

/** Visits every node depth first; a visit that returns false skips the node's children. */
const walk = (node: unknown, visit: (node: Node) => boolean | void): void => {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  if (visit(node as Node) === false) return;
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
};

const nameOf = (node: Node): string => (node.type === 'Identifier' ? (node.name as string) : (node.value as string));

/**
 * The bindings a chunk, built with the runtime's modules external, imports from them (`runtimeId` gives the module an
 * import's specifier names, if the runtime holds it): named and default imports by
 * name, a namespace by the members the code reads. A namespace read any other way, a re-export or a dynamic import
 * of a runtime module cannot be narrowed to names: the build refuses them rather than ship the whole module.
 */
export function chunkImports(program: unknown, runtimeId: (source: string) => string | undefined, where: string): ChunkImports {
  const names = new Map<string, Set<string>>();
  const effects = new Set<string>();
  const namespaces = new Map<string, string>();
  const add = (id: string, name: string) => names.set(id, (names.get(id) ?? new Set()).add(name));
  for (const statement of (program as { body: Node[] }).body) {
    const specifier = (statement.source as Node | undefined)?.value as string | undefined;
    const source = specifier === undefined ? undefined : runtimeId(specifier);
    if (source === undefined) continue;
    if (statement.type !== 'ImportDeclaration') throw new Error(`${where}: re-exports ${source}, a runtime module`);
    const specifiers = statement.specifiers as Node[];
    if (!specifiers.length) effects.add(source);
    for (const s of specifiers) {
      if (s.type === 'ImportSpecifier') add(source, nameOf(s.imported as Node));
      else if (s.type === 'ImportDefaultSpecifier') add(source, 'default');
      else namespaces.set(nameOf(s.local as Node), source);
    }
  }
  if (!namespaces.size) return check(program, runtimeId, where, { names, effects });
  // every reference to a namespace must be `ns.member`; a member's name or an object's key is no reference
  const notReferences = new Set<Node>();
  walk(program, (node) => {
    if (node.type === 'MemberExpression' && !node.computed) {
      notReferences.add(node.property as Node);
      const object = node.object as Node;
      const id = object.type === 'Identifier' ? namespaces.get(object.name as string) : undefined;
      if (id) {
        add(id, nameOf(node.property as Node));
        notReferences.add(object);
      }
    }
    if (node.type === 'Property' && !node.computed && !node.shorthand) notReferences.add(node.key as Node);
  });
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration') return false;
    if (node.type === 'Identifier' && namespaces.has(node.name as string) && !notReferences.has(node)) {
      throw new Error(`${where}: reads the namespace of ${namespaces.get(node.name as string)} other than by its members`);
    }
  });
  return check(program, runtimeId, where, { names, effects });
}

function check(program: unknown, runtimeId: (source: string) => string | undefined, where: string, imports: ChunkImports): ChunkImports {
  walk(program, (node) => {
    const source = node.type === 'ImportExpression' ? (node.source as Node) : undefined;
    if (source?.type === 'Literal' && runtimeId(source.value as string) !== undefined) {
      throw new Error(`${where}: imports ${source.value as string}, a runtime module, dynamically`);
    }
  });
  return imports;
}

/**
 * The interface for every chunk's imports: each (module, binding) pair gets a short name, in the order of the modules
 * and names sorted, so the same sources give the same names.
 */
export function runtimeInterface(modules: RuntimeModules, chunks: Iterable<ChunkImports>): Omit<RuntimeInterface, 'files'> {
  const names = new Map<string, Set<string>>();
  const effects = new Set<string>();
  for (const chunk of chunks) {
    for (const [id, set] of chunk.names) names.set(id, new Set([...(names.get(id) ?? []), ...set]));
    for (const id of chunk.effects) effects.add(id);
  }
  let n = 0;
  const exports: Record<string, Record<string, string>> = {};
  for (const id of [...names.keys()].sort()) {
    exports[id] = Object.fromEntries([...names.get(id)!].sort().map((name) => [name, shortName(n++)]));
  }
  for (const id of names.keys()) effects.delete(id);
  return { modules, exports, effects: [...effects].sort() };
}

const quote = (text: string) => JSON.stringify(text);

/** The runtime build's entry: each binding re-exported under its short name, and the modules imported for effects. */
export function runtimeEntry(runtime: RuntimeInterface): string {
  return [
    ...runtime.effects.map((id) => `import ${quote(id)};`),
    ...Object.entries(runtime.exports).map(
      ([id, names]) =>
        `export { ${Object.entries(names)
          .map(([name, short]) => `${quote(name)} as ${short}`)
          .join(', ')} } from ${quote(id)};`,
    ),
  ].join('\n');
}

/**
 * What the second step puts in place of a runtime module: every name it exports, from an external module named by
 * `prefix` and its id. The bundler resolves a widget's imports, `export *` of a barrel included, to those names, and
 * writes the ones the widget keeps as imports of that external: what `chunkImports` reads.
 */
export function learningProxy(modules: RuntimeModules, id: string, prefix: string): string {
  const names = modules[id] ?? [];
  return names.length ? `export { ${names.map(quote).join(', ')} } from ${quote(prefix + id)};` : `import ${quote(prefix + id)};`;
}

/**
 * What the last step puts in place of a runtime module: its bindings the widgets import, re-exported from the runtime's
 * file by their short names, which the bundler writes as imports from that file. A barrel may re-export names no
 * widget keeps (the second step found none): they come from the external module `unused` and its id, which the build
 * refuses to find in a chunk.
 */
export function runtimeProxy(runtime: RuntimeInterface, id: string, file: string, unused: string): string {
  const names = runtime.exports[id] ?? {};
  const rest = (runtime.modules[id] ?? []).filter((name) => !Object.hasOwn(names, name));
  const lines = [
    Object.keys(names).length
      ? `export { ${Object.entries(names)
          .map(([name, short]) => `${short} as ${quote(name)}`)
          .join(', ')} } from ${quote(file)};`
      : runtime.effects.includes(id)
        ? `import ${quote(file)};`
        : '',
    rest.length ? `export { ${rest.map(quote).join(', ')} } from ${quote(unused + id)};` : '',
  ];
  return lines.filter(Boolean).join('\n');
}

/** A manifest's record (Vite's `build.manifest`), as far as the loader's build and scripts/size.mjs read it. */
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The runtime build's manifest as one shared graph would have written it: its entry is the shared chunk
 * `_runtime-…`, no entry of its own.
 */
export function runtimeOwn(runtime: Manifest): Record<string, ManifestChunk> {
  const entry = Object.entries(runtime).find(([, c]) => c.isEntry && c.name === 'runtime');
  if (!entry) throw new Error('the runtime build wrote no runtime entry');
  const [entryKey, chunk] = entry;
  const key = runtimeKey(chunk.file);
  const rename = (k: string) => (k === entryKey ? key : k);
  return Object.fromEntries(
    Object.entries(runtime).map(([k, c]) => [
      rename(k),
      k === entryKey
        ? { file: c.file, name: 'runtime', imports: c.imports ?? [], dynamicImports: c.dynamicImports ?? [] }
        : { ...c, ...(c.imports ? { imports: c.imports.map(rename) } : {}) },
    ]),
  );
}
const runtimeKey = (file: string) => `_${file.split('/').pop()!}`;

/**
 * One manifest for every build: an entry's own build joins it, each of its records under its key unless another
 * build's record of another file holds that key (a lazy chunk two widgets each have a copy of), then under
 * `<build>:<key>`; its chunks that import the runtime's file list it.
 */
export function addBuild(manifest: Manifest, build: string, own: Manifest, importsRuntime: (file: string) => boolean): Record<string, ManifestChunk> {
  const runtime = Object.entries(manifest).find(([, c]) => c.name === 'runtime' && !c.isEntry)?.[0];
  if (!runtime) throw new Error('the manifest has no runtime chunk');
  const keys = new Map(Object.keys(own).map((k) => [k, !manifest[k] || manifest[k].file === own[k]!.file ? k : `${build}:${k}`]));
  const rename = (k: string) => keys.get(k) ?? k;
  const merged: Record<string, ManifestChunk> = { ...manifest };
  for (const [k, c] of Object.entries(own)) {
    merged[rename(k)] = {
      ...c,
      imports: [...(c.imports ?? []).map(rename), ...(importsRuntime(c.file) ? [runtime] : [])],
      ...(c.dynamicImports ? { dynamicImports: c.dynamicImports.map(rename) } : {}),
    };
  }
  return merged;
}
