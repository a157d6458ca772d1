import * as v from 'valibot';
import {
  filledText,
  idSchema,
  intSchema,
  isoDateTimeSchema,
  longText,
  nullishId,
  optionalId,
  reportsAbsence,
  shortText,
  textOf,
  TEXT_LIMITS,
} from './common.schema';

// Request bodies of the storefront calls (000 §7). The demo API validates its input with these, so messages
// are the lowercase field codes of docs/api-contract.md.

const quantitySchema = v.optional(v.pipe(intSchema, v.gtValue(0)), 1);

export const optionAnswerSchema = v.object({ price_id: idSchema, content: v.nullish(longText) });
export type OptionAnswer = v.InferOutput<typeof optionAnswerSchema>;
export const questionAnswerSchema = v.object({ question_id: idSchema, content: v.nullish(longText) });
export type QuestionAnswer = v.InferOutput<typeof questionAnswerSchema>;
export const dateChoiceSchema = v.object({ date_id: idSchema });
export type DateChoice = v.InferOutput<typeof dateChoiceSchema>;

/** At least one date (000 §5, §8). */
export const availabilityDatesChoiceSchema = v.pipe(v.array(dateChoiceSchema), v.minLength(1, 'availability_dates_required'));

export const registrationItemInputSchema = v.object({
  availability_id: idSchema,
  participant_id: idSchema,
  quantity: quantitySchema,
  options: v.optional(v.array(optionAnswerSchema), () => []),
  questions: v.optional(v.array(questionAnswerSchema), () => []),
  availability_dates: availabilityDatesChoiceSchema,
});
export type RegistrationItemInput = v.InferInput<typeof registrationItemInputSchema>;

export const bundleItemInputSchema = v.object({
  bundle_id: idSchema,
  participant_id: nullishId,
  quantity: quantitySchema,
});
export type BundleItemInput = v.InferInput<typeof bundleItemInputSchema>;

/** A gift voucher's recipient name and message (000 §7 vouchers): optional, at most 100 and 500 characters. */
export const GIFT_LIMITS = { recipient_name: 100, message: 500 } as const;
/* @__NO_SIDE_EFFECTS__ */
function giftText(max: number) {
  return v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long')));
}
/** The gift words of a voucher's add: trimmed; past its limit, a field answers `too_long` (the form shows the limit). */
export const voucherGiftShape = {
  recipient_name: giftText(GIFT_LIMITS.recipient_name),
  message: giftText(GIFT_LIMITS.message),
};
export const voucherGiftSchema = v.object(voucherGiftShape);
export type VoucherGift = v.InferOutput<typeof voucherGiftSchema>;

export const voucherItemInputSchema = v.object({ voucher_id: idSchema, quantity: quantitySchema, ...voucherGiftShape });
export type VoucherItemInput = v.InferInput<typeof voucherItemInputSchema>;

export const membershipItemInputSchema = v.object({
  membership_id: idSchema,
  participant_id: nullishId,
  quantity: quantitySchema,
});
export type MembershipItemInput = v.InferInput<typeof membershipItemInputSchema>;

export const bookingItemInputSchema = v.object({
  resource_id: idSchema,
  participant_id: nullishId,
  dates: v.pipe(v.array(v.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema })), v.minLength(1, 'required')),
  participants: v.optional(v.array(v.object({ id: idSchema })), () => []),
  /** Split the price between the participants. */
  payment_split: v.optional(v.boolean(), false),
});
export type BookingItemInput = v.InferInput<typeof bookingItemInputSchema>;

/** One entry per registration of the tier's count. */
export const registrationRequestItemInputSchema = v.object({
  participant_id: idSchema,
  availabilities: v.pipe(v.array(v.object({ id: idSchema, dates: v.optional(v.array(idSchema)) })), v.minLength(1, 'required')),
  /** The tier chosen on the schedule (`tier` query); the API checks the count against it. */
  tier_id: optionalId,
  options: v.optional(v.array(optionAnswerSchema), () => []),
  questions: v.optional(v.array(questionAnswerSchema), () => []),
});
export type RegistrationRequestItemInput = v.InferInput<typeof registrationRequestItemInputSchema>;

/** POST /api/carts/items. */
export const addCartItemsRequestSchema = v.pipe(
  v.object({
    customer_id: optionalId,
    participant_id: optionalId,
    registrations: v.optional(v.array(registrationItemInputSchema)),
    bundles: v.optional(v.array(bundleItemInputSchema)),
    vouchers: v.optional(v.array(voucherItemInputSchema)),
    memberships: v.optional(v.array(membershipItemInputSchema)),
    bookings: v.optional(v.array(bookingItemInputSchema)),
    registrations_requests: v.optional(v.array(registrationRequestItemInputSchema)),
  }),
  // `items` names no key of the body: the issue is the whole list's, under the name the form and the API report it
  v.forward(
    v.check(
      (body) =>
        [body.registrations, body.bundles, body.vouchers, body.memberships, body.bookings, body.registrations_requests].some(
          (list) => list !== undefined && list.length > 0,
        ),
      'required',
    ),
    ['items'] as never,
  ),
);
export type AddCartItemsRequest = v.InferInput<typeof addCartItemsRequestSchema>;

/** POST /api/carts/items/estimate: runs only once a participant is known. */
export const estimateRequestSchema = v.object({
  cart_id: nullishId,
  availability_id: idSchema,
  availability_dates: v.optional(v.array(dateChoiceSchema), () => []),
  participant_id: idSchema,
  options: v.optional(v.array(v.object({ price_id: idSchema })), () => []),
});
export type EstimateRequest = v.InferInput<typeof estimateRequestSchema>;

/** The server never receives WALLET: the client sends it as DELAYED (000 §5). */
export const serverPaymentStrategySchema = v.picklist(['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED']);
export type ServerPaymentStrategy = v.InferOutput<typeof serverPaymentStrategySchema>;

/** POST /api/carts/checkout. */
export const checkoutRequestSchema = v.object({
  cart_id: idSchema,
  coupon: v.nullish(shortText),
  payment_strategy: serverPaymentStrategySchema,
  terms: reportsAbsence(v.literal(true, 'terms')),
  /** Where the payment provider sends the customer back (the page that started checkout, docs/design.md §3). */
  return_url: v.optional(textOf(TEXT_LIMITS.url)),
});
export type CheckoutRequest = v.InferInput<typeof checkoutRequestSchema>;

/** POST /api/carts/coupons. */
export const couponRequestSchema = v.object({ cart_id: idSchema, coupon: filledText() });
export type CouponRequest = v.InferInput<typeof couponRequestSchema>;

/** POST /api/registrations/waiting-list. */
export const waitingListRequestSchema = v.object({ availability_id: idSchema, participant_id: idSchema });
export type WaitingListRequest = v.InferInput<typeof waitingListRequestSchema>;
