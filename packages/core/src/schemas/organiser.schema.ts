import * as z from 'zod/mini';
// one list of the spec's values: the defaults and the schemas cannot drift apart
import { BILLING_ITEM_TYPES } from '../rules/organiser-defaults';
import { cuidSchema, idSchema, logoSchema, moneySchema, percentageSchema, nullableString, optionalId, optionalCuid } from './common.schema';
import { ageFormatSchema } from './age-format.schema';
import { DEFAULT_CURRENCY } from '../money/currency';
import { DEFAULT_TIMEZONE } from '../time/timezone';

// The organiser as the storefront sees it, with its settings and billing defaults (000 §3, §9).

// The age rules live in their own module so that a view needing only them (cards) does not carry the rest.
// Its larger schemas are z.lazy: built by their first parse, not when the module loads (docs/design.md §7).
export { ageRoundingMethodSchema, ageUnitSchema, ageFormatSchema } from './age-format.schema';
export type { AgeRoundingMethod, AgeUnit, AgeFormat } from './age-format.schema';

/** Spec defaults (000 §9) fill what the server omits. */
export const organiserSettingsSchema = z.lazy(() =>
  z.object({
    bank_transfers_payments_activated: z._default(z.boolean(), true),
    online_payments_activated: z._default(z.boolean(), false),
    create_customers_participant: z._default(z.boolean(), true),
    /** Seconds; 15 minutes by default. */
    carts_expiration_delay: z._default(z.int().check(z.nonnegative()), 900),
    payments_references_prefix: z._default(nullableString, ''),
    formats: z._default(z.object({ ages: z._default(z.array(ageFormatSchema), []) }), { ages: [] }),
  }),
);
export type OrganiserSettings = z.infer<typeof organiserSettingsSchema>;

export const billingItemTypeSchema = z.enum(BILLING_ITEM_TYPES);
export type BillingItemType = z.infer<typeof billingItemTypeSchema>;

const metadataSchema = z.nullish(z.record(z.string(), z.unknown()));

export const billingItemSchema = z.lazy(() =>
  z.object({
    type: billingItemTypeSchema,
    flat_amount: z._default(moneySchema, 0),
    unit_amount: z._default(moneySchema, 0),
    percentage: z._default(percentageSchema, 0),
    metadata: metadataSchema,
  }),
);
export type BillingItem = z.infer<typeof billingItemSchema>;

export const billingTaxSchema = z.object({
  type: z.string(),
  percentage: percentageSchema,
  metadata: metadataSchema,
});
export type BillingTax = z.infer<typeof billingTaxSchema>;

export const billingSchema = z.lazy(() =>
  z.object({
    minimum_invoice_amount: z._default(moneySchema, 500),
    billing_cycle_type: z._default(z.string(), 'MONTHLY'),
    billing_cycle_duration: z._default(z.int(), 1),
    /** Days. */
    delay_before_overdue: z._default(z.int(), 14),
    customers_service_fee_percentage: z._default(percentageSchema, 0),
    customers_service_fee_amount: z._default(moneySchema, 0),
    items: z._default(z.array(billingItemSchema), []),
    taxes: z._default(z.array(billingTaxSchema), []),
  }),
);
export type Billing = z.infer<typeof billingSchema>;

export const referralSchema = z.lazy(() =>
  z.object({
    rate: z._default(z.number(), 30),
    /** Days. */
    duration: z._default(z.int(), 365),
  }),
);
export type Referral = z.infer<typeof referralSchema>;

export const segmentSchema = z.lazy(() =>
  z.object({
    id: optionalId,
    cuid: optionalCuid,
    entity: z.string(),
    name: z.string(),
    /** Opaque filter tree interpreted by the platform. */
    conditions: z.optional(z.unknown()),
    default: z._default(z.boolean(), false),
  }),
);
export type Segment = z.infer<typeof segmentSchema>;

/** GET /api/organiser. */
export const organiserSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: cuidSchema,
    name: z.string(),
    logo: logoSchema,
    /** an IANA zone; the client resolves an unknown one to the default (resolveTimezone) rather than fail the answer */
    timezone: z._default(z.string(), DEFAULT_TIMEZONE),
    /** an ISO 4217 code; amounts are integer minor units with its decimals (docs/api-contract.md "Money") */
    currency: z._default(z.string(), DEFAULT_CURRENCY),
    languages: z._default(z.array(z.string()), ['fr', 'en']),
    settings: z._default(organiserSettingsSchema, () => organiserSettingsSchema.parse({})),
    billing: z.optional(billingSchema),
  }),
);
export type Organiser = z.infer<typeof organiserSchema>;
