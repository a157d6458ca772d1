import * as z from 'zod/mini';
import { availabilityStatusSchema, cardsGridSettingsSchema, lenientIntSchema, lenientStringListSchema, PAGING } from '@oriel/core';

/**
 * <oriel-cards> data-attributes: the cards-grid section settings of spec 000 §5 (the same lenient schema
 * the page builder uses) plus the kind and the page size. Kinds other than availabilities arrive with the
 * catalog issue; until then any other kind is invalid and renders nothing.
 */
export const cardsAttributesSchema = z.extend(cardsGridSettingsSchema, {
  kind: z.literal('availabilities'),
  // a status the API does not know is a configuration error: render nothing rather than an empty grid
  status: z._default(z.pipe(lenientStringListSchema, z.array(availabilityStatusSchema)), ['OPEN']),
  'page-size': z._default(lenientIntSchema.check(z.positive(), z.maximum(PAGING.maxPageSize)), PAGING.pageSize),
});

export type CardsAttributes = z.infer<typeof cardsAttributesSchema>;
