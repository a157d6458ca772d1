import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile } from 'svelte/compiler';
import { render } from 'svelte/server';
import type { Component } from 'svelte';
import { build, type Plugin, type Rolldown } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));
const SVELTE_APP = `${here}svelte-app.svelte`;
const SVELTE_ENTRY = 'svelte-hydrate';

/** The host apps' scripts by file name (`react.js`, `spa.js`, `vue.js`, `svelte.js` and their shared chunks). */
export interface HostApps {
  files: Record<string, string>;
  /** the Svelte page's markup as its server rendered it */
  svelteHtml: string;
}

/** Compiles `.svelte` files for the browser, and gives the entry that hydrates the server's markup. */
const svelte: Plugin = {
  name: 'host-apps-svelte',
  resolveId: (id) => (id === SVELTE_ENTRY ? `\0${SVELTE_ENTRY}` : null),
  load: (id) =>
    id === `\0${SVELTE_ENTRY}`
      ? `import { hydrate } from 'svelte'; import App from ${JSON.stringify(SVELTE_APP)}; hydrate(App, { target: document.getElementById('app') });`
      : null,
  transform: (code, id) => (id.endsWith('.svelte') ? compile(code, { filename: id, generate: 'client' }).js : null),
};

/**
 * Builds the host apps with the repo's Vite, as their developers would (React's own JSX runtime, Vue and Svelte from
 * npm: none of the repo's react-to-preact aliases), in memory, and renders the Svelte page on the server.
 */
export async function buildHostApps(): Promise<HostApps> {
  const result = await build({
    configFile: false,
    root: here,
    logLevel: 'warn',
    mode: 'production',
    plugins: [svelte],
    // the production builds of React and Vue and React's production JSX runtime, as a site ships them (vitest's
    // NODE_ENV=test would pick the development ones)
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'false',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rollupOptions: {
        input: { react: `${here}react-app.tsx`, spa: `${here}react-spa.tsx`, vue: `${here}vue-app.ts`, svelte: SVELTE_ENTRY },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files: Record<string, string> = {};
  for (const out of outputs) for (const f of out.output) if (f.type === 'chunk') files[f.fileName] = f.code;

  // the server's half: the component compiled for Node, written where it resolves svelte from the repo's packages
  const dir = `${root}node_modules/.cache/oriel-host-apps/`;
  mkdirSync(dir, { recursive: true });
  const server = `${dir}svelte-app.server.js`;
  writeFileSync(server, compile(readFileSync(SVELTE_APP, 'utf8'), { filename: SVELTE_APP, generate: 'server' }).js.code);
  const App = ((await import(`${pathToFileURL(server).href}?t=${Date.now()}`)) as { default: Component }).default;
  return { files, svelteHtml: render(App).body };
}
