import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import MagicString from 'magic-string';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { remScale, remScaleLiterals } from '../../scripts/rem-scale';
import {
  addBuild,
  chunkImports,
  learningProxy,
  runtimeOwn,
  runtimeProxy,
  type Manifest,
  runtimeEntry,
  runtimeInterface,
  type ChunkImports,
  type RuntimeInterface,
  type RuntimeModules,
} from '../../scripts/runtime-interface';
import { runtimeAliasEdits } from '../../scripts/runtime-aliases';
import { LAZY_GROUPS, lazyGroups, type LazyGroup, type LazyRoots } from '../../scripts/lazy-groups';
import { compileHint, dedupe, pureValibot, reactToPreact, TREESHAKE } from '../../scripts/vite-shared';
import { widgetInputs } from './src/registry.build';

/**
 * The widget chunks: one ES module per element plus `api` (queued integrator calls), all sharing one
 * `runtime` chunk (preact/compat, signals, valibot, core, ui primitives) so every widget on a page
 * shares one store (docs/design.md §2.3). Content-hashed names: immutable on a CDN; the loader learns them from
 * the manifest at its own build.
 *
 * Built in four steps (`node build-widgets.mjs` runs them, ORIEL_WIDGETS_STEP names one), so that the runtime is a
 * build of its own with fixed exports, and neither it nor the widgets' imports of it carry the module wrappers one
 * shared graph with inlined common chunks puts on every module (docs/decisions/0017-one-file-per-widget.md):
 * 1. `modules`: the widgets as one graph, to learn which modules the runtime chunk holds;
 * 2. `imports`: the widgets with those modules external, to learn which of their bindings the widgets import;
 * 3. `runtime`: those bindings, exported under short names (scripts/runtime-interface.ts);
 * 4. `widgets`: the widgets, each runtime module replaced by its bindings from the runtime's file; an element whose
 *    lazy chunks are grouped (LAZY_ROOTS) twice, the first pass reading the bundler's chunks into the groups.
 */
// The runtime's roots: the widget runtime, the UI context and primitives, and the libraries every widget
// renders with. Their own dependencies (the store, the auth and cart calls and schemas) join them; what
// only one widget uses (catalog schemas, rules) stays in that widget's chunk.
const RUNTIME =
  /[\\/]elements[\\/]src[\\/]runtime[\\/]|[\\/]ui[\\/]src[\\/](primitives|context)[\\/]|[\\/]node_modules[\\/](preact|@preact[\\/]signals-core|valibot)[\\/]|^\0rolldown[\\/]runtime/;

/**
 * Vite's preload helper (3.7 KB raw) fetches a lazy chunk's static imports beside it, so its modules do not wait for it
 * to be parsed to be asked for. A widget's does that alone: a `modulepreload` link for each file not hinted yet, the
 * files beside the chunk (`resolveDependencies` below). Only where the files are as this build wrote them: the loader
 * then hinted the runtime's; an app's bundler that took in the module entry renames them. The runtime's lazy chunks
 * import nothing but it: there the helper is the identity it amounts to.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const preloadHelper = (runtimeFile: string | undefined): Plugin => ({
  name: 'oriel:preload-helper',
  enforce: 'pre',
  resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
  load: (id) =>
    id !== PRELOAD_HELPER
      ? null
      : !runtimeFile
        ? 'export const __vitePreload = (load) => load();'
        : `export const __vitePreload = (load, deps) => {
  if (typeof document < 'u' && deps?.length) {
    const at = (file) => new URL(file, import.meta.url).href;
    const hinted = new Set([...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.href));
    if (hinted.has(at(${JSON.stringify(runtimeFile)})))
      for (const href of deps.map(at))
        if (!hinted.has(href)) {
          hinted.add(href);
          document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
        }
  }
  return load();
};`,
});

const STEPS = ['modules', 'imports', 'runtime', 'widgets'] as const;
type Step = (typeof STEPS)[number];
const step = process.env.ORIEL_WIDGETS_STEP as Step | undefined;
if (!step || !STEPS.includes(step)) throw new Error('the widgets build in steps: run `node build-widgets.mjs` (ORIEL_WIDGETS_STEP names a step)');

/** Where the steps hand on what they learned, beside the manifest: a record of the runtime's interface too. */
const interfacePath = (outDir: string) => join(outDir, '.vite', 'runtime-interface.json');
const readInterface = (outDir: string): RuntimeInterface => JSON.parse(readFileSync(interfacePath(outDir), 'utf8')) as RuntimeInterface;
const writeInterface = (outDir: string, value: unknown) => {
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  writeFileSync(interfacePath(outDir), `${JSON.stringify(value, null, 1)}\n`);
};
const RUNTIME_MANIFEST = '.vite/manifest.runtime.json';

/** Step 1: the modules of the chunk named runtime, each with the names it exports. */
const learnModules = (outDir: string): Plugin => ({
  name: 'oriel:runtime-modules',
  async generateBundle(_, bundle) {
    const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === 'runtime');
    if (chunk?.type !== 'chunk') throw new Error('no runtime chunk in the widgets graph');
    // virtual modules (the bundler's own, the preload helper) each build keeps for itself
    const ids = chunk.moduleIds.filter((id) => !id.startsWith('\0')).sort();
    // a module's names, and those of the modules it re-exports whole (`export * from`), which the bundler lists apart
    const names = async (id: string): Promise<string[]> => {
      const info = this.getModuleInfo(id);
      const stars = (this.parse(info?.code ?? '').body as { type: string; exported: unknown; source: { value: string } }[]).filter(
        (node) => node.type === 'ExportAllDeclaration' && !node.exported,
      );
      const more = await Promise.all(
        stars.map(async ({ source }) => {
          const resolved = await this.resolve(source.value, id);
          return resolved ? (await names(resolved.id)).filter((name) => name !== 'default') : [];
        }),
      );
      return [...new Set([...(info?.exports ?? []), ...more.flat()])].sort();
    };
    // each entry's file: its own modules and those it shares with another entry
    const files = Object.fromEntries(
      Object.values(bundle).flatMap((c) => (c.type === 'chunk' && c.isEntry ? [[c.name, c.moduleIds.filter((id) => !id.startsWith('\0'))]] : [])),
    );
    writeInterface(outDir, { modules: Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await names(id)]))), files });
  },
});

const PROXY = '\0oriel:runtime:';
/** Where the last step's proxies take the names no widget imports: found in a chunk, the build fails. */
const UNUSED = 'oriel-runtime-unused:';
/**
 * Steps 2 and 4: each runtime module a widget imports is replaced by what `proxy` writes for it, one proxy for each
 * module importing it (`<PROXY><index>:<importer>`): a proxy then sits in its importer's file, and the bundler writes
 * the import of its bindings there, instead of in a file of proxies or of another chunk re-exporting them.
 */
const runtimeProxies = (name: string, modules: RuntimeModules, proxy: (id: string) => string, external: (source: string) => boolean): Plugin => {
  // named by its module's index: a name ending as the module's does (`.css?inline`) would be compiled as it
  const ids = Object.keys(modules);
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(UNUSED)) return { id: source, external: true, moduleSideEffects: false };
      if (external(source)) return { id: source, external: true };
      if (source.startsWith(PROXY)) return source;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const index = resolved ? ids.indexOf(resolved.id) : -1;
      return index < 0 ? null : `${PROXY}${index}:${importer ?? ''}`;
    },
    load: (id) => (id.startsWith(PROXY) ? proxy(ids[Number(id.slice(PROXY.length, id.indexOf(':', PROXY.length)))]!) : null),
  };
};

/** The module a proxy was made for, its importer (`runtimeProxies`). */
const proxyImporter = (id: string) => id.slice(id.indexOf(':', PROXY.length) + 1);

const EXTERNAL = 'oriel-runtime:';
/** Step 2: each runtime module's names from an external module, and what each chunk imports of them. */
const learnImports = (outDir: string): Plugin[] => {
  const { modules, files } = readInterface(outDir);
  return [
    runtimeProxies(
      'oriel:runtime-learning-proxies',
      modules,
      (id) => learningProxy(modules, id, EXTERNAL),
      (source) => source.startsWith(EXTERNAL),
    ),
    {
      name: 'oriel:runtime-imports',
      generateBundle(_, bundle) {
        const chunks: ChunkImports[] = [];
        const id = (source: string) => (source.startsWith(EXTERNAL) ? source.slice(EXTERNAL.length) : undefined);
        for (const c of Object.values(bundle)) if (c.type === 'chunk') chunks.push(chunkImports(this.parse(c.code), id, c.fileName));
        writeInterface(outDir, { ...runtimeInterface(modules, chunks), files });
      },
    },
  ];
};

const ENTRY = '\0oriel:runtime-entry';
/** Step 3: the runtime, whose entry exports the bindings the widgets import. */
const runtimeBuild = (outDir: string): Plugin => ({
  name: 'oriel:runtime-entry',
  resolveId: (id) => (id === ENTRY ? id : null),
  load: (id) => (id === ENTRY ? runtimeEntry(readInterface(outDir)) : null),
});

/** Every entry of the widgets' build: the elements' and the loader's extras, by their chunks' names. */
const ENTRIES: Readonly<Record<string, string>> = {
  api: 'src/api.entry.ts',
  doctor: 'src/doctor/doctor.entry.ts',
  // opt-in extras, loaded by the loader only when the page asks (docs/analytics.md, docs/seo.md)
  analytics: 'src/analytics/analytics.entry.ts',
  'structured-data': 'src/seo/structured-data.entry.ts',
  // one per element, named by its folder (src/registry.build.ts)
  ...widgetInputs(),
};

/** An entry's own build: the runtime's file it imports, its plugins, and the modules its file holds. */
interface OwnBuild {
  readonly file: string;
  readonly plugins: Plugin[];
  readonly closure: (id: string) => boolean;
  /** the lazy halves' files, for an entry in LAZY_ROOTS (scripts/lazy-groups.ts) */
  readonly lazy: (id: string) => LazyGroup | undefined;
  /** the first of the two passes of an entry in LAZY_ROOTS, which writes nothing but its groups */
  readonly learning: boolean;
}

/** The entries whose lazy halves go in a few files rather than one per shared module (scripts/lazy-groups.ts). */
const LAZY_ROOTS: Readonly<Record<string, LazyRoots>> = {
  account: {
    visitor: /[\\/]ui[\\/]src[\\/]auth[\\/]signed-out-views\.tsx$/,
    area: /[\\/]ui[\\/]src[\\/]account[\\/]account-area\.tsx$/,
    screens: /[\\/]ui[\\/]src[\\/]account[\\/]\w+[\\/][\w.-]+\.screens\.tsx$/,
  },
};

const lazyGroupsPath = (outDir: string, entry: string) => join(outDir, '.vite', `lazy-groups.${entry}.json`);

/** The first pass of an entry in LAZY_ROOTS: the bundler's own chunks, read into each module's group. */
const learnLazyGroups = (outDir: string, entry: string, roots: LazyRoots): Plugin => ({
  name: 'oriel:lazy-groups',
  generateBundle(_, bundle) {
    const chunks = Object.values(bundle).flatMap((c) =>
      c.type === 'chunk' ? [{ file: c.fileName, isEntry: c.isEntry, facade: c.facadeModuleId, modules: c.moduleIds, imports: c.imports }] : [],
    );
    writeFileSync(lazyGroupsPath(outDir, entry), `${JSON.stringify(Object.fromEntries(lazyGroups(chunks, roots)), null, 1)}\n`);
  },
});

const readLazyGroups = (outDir: string, entry: string): Map<string, LazyGroup> => {
  const path = lazyGroupsPath(outDir, entry);
  if (!existsSync(path)) throw new Error(`${entry}'s chunks are grouped from a first pass (ORIEL_WIDGETS_LAZY=learn): run \`node build-widgets.mjs\``);
  return new Map(Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, LazyGroup>));
};

/**
 * Step 4, once per entry: each runtime module it imports becomes its bindings from the runtime's file, and its file
 * holds the modules the first step's graph put in it (the bundler would cut a module the entry shares with one of its
 * lazy chunks into a file of its own, one more request before the widget runs).
 */
const againstRuntime = (outDir: string, entry: string): OwnBuild => {
  const runtime = readInterface(outDir);
  const runtimeManifest = JSON.parse(readFileSync(join(outDir, RUNTIME_MANIFEST), 'utf8')) as Manifest;
  const runtimeEntry = Object.values(runtimeManifest).find((c) => c.isEntry && c.name === 'runtime');
  if (!runtimeEntry) throw new Error('build the runtime first');
  // every chunk sits in chunks/ beside it
  const file = `./${runtimeEntry.file.split('/').pop()!}`;
  const own = new Set(runtime.files[entry]);
  // the files whose code imports the runtime's, which the manifest lists it for
  const importing = new Set<string>();
  // with the proxies of its modules
  const closure = (id: string) => own.has(id) || (id.startsWith(PROXY) && own.has(proxyImporter(id)));
  const roots = LAZY_ROOTS[entry];
  const learning = process.env.ORIEL_WIDGETS_LAZY === 'learn';
  const lazy = roots && !learning ? readLazyGroups(outDir, entry) : new Map<string, LazyGroup>();
  return {
    file,
    closure,
    learning,
    lazy: (id) => lazy.get(id),
    plugins: [
      ...(roots && learning ? [learnLazyGroups(outDir, entry, roots)] : []),
      runtimeProxies(
        'oriel:against-runtime',
        runtime.modules,
        (id) => runtimeProxy(runtime, id, file, UNUSED),
        (source) => source === file,
      ),
      {
        // each binding of the runtime imported once, under one name, before the minifier names them
        name: 'oriel:runtime-aliases',
        renderChunk(code) {
          if (!code.includes(`"${file}"`)) return null;
          const edits = runtimeAliasEdits(this.parse(code) as never, file);
          if (!edits.length) return null;
          const s = new MagicString(code);
          for (const e of edits)
            if (e.text) s.overwrite(e.start, e.end, e.text);
            else s.remove(e.start, e.end);
          return { code: s.toString(), map: s.generateMap({ hires: true }) };
        },
      },
      {
        name: 'oriel:entry-file',
        generateBundle(_, bundle) {
          // the bundler lists the external among a chunk's imports even once no binding of it is left: read the code
          for (const c of Object.values(bundle)) {
            if (c.type !== 'chunk') continue;
            const at = c.code.indexOf(UNUSED);
            if (at >= 0)
              throw new Error(`${c.fileName} imports ${c.code.slice(at, c.code.indexOf('"', at))}, which the runtime does not export: the steps disagree`);
            if (c.code.includes(`"${file}"`)) importing.add(c.fileName);
          }
        },
        writeBundle() {
          const path = join(outDir, '.vite', 'manifest.json');
          const manifests = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : runtimeOwn(runtimeManifest);
          const own = JSON.parse(readFileSync(join(outDir, entryManifest(entry)), 'utf8')) as Manifest;
          writeFileSync(
            path,
            `${JSON.stringify(
              addBuild(manifests, entry, own, (chunk) => importing.has(chunk)),
              null,
              2,
            )}\n`,
          );
        },
      },
    ],
  };
};
const entryManifest = (entry: string) => `.vite/manifest.${entry}.json`;

export default defineConfig(({ isPreview }): UserConfig => {
  if (isPreview) return {};
  const outDir = resolve(process.env.ORIEL_WIDGETS_OUT ?? 'dist');
  const entry = process.env.ORIEL_WIDGETS_ENTRY ?? '';
  if (step === 'widgets' && !Object.hasOwn(ENTRIES, entry)) throw new Error(`ORIEL_WIDGETS_ENTRY names none of ${Object.keys(ENTRIES).join(', ')}`);
  const own = step === 'widgets' ? againstRuntime(outDir, entry) : undefined;
  const runtimeModules = step === 'runtime' ? readInterface(outDir).modules : undefined;
  const stepPlugin = own?.plugins ?? { modules: learnModules, imports: learnImports, runtime: runtimeBuild }[step as Exclude<Step, 'widgets'>](outDir);
  return {
    plugins: [preloadHelper(own?.file), pureValibot, remScaleLiterals, stepPlugin, compileHint],
    resolve: { alias: reactToPreact, dedupe },
    // the widgets size on their own scale, not the host page's root font size (scripts/rem-scale.ts)
    css: { postcss: { plugins: [remScale] } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      // build-widgets.mjs empties it once, before the first step
      emptyOutDir: false,
      // the first two steps only learn
      write: step === 'runtime' || (step === 'widgets' && !own?.learning),
      ...(step === 'modules' || step === 'imports' ? { minify: false, sourcemap: false } : {}),
      target: 'es2022',
      manifest: step === 'runtime' ? RUNTIME_MANIFEST : step === 'widgets' ? entryManifest(entry) : true,
      cssCodeSplit: false,
      // the lazy chunks' own imports, preloaded by the helper above, as files beside the chunks
      modulePreload: { polyfill: false, resolveDependencies: (_, deps) => deps.map((dep) => dep.replace(/^chunks\//, '')) },
      rolldownOptions: {
        input: step === 'runtime' ? { runtime: ENTRY } : step === 'widgets' ? { [entry]: ENTRIES[entry]! } : ENTRIES,
        // Entries publish what the loader calls (runtime/publish.ts), so their export signatures may go: inline common
        // chunks requires it. The runtime's entry is its interface: its exports stay as written, and its lazy chunks
        // import what they share with it from the same file; so does a widget's file.
        preserveEntrySignatures: step === 'runtime' || step === 'widgets' ? 'allow-extension' : false,
        treeshake: TREESHAKE,
        output: {
          format: 'es',
          entryFileNames: 'chunks/[name]-[hash].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          // The first two steps see every entry as one graph: the runtime's modules grouped as one chunk, and every module
          // two widgets share copied into each. The runtime's build keeps its modules in its file, and each widget's keeps
          // the modules it imports statically in its own: one file per widget, whatever the others import, with no module
          // wrappers (docs/decisions/0017-one-file-per-widget.md).
          codeSplitting:
            step === 'runtime'
              ? { groups: [{ name: 'runtime', test: (id: string) => id === ENTRY || Object.hasOwn(runtimeModules!, id) }] }
              : own
                ? {
                    // the entry's own file first, then each lazy group's (a group takes no module an earlier one took)
                    groups: [
                      { name: entry, test: own.closure, priority: 4 },
                      ...LAZY_GROUPS.map((group, i) => ({
                        name: `${entry}-${group}`,
                        test: (id: string) => own.lazy(id) === group,
                        priority: 3 - i,
                      })),
                    ],
                  }
                : { groups: [{ name: 'runtime', test: RUNTIME }], experimentalInlineCommonChunks: { maxSize: Infinity, exclude: RUNTIME } },
        },
      },
    },
  };
});
