import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';
import type { AliasOptions, Plugin } from 'vite';

/**
 * Components are written against React's API; every bundle and test aliases it to preact/compat
 * (docs/design.md §1). One list so the widget build, the shell build and the component tests agree.
 */
export const reactToPreact: AliasOptions = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

export const dedupe = ['preact', '@preact/signals-core'];

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): a file that starts with it is compiled
 * whole on a background thread as it streams in, instead of each function on the main thread at its first call.
 * Every file of a page's first render calls most of its functions, and a lazy file is asked for when it is about to
 * run (docs/decisions/0028-compile-hints.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** whether a file's code may hold a function: a data-only file (a locale's catalogue) has nothing to compile ahead */
export const mayHoldFunctions = (code: string) => /=>|\bfunction\b|\bclass\b|\)\s*\{/.test(code);

/**
 * Starts every script file of the build that holds functions with COMPILE_HINT, once the bundle is whole: after the
 * bundler's own prepends (Vite's `__vite__mapDeps`), since V8 reads the hint only at the very start of a file.
 */
export const compileHint: Plugin = {
  name: 'oriel:compile-hint',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT) || !mayHoldFunctions(chunk.code)) continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        // the source map's lines move down by one (the map file, when the bundler made it already, else the map it
        // will write)
        const mapFile = bundle[`${chunk.fileName}.map`];
        if (mapFile?.type === 'asset') {
          const map = JSON.parse(String(mapFile.source)) as { mappings: string };
          mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
        } else if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  },
};

/**
 * Every valibot call of our sources, pure to the bundler: an unused schema is then left out of the chunks and never
 * built (docs/decisions/0004-schemas-in-bundles.md). A library's own `@__NO_SIDE_EFFECTS__` annotations go unheeded
 * once two chunks share it, and a spread of a schema's `.entries` keeps the schema anyway.
 * Two marks, for two builds: `treeshake.manualPureFunctions` matches calls of the namespace by its name in every module
 * (minified libraries have one-letter functions, so our files name it `ν` while they are bundled, which no library
 * uses), and each call also carries a `@__PURE__` annotation, which a widget built against the runtime's file needs:
 * there the namespace's members are that file's imports, and the name no longer matches. A file that also binds `v`
 * itself would be miscompiled, so the build refuses any `v` there that is not the namespace's.
 */
export const VALIBOT_NAMESPACE = 'ν';
/**
 * The bundler's tree-shaking for every build of ours: valibot's namespace pure by its name, and a property read whose
 * value nobody uses dropped (no code of ours or of our libraries reads a getter for its effect). Without the second,
 * a pure call dropped kept its arguments' reads (`textOf(TEXT_LIMITS.url)` left `TEXT_LIMITS.url;`), and with them
 * imports the minifier then found unused.
 */
export const TREESHAKE = { manualPureFunctions: [VALIBOT_NAMESPACE], propertyReadSideEffects: false } as const;
const IMPORT = "import * as v from 'valibot';";
/** valibot's namespace where it is one: not a member (`x.v`), followed by a member (across a line break too) */
const NAMESPACE = /(?<![\w$])(?<!(?:^|[^.])\.)v(?=\s*\.[A-Za-z_$])/gm;
/** what follows the namespace when it is called (`.object(`; our sources give no call type arguments) */
const CALL = /^\s*\.\s*[A-Za-z_$][\w$]*\s*\(/;
const NO_SIDE_EFFECTS = /\/\* @__NO_SIDE_EFFECTS__ \*\/\s*(?:export\s+)?(?:function\s+|const\s+)([A-Za-z_$][\w$]*)/g;
const DECLARED = /(?:function\s+|(?:const|let|var)\s+)([A-Za-z_$][\w$]*)/g;

/**
 * The names of our functions declared `@__NO_SIDE_EFFECTS__` (the schema factories: `lazySchema`, `filledText`…),
 * read from `packages/<name>/src` under `root`. The bundler heeds that mark in the module that declares it, not where a
 * widget imports the function from the runtime's file, so each call is marked again where it is written. A name
 * that another declaration of ours uses without the mark is left out: a call is marked by its name alone.
 */
export function pureFunctionNames(root: string, read = readSources): Set<string> {
  const pure = new Set<string>();
  const plain = new Set<string>();
  for (const code of read(root)) {
    const marked = new Set([...code.matchAll(NO_SIDE_EFFECTS)].map((m) => m.index + m[0].length - m[1]!.length));
    for (const m of code.matchAll(DECLARED)) (marked.has(m.index + m[0].length - m[1]!.length) ? pure : plain).add(m[1]!);
  }
  for (const name of plain) pure.delete(name);
  return pure;
}

function readSources(root: string): string[] {
  const packages = join(root, 'packages');
  const sources = (dir: string) => {
    try {
      return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    } catch {
      // not a repository's checkout (a test's made-up path), or a package without sources
      return [];
    }
  };
  let names: string[] = [];
  try {
    names = readdirSync(packages);
  } catch {
    return [];
  }
  return names.flatMap((name) => sources(join(packages, name, 'src')).map((f) => readFileSync(join(packages, name, 'src', f), 'utf8')));
}

/** per repository root, the calls to mark: a pure function's name, called (not declared) */
const pureCalls = new Map<string, RegExp | null>();
function pureCallsUnder(root: string): RegExp | null {
  if (!pureCalls.has(root)) {
    const names = [...pureFunctionNames(root)];
    pureCalls.set(root, names.length ? new RegExp(`(?<![\\w$.])(?<!function\\s+)(?:${names.join('|')})(?=\\s*\\()`, 'g') : null);
  }
  return pureCalls.get(root)!;
}

export const pureValibot: Plugin = {
  name: 'oriel:pure-valibot',
  enforce: 'pre',
  transform(code, id) {
    const source = /^(.*)[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.tsx?$/.exec(id);
    if (!source) return null;
    const valibot = code.includes(IMPORT);
    const calls = pureCallsUnder(source[1]!);
    const helpers = calls ? [...code.matchAll(calls)] : [];
    if (!valibot && !helpers.length) return null;
    const s = new MagicString(code);
    if (valibot) {
      // any `v` that is not `v.…` nor a member `x.v`: a binding in any form (a typed or default parameter, a
      // destructuring, a loop variable, an import alias) or a bare reference
      if (/(?<![\w$])(?<!(?:^|[^.])\.)v\b(?!\s*\.)/m.test(code.replace(IMPORT, ''))) {
        throw new Error(`${id}: binds a name \`v\` beside valibot's namespace (vite-shared.ts pureValibot)`);
      }
      const at = code.indexOf(IMPORT);
      s.overwrite(at, at + IMPORT.length, `import * as ${VALIBOT_NAMESPACE} from 'valibot';`);
      // `v.object(…)`, and `v` at the end of a line with `.object(…)` on the next (a chain as prettier breaks it)
      // (a spread `...v.x` included, a member `x.v.y` not); each call marked pure where it is written, which holds
      // where the namespace becomes another chunk's bindings (a widget built against the runtime's file)
      for (const m of code.matchAll(NAMESPACE)) {
        s.overwrite(m.index, m.index + 1, VALIBOT_NAMESPACE);
        if (CALL.test(code.slice(m.index + 1, m.index + 200))) s.prependLeft(m.index, '/* @__PURE__ */ ');
      }
    }
    for (const m of helpers) s.prependLeft(m.index, '/* @__PURE__ */ ');
    return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
  },
};
