import * as v from 'valibot';
import { isSitePath } from '../links/redirect';
import { filledText, idSchema, intSchema, longText, nullishId, optionalId, reportsAbsence, shortText, TEXT_LIMITS } from './common.schema';
import { availabilityDatesChoiceSchema, optionAnswerSchema, questionAnswerSchema } from './cart-requests.schema';
import { reviewScoreSchema } from './review.schema';

// Request bodies of the customer-side calls (001 §7), validated by the demo API. Messages are field codes.

const trimmed = filledText();
/**
 * The e-mail pattern these forms have always used (zod 4's): valibot's `email()` is narrower, refusing an apostrophe
 * in the name (`o'neil@…`) and a `--` or a trailing `-` in a domain label (punycode `xn--…`).
 */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** E-mails are compared trimmed and lowercased (001 §5). */
export const emailSchema = v.pipe(v.string(), v.maxLength(TEXT_LIMITS.email, 'too_long'), v.trim(), v.toLowerCase(), v.regex(EMAIL_PATTERN, 'invalid'));
/** Password minimum length 6 (001 §9); at most TEXT_LIMITS.password, checked before anything hashes it. */
export const passwordSchema = v.pipe(v.string(), v.minLength(6, 'password_too_short'), v.maxLength(TEXT_LIMITS.password, 'password_too_long'));
/** A calendar date or an ISO date-time (birthdates). */
export const dateOrDateTimeSchema = v.pipe(shortText, v.regex(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'invalid'));
/**
 * An absolute URL, read as zod's `url('invalid')` read it: `invalid` for anything else (absent, not a string), judged
 * and kept trimmed, without the tabs and line breaks the URL parser ignores.
 */
const urlSchema = reportsAbsence(
  v.pipe(
    v.string('invalid'),
    v.maxLength(TEXT_LIMITS.url, 'too_long'),
    v.trim(),
    v.url('invalid'),
    v.transform((value) => value.replace(/[\t\n\r]/g, '')),
  ),
);

export const customDataInputSchema = v.optional(v.array(v.object({ field_id: idSchema, data: v.nullable(longText) })), () => []);

/** A full address: the lookup gives numeric coordinates (001 §5). */
export const addressInputSchema = v.object({
  address: trimmed,
  street: trimmed,
  number: v.nullish(shortText),
  postcode: trimmed,
  city: trimmed,
  state: v.nullish(shortText),
  country: trimmed,
  longitude: v.pipe(v.number(), v.minValue(-180, 'invalid'), v.maxValue(180, 'invalid')),
  latitude: v.pipe(v.number(), v.minValue(-90, 'invalid'), v.maxValue(90, 'invalid')),
});
export type AddressInput = v.InferInput<typeof addressInputSchema>;

export const loginRequestSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(), v.minLength(1, 'required'), v.maxLength(TEXT_LIMITS.password, 'password_too_long')),
});
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/**
 * `redirect`: the path of the embedding page holding the account element, so the e-mailed link opens it there. Only a
 * path the one redirect rule keeps as written (isSitePath: no host, no dot segment or encoding that leads off the
 * site): the API keeps the link on the asking page's origin.
 */
export const passwordLinkRequestSchema = v.object({
  email: emailSchema,
  redirect: v.optional(v.pipe(v.string(), v.maxLength(2048, 'invalid'), v.check(isSitePath, 'invalid'))),
});
export type PasswordLinkRequest = v.InferInput<typeof passwordLinkRequestSchema>;

export const passwordResetRequestSchema = v.object({ password: passwordSchema, token: trimmed });
export type PasswordResetRequest = v.InferInput<typeof passwordResetRequestSchema>;

/** Who a customer is (001 §5 profile rules); the forms use it without custom data, which they build apart. */
export const identityShape = {
  firstname: trimmed,
  lastname: trimmed,
  email: emailSchema,
  phone: trimmed,
  address: addressInputSchema,
};
const identityWithDataShape = { ...identityShape, custom_data: customDataInputSchema };

export const registerRequestSchema = v.object({
  ...identityWithDataShape,
  password: passwordSchema,
  terms: reportsAbsence(v.literal(true, 'terms')),
  /** Sent when the organiser creates the customer's own participant. */
  participant: v.optional(v.object({ birthdate: dateOrDateTimeSchema, custom_data: customDataInputSchema })),
});
export type RegisterRequest = v.InferInput<typeof registerRequestSchema>;

/** PUT /api/session. */
export const profileUpdateRequestSchema = v.object(identityWithDataShape);
export type ProfileUpdateRequest = v.InferInput<typeof profileUpdateRequestSchema>;

/** POST /api/participants. */
export const participantCreateRequestSchema = v.object({
  firstname: trimmed,
  lastname: trimmed,
  birthdate: dateOrDateTimeSchema,
  custom_data: customDataInputSchema,
});
export type ParticipantCreateRequest = v.InferInput<typeof participantCreateRequestSchema>;

/** PUT /api/participants. */
export const participantUpdateRequestSchema = v.object({
  ...participantCreateRequestSchema.entries,
  participant_id: idSchema,
});
export type ParticipantUpdateRequest = v.InferInput<typeof participantUpdateRequestSchema>;

/** POST /api/registrations/cancel. */
export const cancelRegistrationRequestSchema = v.object({ registration_id: idSchema, message: filledText(TEXT_LIMITS.long) });
export type CancelRegistrationRequest = v.InferInput<typeof cancelRegistrationRequestSchema>;

/** POST /api/registrations/review. */
export const reviewCreateRequestSchema = v.object({
  registration_id: idSchema,
  message: v.nullish(longText),
  score: reviewScoreSchema,
  public: v.optional(v.boolean(), true),
});
export type ReviewCreateRequest = v.InferInput<typeof reviewCreateRequestSchema>;

/** PUT /api/registrations/review. */
export const reviewEditRequestSchema = v.object({ ...reviewCreateRequestSchema.entries, review_id: idSchema });
export type ReviewEditRequest = v.InferInput<typeof reviewEditRequestSchema>;

/** PUT /api/registrations: partial-registration edit. */
export const editRegistrationRequestSchema = v.object({
  registration_id: idSchema,
  availability_dates: availabilityDatesChoiceSchema,
  options: v.optional(v.array(optionAnswerSchema), () => []),
  questions: v.optional(v.array(questionAnswerSchema), () => []),
  automatic_price: v.optional(v.boolean(), true),
});
export type EditRegistrationRequest = v.InferInput<typeof editRegistrationRequestSchema>;

/** POST /api/registrations/requests/cancel. */
export const cancelRegistrationRequestRequestSchema = v.object({ registration_request_id: idSchema });
export type CancelRegistrationRequestRequest = v.InferInput<typeof cancelRegistrationRequestRequestSchema>;

/** What a payment is for: exactly the id of the paid entity. */
export const paymentDestinationSchema = v.pipe(
  v.object({
    cart_id: optionalId,
    registration_id: optionalId,
    registration_request_id: optionalId,
    booking_id: optionalId,
    bundle_id: optionalId,
    voucher_id: optionalId,
    membership_id: optionalId,
    membership_cycle_id: optionalId,
    attendance_charge_id: optionalId,
  }),
  v.check((value) => Object.values(value).filter((id) => id !== undefined).length === 1, 'invalid'),
);
export type PaymentDestination = v.InferInput<typeof paymentDestinationSchema>;

/** POST /api/transactions/checkout: answers a provider URL. */
export const transactionCheckoutRequestSchema = v.object({
  customer_id: idSchema,
  reference: v.nullish(shortText),
  destination: paymentDestinationSchema,
  return_url: urlSchema,
});
export type TransactionCheckoutRequest = v.InferInput<typeof transactionCheckoutRequestSchema>;

/** POST /api/transactions/wallet; above the balance the server answers INSUFFICIENT_WALLET_AMOUNT. */
export const walletPaymentRequestSchema = v.object({
  amount: v.pipe(intSchema, v.gtValue(0, 'invalid')),
  destination: paymentDestinationSchema,
});
export type WalletPaymentRequest = v.InferInput<typeof walletPaymentRequestSchema>;

/** PUT /api/vouchers/redeem. */
export const voucherRedeemRequestSchema = v.object({ code: trimmed, participant_id: nullishId });
export type VoucherRedeemRequest = v.InferInput<typeof voucherRedeemRequestSchema>;
