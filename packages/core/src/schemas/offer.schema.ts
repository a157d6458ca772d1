import * as v from 'valibot';
import {
  contentLangSchema,
  cuidSchema,
  idSchema,
  imagesSchema,
  intSchema,
  isoDateTimeSchema,
  lazySchema,
  locationSchema,
  moneySchema,
  nullishDateTime,
  nullishInt,
  nullishString,
} from './common.schema';

// Catalog offers other than availabilities: bundles, memberships, vouchers and bookable resources.
// Its larger schemas are lazySchema: built by their first parse, not when the module loads (docs/design.md §6.10).

export const bundleSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: cuidSchema,
    title: v.string(),
    description: nullishString,
    content_lang: contentLangSchema,
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
export type Bundle = v.InferOutput<typeof bundleSchema>;

export const membershipEntitySchema = v.picklist(['PARTICIPANTS', 'CUSTOMERS']);
export type MembershipEntity = v.InferOutput<typeof membershipEntitySchema>;
export const membershipPeriodTypeSchema = v.picklist(['ROLLING', 'FIXED']);
export type MembershipPeriodType = v.InferOutput<typeof membershipPeriodTypeSchema>;
/** Units of a rolling period (001 §9 time-interval units). */
export const periodUnitSchema = v.picklist(['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years']);
export type PeriodUnit = v.InferOutput<typeof periodUnitSchema>;

/**
 * Period fields shared by a membership offer and the membership inside a cart item: built by the lazy schemas that
 * spread them, when they parse, not when the module loads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function membershipPeriodShape() {
  return {
    entity: v.nullish(membershipEntitySchema),
    period_type: v.nullish(membershipPeriodTypeSchema),
    rolling_period_type: v.nullish(periodUnitSchema),
    rolling_period_duration: nullishInt,
    fixed_period_start_at: nullishDateTime,
    fixed_period_end_at: nullishDateTime,
  };
}

export const membershipSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: cuidSchema,
    title: v.string(),
    price: moneySchema,
    images: imagesSchema,
    /** HTML. */
    description: nullishString,
    content_lang: contentLangSchema,
    ...membershipPeriodShape(),
  }),
);
export type Membership = v.InferOutput<typeof membershipSchema>;

export const voucherSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: cuidSchema,
    title: v.string(),
    price: moneySchema,
    /** Validity in seconds after purchase. */
    duration: nullishInt,
    images: imagesSchema,
    description: nullishString,
    content_lang: contentLangSchema,
  }),
);
export type Voucher = v.InferOutput<typeof voucherSchema>;

export const resourceSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: cuidSchema,
    name: v.string(),
    images: imagesSchema,
    location: v.nullish(locationSchema),
  }),
);
export type Resource = v.InferOutput<typeof resourceSchema>;

/** A bookable duration and its price. */
export const resourcePriceSchema = lazySchema(() =>
  v.object({
    duration: v.pipe(intSchema, v.gtValue(0)),
    amount: moneySchema,
  }),
);
export type ResourcePrice = v.InferOutput<typeof resourcePriceSchema>;

/** A slot; it ends at start_at + prices[0].duration (rules compute it). */
export const resourceAvailabilitySchema = lazySchema(() =>
  v.object({
    id: idSchema,
    resource_id: idSchema,
    start_at: isoDateTimeSchema,
    prices: v.pipe(v.array(resourcePriceSchema), v.minLength(1)),
  }),
);
export type ResourceAvailability = v.InferOutput<typeof resourceAvailabilitySchema>;
