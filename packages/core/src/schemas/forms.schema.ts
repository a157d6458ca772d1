import * as v from 'valibot';
import { filledText, idSchema, intSchema, optionalId, nullishId, shortText } from './common.schema';
import { paymentStrategySchema } from './checkout.schema';
import { optionAnswerSchema, questionAnswerSchema } from './cart-requests.schema';

// Client-side validation of the storefront forms (000 §5). Messages are the spec's translation keys.

export const AVAILABILITY_DATES_REQUIRED = 'availability_dates_required';
export const CHECKOUT_TERMS_ERROR = 'form.messages.errors.terms';

const quantity = v.optional(v.pipe(intSchema, v.minValue(1)), 1);

/** Add an availability: at least one date; participant defaults to the customer's first (set by the form). */
export const availabilityAddFormSchema = v.object({
  availability_id: optionalId,
  availability_dates: v.pipe(v.array(idSchema), v.minLength(1, AVAILABILITY_DATES_REQUIRED)),
  participant_id: idSchema,
  quantity: v.optional(v.pipe(intSchema, v.gtValue(0)), 1),
  options: v.optional(v.array(optionAnswerSchema), () => []),
  questions: v.optional(v.array(questionAnswerSchema), () => []),
});
export type AvailabilityAddForm = v.InferOutput<typeof availabilityAddFormSchema>;

export const bundleFormSchema = v.object({
  bundle_id: idSchema,
  customer_id: idSchema,
  participant_id: v.nullable(idSchema),
  quantity,
});
export type BundleForm = v.InferOutput<typeof bundleFormSchema>;

/** The quantity input is shown only for ROLLING memberships; the default applies otherwise. */
export const membershipFormSchema = v.object({
  membership_id: idSchema,
  participant_id: nullishId,
  quantity,
});
export type MembershipForm = v.InferOutput<typeof membershipFormSchema>;

export const voucherFormSchema = v.object({ voucher_id: idSchema, quantity });
export type VoucherForm = v.InferOutput<typeof voucherFormSchema>;

/** payment_split is offered only once extra participants are chosen. */
export const bookingFormSchema = v.object({
  resource_id: idSchema,
  participant_id: v.number(),
  participants: v.optional(v.array(v.number())),
  payment_split: v.optional(v.boolean(), false),
});
export type BookingForm = v.InferOutput<typeof bookingFormSchema>;

export const registrationRequestFormSchema = v.object({
  participant_id: idSchema,
  options: v.optional(v.array(optionAnswerSchema), () => []),
  questions: v.optional(v.array(questionAnswerSchema), () => []),
});
export type RegistrationRequestForm = v.InferOutput<typeof registrationRequestFormSchema>;

export const waitingListFormSchema = v.object({ participant_id: idSchema });
export type WaitingListForm = v.InferOutput<typeof waitingListFormSchema>;

/** The coupon box form; its submit button stays disabled while empty. */
export const couponFormSchema = v.object({ coupon: filledText() });
export type CouponForm = v.InferOutput<typeof couponFormSchema>;

export const checkoutFormSchema = v.object({
  cart_id: idSchema,
  coupon: v.optional(shortText),
  payment_strategy: paymentStrategySchema,
  terms: v.pipe(
    v.boolean(),
    v.check((accepted) => accepted, CHECKOUT_TERMS_ERROR),
  ),
});
export type CheckoutForm = v.InferOutput<typeof checkoutFormSchema>;
