import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { dedupe, reactToPreact } from '../../scripts/vite-shared';

// The shell's server render (src/server): the same components as the browser build, bundled whole into one module
// that the shell server imports (no workspace resolution nor React alias needed at run time).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: reactToPreact, dedupe },
  define: { 'process.env.NODE_ENV': '"production"' },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/server/index.ts',
    outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
    emptyOutDir: false,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { entryFileNames: 'render.js', codeSplitting: false } },
  },
});
