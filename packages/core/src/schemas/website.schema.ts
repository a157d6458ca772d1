import * as z from 'zod/mini';
import { idSchema, logoSchema, nullishString, optionalId } from './common.schema';
import { DEFAULT_PAGES_SETTINGS, pagesSettingsSchema } from './pages-settings.schema';

// Website layout: header, footer, top bar and pages (001 §3, 000 §3). An invalid header, footer or top bar
// renders nothing (001 §8), so the UI parses them separately with the schemas below.
// Its larger schemas are z.lazy: built by their first parse, not when the module loads (docs/design.md §7).

/** Trimmed non-empty string. */
const nameSchema = z.string().check(z.trim(), z.minLength(1));
/** An empty or absent href becomes '#'; the footer shows a '#' link as plain text. */
const hrefSchema = z.pipe(
  nullishString,
  z.transform((href) => (href == null || href.trim() === '' ? '#' : href)),
);

export interface NavLink {
  id: number | string;
  name: string;
  href: string;
  children: NavLink[];
}
export const navLinkSchema = z.lazy(() =>
  z.object({
    id: z.union([idSchema, z.string()]),
    name: nameSchema,
    href: hrefSchema,
    get children(): z.ZodMiniType<NavLink[], unknown> {
      return z._default(z.array(navLinkSchema), []);
    },
  }),
);

export const headerSchema = z.lazy(() =>
  z.object({
    content: z.object({ links: z._default(z.array(navLinkSchema), []) }),
    settings: z._default(
      z.object({
        logo_position: z._default(z.enum(['left', 'center']), 'left'),
        links_position: z._default(z.enum(['left', 'center', 'right']), 'right'),
        sticky: z._default(z.boolean(), false),
      }),
      { logo_position: 'left', links_position: 'right', sticky: false },
    ),
  }),
);
export type Header = z.infer<typeof headerSchema>;

export const footerSchema = z.lazy(() =>
  z.object({
    content: z.object({
      links: z._default(z.array(navLinkSchema), []),
      quote: nullishString,
    }),
  }),
);
export type Footer = z.infer<typeof footerSchema>;

/** Defaults: black background, white text (001 §2). */
export const topbarSchema = z.lazy(() =>
  z.object({
    content: z._default(
      z.object({
        contacts: z.nullish(z.object({ phone: nullishString, email: nullishString })),
        announcement: z.nullish(z.object({ text: nullishString, href: nullishString })),
      }),
      {},
    ),
    settings: z._default(
      z.object({
        text: z._default(z.object({ color: z._default(z.string(), '#ffffff') }), { color: '#ffffff' }),
        background: z._default(z.object({ color: z._default(z.string(), '#000000') }), { color: '#000000' }),
      }),
      { text: { color: '#ffffff' }, background: { color: '#000000' } },
    ),
  }),
);
export type Topbar = z.infer<typeof topbarSchema>;

export const pageTypeSchema = z.enum(['DEFAULT', 'AVAILABILITY']);
export type PageType = z.infer<typeof pageTypeSchema>;

export const pageSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  description: nullishString,
  pathname: z.string(),
  type: z._default(pageTypeSchema, 'DEFAULT'),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const pageElementTypeSchema = z.enum(['SECTION', 'CONTAINER', 'BLOCK']);
export type PageElementType = z.infer<typeof pageElementTypeSchema>;

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
export const pageElementSchema = z.lazy(() =>
  z.object({
    id: z.union([idSchema, z.string()]),
    element: z.string(),
    type: pageElementTypeSchema,
    family: nullishString,
    name: nullishString,
    settings: z._default(z.record(z.string(), z.unknown()), {}),
    get children(): z.ZodMiniType<PageElement[], unknown> {
      return z._default(z.array(pageElementSchema), []);
    },
  }),
);

export const pageSchema = z.extend(pageSummarySchema, {
  page_id: optionalId,
  content: z._default(z.array(pageElementSchema), []),
});
export type Page = z.infer<typeof pageSchema>;

/** GET /api/website. An invalid header, footer or top bar becomes null (that part renders nothing, 001 §8)
 * instead of failing the whole website. */
export const websiteSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    hostname: nullishString,
    theme: z._default(z.string(), 'default'),
    accent_color: z._default(z.string(), '#e67e22'),
    /** the organiser's own stylesheet for the hosted shell: never applied as is (sanitizeCustomCss, docs/theming.md) */
    css: nullishString,
    organiser: z.object({
      name: z.string(),
      logo: logoSchema,
      language: nullishString,
      currency: nullishString,
      timezone: nullishString,
    }),
    header: z.catch(z.nullish(headerSchema), null),
    footer: z.catch(z.nullish(footerSchema), null),
    topbar: z.catch(z.nullish(topbarSchema), null),
    pages: z._default(z.array(pageSummarySchema), []),
    /** catalog pages' list settings (000 §2); lenient: a bad value is as if unset */
    pages_settings: z._default(z.catch(pagesSettingsSchema, DEFAULT_PAGES_SETTINGS), DEFAULT_PAGES_SETTINGS),
  }),
);
export type Website = z.infer<typeof websiteSchema>;
