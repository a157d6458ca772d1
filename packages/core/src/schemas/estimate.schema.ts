import * as v from 'valibot';
import { moneySchema } from './common.schema';

/** POST /api/carts/items/estimate: the price of an item before it is added. */
export const estimateSchema = v.object({
  price: moneySchema,
  deposit: v.optional(moneySchema, 0),
  details: v.optional(
    v.object({
      base_price: v.optional(moneySchema, 0),
      options_total: v.optional(moneySchema, 0),
      bundle_total: v.optional(moneySchema, 0),
      discounts_total: v.optional(moneySchema, 0),
      volume_discounts_total: v.optional(moneySchema, 0),
      partial_registration_total_fee: v.optional(moneySchema, 0),
      partial_registration_total_discount: v.optional(moneySchema, 0),
    }),
    () => ({
      base_price: 0,
      options_total: 0,
      bundle_total: 0,
      discounts_total: 0,
      volume_discounts_total: 0,
      partial_registration_total_fee: 0,
      partial_registration_total_discount: 0,
    }),
  ),
});
export type Estimate = v.InferOutput<typeof estimateSchema>;
