import type { OrielTag } from './registry';

/**
 * Integrator documentation kept beside each element's schema (`<element>/<element>.docs.ts`). Only
 * scripts/elements-manifest.ts imports these files, so no description ever reaches a shipped chunk; the script
 * joins them with what the schemas say (types, allowed values, defaults) to write custom-elements.json,
 * types/elements.d.ts and the attribute tables of docs/elements.md.
 */
export interface AttributeDoc {
  /** What the attribute does (markdown, one line). */
  readonly description: string;
  /** The attribute's name without `data-` when it is not the schema key (`start_hour` is read from `data-start-hour`). */
  readonly attribute?: string;
  /** The default as the docs word it, when the schema's value alone would mislead (a default that depends on the kind). */
  readonly default?: string;
  /** For a grid of several kinds: the kinds that use it, when the schema reads it for more (settings shared with the builder). */
  readonly appliesTo?: readonly string[];
}

/** An attribute read apart from the schema (the `data-href-*` link templates). */
export interface ExtraAttributeDoc extends AttributeDoc {
  /** TypeScript type of the value. */
  readonly type: string;
  /** The docs' values column, when the type says it badly (`present or absent`). */
  readonly values?: string;
}

export interface ElementDocs {
  readonly tag: OrielTag;
  /** One sentence: what the element shows. */
  readonly summary: string;
  /** Keyed by schema key: the script fails when a key has no description or a description names no key. */
  readonly attributes: Readonly<Record<string, AttributeDoc>>;
  readonly extraAttributes?: Readonly<Record<string, ExtraAttributeDoc>>;
  /** Another element whose widget this one mounts, so whose attributes it reads (documented there, no table here). */
  readonly attributesOf?: OrielTag;
  /** Custom properties the element reads, with their default (the theme's, read by all: docs/theming.md). */
  readonly cssProperties?: Readonly<Record<string, { readonly description: string; readonly default?: string }>>;
}
