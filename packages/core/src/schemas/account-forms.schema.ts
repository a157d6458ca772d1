import * as v from 'valibot';
import { filledText, idSchema, intSchema, longText, optionalString, TEXT_LIMITS } from './common.schema';
import { dateOrDateTimeSchema, emailSchema, identityShape } from './account-requests.schema';
import { reviewScoreSchema } from './review.schema';
import { AVAILABILITY_DATES_REQUIRED } from './forms.schema';
import { optionAnswerSchema, questionAnswerSchema } from './cart-requests.schema';

// Client-side validation of the customer-side forms (001 §5). Custom fields are merged in by the views
// with customFieldsSchema (custom-fields-form.schema.ts).

export const REGISTER_TERMS_ERROR = 'register.form.messages.errors.terms';
export const PASSWORD_MISMATCH = 'Mismatch';
export const INSUFFICIENT_WALLET_AMOUNT = 'insufficient wallet amount';
export const PASSWORD_MIN_LENGTH = 6;

const trimmed = filledText();
/** Any password field: at most TEXT_LIMITS.password characters. */
const passwordText = v.pipe(v.string(), v.maxLength(TEXT_LIMITS.password, 'password_too_long'));
const password = v.pipe(passwordText, v.minLength(PASSWORD_MIN_LENGTH, 'password_too_short'));

export const loginFormSchema = v.object({ email: emailSchema, password: passwordText });
export type LoginForm = v.InferOutput<typeof loginFormSchema>;

export const passwordLinkFormSchema = v.object({ email: emailSchema });
export type PasswordLinkForm = v.InferOutput<typeof passwordLinkFormSchema>;

/** Empty fields give `required`; a different confirmation gives `Mismatch` on the confirmation field. */
export const passwordResetFormSchema = v.pipe(
  v.object({
    password: v.pipe(passwordText, v.minLength(1, 'required')),
    confirmation: v.pipe(v.string(), v.minLength(1, 'required')),
  }),
  v.forward(
    v.check((form) => form.password === form.confirmation, PASSWORD_MISMATCH),
    ['confirmation'],
  ),
);
export type PasswordResetForm = v.InferOutput<typeof passwordResetFormSchema>;

/** Register; `birthdate` is required only when the organiser creates the customer's participant. */
export function registerFormSchema(options: { createParticipant: boolean }) {
  return v.object({
    ...identityShape,
    password,
    terms: v.pipe(
      v.boolean(),
      v.check((accepted) => accepted, REGISTER_TERMS_ERROR),
    ),
    birthdate: options.createParticipant ? dateOrDateTimeSchema : optionalString,
  });
}
export type RegisterForm = v.InferOutput<ReturnType<typeof registerFormSchema>>;

export const profileFormSchema = v.object(identityShape);
export type ProfileForm = v.InferOutput<typeof profileFormSchema>;

export const participantFormSchema = v.object({
  firstname: trimmed,
  lastname: trimmed,
  birthdate: dateOrDateTimeSchema,
});
export type ParticipantForm = v.InferOutput<typeof participantFormSchema>;

/** Lowercase without any whitespace: how delete confirmations are compared. */
export const normaliseConfirmation = (value: string): string => value.toLowerCase().replace(/\s+/g, '');

/* @__NO_SIDE_EFFECTS__ */
function confirmationSchema(expected: string) {
  const target = normaliseConfirmation(expected);
  return v.object({
    confirmation: v.pipe(
      v.string(),
      v.check((typed) => target !== '' && normaliseConfirmation(typed) === target, 'confirmation_mismatch'),
    ),
  });
}
/** Delete account: type the full name. */
export const deleteAccountFormSchema = (customerFullname: string) => confirmationSchema(customerFullname);
/** Delete participant: type the first name. */
export const deleteParticipantFormSchema = (participantFirstname: string) => confirmationSchema(participantFirstname);
export type DeleteConfirmationForm = { confirmation: string };

/** Wallet payment: integer minor units, at most the balance. */
export const walletFormSchema = (walletBalance: number) =>
  v.object({
    amount: v.pipe(intSchema, v.gtValue(0, 'invalid'), v.maxValue(walletBalance, INSUFFICIENT_WALLET_AMOUNT)),
  });
export type WalletForm = { amount: number };

export const cancelRegistrationFormSchema = v.object({ registration_id: idSchema, message: filledText(TEXT_LIMITS.long) });
export type CancelRegistrationForm = v.InferOutput<typeof cancelRegistrationFormSchema>;

/** Review; `public` defaults to the opposite of the existing review's `private`. */
export const reviewFormSchema = v.object({
  score: reviewScoreSchema,
  message: v.optional(longText),
  public: v.optional(v.boolean(), true),
});
export type ReviewForm = v.InferOutput<typeof reviewFormSchema>;

export const editRegistrationFormSchema = v.object({
  registration_id: idSchema,
  availability_dates: v.pipe(v.array(idSchema), v.minLength(1, AVAILABILITY_DATES_REQUIRED)),
  options: v.optional(v.array(optionAnswerSchema), () => []),
  questions: v.optional(v.array(questionAnswerSchema), () => []),
});
export type EditRegistrationForm = v.InferOutput<typeof editRegistrationFormSchema>;

export const voucherCodeFormSchema = v.object({ code: trimmed });
export type VoucherCodeForm = v.InferOutput<typeof voucherCodeFormSchema>;
