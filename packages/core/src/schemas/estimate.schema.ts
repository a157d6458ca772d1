import * as z from 'zod/mini';
import { moneySchema } from './common.schema';

/** POST /api/carts/items/estimate: the price of an item before it is added. */
export const estimateSchema = z.object({
  price: moneySchema,
  deposit: z._default(moneySchema, 0),
  details: z._default(
    z.object({
      base_price: z._default(moneySchema, 0),
      options_total: z._default(moneySchema, 0),
      bundle_total: z._default(moneySchema, 0),
      discounts_total: z._default(moneySchema, 0),
      volume_discounts_total: z._default(moneySchema, 0),
      partial_registration_total_fee: z._default(moneySchema, 0),
      partial_registration_total_discount: z._default(moneySchema, 0),
    }),
    {
      base_price: 0,
      options_total: 0,
      bundle_total: 0,
      discounts_total: 0,
      volume_discounts_total: 0,
      partial_registration_total_fee: 0,
      partial_registration_total_discount: 0,
    },
  ),
});
export type Estimate = z.infer<typeof estimateSchema>;
