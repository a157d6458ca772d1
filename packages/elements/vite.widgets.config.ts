import { defineConfig, type Plugin } from 'vite';
import { dedupe, pureValibot, reactToPreact, VALIBOT_NAMESPACE } from '../../scripts/vite-shared';
import { remScale, remScaleLiterals } from '../../scripts/rem-scale';
import { widgetInputs } from './src/registry.build';

/**
 * The widget chunks: one ES module per element plus `api` (queued integrator calls), all sharing one
 * `runtime` chunk (preact/compat, signals, valibot, core, ui primitives) so every widget on a page
 * shares one store (docs/design.md §2.3). Content-hashed names: immutable on a CDN; the loader learns them from
 * the manifest at its own build.
 */
// The runtime's roots: the widget runtime, the UI context and primitives, and the libraries every widget
// renders with. Their own dependencies (the store, the auth and cart calls and schemas) join them; what
// only one widget uses (catalog schemas, rules) stays in that widget's chunk.
const RUNTIME =
  /[\\/]elements[\\/]src[\\/]runtime[\\/]|[\\/]ui[\\/]src[\\/](primitives|context)[\\/]|[\\/]node_modules[\\/](preact|@preact[\\/]signals-core|valibot)[\\/]|^\0rolldown[\\/]runtime/;

/**
 * Vite wraps every dynamic import in a preload helper even with modulePreload off (vitejs/vite#18551): 3.7 KB raw in the
 * runtime that only ever preloads an empty list here. Its module is replaced by the identity it amounts to.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const noPreloadHelper: Plugin = {
  name: 'oriel:no-preload-helper',
  enforce: 'pre',
  resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
  load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
};

export default defineConfig({
  plugins: [noPreloadHelper, pureValibot, remScaleLiterals],
  resolve: { alias: reactToPreact, dedupe },
  // the widgets size on their own scale, not the host page's root font size (scripts/rem-scale.ts)
  css: { postcss: { plugins: [remScale] } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    cssCodeSplit: false,
    modulePreload: false,
    rolldownOptions: {
      input: {
        api: 'src/api.entry.ts',
        doctor: 'src/doctor/doctor.entry.ts',
        // opt-in extras, loaded by the loader only when the page asks (docs/analytics.md, docs/seo.md)
        analytics: 'src/analytics/analytics.entry.ts',
        'structured-data': 'src/seo/structured-data.entry.ts',
        // one per element, named by its folder (src/registry.build.ts)
        ...widgetInputs(),
      },
      // Entries publish what the loader calls (runtime/publish.ts), so their export signatures may go: inline common
      // chunks requires it.
      preserveEntrySignatures: false,
      treeshake: { manualPureFunctions: [VALIBOT_NAMESPACE] },
      output: {
        format: 'es',
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Every module two widgets share but the runtime does not hold is copied into each widget's chunk, instead of
        // the dozens of small shared chunks automatic splitting cuts: one file per widget, whatever the others import, so
        // a widget never grows when another starts using one of its modules (docs/decisions/0017-one-file-per-widget.md).
        codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME }], experimentalInlineCommonChunks: { maxSize: Infinity, exclude: RUNTIME } },
      },
    },
  },
});
