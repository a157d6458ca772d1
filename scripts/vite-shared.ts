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
 * Every zod call of our sources, pure to the bundler: an unused schema is then left out of the chunks and never
 * built (docs/design.md §7). zod's own `@__NO_SIDE_EFFECTS__` annotations went unheeded once two chunks shared it, and
 * a method call (`.check()`) or a `.shape` spread kept a schema anyway. `treeshake.manualPureFunctions` matches by
 * name in every module, and minified libraries have functions named `z` (preact's style setter: listed as is, it was
 * dropped and the shell lost its accent colour), so our files name the namespace `ζ` while they are bundled: one
 * character like `z`, so the source maps' columns hold, and no library uses it.
 */
export const ZOD_NAMESPACE = 'ζ';
export const pureZod: Plugin = {
  name: 'oriel:pure-zod',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes("import * as z from 'zod/mini';")) return null;
    return (
      code
        .replace("import * as z from 'zod/mini';", `import * as ${ZOD_NAMESPACE} from 'zod/mini';`)
        // `z.object(…)`, and `z` at the end of a line with `.object(…)` on the next (a chain as prettier breaks it)
        .replace(/(?<![\w$.])z(?=\s*\.[A-Za-z_$])/g, ZOD_NAMESPACE)
    );
  },
};
