import * as z from 'zod/mini';
import { idSchema, optionalString, optionalId, nullishId } from './common.schema';
import { paymentStrategySchema } from './checkout.schema';
import { optionAnswerSchema, questionAnswerSchema } from './cart-requests.schema';

// Client-side validation of the storefront forms (000 §5). Messages are the spec's translation keys.

export const AVAILABILITY_DATES_REQUIRED = 'availability_dates_required';
export const CHECKOUT_TERMS_ERROR = 'form.messages.errors.terms';

const quantity = z._default(z.int().check(z.minimum(1)), 1);

/** Add an availability: at least one date; participant defaults to the customer's first (set by the form). */
export const availabilityAddFormSchema = z.object({
  availability_id: optionalId,
  availability_dates: z.array(idSchema).check(z.minLength(1, AVAILABILITY_DATES_REQUIRED)),
  participant_id: idSchema,
  quantity: z._default(z.int().check(z.positive()), 1),
  options: z._default(z.array(optionAnswerSchema), []),
  questions: z._default(z.array(questionAnswerSchema), []),
});
export type AvailabilityAddForm = z.infer<typeof availabilityAddFormSchema>;

export const bundleFormSchema = z.object({
  bundle_id: idSchema,
  customer_id: idSchema,
  participant_id: z.nullable(idSchema),
  quantity,
});
export type BundleForm = z.infer<typeof bundleFormSchema>;

/** The quantity input is shown only for ROLLING memberships; the default applies otherwise. */
export const membershipFormSchema = z.object({
  membership_id: idSchema,
  participant_id: nullishId,
  quantity,
});
export type MembershipForm = z.infer<typeof membershipFormSchema>;

export const voucherFormSchema = z.object({ voucher_id: idSchema, quantity });
export type VoucherForm = z.infer<typeof voucherFormSchema>;

/** payment_split is offered only once extra participants are chosen. */
export const bookingFormSchema = z.object({
  resource_id: idSchema,
  participant_id: z.number(),
  participants: z.optional(z.array(z.number())),
  payment_split: z._default(z.boolean(), false),
});
export type BookingForm = z.infer<typeof bookingFormSchema>;

export const registrationRequestFormSchema = z.object({
  participant_id: idSchema,
  options: z._default(z.array(optionAnswerSchema), []),
  questions: z._default(z.array(questionAnswerSchema), []),
});
export type RegistrationRequestForm = z.infer<typeof registrationRequestFormSchema>;

export const waitingListFormSchema = z.object({ participant_id: idSchema });
export type WaitingListForm = z.infer<typeof waitingListFormSchema>;

/** The coupon box form; its submit button stays disabled while empty. */
export const couponFormSchema = z.object({ coupon: z.string().check(z.trim(), z.minLength(1, 'required')) });
export type CouponForm = z.infer<typeof couponFormSchema>;

export const checkoutFormSchema = z.object({
  cart_id: idSchema,
  coupon: optionalString,
  payment_strategy: paymentStrategySchema,
  terms: z.boolean().check(z.refine((accepted) => accepted, CHECKOUT_TERMS_ERROR)),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
