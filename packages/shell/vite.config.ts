import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { dedupe, pureZod, reactToPreact, ZOD_NAMESPACE } from '../../scripts/vite-shared';

// The hosted shell (docs/design.md §1): a static build of the storefront, React's API compiled against preact/compat.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [pureZod],
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
      treeshake: { manualPureFunctions: [ZOD_NAMESPACE] },
      // as the widget build (packages/elements/vite.widgets.config.ts): a module two route chunks share is copied into
      // each, not cut into one of the dozens of small shared chunks automatic splitting makes (the entry alone loaded
      // 32 files); what the entry holds is never copied
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: Infinity } } },
    },
  },
});
