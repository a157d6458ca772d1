import * as z from 'zod/mini';
import { nullishString } from './common.schema';
import {
  lenientBooleanSchema,
  lenientIntSchema,
  lenientNullableNumberSchema,
  lenientNumberListSchema,
  lenientStringListSchema,
  stringOrListSchema,
} from './lenient.schema';

// Section and container settings (000 §5), shared by the page builder and the elements' data-attributes.
// Keys are the spec's setting names. Parsed leniently (see lenient.schema.ts); invalid -> render nothing.
// Its larger schemas are z.lazy: built by their first parse, not when the module loads (docs/design.md §7).

/* @__NO_SIDE_EFFECTS__ */
function stringList(fallback: string[]) {
  return z._default(lenientStringListSchema, fallback);
}
const numberList = z._default(lenientNumberListSchema, []);
/* @__NO_SIDE_EFFECTS__ */
function columns(fallback: number) {
  return z._default(/* @__PURE__ */ lenientIntSchema.check(z.positive()), fallback);
}
const flag = z._default(lenientBooleanSchema, false);

/** Cards grids of availabilities and activities. */
export const cardsGridSettingsSchema = z.object({
  catalogs: numberList,
  segments: numberList,
  /** Default status filter OPEN (000 §9); a catalog page may allow OPEN and FULL. */
  status: stringList(['OPEN']),
  columns: columns(2),
  'items-properties': stringList([]),
  filters: stringList([]),
  'filters-layout': z._default(z.enum(['aside', 'stacked']), 'aside'),
  sorting: stringList([]),
  /** Greyscale card image when a badge shows. */
  grayscale: flag,
});
export type CardsGridSettings = z.infer<typeof cardsGridSettingsSchema>;

/** Weekly calendar, quick list, resources schedule and daily resources. */
export const scheduleSettingsSchema = z.object({
  mode: z._default(z.enum(['stacked', 'calendar']), 'stacked'),
  start_hour: z._default(lenientNullableNumberSchema, null),
  end_hour: z._default(lenientNullableNumberSchema, null),
  'show-empty-groups': flag,
  'multiple-selection': flag,
  catalogs: numberList,
  segments: numberList,
  status: stringList(['OPEN']),
  filters: stringList([]),
  /** One activity's schedule (id or cuid); empty means every activity of the catalogs. */
  activity: z.optional(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'number' ? String(v) : v)),
      z.string().check(z.regex(/^[a-z0-9]*$/i)),
    ),
  ),
  /** Quick list: show the month calendar beside the filters. */
  'availabilities-filters-calendar': flag,
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;

/** Memberships, vouchers and bundles grids. */
export const offersGridSettingsSchema = z.object({
  ids: numberList,
  columns: columns(2),
  properties: stringList([]),
  filters: stringList([]),
});
export type OffersGridSettings = z.infer<typeof offersGridSettingsSchema>;

/** Property and filter attributes of cards and schedules (000 §5). */
export const itemAttributesSettingsSchema = z.object({
  'activity-properties': stringList(['images', 'description', 'price', 'locations']),
  'availabilities-properties': stringList([]),
  'availabilities-filters': stringList([]),
  'multiple-selection': flag,
  'availabilities-filters-calendar': flag,
});
export type ItemAttributesSettings = z.infer<typeof itemAttributesSettingsSchema>;

export const splitHeroSettingsSchema = z.lazy(() =>
  z.object({
    label: nullishString,
    title: z._default(z.string(), ''),
    description: nullishString,
    image: z._default(stringOrListSchema, []),
    layout: z._default(z.enum(['full-width', 'container']), 'container'),
    origin: z._default(z.enum(['left', 'right']), 'left'),
  }),
);
export type SplitHeroSettings = z.infer<typeof splitHeroSettingsSchema>;

export const headerSectionSettingsSchema = z.object({
  title: nullishString,
  subtitle: nullishString,
  alignment: z._default(z.enum(['left', 'center', 'right']), 'left'),
});
export type HeaderSectionSettings = z.infer<typeof headerSectionSettingsSchema>;

export const latestArticlesSettingsSchema = z.object({
  limit: z._default(/* @__PURE__ */ lenientIntSchema.check(z.positive()), 3),
});
export type LatestArticlesSettings = z.infer<typeof latestArticlesSettingsSchema>;

export const flexContainerSettingsSchema = z.lazy(() =>
  z.object({
    direction: z._default(z.enum(['row', 'column']), 'row'),
    align: z._default(z.enum(['start', 'center', 'end']), 'start'),
    justify: z._default(z.enum(['start', 'center', 'end', 'space-between', 'space-around']), 'start'),
    gap: z._default(z.string(), '1rem'),
  }),
);
export type FlexContainerSettings = z.infer<typeof flexContainerSettingsSchema>;

export const gridContainerSettingsSchema = z.object({
  columns: columns(3),
  gap: z._default(z.string(), '2rem'),
});
export type GridContainerSettings = z.infer<typeof gridContainerSettingsSchema>;
