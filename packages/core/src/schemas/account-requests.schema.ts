import * as z from 'zod/mini';
import { idSchema, nullishString, nullableString, optionalId, nullishId } from './common.schema';
import { availabilityDatesChoiceSchema, optionAnswerSchema, questionAnswerSchema } from './cart-requests.schema';
import { reviewScoreSchema } from './review.schema';

// Request bodies of the customer-side calls (001 §7), validated by the demo API. Messages are field codes.

const trimmed = z.string().check(z.trim(), z.minLength(1, 'required'));
/** E-mails are compared trimmed and lowercased (001 §5). */
export const emailSchema = z.string().check(z.trim(), z.toLowerCase(), z.email('invalid'));
/** Password minimum length 6 (001 §9). */
export const passwordSchema = z.string().check(z.minLength(6, 'password_too_short'));
/** A calendar date or an ISO date-time (birthdates). */
export const dateOrDateTimeSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'invalid'));

export const customDataInputSchema = z._default(z.array(z.object({ field_id: idSchema, data: nullableString })), []);

/** A full address: the lookup gives numeric coordinates (001 §5). */
export const addressInputSchema = z.object({
  address: trimmed,
  street: trimmed,
  number: nullishString,
  postcode: trimmed,
  city: trimmed,
  state: nullishString,
  country: trimmed,
  longitude: z.number(),
  latitude: z.number(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: z.string().check(z.minLength(1, 'required')) });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * `redirect`: the path of the embedding page holding the account element, so the e-mailed link opens it there. Only a
 * path (one leading slash, no host, no backslash or whitespace): the API keeps the link on the asking page's origin.
 */
export const passwordLinkRequestSchema = z.object({
  email: emailSchema,
  redirect: z.optional(z.string().check(z.maxLength(2048, 'invalid'), z.regex(/^\/(?![/\\])[^\s\\]*$/, 'invalid'))),
});
export type PasswordLinkRequest = z.input<typeof passwordLinkRequestSchema>;

export const passwordResetRequestSchema = z.object({ password: passwordSchema, token: trimmed });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** Who a customer is (001 §5 profile rules); the forms use it without custom data, which they build apart. */
export const identityShape = {
  firstname: trimmed,
  lastname: trimmed,
  email: emailSchema,
  phone: trimmed,
  address: addressInputSchema,
};
const identityWithDataShape = { ...identityShape, custom_data: customDataInputSchema };

export const registerRequestSchema = z.object({
  ...identityWithDataShape,
  password: passwordSchema,
  terms: z.literal(true, 'terms'),
  /** Sent when the organiser creates the customer's own participant. */
  participant: z.optional(z.object({ birthdate: dateOrDateTimeSchema, custom_data: customDataInputSchema })),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** PUT /api/session. */
export const profileUpdateRequestSchema = z.object(identityWithDataShape);
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** POST /api/participants. */
export const participantCreateRequestSchema = z.object({
  firstname: trimmed,
  lastname: trimmed,
  birthdate: dateOrDateTimeSchema,
  custom_data: customDataInputSchema,
});
export type ParticipantCreateRequest = z.input<typeof participantCreateRequestSchema>;

/** PUT /api/participants. */
export const participantUpdateRequestSchema = z.extend(participantCreateRequestSchema, {
  participant_id: idSchema,
});
export type ParticipantUpdateRequest = z.input<typeof participantUpdateRequestSchema>;

/** POST /api/registrations/cancel. */
export const cancelRegistrationRequestSchema = z.object({ registration_id: idSchema, message: trimmed });
export type CancelRegistrationRequest = z.input<typeof cancelRegistrationRequestSchema>;

/** POST /api/registrations/review. */
export const reviewCreateRequestSchema = z.object({
  registration_id: idSchema,
  message: nullishString,
  score: reviewScoreSchema,
  public: z._default(z.boolean(), true),
});
export type ReviewCreateRequest = z.input<typeof reviewCreateRequestSchema>;

/** PUT /api/registrations/review. */
export const reviewEditRequestSchema = z.extend(reviewCreateRequestSchema, { review_id: idSchema });
export type ReviewEditRequest = z.input<typeof reviewEditRequestSchema>;

/** PUT /api/registrations: partial-registration edit. */
export const editRegistrationRequestSchema = z.object({
  registration_id: idSchema,
  availability_dates: availabilityDatesChoiceSchema,
  options: z._default(z.array(optionAnswerSchema), []),
  questions: z._default(z.array(questionAnswerSchema), []),
  automatic_price: z._default(z.boolean(), true),
});
export type EditRegistrationRequest = z.input<typeof editRegistrationRequestSchema>;

/** POST /api/registrations/requests/cancel. */
export const cancelRegistrationRequestRequestSchema = z.object({ registration_request_id: idSchema });
export type CancelRegistrationRequestRequest = z.input<typeof cancelRegistrationRequestRequestSchema>;

/** What a payment is for: exactly the id of the paid entity. */
export const paymentDestinationSchema = z
  .object({
    cart_id: optionalId,
    registration_id: optionalId,
    registration_request_id: optionalId,
    booking_id: optionalId,
    bundle_id: optionalId,
    voucher_id: optionalId,
    membership_id: optionalId,
    membership_cycle_id: optionalId,
    attendance_charge_id: optionalId,
  })
  .check(z.refine((value) => Object.values(value).filter((id) => id !== undefined).length === 1, 'invalid'));
export type PaymentDestination = z.input<typeof paymentDestinationSchema>;

/** POST /api/transactions/checkout: answers a provider URL. */
export const transactionCheckoutRequestSchema = z.object({
  customer_id: idSchema,
  reference: nullishString,
  destination: paymentDestinationSchema,
  return_url: z.url('invalid'),
});
export type TransactionCheckoutRequest = z.input<typeof transactionCheckoutRequestSchema>;

/** POST /api/transactions/wallet; above the balance the server answers INSUFFICIENT_WALLET_AMOUNT. */
export const walletPaymentRequestSchema = z.object({
  amount: z.int().check(z.positive('invalid')),
  destination: paymentDestinationSchema,
});
export type WalletPaymentRequest = z.input<typeof walletPaymentRequestSchema>;

/** PUT /api/vouchers/redeem. */
export const voucherRedeemRequestSchema = z.object({ code: trimmed, participant_id: nullishId });
export type VoucherRedeemRequest = z.input<typeof voucherRedeemRequestSchema>;
