import { defineConfig } from 'vite';
import { loaderDefine, manifest } from './vite.loader.config';

/**
 * dist/index.js, the package's ES module entry (`import '@oriel/elements'`): the loader again, with each entry chunk
 * as a literal `import('./chunks/…')` that the app's bundler follows and copies, so the app serves the chunks itself
 * from wherever it puts them. The imports are written as a banner: this build must leave them for the app's bundler.
 */
const imports = Object.values(manifest)
  .filter((c) => c.isEntry)
  .map((c) => `${JSON.stringify(c.file)}:[${JSON.stringify(c.name)},()=>import(${JSON.stringify(`./${c.file}`)})]`);

export default defineConfig({
  define: { ...loaderDefine, __ORIEL_ESM__: 'true' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    lib: { entry: 'src/loader.ts', formats: ['es'], fileName: () => 'index.js' },
    rolldownOptions: { output: { banner: `const __ORIEL_IMPORTS__={${imports.join(',')}};` } },
  },
});
