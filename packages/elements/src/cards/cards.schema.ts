import * as v from 'valibot';
import {
  availabilityStatusSchema,
  availabilitySortSchema,
  cardsGridSettingsSchema,
  isCatalogFilterId,
  lenientIntSchema,
  lenientStringListSchema,
  offersGridSettingsSchema,
  PAGING,
} from '@oriel/core';

/**
 * <oriel-cards> data-attributes: `data-kind` picks the grid, whose settings are the section settings of
 * spec 000 §5 (the same lenient schemas the page builder uses) plus the page size. A value the grid cannot
 * use (an unknown kind, status, filter id or sort) is a configuration error: the element renders nothing.
 */
const pageSize = v.optional(/* @__PURE__ */ v.pipe(lenientIntSchema, v.gtValue(0), v.maxValue(PAGING.maxPageSize)), PAGING.pageSize);
const filters = v.optional(v.pipe(lenientStringListSchema, v.array(v.pipe(v.string(), v.check(isCatalogFilterId)))), () => []);
const filtersLayout = v.optional(v.picklist(['aside', 'stacked']), 'aside');

const availabilitiesSchema = v.object({
  ...cardsGridSettingsSchema.entries,
  kind: v.literal('availabilities'),
  status: v.optional(v.pipe(lenientStringListSchema, v.array(availabilityStatusSchema)), () => ['OPEN']),
  sorting: v.optional(v.pipe(lenientStringListSchema, v.array(availabilitySortSchema)), () => []),
  filters,
  'availabilities-filters': filters,
  'page-size': pageSize,
});

const activitiesSchema = v.object({
  ...cardsGridSettingsSchema.entries,
  kind: v.literal('activities'),
  filters,
  'availabilities-filters': filters,
  'page-size': pageSize,
});

const offersSchema = v.object({
  ...offersGridSettingsSchema.entries,
  kind: v.picklist(['bundles', 'memberships', 'vouchers']),
  filters,
  'filters-layout': filtersLayout,
  'page-size': pageSize,
});

// a variant on `kind` (the kinds are disjoint: it accepts and reads exactly what a union of the three would): a refusal
// then carries the issues of the grid asked for only, which Oriel.doctor() words (doctor.logic.ts)
export const cardsAttributesSchema = v.variant('kind', [availabilitiesSchema, activitiesSchema, offersSchema]);

export type CardsAttributes = v.InferOutput<typeof cardsAttributesSchema>;
