import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compileHint, dedupe, pureValibot, reactToPreact, TREESHAKE } from '../../scripts/vite-shared';

/**
 * The built shell links its stylesheet (scripts/shell-stylesheet.mjs, from the server build's shellCss and shellLaterCss), so the
 * rules its components import as text for a widget's shadow root (useStyles: the cart drawer's, the filters', a
 * detail's) are never read in its pages: they are empty strings in the client build (a detail page's script was 0.9
 * KB gz heavier with a detail's own). The dev server, which has no such file, adopts the real ones (main.tsx).
 */
const EMPTY_CSS = '\0oriel:empty-css';
const noInlineCss: Plugin = {
  name: 'oriel:no-inline-css',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source) => (/\.css\?inline$/.test(source) ? EMPTY_CSS : null),
  load: (id) => (id === EMPTY_CSS ? 'export default "";' : null),
};

// The hosted shell (docs/design.md §1): a static build of the storefront, React's API compiled against preact/compat.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [noInlineCss, pureValibot, compileHint],
  resolve: { alias: reactToPreact, dedupe },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // scripts/size.mjs reads which chunks each page loads
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      treeshake: TREESHAKE,
      // as the widget build (packages/elements/vite.widgets.config.ts): a module two route chunks share is copied into
      // each, not cut into one of the dozens of small shared chunks automatic splitting makes (the entry alone loaded
      // 32 files); what the entry holds is never copied
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: Infinity } } },
    },
  },
});
