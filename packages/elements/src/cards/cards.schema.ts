import * as z from 'zod/mini';
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
const pageSize = z._default(/* @__PURE__ */ lenientIntSchema.check(z.positive(), z.maximum(PAGING.maxPageSize)), PAGING.pageSize);
const filters = z._default(z.pipe(lenientStringListSchema, z.array(z.string().check(z.refine(isCatalogFilterId)))), []);
const filtersLayout = z._default(z.enum(['aside', 'stacked']), 'aside');

const availabilitiesSchema = z.extend(cardsGridSettingsSchema, {
  kind: z.literal('availabilities'),
  status: z._default(z.pipe(lenientStringListSchema, z.array(availabilityStatusSchema)), ['OPEN']),
  sorting: z._default(z.pipe(lenientStringListSchema, z.array(availabilitySortSchema)), []),
  filters,
  'page-size': pageSize,
});

const activitiesSchema = z.extend(cardsGridSettingsSchema, {
  kind: z.literal('activities'),
  filters,
  'page-size': pageSize,
});

const offersSchema = z.extend(offersGridSettingsSchema, {
  kind: z.enum(['bundles', 'memberships', 'vouchers']),
  filters,
  'filters-layout': filtersLayout,
  'page-size': pageSize,
});

export const cardsAttributesSchema = z.union([availabilitiesSchema, activitiesSchema, offersSchema]);

export type CardsAttributes = z.infer<typeof cardsAttributesSchema>;
