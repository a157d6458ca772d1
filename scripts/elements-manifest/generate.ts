import { elementModel, eventModels } from './model';
import { attributesTable, customElementsManifest, declarations, eventsTable, replaceBlocks } from './render';
import { ELEMENTS, TAGS, eventsDocs } from './registry';

export const OUTPUTS = {
  manifest: 'packages/elements/custom-elements.json',
  types: 'packages/elements/types/elements.d.ts',
  docs: 'docs/elements.md',
} as const;

/** Every generated file's path (from the repo root) and content; `read` gives a current file (the docs to fill in). */
export function generate(read: (file: string) => string | null): Record<string, string> {
  const events = eventModels(eventsDocs);
  const elements = TAGS.map((tag) => elementModel(ELEMENTS[tag].schema, ELEMENTS[tag].docs, events));
  const docs = read(OUTPUTS.docs);
  if (docs === null) throw new Error(`${OUTPUTS.docs} not found`);
  const blocks: Record<string, string> = { events: eventsTable(events) };
  // an element without attributes of its own has no table to keep
  for (const el of elements) if (el.attributes.length) blocks[`attributes:${el.tag}`] = attributesTable(el);
  return {
    [OUTPUTS.manifest]: customElementsManifest(elements, events),
    [OUTPUTS.types]: declarations(elements, events),
    [OUTPUTS.docs]: replaceBlocks(docs, blocks),
  };
}
