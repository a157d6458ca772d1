import * as v from 'valibot';
import { contentLangSchema, idSchema, lazySchema, logoSchema, nullishString, optionalId, recordOf } from './common.schema';
import { DEFAULT_PAGES_SETTINGS, pagesSettingsSchema } from './pages-settings.schema';

// Website layout: header, footer, top bar and pages (001 §3, 000 §3). An invalid header, footer or top bar
// renders nothing (001 §8), so the UI parses them separately with the schemas below.
// Its larger schemas are lazySchema: built by their first parse, not when the module loads (docs/design.md §6.10).

/** Trimmed non-empty string. */
const nameSchema = v.pipe(v.string(), v.trim(), v.minLength(1));
/**
 * An empty or absent href becomes '#'; the footer shows a '#' link as plain text. Null and undefined default to '' (an
 * absent key too: the pipe carries its nullish head's default into the object).
 */
const hrefSchema = v.pipe(
  v.nullish(v.string(), ''),
  v.transform((href) => (href.trim() === '' ? '#' : href)),
);

export interface NavLink {
  id: number | string;
  name: string;
  href: string;
  children: NavLink[];
  content_lang?: Record<string, string> | undefined;
}
export const navLinkSchema: v.GenericSchema<unknown, NavLink> = lazySchema(() =>
  v.object({
    id: v.union([idSchema, v.string()]),
    name: nameSchema,
    href: hrefSchema,
    children: v.optional(
      lazySchema(() => v.array(navLinkSchema)),
      () => [],
    ),
    content_lang: contentLangSchema,
  }),
);

export const headerSchema = lazySchema(() =>
  v.object({
    content: v.object({ links: v.optional(v.array(navLinkSchema), () => []) }),
    settings: v.optional(
      v.object({
        logo_position: v.optional(v.picklist(['left', 'center']), 'left'),
        links_position: v.optional(v.picklist(['left', 'center', 'right']), 'right'),
        sticky: v.optional(v.boolean(), false),
      }),
      () => ({ logo_position: 'left', links_position: 'right', sticky: false }),
    ),
  }),
);
export type Header = v.InferOutput<typeof headerSchema>;

export const footerSchema = lazySchema(() =>
  v.object({
    content: v.object({
      links: v.optional(v.array(navLinkSchema), () => []),
      quote: nullishString,
      content_lang: contentLangSchema,
    }),
  }),
);
export type Footer = v.InferOutput<typeof footerSchema>;

/** Defaults: black background, white text (001 §2). */
export const topbarSchema = lazySchema(() =>
  v.object({
    content: v.optional(
      v.object({
        contacts: v.nullish(v.object({ phone: nullishString, email: nullishString })),
        announcement: v.nullish(v.object({ text: nullishString, href: nullishString, content_lang: contentLangSchema })),
      }),
      () => ({}),
    ),
    settings: v.optional(
      v.object({
        text: v.optional(v.object({ color: v.optional(v.string(), '#ffffff') }), () => ({ color: '#ffffff' })),
        background: v.optional(v.object({ color: v.optional(v.string(), '#000000') }), () => ({ color: '#000000' })),
      }),
      () => ({ text: { color: '#ffffff' }, background: { color: '#000000' } }),
    ),
  }),
);
export type Topbar = v.InferOutput<typeof topbarSchema>;

export const pageTypeSchema = v.picklist(['DEFAULT', 'AVAILABILITY']);
export type PageType = v.InferOutput<typeof pageTypeSchema>;

export const pageSummarySchema = v.object({
  id: idSchema,
  title: v.string(),
  description: nullishString,
  pathname: v.string(),
  type: v.optional(pageTypeSchema, 'DEFAULT'),
});
export type PageSummary = v.InferOutput<typeof pageSummarySchema>;

export const pageElementTypeSchema = v.picklist(['SECTION', 'CONTAINER', 'BLOCK']);
export type PageElementType = v.InferOutput<typeof pageElementTypeSchema>;

/** One node of a page: `element` names the kind; its settings are parsed per kind by sections/blocks schemas. */
export interface PageElement {
  id: number | string;
  element: string;
  type: PageElementType;
  family?: string | null | undefined;
  name?: string | null | undefined;
  settings: Record<string, unknown>;
  children: PageElement[];
}
export const pageElementSchema: v.GenericSchema<unknown, PageElement> = lazySchema(() =>
  v.object({
    id: v.union([idSchema, v.string()]),
    element: v.string(),
    type: pageElementTypeSchema,
    family: nullishString,
    name: nullishString,
    settings: v.optional(recordOf(v.string(), v.unknown()), () => ({})),
    children: v.optional(
      lazySchema(() => v.array(pageElementSchema)),
      () => [],
    ),
  }),
);

export const pageSchema = v.object({
  ...pageSummarySchema.entries,
  page_id: optionalId,
  content: v.optional(v.array(pageElementSchema), () => []),
});
export type Page = v.InferOutput<typeof pageSchema>;

/** GET /api/website. An invalid header, footer or top bar becomes null (that part renders nothing, 001 §8)
 * instead of failing the whole website. */
export const websiteSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    hostname: nullishString,
    theme: v.optional(v.string(), 'default'),
    accent_color: v.optional(v.string(), '#e67e22'),
    /** the organiser's own stylesheet for the hosted shell: never applied as is (sanitizeCustomCss, docs/theming.md) */
    css: nullishString,
    organiser: v.object({
      name: v.string(),
      logo: logoSchema,
      language: nullishString,
      currency: nullishString,
      timezone: nullishString,
    }),
    // the outer optional keeps an absent key absent: a fallback alone would put null in its place
    header: v.optional(v.fallback(v.nullish(headerSchema), null)),
    footer: v.optional(v.fallback(v.nullish(footerSchema), null)),
    topbar: v.optional(v.fallback(v.nullish(topbarSchema), null)),
    pages: v.optional(v.array(pageSummarySchema), () => []),
    /** catalog pages' list settings (000 §2); lenient: a bad value is as if unset */
    pages_settings: v.optional(v.fallback(pagesSettingsSchema, DEFAULT_PAGES_SETTINGS), DEFAULT_PAGES_SETTINGS),
  }),
);
export type Website = v.InferOutput<typeof websiteSchema>;
