import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { dedupe, reactToPreact } from '../../scripts/vite-shared';

// The hosted shell (docs/design.md §1): a static build of the storefront, React's API compiled against preact/compat.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: reactToPreact, dedupe },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
