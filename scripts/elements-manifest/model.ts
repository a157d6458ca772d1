import type { OrielEventSpec } from '../../packages/core/src/events/events';
import type { ElementDocs } from '../../packages/elements/src/element-docs';
import type { Theming } from './theming';
import { schemaAttributes, type AttrType, type Schema } from './schema-walk';

/** One attribute as every output shows it: the schema's facts joined with its description. */
export interface AttributeModel {
  /** `data-kind` */
  readonly name: string;
  readonly type: AttrType | { readonly kind: 'ts'; readonly text: string };
  readonly required: boolean;
  /** the attribute value the schema falls back to (`'OPEN'`, `'2'`, `''`); absent: none */
  readonly default?: string;
  /** the default as the docs word it */
  readonly defaultText: string;
  readonly description: string;
  readonly appliesTo?: readonly string[];
  /** the docs' values column, when given */
  readonly values?: string;
}

export interface ElementModel {
  readonly tag: string;
  readonly summary: string;
  readonly attributes: readonly AttributeModel[];
  readonly cssProperties: readonly { readonly name: string; readonly description: string; readonly default?: string }[];
  readonly cssParts: readonly { readonly name: string; readonly description: string }[];
  /** the element whose attribute table documents this one's */
  readonly attributesOf?: string;
  /** the `oriel:*` events the element dispatches on itself */
  readonly events: readonly string[];
}

/** One `oriel:*` event as core's events.ts declares it (events-source.ts reads it). */
export interface EventModel extends OrielEventSpec {
  /** `oriel:ready` */
  readonly name: string;
  /** when it is dispatched (markdown, one line): the comment of its member of OrielEventMap */
  readonly when: string;
  /** TypeScript type of `event.detail` as the published types write it */
  readonly detail: string;
}

/** A parsed default back as the attribute text that gives it (`['OPEN','FULL']` -> `OPEN,FULL`, null -> empty). */
export function attributeText(value: unknown): string {
  if (Array.isArray(value)) return value.map(attributeText).join(',');
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * Joins an element's schema with its docs. A schema key without a description, or a description of no key, is an
 * error: the docs cannot silently drift from what the element reads.
 */
export function elementModel(
  schema: Schema | null,
  docs: ElementDocs,
  events: readonly EventModel[],
  theming: Theming = { properties: [], parts: [] },
): ElementModel {
  const fromSchema = schema ? schemaAttributes(schema) : [];
  const keys = new Set(fromSchema.map((a) => a.key));
  const undocumented = [...keys].filter((k) => !(k in docs.attributes));
  const unknown = Object.keys(docs.attributes).filter((k) => !keys.has(k));
  if (undocumented.length) throw new Error(`${docs.tag}: attributes without a description in its .docs.ts: ${undocumented.join(', ')}`);
  if (unknown.length) throw new Error(`${docs.tag}: described attributes its schema does not read: ${unknown.join(', ')}`);

  const attributes: AttributeModel[] = fromSchema.map((a) => {
    const doc = docs.attributes[a.key]!;
    const value = 'default' in a ? attributeText(a.default) : undefined;
    const defaultText = doc.default ?? (a.required ? '(required)' : value ? `\`${value}\`` : a.type.kind === 'number' && value === '' ? 'empty' : 'none');
    const appliesTo = doc.appliesTo ?? a.appliesTo;
    return {
      name: `data-${doc.attribute ?? a.key}`,
      type: a.type,
      required: a.required,
      ...(value !== undefined ? { default: value } : {}),
      defaultText,
      description: doc.description,
      ...(appliesTo ? { appliesTo } : {}),
    };
  });
  for (const [key, doc] of Object.entries(docs.extraAttributes ?? {})) {
    attributes.push({
      name: `data-${key}`,
      type: { kind: 'ts', text: doc.type },
      required: false,
      defaultText: doc.default ?? 'none',
      description: doc.description,
      ...(doc.values ? { values: doc.values } : {}),
    });
  }
  return {
    tag: docs.tag,
    summary: docs.summary,
    attributes,
    // the theme's, then the element's own
    cssProperties: [...theming.properties, ...Object.entries(docs.cssProperties ?? {}).map(([name, p]) => ({ name, ...p }))],
    cssParts: theming.parts.filter((p) => p.tag === docs.tag).map(({ name, description }) => ({ name, description })),
    ...(docs.attributesOf ? { attributesOf: docs.attributesOf } : {}),
    events: events.filter((e) => e.target !== 'document' && (!e.tags?.length || e.tags.includes(docs.tag))).map((e) => e.name),
  };
}
