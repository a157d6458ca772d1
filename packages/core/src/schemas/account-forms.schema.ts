import * as z from 'zod/mini';
import { idSchema, optionalString } from './common.schema';
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

const trimmed = z.string().check(z.trim(), z.minLength(1, 'required'));
const password = z.string().check(z.minLength(PASSWORD_MIN_LENGTH, 'password_too_short'));

export const loginFormSchema = z.object({ email: emailSchema, password: z.string() });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const passwordLinkFormSchema = z.object({ email: emailSchema });
export type PasswordLinkForm = z.infer<typeof passwordLinkFormSchema>;

/** Empty fields give `required`; a different confirmation gives `Mismatch` on the confirmation field. */
export const passwordResetFormSchema = z
  .object({
    password: z.string().check(z.minLength(1, 'required')),
    confirmation: z.string().check(z.minLength(1, 'required')),
  })
  .check(z.refine((form) => form.password === form.confirmation, { message: PASSWORD_MISMATCH, path: ['confirmation'] }));
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** Register; `birthdate` is required only when the organiser creates the customer's participant. */
export function registerFormSchema(options: { createParticipant: boolean }) {
  return z.object({
    ...identityShape,
    password,
    terms: z.boolean().check(z.refine((accepted) => accepted, REGISTER_TERMS_ERROR)),
    birthdate: options.createParticipant ? dateOrDateTimeSchema : optionalString,
  });
}
export type RegisterForm = z.infer<ReturnType<typeof registerFormSchema>>;

export const profileFormSchema = z.object(identityShape);
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const participantFormSchema = z.object({
  firstname: trimmed,
  lastname: trimmed,
  birthdate: dateOrDateTimeSchema,
});
export type ParticipantForm = z.infer<typeof participantFormSchema>;

/** Lowercase without any whitespace: how delete confirmations are compared. */
export const normaliseConfirmation = (value: string): string => value.toLowerCase().replace(/\s+/g, '');

/* @__NO_SIDE_EFFECTS__ */
function confirmationSchema(expected: string) {
  const target = normaliseConfirmation(expected);
  return z.object({
    confirmation: z.string().check(z.refine((typed) => target !== '' && normaliseConfirmation(typed) === target, 'confirmation_mismatch')),
  });
}
/** Delete account: type the full name. */
export const deleteAccountFormSchema = (customerFullname: string) => confirmationSchema(customerFullname);
/** Delete participant: type the first name. */
export const deleteParticipantFormSchema = (participantFirstname: string) => confirmationSchema(participantFirstname);
export type DeleteConfirmationForm = { confirmation: string };

/** Wallet payment: integer minor units, at most the balance. */
export const walletFormSchema = (walletBalance: number) =>
  z.object({
    amount: z.int().check(z.positive('invalid'), z.maximum(walletBalance, INSUFFICIENT_WALLET_AMOUNT)),
  });
export type WalletForm = { amount: number };

export const cancelRegistrationFormSchema = z.object({ registration_id: idSchema, message: trimmed });
export type CancelRegistrationForm = z.infer<typeof cancelRegistrationFormSchema>;

/** Review; `public` defaults to the opposite of the existing review's `private`. */
export const reviewFormSchema = z.object({
  score: reviewScoreSchema,
  message: optionalString,
  public: z._default(z.boolean(), true),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

export const editRegistrationFormSchema = z.object({
  registration_id: idSchema,
  availability_dates: z.array(idSchema).check(z.minLength(1, AVAILABILITY_DATES_REQUIRED)),
  options: z._default(z.array(optionAnswerSchema), []),
  questions: z._default(z.array(questionAnswerSchema), []),
});
export type EditRegistrationForm = z.infer<typeof editRegistrationFormSchema>;

export const voucherCodeFormSchema = z.object({ code: trimmed });
export type VoucherCodeForm = z.infer<typeof voucherCodeFormSchema>;
