import { defineConfig } from 'vite';
import { dedupe, reactToPreact } from '../../scripts/vite-shared';

/**
 * The widget chunks: one ES module per element plus `api` (queued integrator calls), all sharing one
 * `runtime` chunk (preact/compat, signals, zod, ky, dayjs, core, ui primitives) so every widget on a page
 * shares one store (docs/design.md §2.3). Content-hashed names: immutable on a CDN; the loader learns them from
 * the manifest at its own build.
 */
// The runtime's roots: the widget runtime, the UI context and primitives, and the libraries every widget
// renders with. Their own dependencies (the store, the auth and cart calls and schemas) join them; what
// only one widget uses (catalog schemas, rules) stays in that widget's chunk.
const RUNTIME = /[\\/]elements[\\/]src[\\/]runtime[\\/]|[\\/]ui[\\/]src[\\/](primitives|context)[\\/]|[\\/]node_modules[\\/](preact|@preact[\\/]signals-core|zod)[\\/]/;

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
        checkout: 'src/checkout/checkout.widget.tsx',
        schedule: 'src/schedule/schedule.widget.tsx',
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME }] },
      },
    },
  },
});
