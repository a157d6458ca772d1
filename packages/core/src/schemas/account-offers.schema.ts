import * as v from 'valibot';
import {
  cuidSchema,
  imagesSchema,
  intSchema,
  isoDateTimeSchema,
  paymentAmountsShape,
  nullishString,
  nullishInt,
  optionalId,
  nullishId,
  optionalCuid,
  nullishDateTime,
  optionalDateTime,
  nullishMoney,
} from './common.schema';
import { membershipPeriodShape } from './offer.schema';

// Bundles, memberships and vouchers a customer owns (001 §3), as opposed to the catalog offers.

const owner = v.nullish(v.object({ id: optionalId, fullname: v.string() }));
const offerSummary = {
  id: optionalId,
  cuid: optionalCuid,
  title: v.string(),
  images: imagesSchema,
};

export const ownedBundleSchema = v.object({
  id: optionalId,
  cuid: cuidSchema,
  expires_at: nullishDateTime,
  /** Registrations included; null means unlimited. */
  capacity: nullishInt,
  used: v.optional(intSchema, 0),
  ...paymentAmountsShape,
  participant: owner,
  /** PARTICIPANTS bundles are tied to one participant. */
  entity: nullishString,
  bundle: v.nullish(v.object({ ...offerSummary, entity: nullishString })),
  created_at: optionalDateTime,
});
export type OwnedBundle = v.InferOutput<typeof ownedBundleSchema>;

export const membershipCycleSchema = v.object({
  start_at: isoDateTimeSchema,
  end_at: nullishDateTime,
  ...paymentAmountsShape,
});
export type MembershipCycle = v.InferOutput<typeof membershipCycleSchema>;

export const ownedMembershipSchema = v.object({
  id: optionalId,
  cuid: cuidSchema,
  /** CANCELLED shows the cancelled badge; other values exist on the platform. */
  status: nullishString,
  recurring: v.optional(v.boolean(), false),
  cycles: v.optional(v.array(membershipCycleSchema), () => []),
  participant: owner,
  membership: v.nullish(v.object({ ...offerSummary, ...membershipPeriodShape() })),
  created_at: optionalDateTime,
});
export type OwnedMembership = v.InferOutput<typeof ownedMembershipSchema>;

/** A voucher is worth an amount or a bundle; the recipient is set once redeemed. */
export const ownedVoucherSchema = v.object({
  id: optionalId,
  cuid: cuidSchema,
  code: v.string(),
  amount: nullishMoney,
  bundle: v.nullish(v.object({ ...offerSummary, entity: nullishString, capacity: nullishInt })),
  expires_at: nullishDateTime,
  redeemed_at: nullishDateTime,
  recipient: v.nullish(v.object({ id: optionalId, fullname: nullishString, email: nullishString })),
  /** the buyer's words when buying it: for whom and a message (the buyer and the recipient see them) */
  recipient_name: nullishString,
  message: nullishString,
  customer_id: nullishId,
  customer: v.nullish(v.object({ id: optionalId, fullname: nullishString, email: nullishString })),
  ...paymentAmountsShape,
  voucher: v.nullish(v.object(offerSummary)),
  created_at: optionalDateTime,
});
export type OwnedVoucher = v.InferOutput<typeof ownedVoucherSchema>;
