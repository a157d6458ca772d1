import * as v from 'valibot';
import { activitySchema } from './activity.schema';
import {
  categorySchema,
  cuidSchema,
  idSchema,
  imagesSchema,
  intSchema,
  isoDateTimeSchema,
  lazySchema,
  locationSchema,
  moneySchema,
  nullishDateTime,
  nullishId,
  nullishInt,
  nullishMoney,
  nullishString,
  optionalCuid,
  optionalId,
  percentageSchema,
} from './common.schema';
import { membershipPeriodShape } from './offer.schema';

// Cart and its items (000 §3, docs/api-contract.md "Cart"). Items are a union on `type`.
// Its larger schemas are lazySchema: built by their first parse, not when the module loads (docs/design.md §6.10).

export const couponSchema = lazySchema(() =>
  v.object({
    id: optionalId,
    title: nullishString,
    label: nullishString,
    amount: nullishMoney,
    percentage: v.nullish(percentageSchema),
    min_total_amount: nullishMoney,
    /** The coupon box is shown only when the coupon is active. */
    active: v.optional(v.boolean(), false),
  }),
);
export type Coupon = v.InferOutput<typeof couponSchema>;

export const cartItemTypeSchema = v.picklist(['REGISTRATION', 'BUNDLE', 'VOUCHER', 'MEMBERSHIP', 'REGISTRATION_REQUEST', 'BOOKING']);
export type CartItemType = v.InferOutput<typeof cartItemTypeSchema>;

/** The availability as nested in cart items. */
export const cartAvailabilitySchema = lazySchema(() =>
  v.object({
    id: optionalId,
    cuid: cuidSchema,
    start_at: isoDateTimeSchema,
    end_at: isoDateTimeSchema,
    location: v.nullish(locationSchema),
    activity: v.optional(activitySchema),
    categories: v.optional(v.array(categorySchema), () => []),
  }),
);
export type CartAvailability = v.InferOutput<typeof cartAvailabilitySchema>;

const dateRangeSchema = lazySchema(() => v.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema }));

/** The fields every item has, built by each item's schema as it parses. */
/* @__NO_SIDE_EFFECTS__ */
const itemShape = () => ({
  id: idSchema,
  cuid: cuidSchema,
  price: moneySchema,
  deposit: v.optional(moneySchema, 0),
  quantity: v.optional(intSchema, 1),
  /** The item stops holding places after this moment and is hidden (rules filter it). */
  expires_at: isoDateTimeSchema,
  participant: v.nullish(v.object({ id: optionalId, fullname: v.string() })),
});

// Each item's object comes from a factory: valibot's variant reads its options' entries, so the union takes the
// objects themselves, and each item's own schema is a lazySchema over the same factory.

/* @__NO_SIDE_EFFECTS__ */
const registrationCartItemObject = () =>
  v.object({
    ...itemShape(),
    type: v.literal('REGISTRATION'),
    availability: v.nullish(cartAvailabilitySchema),
    availabilities: v.optional(v.array(cartAvailabilitySchema), () => []),
    availability_dates: v.optional(v.array(v.object({ id: optionalId, date_id: optionalId, date: dateRangeSchema })), () => []),
  });
/* @__NO_SIDE_EFFECTS__ */
const bundleCartItemObject = () =>
  v.object({
    ...itemShape(),
    type: v.literal('BUNDLE'),
    bundle: v.object({
      id: optionalId,
      cuid: optionalCuid,
      title: v.string(),
      images: imagesSchema,
      duration: nullishInt,
      expires_at: nullishDateTime,
      capacity: nullishInt,
      /** PARTICIPANTS shows the participant. */
      entity: nullishString,
    }),
  });
/* @__NO_SIDE_EFFECTS__ */
const voucherCartItemObject = () =>
  v.object({
    ...itemShape(),
    type: v.literal('VOUCHER'),
    voucher: v.object({
      id: optionalId,
      cuid: optionalCuid,
      title: v.string(),
      images: imagesSchema,
      duration: nullishInt,
      /** for whom the buyer offers it and their words, shown on the voucher once bought */
      recipient_name: nullishString,
      message: nullishString,
    }),
  });
/* @__NO_SIDE_EFFECTS__ */
const membershipCartItemObject = () =>
  v.object({
    ...itemShape(),
    type: v.literal('MEMBERSHIP'),
    membership: v.object({
      id: optionalId,
      cuid: optionalCuid,
      title: v.string(),
      images: imagesSchema,
      ...membershipPeriodShape(),
    }),
  });
/* @__NO_SIDE_EFFECTS__ */
const registrationRequestCartItemObject = () =>
  v.object({
    ...itemShape(),
    type: v.literal('REGISTRATION_REQUEST'),
    availabilities: v.optional(v.array(cartAvailabilitySchema), () => []),
  });
/* @__NO_SIDE_EFFECTS__ */
const bookingCartItemObject = () =>
  v.object({
    ...itemShape(),
    type: v.literal('BOOKING'),
    resource: v.object({
      id: optionalId,
      cuid: cuidSchema,
      name: v.string(),
      images: imagesSchema,
      location: v.nullish(locationSchema),
    }),
    booking_dates: v.optional(v.array(dateRangeSchema), () => []),
    participants: v.optional(v.array(v.object({ id: optionalId, fullname: v.string() })), () => []),
    /** each participant pays their share (000 §5); else the first pays it all */
    payment_split: v.optional(v.boolean(), false),
  });

export const registrationCartItemSchema = lazySchema(registrationCartItemObject);
export const bundleCartItemSchema = lazySchema(bundleCartItemObject);
export const voucherCartItemSchema = lazySchema(voucherCartItemObject);
export const membershipCartItemSchema = lazySchema(membershipCartItemObject);
export const registrationRequestCartItemSchema = lazySchema(registrationRequestCartItemObject);
export const bookingCartItemSchema = lazySchema(bookingCartItemObject);

export const cartItemSchema = lazySchema(() =>
  v.variant('type', [
    registrationCartItemObject(),
    bundleCartItemObject(),
    voucherCartItemObject(),
    membershipCartItemObject(),
    registrationRequestCartItemObject(),
    bookingCartItemObject(),
  ]),
);
export type CartItem = v.InferOutput<typeof cartItemSchema>;
export type RegistrationCartItem = v.InferOutput<typeof registrationCartItemSchema>;
export type BundleCartItem = v.InferOutput<typeof bundleCartItemSchema>;
export type VoucherCartItem = v.InferOutput<typeof voucherCartItemSchema>;
export type MembershipCartItem = v.InferOutput<typeof membershipCartItemSchema>;
export type RegistrationRequestCartItem = v.InferOutput<typeof registrationRequestCartItemSchema>;
export type BookingCartItem = v.InferOutput<typeof bookingCartItemSchema>;

/** One way a processed cart was paid: online and wallet money is paid, a bank transfer awaited until it arrives. */
export const cartPaymentSchema = v.object({
  method: v.picklist(['ONLINE', 'TRANSFER', 'WALLET']),
  amount: moneySchema,
  status: v.picklist(['PAID', 'PENDING']),
});
export type CartPayment = v.InferOutput<typeof cartPaymentSchema>;

export const cartSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: cuidSchema,
    reference: nullishString,
    coupon_id: nullishId,
    coupon: v.nullish(couponSchema),
    created_at: isoDateTimeSchema,
    processed_at: nullishDateTime,
    /** Bank-transfer communication issued by a DELAYED checkout with an amount left to pay. */
    payment_reference: nullishString,
    /** What the customer still has to transfer (after coupon, wallet and fees), once processed. */
    to_pay_amount: nullishMoney,
    /** A processed cart's payments by method (none for an open or a free cart). */
    payments: v.optional(v.array(cartPaymentSchema), () => []),
    items: v.optional(v.array(cartItemSchema), () => []),
    /** An open cart's items whose hold ran out: not counted nor paid, shown apart so they can be held again. */
    expired_items: v.optional(v.array(cartItemSchema), () => []),
  }),
);
export type Cart = v.InferOutput<typeof cartSchema>;
