import * as v from 'valibot';
import { lazySchema, nullishString } from './common.schema';
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
// Its larger schemas are lazySchema: built by their first parse, not when the module loads (docs/design.md §6.10).

/* @__NO_SIDE_EFFECTS__ */
function stringList(fallback: string[]) {
  return v.optional(lenientStringListSchema, () => [...fallback]);
}
const numberList = v.optional(lenientNumberListSchema, () => []);
/* @__NO_SIDE_EFFECTS__ */
function columns(fallback: number) {
  return v.optional(/* @__PURE__ */ v.pipe(lenientIntSchema, v.gtValue(0)), fallback);
}
const flag = v.optional(lenientBooleanSchema, false);

/** Cards grids of availabilities and activities. */
export const cardsGridSettingsSchema = v.object({
  catalogs: numberList,
  segments: numberList,
  /** Default status filter OPEN (000 §9); a catalog page may allow OPEN and FULL. */
  status: stringList(['OPEN']),
  columns: columns(2),
  'items-properties': stringList([]),
  filters: stringList([]),
  'filters-layout': v.optional(v.picklist(['aside', 'stacked']), 'aside'),
  sorting: stringList([]),
  /** Greyscale card image when a badge shows. */
  grayscale: flag,
  /** 000 §5 by the spec's own names: set, they win over items-properties and filters (ui grid-settings.logic.ts) */
  'activity-properties': stringList([]),
  'availabilities-properties': stringList([]),
  'availabilities-filters': stringList([]),
});
export type CardsGridSettings = v.InferOutput<typeof cardsGridSettingsSchema>;

/** Weekly calendar, quick list, resources schedule and daily resources. */
export const scheduleSettingsSchema = v.object({
  mode: v.optional(v.picklist(['stacked', 'calendar']), 'stacked'),
  start_hour: v.optional(lenientNullableNumberSchema, null),
  end_hour: v.optional(lenientNullableNumberSchema, null),
  'show-empty-groups': flag,
  'multiple-selection': flag,
  catalogs: numberList,
  segments: numberList,
  status: stringList(['OPEN']),
  filters: stringList([]),
  /** One activity's schedule (id or cuid); empty means every activity of the catalogs. */
  activity: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
      v.string(),
      v.regex(/^[a-z0-9]*$/i),
    ),
  ),
  /** Quick list: show the month calendar beside the filters. */
  'availabilities-filters-calendar': flag,
});
export type ScheduleSettings = v.InferOutput<typeof scheduleSettingsSchema>;

/** Memberships, vouchers and bundles grids. */
export const offersGridSettingsSchema = v.object({
  ids: numberList,
  columns: columns(2),
  properties: stringList([]),
  filters: stringList([]),
});
export type OffersGridSettings = v.InferOutput<typeof offersGridSettingsSchema>;

/** Property and filter attributes of cards and schedules (000 §5). */
export const itemAttributesSettingsSchema = v.object({
  'activity-properties': stringList(['images', 'description', 'price', 'locations']),
  'availabilities-properties': stringList([]),
  'availabilities-filters': stringList([]),
  'multiple-selection': flag,
  'availabilities-filters-calendar': flag,
});
export type ItemAttributesSettings = v.InferOutput<typeof itemAttributesSettingsSchema>;

export const splitHeroSettingsSchema = lazySchema(() =>
  v.object({
    label: nullishString,
    title: v.optional(v.string(), ''),
    description: nullishString,
    image: v.optional(stringOrListSchema, () => []),
    layout: v.optional(v.picklist(['full-width', 'container']), 'container'),
    origin: v.optional(v.picklist(['left', 'right']), 'left'),
  }),
);
export type SplitHeroSettings = v.InferOutput<typeof splitHeroSettingsSchema>;

export const headerSectionSettingsSchema = v.object({
  title: nullishString,
  subtitle: nullishString,
  alignment: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
});
export type HeaderSectionSettings = v.InferOutput<typeof headerSectionSettingsSchema>;

export const latestArticlesSettingsSchema = v.object({
  limit: v.optional(/* @__PURE__ */ v.pipe(lenientIntSchema, v.gtValue(0)), 3),
});
export type LatestArticlesSettings = v.InferOutput<typeof latestArticlesSettingsSchema>;

export const flexContainerSettingsSchema = lazySchema(() =>
  v.object({
    direction: v.optional(v.picklist(['row', 'column']), 'row'),
    align: v.optional(v.picklist(['start', 'center', 'end']), 'start'),
    justify: v.optional(v.picklist(['start', 'center', 'end', 'space-between', 'space-around']), 'start'),
    gap: v.optional(v.string(), '1rem'),
  }),
);
export type FlexContainerSettings = v.InferOutput<typeof flexContainerSettingsSchema>;

export const gridContainerSettingsSchema = v.object({
  columns: columns(3),
  gap: v.optional(v.string(), '2rem'),
});
export type GridContainerSettings = v.InferOutput<typeof gridContainerSettingsSchema>;
