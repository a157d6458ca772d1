import * as z from 'zod/mini';
import {
  cuidSchema,
  imagesSchema,
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

const owner = z.nullish(z.object({ id: optionalId, fullname: z.string() }));
const offerSummary = {
  id: optionalId,
  cuid: optionalCuid,
  title: z.string(),
  images: imagesSchema,
};

export const ownedBundleSchema = z.object({
  id: optionalId,
  cuid: cuidSchema,
  expires_at: nullishDateTime,
  /** Registrations included; null means unlimited. */
  capacity: nullishInt,
  used: z._default(z.int(), 0),
  ...paymentAmountsShape,
  participant: owner,
  /** PARTICIPANTS bundles are tied to one participant. */
  entity: nullishString,
  bundle: z.nullish(z.object({ ...offerSummary, entity: nullishString })),
  created_at: optionalDateTime,
});
export type OwnedBundle = z.infer<typeof ownedBundleSchema>;

export const membershipCycleSchema = z.object({
  start_at: isoDateTimeSchema,
  end_at: nullishDateTime,
  ...paymentAmountsShape,
});
export type MembershipCycle = z.infer<typeof membershipCycleSchema>;

export const ownedMembershipSchema = z.object({
  id: optionalId,
  cuid: cuidSchema,
  /** CANCELLED shows the cancelled badge; other values exist on the platform. */
  status: nullishString,
  recurring: z._default(z.boolean(), false),
  cycles: z._default(z.array(membershipCycleSchema), []),
  participant: owner,
  membership: z.nullish(z.object({ ...offerSummary, ...membershipPeriodShape() })),
  created_at: optionalDateTime,
});
export type OwnedMembership = z.infer<typeof ownedMembershipSchema>;

/** A voucher is worth an amount or a bundle; the recipient is set once redeemed. */
export const ownedVoucherSchema = z.object({
  id: optionalId,
  cuid: cuidSchema,
  code: z.string(),
  amount: nullishMoney,
  bundle: z.nullish(z.object({ ...offerSummary, entity: nullishString, capacity: nullishInt })),
  expires_at: nullishDateTime,
  redeemed_at: nullishDateTime,
  recipient: z.nullish(z.object({ id: optionalId, fullname: nullishString, email: nullishString })),
  customer_id: nullishId,
  customer: z.nullish(z.object({ id: optionalId, fullname: nullishString, email: nullishString })),
  ...paymentAmountsShape,
  voucher: z.nullish(z.object(offerSummary)),
  created_at: optionalDateTime,
});
export type OwnedVoucher = z.infer<typeof ownedVoucherSchema>;
