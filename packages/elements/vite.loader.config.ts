import { readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'vite';
import { MORE_MESSAGES_TAGS, RESERVED_CSS, TAGS } from './src/registry';
import { BUILD } from './src/registry.build';

// Built after the widgets: the loader embeds the hashed chunk names from their manifest.
export const manifest = JSON.parse(readFileSync(new URL('./dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
  string,
  { file: string; name?: string; isEntry?: boolean; src?: string }
>;
const entry = (src: string) => {
  const chunk = Object.values(manifest).find((c) => c.isEntry && c.src === src);
  if (!chunk) throw new Error(`no chunk for ${src} in the widget manifest: build the widgets first`);
  return chunk.file;
};

/** A non-entry chunk by its source (the shared runtime chunk's key starts with `_`). */
const chunkOf = (test: (key: string) => boolean) => {
  const found = Object.entries(manifest).find(([key]) => test(key));
  if (!found) throw new Error('a chunk the loader preloads is missing from the widget manifest');
  return found[1].file;
};

// each element's chunk (src/registry.build.ts)
const chunks = Object.fromEntries(TAGS.map((tag) => [tag, entry(BUILD[tag].entry)]));

/** A lazy chunk by its source: a view that an element's attribute picks, fetched by the loader beside the element's chunk. */
const lazyChunk = (src: string) => {
  const chunk = Object.values(manifest).find((c) => c.src === src);
  if (!chunk) throw new Error(`no chunk for ${src} in the widget manifest`);
  return chunk.file;
};

// per element, the views an attribute picks that are not in its chunk: [attribute, its values' chunks]
const views = Object.fromEntries(
  Object.entries(BUILD).flatMap(([tag, { views: v }]) =>
    v ? [[tag, [v.attribute, Object.fromEntries(Object.entries(v.chunks).map(([value, src]) => [value, lazyChunk(src)]))]]] : [],
  ),
);

/** What the classic script and the module entry both build from (vite.module.config.ts): the chunks' names and the loader's constants. */
export const loaderDefine: NonNullable<UserConfig['define']> = {
  __ORIEL_MORE_MESSAGES__: JSON.stringify(MORE_MESSAGES_TAGS),
  __ORIEL_RESERVED_CSS__: JSON.stringify(RESERVED_CSS),
  __ORIEL_CHUNKS__: JSON.stringify(chunks),
  __ORIEL_VIEWS__: JSON.stringify(views),
  __ORIEL_API__: JSON.stringify(entry('src/api.entry.ts')),
  __ORIEL_DOCTOR__: JSON.stringify(entry('src/doctor/doctor.entry.ts')),
  __ORIEL_ANALYTICS__: JSON.stringify(entry('src/analytics/analytics.entry.ts')),
  __ORIEL_VERSION__: JSON.stringify((JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version),
  __ORIEL_STRUCTURED_DATA__: JSON.stringify(entry('src/seo/structured-data.entry.ts')),
  // what every widget needs whatever its tag: the shared runtime, which every widget chunk imports (found only once
  // one of them is parsed, it was a round trip of its own before a widget could start: Lighthouse, stages.html), and
  // one catalogue
  __ORIEL_PRELOAD__: JSON.stringify([chunkOf((k) => /^_runtime-/.test(k))]),
  // per language, the catalogue's two parts (core's i18n/load.ts)
  __ORIEL_LOCALES__: JSON.stringify(
    Object.fromEntries(['fr', 'en'].map((l) => [l, ['base', 'more'].map((part) => chunkOf((k) => k.endsWith(`core/src/i18n/${l}.${part}.ts`)))])),
  ),
};

export default defineConfig({
  define: { ...loaderDefine, __ORIEL_ESM__: 'false' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    lib: { entry: 'src/loader.ts', formats: ['iife'], name: 'OrielLoader', fileName: () => 'oriel.js' },
  },
});
