import * as z from 'zod/mini';
import { optionalString } from './common.schema';
import { availabilityStatusSchema } from './availability.schema';
import { lenientBooleanSchema, lenientIntSchema, lenientNumberListSchema, lenientStringListSchema } from './lenient.schema';

// Query strings of the list calls (docs/api-contract.md "Catalog"), read leniently from URL strings by the demo
// API. Filters (search, date, category-{cuid}...) are read by catalogFiltersSchema.

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/* @__NO_SIDE_EFFECTS__ */
function optionalInt(min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.optional(/* @__PURE__ */ lenientIntSchema.check(z.minimum(min), z.maximum(max)));
}

export const pagingQuerySchema = z.object({
  limit: optionalInt(1, PAGE_SIZE_MAX),
  offset: optionalInt(0),
  page_number: optionalInt(1),
  page_size: optionalInt(1, PAGE_SIZE_MAX),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const availabilitySortSchema = z.enum(['start_at', '-start_at', 'price', '-price', 'title']);
export type AvailabilitySort = z.infer<typeof availabilitySortSchema>;

export const availabilitiesQuerySchema = z.extend(pagingQuerySchema, {
  status: z._default(z.pipe(lenientStringListSchema, z.array(availabilityStatusSchema)), ['OPEN']),
  catalog: z.optional(lenientNumberListSchema),
  segment: z.optional(lenientNumberListSchema),
  /** Id or cuid. */
  activity: optionalString,
  after: optionalString,
  before: optionalString,
  /** true: not yet ended (already started included); false: not yet started (000 §2 pages_settings) */
  started: z.optional(lenientBooleanSchema),
  sort: z._default(availabilitySortSchema, 'start_at'),
});
export type AvailabilitiesQuery = z.infer<typeof availabilitiesQuerySchema>;

/** Other catalog lists: paging plus an `id` comma list (activities, bundles, memberships, vouchers, resources). */
export const offersQuerySchema = z.extend(pagingQuerySchema, {
  id: z.optional(lenientNumberListSchema),
  catalog: z.optional(lenientNumberListSchema),
  after: optionalString,
});
export type OffersQuery = z.infer<typeof offersQuerySchema>;

export const resourceAvailabilitiesQuerySchema = z.object({
  resources: z.optional(lenientNumberListSchema),
  after: optionalString,
  before: optionalString,
});
export type ResourceAvailabilitiesQuery = z.infer<typeof resourceAvailabilitiesQuerySchema>;
