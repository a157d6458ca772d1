import * as v from 'valibot';
import { optionalString } from './common.schema';
import { availabilityStatusSchema } from './availability.schema';
import { lenientBooleanSchema, lenientIntSchema, lenientNumberListSchema, lenientStringListSchema } from './lenient.schema';

// Query strings of the list calls (docs/api-contract.md "Catalog"), read leniently from URL strings by the demo
// API. Filters (search, date, category-{cuid}...) are read by catalogFiltersSchema.

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/* @__NO_SIDE_EFFECTS__ */
function optionalInt(min: number, max = Number.MAX_SAFE_INTEGER) {
  return v.optional(/* @__PURE__ */ v.pipe(lenientIntSchema, v.minValue(min), v.maxValue(max)));
}

export const pagingQuerySchema = v.object({
  limit: optionalInt(1, PAGE_SIZE_MAX),
  offset: optionalInt(0),
  page_number: optionalInt(1),
  page_size: optionalInt(1, PAGE_SIZE_MAX),
});
export type PagingQuery = v.InferOutput<typeof pagingQuerySchema>;

export const availabilitySortSchema = v.picklist(['start_at', '-start_at', 'price', '-price', 'title']);
export type AvailabilitySort = v.InferOutput<typeof availabilitySortSchema>;

export const availabilitiesQuerySchema = v.object({
  ...pagingQuerySchema.entries,
  status: v.optional(v.pipe(lenientStringListSchema, v.array(availabilityStatusSchema)), () => ['OPEN']),
  catalog: v.optional(lenientNumberListSchema),
  segment: v.optional(lenientNumberListSchema),
  /** Id or cuid. */
  activity: optionalString,
  after: optionalString,
  before: optionalString,
  /** true: not yet ended (already started included); false: not yet started (000 §2 pages_settings) */
  started: v.optional(lenientBooleanSchema),
  sort: v.optional(availabilitySortSchema, 'start_at'),
});
export type AvailabilitiesQuery = v.InferOutput<typeof availabilitiesQuerySchema>;

/** Other catalog lists: paging plus an `id` comma list (activities, bundles, memberships, vouchers, resources). */
export const offersQuerySchema = v.object({
  ...pagingQuerySchema.entries,
  id: v.optional(lenientNumberListSchema),
  catalog: v.optional(lenientNumberListSchema),
  after: optionalString,
});
export type OffersQuery = v.InferOutput<typeof offersQuerySchema>;

export const resourceAvailabilitiesQuerySchema = v.object({
  resources: v.optional(lenientNumberListSchema),
  after: optionalString,
  before: optionalString,
});
export type ResourceAvailabilitiesQuery = v.InferOutput<typeof resourceAvailabilitiesQuerySchema>;
