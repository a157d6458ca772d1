import { readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'vite';
import type { OrielTag } from './src/tags';

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

const chunks: Partial<Record<OrielTag, string>> = {
  'oriel-cards': entry('src/cards/cards.widget.tsx'),
  'oriel-item': entry('src/cards/cards.widget.tsx'),
  'oriel-cart': entry('src/cart/cart.widget.tsx'),
  'oriel-account': entry('src/account/account.widget.tsx'),
  'oriel-checkout': entry('src/checkout/checkout.widget.tsx'),
  'oriel-schedule': entry('src/schedule/schedule.widget.tsx'),
};

/** A lazy chunk by its source: a view that an element's attribute picks, fetched by the loader beside the element's chunk. */
const lazyChunk = (src: string) => {
  const chunk = Object.values(manifest).find((c) => c.src === src);
  if (!chunk) throw new Error(`no chunk for ${src} in the widget manifest`);
  return chunk.file;
};

// The views an attribute picks that are not in the element's chunk: [attribute, its values' chunks]. Without these
// hints each waited for the element's chunk to run before its own request started.
const views: Partial<Record<OrielTag, [string, Record<string, string>]>> = {
  'oriel-cards': [
    'kind',
    {
      activities: lazyChunk('src/cards/activity-cards.view.ts'),
      bundles: lazyChunk('src/cards/offer-cards.view.ts'),
      memberships: lazyChunk('src/cards/offer-cards.view.ts'),
      vouchers: lazyChunk('src/cards/offer-cards.view.ts'),
    },
  ],
  'oriel-schedule': [
    'mode',
    { resources: lazyChunk('../ui/src/schedule/resources-schedule-mode.tsx'), 'resources-day': lazyChunk('../ui/src/schedule/resources-day-mode.tsx') },
  ],
};

/** What the classic script and the module entry both build from (vite.module.config.ts): the chunks' names and the loader's constants. */
export const loaderDefine: NonNullable<UserConfig['define']> = {
  __ORIEL_CHUNKS__: JSON.stringify(chunks),
  __ORIEL_VIEWS__: JSON.stringify(views),
  __ORIEL_API__: JSON.stringify(entry('src/api.entry.ts')),
  __ORIEL_DOCTOR__: JSON.stringify(entry('src/doctor/doctor.entry.ts')),
  __ORIEL_ANALYTICS__: JSON.stringify(entry('src/analytics/analytics.entry.ts')),
  __ORIEL_VERSION__: JSON.stringify((JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version),
  __ORIEL_STRUCTURED_DATA__: JSON.stringify(entry('src/seo/structured-data.entry.ts')),
  // what every widget needs whatever its tag: the shared runtime and the bundler's own, which the runtime and every
  // widget chunk import (found only once one of them is parsed, it was a round trip of its own before a widget could
  // start: Lighthouse, stages.html), and one catalogue
  __ORIEL_PRELOAD__: JSON.stringify([chunkOf((k) => /^_runtime-/.test(k)), chunkOf((k) => /^_rolldown-runtime-/.test(k))]),
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
