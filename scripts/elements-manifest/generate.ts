import { EVENTS_SOURCE, eventModels } from './events-source';
import { elementModel } from './model';
import {
  attributesJson,
  attributesTable,
  customElementsManifest,
  declarations,
  eventsTable,
  replaceBlocks,
  svelteDeclarations,
  vueDeclarations,
} from './render';
import { ELEMENTS, TAGS } from './registry';
import { readTheming } from './theming';

/** The theme's custom properties and the parts, as the theming guide tables them (the manifest copies them). */
const THEMING = 'docs/theming.md';

export const OUTPUTS = {
  manifest: 'packages/elements/custom-elements.json',
  types: 'packages/elements/types/elements.d.ts',
  vue: 'packages/elements/types/vue.d.ts',
  svelte: 'packages/elements/types/svelte.d.ts',
  docs: 'docs/elements.md',
  /** the docs site's JavaScript API page: its events table */
  jsApi: 'docs/js-api.md',
  /** the rows of every attribute table of the docs site (docs/.vitepress/element-page.ts) and its configurator */
  site: 'docs/.vitepress/generated/attributes.json',
} as const;

/** Every generated file's path (from the repo root) and content; `read` gives a current file (the docs to fill in). */
export function generate(read: (file: string) => string | null): Record<string, string> {
  const eventsSource = read(EVENTS_SOURCE);
  if (eventsSource === null) throw new Error(`${EVENTS_SOURCE} not found`);
  const events = eventModels(eventsSource);
  for (const e of events)
    for (const tag of e.tags ?? []) if (!(TAGS as readonly string[]).includes(tag)) throw new Error(`${EVENTS_SOURCE}: ${e.name} names ${tag}, not an element`);
  const docs = read(OUTPUTS.docs);
  if (docs === null) throw new Error(`${OUTPUTS.docs} not found`);
  const jsApi = read(OUTPUTS.jsApi);
  if (jsApi === null) throw new Error(`${OUTPUTS.jsApi} not found`);
  const theming = read(THEMING);
  if (theming === null) throw new Error(`${THEMING} not found`);
  const theme = readTheming(theming);
  const elements = TAGS.map((tag) => elementModel(ELEMENTS[tag].schema, ELEMENTS[tag].docs, events, theme));
  const blocks: Record<string, string> = { events: eventsTable(events) };
  // an element without attributes of its own, or documented by another's table, has no table to keep
  for (const el of elements) if (el.attributes.length && !el.attributesOf) blocks[`attributes:${el.tag}`] = attributesTable(el);
  return {
    [OUTPUTS.manifest]: customElementsManifest(elements, events),
    [OUTPUTS.types]: declarations(elements, events),
    [OUTPUTS.vue]: vueDeclarations(elements),
    [OUTPUTS.svelte]: svelteDeclarations(elements),
    [OUTPUTS.docs]: replaceBlocks(docs, blocks),
    [OUTPUTS.jsApi]: replaceBlocks(jsApi, { events: blocks.events! }),
    [OUTPUTS.site]: attributesJson(elements),
  };
}
