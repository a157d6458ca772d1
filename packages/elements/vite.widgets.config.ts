import { defineConfig } from 'vite';
import { dedupe, reactToPreact } from '../../scripts/vite-shared';

/**
 * The widget chunks: one ES module per element plus `api` (queued integrator calls), all sharing one
 * `runtime` chunk (preact/compat, signals, zod, ky, dayjs, core, ui primitives) so every widget on a page
 * shares one store (DESIGN §2.3). Content-hashed names: immutable on a CDN; the loader learns them from
 * the manifest at its own build.
 */
const RUNTIME = /node_modules|[\\/]packages[\\/]core[\\/](?!src[\\/]i18n[\\/](en|fr)\.ts)|[\\/]elements[\\/]src[\\/]runtime[\\/]|[\\/]ui[\\/]src[\\/](primitives|context)[\\/]/;

export default defineConfig({
  resolve: { alias: reactToPreact, dedupe },
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
        cards: 'src/cards/cards.widget.tsx',
        cart: 'src/cart/cart.widget.tsx',
        account: 'src/account/account.widget.tsx',
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // the HTML sanitiser rides with the widgets that render API HTML, not with every page
        codeSplitting: { groups: [{ name: 'runtime', test: (id: string) => RUNTIME.test(id) && !/dompurify/.test(id) }] },
      },
    },
  },
});
