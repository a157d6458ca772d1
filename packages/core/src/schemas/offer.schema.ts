import * as z from 'zod/mini';
import {
  cuidSchema,
  idSchema,
  imagesSchema,
  isoDateTimeSchema,
  locationSchema,
  moneySchema,
  nullishString,
  nullishInt,
  nullishDateTime,
} from './common.schema';

// Catalog offers other than availabilities: bundles, memberships, vouchers and bookable resources.
// Its larger schemas are z.lazy: built by their first parse, not when the module loads (docs/design.md §7).

export const bundleSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: cuidSchema,
    title: z.string(),
    description: nullishString,
    price: moneySchema,
    /** Registrations included; null means unlimited. */
    capacity: nullishInt,
    /** Validity in seconds after purchase. */
    duration: nullishInt,
    expires_at: nullishDateTime,
    images: imagesSchema,
    /** PARTICIPANTS bundles belong to one participant; other values to the customer. */
    entity: nullishString,
  }),
);
export type Bundle = z.infer<typeof bundleSchema>;

export const membershipEntitySchema = z.enum(['PARTICIPANTS', 'CUSTOMERS']);
export type MembershipEntity = z.infer<typeof membershipEntitySchema>;
export const membershipPeriodTypeSchema = z.enum(['ROLLING', 'FIXED']);
export type MembershipPeriodType = z.infer<typeof membershipPeriodTypeSchema>;
/** Units of a rolling period (001 §9 time-interval units). */
export const periodUnitSchema = z.enum(['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years']);
export type PeriodUnit = z.infer<typeof periodUnitSchema>;

/**
 * Period fields shared by a membership offer and the membership inside a cart item: built by the lazy schemas that
 * spread them, at their first parse, not when the module loads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function membershipPeriodShape() {
  return {
    entity: z.nullish(membershipEntitySchema),
    period_type: z.nullish(membershipPeriodTypeSchema),
    rolling_period_type: z.nullish(periodUnitSchema),
    rolling_period_duration: nullishInt,
    fixed_period_start_at: nullishDateTime,
    fixed_period_end_at: nullishDateTime,
  };
}

export const membershipSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: cuidSchema,
    title: z.string(),
    price: moneySchema,
    images: imagesSchema,
    /** HTML. */
    description: nullishString,
    ...membershipPeriodShape(),
  }),
);
export type Membership = z.infer<typeof membershipSchema>;

export const voucherSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: cuidSchema,
    title: z.string(),
    price: moneySchema,
    /** Validity in seconds after purchase. */
    duration: nullishInt,
    images: imagesSchema,
    description: nullishString,
  }),
);
export type Voucher = z.infer<typeof voucherSchema>;

export const resourceSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: cuidSchema,
    name: z.string(),
    images: imagesSchema,
    location: z.nullish(locationSchema),
  }),
);
export type Resource = z.infer<typeof resourceSchema>;

/** A bookable duration and its price. */
export const resourcePriceSchema = z.lazy(() =>
  z.object({
    duration: z.int().check(z.positive()),
    amount: moneySchema,
  }),
);
export type ResourcePrice = z.infer<typeof resourcePriceSchema>;

/** A slot; it ends at start_at + prices[0].duration (rules compute it). */
export const resourceAvailabilitySchema = z.lazy(() =>
  z.object({
    id: idSchema,
    resource_id: idSchema,
    start_at: isoDateTimeSchema,
    prices: z.array(resourcePriceSchema).check(z.minLength(1)),
  }),
);
export type ResourceAvailability = z.infer<typeof resourceAvailabilitySchema>;
