import * as z from 'zod/mini';
import { activitySchema } from './activity.schema';
import {
  categorySchema,
  cuidSchema,
  idSchema,
  imagesSchema,
  isoDateTimeSchema,
  locationSchema,
  moneySchema,
  percentageSchema,
  nullishString,
  nullishInt,
  optionalId,
  nullishId,
  optionalCuid,
  nullishDateTime,
  nullishMoney,
} from './common.schema';
import { membershipPeriodShape } from './offer.schema';

// Cart and its items (000 §3, docs/api-contract.md "Cart"). Items are a union on `type`.
// Its larger schemas are z.lazy: built by their first parse, not when the module loads (docs/design.md §7).

export const couponSchema = z.lazy(() =>
  z.object({
    id: optionalId,
    title: nullishString,
    label: nullishString,
    amount: nullishMoney,
    percentage: z.nullish(percentageSchema),
    min_total_amount: nullishMoney,
    /** The coupon box is shown only when the coupon is active. */
    active: z._default(z.boolean(), false),
  }),
);
export type Coupon = z.infer<typeof couponSchema>;

export const cartItemTypeSchema = z.enum(['REGISTRATION', 'BUNDLE', 'VOUCHER', 'MEMBERSHIP', 'REGISTRATION_REQUEST', 'BOOKING']);
export type CartItemType = z.infer<typeof cartItemTypeSchema>;

/** The availability as nested in cart items. */
export const cartAvailabilitySchema = z.lazy(() =>
  z.object({
    id: optionalId,
    cuid: cuidSchema,
    start_at: isoDateTimeSchema,
    end_at: isoDateTimeSchema,
    location: z.nullish(locationSchema),
    activity: z.optional(activitySchema),
    categories: z._default(z.array(categorySchema), []),
  }),
);
export type CartAvailability = z.infer<typeof cartAvailabilitySchema>;

const dateRangeSchema = z.lazy(() => z.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema }));

/** The fields every item has, built by each item's lazy schema at its first parse. */
/* @__NO_SIDE_EFFECTS__ */
const itemShape = () => ({
  id: idSchema,
  cuid: cuidSchema,
  price: moneySchema,
  deposit: z._default(moneySchema, 0),
  quantity: z._default(z.int(), 1),
  /** The item stops holding places after this moment and is hidden (rules filter it). */
  expires_at: isoDateTimeSchema,
  participant: z.nullish(z.object({ id: optionalId, fullname: z.string() })),
});

export const registrationCartItemSchema = z.lazy(() =>
  z.object({
    ...itemShape(),
    type: z.literal('REGISTRATION'),
    availability: z.nullish(cartAvailabilitySchema),
    availabilities: z._default(z.array(cartAvailabilitySchema), []),
    availability_dates: z._default(z.array(z.object({ id: optionalId, date_id: optionalId, date: dateRangeSchema })), []),
  }),
);
export const bundleCartItemSchema = z.lazy(() =>
  z.object({
    ...itemShape(),
    type: z.literal('BUNDLE'),
    bundle: z.object({
      id: optionalId,
      cuid: optionalCuid,
      title: z.string(),
      images: imagesSchema,
      duration: nullishInt,
      expires_at: nullishDateTime,
      capacity: nullishInt,
      /** PARTICIPANTS shows the participant. */
      entity: nullishString,
    }),
  }),
);
export const voucherCartItemSchema = z.lazy(() =>
  z.object({
    ...itemShape(),
    type: z.literal('VOUCHER'),
    voucher: z.object({
      id: optionalId,
      cuid: optionalCuid,
      title: z.string(),
      images: imagesSchema,
      duration: nullishInt,
    }),
  }),
);
export const membershipCartItemSchema = z.lazy(() =>
  z.object({
    ...itemShape(),
    type: z.literal('MEMBERSHIP'),
    membership: z.object({
      id: optionalId,
      cuid: optionalCuid,
      title: z.string(),
      images: imagesSchema,
      ...membershipPeriodShape(),
    }),
  }),
);
export const registrationRequestCartItemSchema = z.lazy(() =>
  z.object({
    ...itemShape(),
    type: z.literal('REGISTRATION_REQUEST'),
    availabilities: z._default(z.array(cartAvailabilitySchema), []),
  }),
);
export const bookingCartItemSchema = z.lazy(() =>
  z.object({
    ...itemShape(),
    type: z.literal('BOOKING'),
    resource: z.object({
      id: optionalId,
      cuid: cuidSchema,
      name: z.string(),
      images: imagesSchema,
      location: z.nullish(locationSchema),
    }),
    booking_dates: z._default(z.array(dateRangeSchema), []),
    participants: z._default(z.array(z.object({ id: optionalId, fullname: z.string() })), []),
  }),
);

export const cartItemSchema = z.lazy(() =>
  z.discriminatedUnion('type', [
    registrationCartItemSchema,
    bundleCartItemSchema,
    voucherCartItemSchema,
    membershipCartItemSchema,
    registrationRequestCartItemSchema,
    bookingCartItemSchema,
  ]),
);
export type CartItem = z.infer<typeof cartItemSchema>;
export type RegistrationCartItem = z.infer<typeof registrationCartItemSchema>;
export type BundleCartItem = z.infer<typeof bundleCartItemSchema>;
export type VoucherCartItem = z.infer<typeof voucherCartItemSchema>;
export type MembershipCartItem = z.infer<typeof membershipCartItemSchema>;
export type RegistrationRequestCartItem = z.infer<typeof registrationRequestCartItemSchema>;
export type BookingCartItem = z.infer<typeof bookingCartItemSchema>;

export const cartSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: cuidSchema,
    reference: nullishString,
    coupon_id: nullishId,
    coupon: z.nullish(couponSchema),
    created_at: isoDateTimeSchema,
    processed_at: nullishDateTime,
    /** Bank-transfer communication issued by a DELAYED checkout with an amount left to pay. */
    payment_reference: nullishString,
    /** What the customer still has to transfer (after coupon, wallet and fees), once processed. */
    to_pay_amount: nullishMoney,
    items: z._default(z.array(cartItemSchema), []),
  }),
);
export type Cart = z.infer<typeof cartSchema>;
