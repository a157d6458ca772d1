import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema, nullishString, optionalString, optionalId, nullishId } from './common.schema';

// Request bodies of the storefront calls (000 §7). The demo API validates its input with these, so messages
// are the lowercase field codes of docs/api-contract.md.

const quantitySchema = z._default(z.int().check(z.positive()), 1);
const trimmed = z.string().check(z.trim(), z.minLength(1, 'required'));

export const optionAnswerSchema = z.object({ price_id: idSchema, content: nullishString });
export type OptionAnswer = z.infer<typeof optionAnswerSchema>;
export const questionAnswerSchema = z.object({ question_id: idSchema, content: nullishString });
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;
export const dateChoiceSchema = z.object({ date_id: idSchema });
export type DateChoice = z.infer<typeof dateChoiceSchema>;

/** At least one date (000 §5, §8). */
export const availabilityDatesChoiceSchema = z.array(dateChoiceSchema).check(z.minLength(1, 'availability_dates_required'));

export const registrationItemInputSchema = z.object({
  availability_id: idSchema,
  participant_id: idSchema,
  quantity: quantitySchema,
  options: z._default(z.array(optionAnswerSchema), []),
  questions: z._default(z.array(questionAnswerSchema), []),
  availability_dates: availabilityDatesChoiceSchema,
});
export type RegistrationItemInput = z.input<typeof registrationItemInputSchema>;

export const bundleItemInputSchema = z.object({
  bundle_id: idSchema,
  participant_id: nullishId,
  quantity: quantitySchema,
});
export type BundleItemInput = z.input<typeof bundleItemInputSchema>;

export const voucherItemInputSchema = z.object({ voucher_id: idSchema, quantity: quantitySchema });
export type VoucherItemInput = z.input<typeof voucherItemInputSchema>;

export const membershipItemInputSchema = z.object({
  membership_id: idSchema,
  participant_id: nullishId,
  quantity: quantitySchema,
});
export type MembershipItemInput = z.input<typeof membershipItemInputSchema>;

export const bookingItemInputSchema = z.object({
  resource_id: idSchema,
  participant_id: nullishId,
  dates: z.array(z.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema })).check(z.minLength(1, 'required')),
  participants: z._default(z.array(z.object({ id: idSchema })), []),
  /** Split the price between the participants. */
  payment_split: z._default(z.boolean(), false),
});
export type BookingItemInput = z.input<typeof bookingItemInputSchema>;

/** One entry per registration of the tier's count. */
export const registrationRequestItemInputSchema = z.object({
  participant_id: idSchema,
  availabilities: z.array(z.object({ id: idSchema, dates: z.optional(z.array(idSchema)) })).check(z.minLength(1, 'required')),
  /** The tier chosen on the schedule (`tier` query); the API checks the count against it. */
  tier_id: optionalId,
  options: z._default(z.array(optionAnswerSchema), []),
  questions: z._default(z.array(questionAnswerSchema), []),
});
export type RegistrationRequestItemInput = z.input<typeof registrationRequestItemInputSchema>;

/** POST /api/carts/items. */
export const addCartItemsRequestSchema = z
  .object({
    customer_id: optionalId,
    participant_id: optionalId,
    registrations: z.optional(z.array(registrationItemInputSchema)),
    bundles: z.optional(z.array(bundleItemInputSchema)),
    vouchers: z.optional(z.array(voucherItemInputSchema)),
    memberships: z.optional(z.array(membershipItemInputSchema)),
    bookings: z.optional(z.array(bookingItemInputSchema)),
    registrations_requests: z.optional(z.array(registrationRequestItemInputSchema)),
  })
  .check(
    z.refine(
      (body) =>
        [body.registrations, body.bundles, body.vouchers, body.memberships, body.bookings, body.registrations_requests].some(
          (list) => list !== undefined && list.length > 0,
        ),
      { message: 'required', path: ['items'] },
    ),
  );
export type AddCartItemsRequest = z.input<typeof addCartItemsRequestSchema>;

/** POST /api/carts/items/estimate: runs only once a participant is known. */
export const estimateRequestSchema = z.object({
  cart_id: nullishId,
  availability_id: idSchema,
  availability_dates: z._default(z.array(dateChoiceSchema), []),
  participant_id: idSchema,
  options: z._default(z.array(z.object({ price_id: idSchema })), []),
});
export type EstimateRequest = z.input<typeof estimateRequestSchema>;

/** The server never receives WALLET: the client sends it as DELAYED (000 §5). */
export const serverPaymentStrategySchema = z.enum(['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED']);
export type ServerPaymentStrategy = z.infer<typeof serverPaymentStrategySchema>;

/** POST /api/carts/checkout. */
export const checkoutRequestSchema = z.object({
  cart_id: idSchema,
  coupon: nullishString,
  payment_strategy: serverPaymentStrategySchema,
  terms: z.literal(true, 'terms'),
  /** Where the payment provider sends the customer back (the page that started checkout, docs/design.md §3). */
  return_url: optionalString,
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** POST /api/carts/coupons. */
export const couponRequestSchema = z.object({ cart_id: idSchema, coupon: trimmed });
export type CouponRequest = z.input<typeof couponRequestSchema>;

/** POST /api/registrations/waiting-list. */
export const waitingListRequestSchema = z.object({ availability_id: idSchema, participant_id: idSchema });
export type WaitingListRequest = z.input<typeof waitingListRequestSchema>;
