import * as z from 'zod/mini';
import { cuidSchema, idSchema, imageSchema, isoDateTimeSchema, moneySchema, paymentAmountsShape } from './common.schema';
import { membershipPeriodShape } from './offer.schema';

// Bundles, memberships and vouchers a customer owns (001 §3), as opposed to the catalog offers.

const owner = z.nullish(z.object({ id: z.optional(idSchema), fullname: z.string() }));
const offerSummary = {
  id: z.optional(idSchema),
  cuid: z.optional(cuidSchema),
  title: z.string(),
  images: z._default(z.array(imageSchema), []),
};

export const ownedBundleSchema = z.object({
  id: z.optional(idSchema),
  cuid: cuidSchema,
  expires_at: z.nullish(isoDateTimeSchema),
  /** Registrations included; null means unlimited. */
  capacity: z.nullish(z.int()),
  used: z._default(z.int(), 0),
  ...paymentAmountsShape,
  participant: owner,
  /** PARTICIPANTS bundles are tied to one participant. */
  entity: z.nullish(z.string()),
  bundle: z.nullish(z.object({ ...offerSummary, entity: z.nullish(z.string()) })),
  created_at: z.optional(isoDateTimeSchema),
});
export type OwnedBundle = z.infer<typeof ownedBundleSchema>;

export const membershipCycleSchema = z.object({
  start_at: isoDateTimeSchema,
  end_at: z.nullish(isoDateTimeSchema),
  ...paymentAmountsShape,
});
export type MembershipCycle = z.infer<typeof membershipCycleSchema>;

export const ownedMembershipSchema = z.object({
  id: z.optional(idSchema),
  cuid: cuidSchema,
  /** CANCELLED shows the cancelled badge; other values exist on the platform. */
  status: z.nullish(z.string()),
  recurring: z._default(z.boolean(), false),
  cycles: z._default(z.array(membershipCycleSchema), []),
  participant: owner,
  membership: z.nullish(z.object({ ...offerSummary, ...membershipPeriodShape })),
  created_at: z.optional(isoDateTimeSchema),
});
export type OwnedMembership = z.infer<typeof ownedMembershipSchema>;

/** A voucher is worth an amount or a bundle; the recipient is set once redeemed. */
export const ownedVoucherSchema = z.object({
  id: z.optional(idSchema),
  cuid: cuidSchema,
  code: z.string(),
  amount: z.nullish(moneySchema),
  bundle: z.nullish(z.object({ ...offerSummary, entity: z.nullish(z.string()), capacity: z.nullish(z.int()) })),
  expires_at: z.nullish(isoDateTimeSchema),
  redeemed_at: z.nullish(isoDateTimeSchema),
  recipient: z.nullish(z.object({ id: z.optional(idSchema), fullname: z.nullish(z.string()), email: z.nullish(z.string()) })),
  customer_id: z.nullish(idSchema),
  customer: z.nullish(z.object({ id: z.optional(idSchema), fullname: z.nullish(z.string()), email: z.nullish(z.string()) })),
  ...paymentAmountsShape,
  voucher: z.nullish(z.object(offerSummary)),
  created_at: z.optional(isoDateTimeSchema),
});
export type OwnedVoucher = z.infer<typeof ownedVoucherSchema>;
