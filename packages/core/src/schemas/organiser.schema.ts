import * as v from 'valibot';
// one list of the spec's values: the defaults and the schemas cannot drift apart
import { BILLING_ITEM_TYPES } from '../rules/organiser-defaults';
import {
  cuidSchema,
  idSchema,
  intSchema,
  lazySchema,
  logoSchema,
  moneySchema,
  nullableString,
  optionalCuid,
  optionalId,
  percentageSchema,
  recordOf,
} from './common.schema';
import { ageFormatSchema } from './age-format.schema';
import { DEFAULT_CURRENCY } from '../money/currency';
import { DEFAULT_TIMEZONE } from '../time/timezone';

// The organiser as the storefront sees it, with its settings and billing defaults (000 §3, §9).

// The age rules live in their own module so that a view needing only them (cards) does not carry the rest.
// Its larger schemas are lazySchema: built by their first parse, not when the module loads (docs/design.md §6.10).
export { ageRoundingMethodSchema, ageUnitSchema, ageFormatSchema } from './age-format.schema';
export type { AgeRoundingMethod, AgeUnit, AgeFormat } from './age-format.schema';

/** Spec defaults (000 §9) fill what the server omits. */
export const organiserSettingsSchema = lazySchema(() =>
  v.object({
    bank_transfers_payments_activated: v.optional(v.boolean(), true),
    online_payments_activated: v.optional(v.boolean(), false),
    create_customers_participant: v.optional(v.boolean(), true),
    /** Seconds; 15 minutes by default. */
    carts_expiration_delay: v.optional(v.pipe(intSchema, v.minValue(0)), 900),
    payments_references_prefix: v.optional(nullableString, ''),
    formats: v.optional(v.object({ ages: v.optional(v.array(ageFormatSchema), () => []) }), () => ({ ages: [] })),
  }),
);
export type OrganiserSettings = v.InferOutput<typeof organiserSettingsSchema>;

export const billingItemTypeSchema = v.picklist(BILLING_ITEM_TYPES);
export type BillingItemType = v.InferOutput<typeof billingItemTypeSchema>;

const metadataSchema = v.nullish(recordOf(v.string(), v.unknown()));

export const billingItemSchema = lazySchema(() =>
  v.object({
    type: billingItemTypeSchema,
    flat_amount: v.optional(moneySchema, 0),
    unit_amount: v.optional(moneySchema, 0),
    percentage: v.optional(percentageSchema, 0),
    metadata: metadataSchema,
  }),
);
export type BillingItem = v.InferOutput<typeof billingItemSchema>;

export const billingTaxSchema = v.object({
  type: v.string(),
  percentage: percentageSchema,
  metadata: metadataSchema,
});
export type BillingTax = v.InferOutput<typeof billingTaxSchema>;

export const billingSchema = lazySchema(() =>
  v.object({
    minimum_invoice_amount: v.optional(moneySchema, 500),
    billing_cycle_type: v.optional(v.string(), 'MONTHLY'),
    billing_cycle_duration: v.optional(intSchema, 1),
    /** Days. */
    delay_before_overdue: v.optional(intSchema, 14),
    customers_service_fee_percentage: v.optional(percentageSchema, 0),
    customers_service_fee_amount: v.optional(moneySchema, 0),
    items: v.optional(v.array(billingItemSchema), () => []),
    taxes: v.optional(v.array(billingTaxSchema), () => []),
  }),
);
export type Billing = v.InferOutput<typeof billingSchema>;

export const referralSchema = lazySchema(() =>
  v.object({
    rate: v.optional(v.number(), 30),
    /** Days. */
    duration: v.optional(intSchema, 365),
  }),
);
export type Referral = v.InferOutput<typeof referralSchema>;

export const segmentSchema = lazySchema(() =>
  v.object({
    id: optionalId,
    cuid: optionalCuid,
    entity: v.string(),
    name: v.string(),
    /** Opaque filter tree interpreted by the platform. */
    conditions: v.optional(v.unknown()),
    default: v.optional(v.boolean(), false),
  }),
);
export type Segment = v.InferOutput<typeof segmentSchema>;

/** GET /api/organiser. */
export const organiserSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: cuidSchema,
    name: v.string(),
    logo: logoSchema,
    /** an IANA zone; the client resolves an unknown one to the default (resolveTimezone) rather than fail the answer */
    timezone: v.optional(v.string(), DEFAULT_TIMEZONE),
    /** an ISO 4217 code; amounts are integer minor units with its decimals (docs/api-contract.md "Money") */
    currency: v.optional(v.string(), DEFAULT_CURRENCY),
    languages: v.optional(v.array(v.string()), () => ['fr', 'en']),
    // valibot parses the default: {} becomes the spec defaults above
    settings: v.optional(organiserSettingsSchema, () => ({})),
    billing: v.optional(billingSchema),
  }),
);
export type Organiser = v.InferOutput<typeof organiserSchema>;
