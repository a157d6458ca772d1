import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { cancelRegistrationFormSchema, loginFormSchema, passwordResetFormSchema, registerFormSchema, reviewFormSchema } from './account-forms.schema';
import { cancelRegistrationRequestSchema, loginRequestSchema, passwordResetRequestSchema, registerRequestSchema } from './account-requests.schema';
import { checkoutRequestSchema, questionAnswerSchema } from './cart-requests.schema';
import { TEXT_LIMITS } from './common.schema';
import { couponFormSchema } from './forms.schema';
import { issueKeys } from './issues';

// docs/api-contract.md "Input limits": the forms refuse what the API refuses, with the same field codes.

function issues(result: { issues?: readonly v.BaseIssue<unknown>[] | undefined }): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of result.issues ?? []) found[issueKeys(issue).join('.')] ??= issue.message;
  return found;
}

const over = (max: number) => 'x'.repeat(max + 1);
const address = {
  address: 'Rue Haute 12',
  street: 'Rue Haute',
  number: '12',
  postcode: '1000',
  city: 'Bruxelles',
  country: 'BE',
  longitude: 4.35,
  latitude: 50.84,
};
const identity = { firstname: 'Jo', lastname: 'Test', email: 'jo@oriel.test', phone: '0470', address };

describe('text limits of requests and forms', () => {
  it('refuses names, address lines and e-mails over their limits with too_long, and takes them at it', () => {
    const register = { ...identity, password: 'secret1', terms: true };
    const long = {
      ...register,
      firstname: over(TEXT_LIMITS.short),
      email: `${over(TEXT_LIMITS.email)}@x.be`,
      address: { ...address, state: over(TEXT_LIMITS.short) },
    };
    const expected = { firstname: 'too_long', email: 'too_long', 'address.state': 'too_long' };
    expect(issues(v.safeParse(registerRequestSchema, long))).toEqual(expected);
    expect(issues(v.safeParse(registerFormSchema({ createParticipant: false }), long))).toEqual(expected);
    const atLimit = { ...register, firstname: 'x'.repeat(TEXT_LIMITS.short), address: { ...address, state: 'x'.repeat(TEXT_LIMITS.short) } };
    expect(v.safeParse(registerRequestSchema, atLimit).success).toBe(true);
  });

  it('refuses passwords over the limit with password_too_long, on every password field', () => {
    const password = over(TEXT_LIMITS.password);
    expect(issues(v.safeParse(registerRequestSchema, { ...identity, password, terms: true }))).toEqual({ password: 'password_too_long' });
    expect(issues(v.safeParse(registerFormSchema({ createParticipant: false }), { ...identity, password, terms: true }))).toEqual({
      password: 'password_too_long',
    });
    expect(issues(v.safeParse(passwordResetRequestSchema, { password, token: 't' }))).toEqual({ password: 'password_too_long' });
    expect(issues(v.safeParse(passwordResetFormSchema, { password, confirmation: password }))).toEqual({ password: 'password_too_long' });
    expect(issues(v.safeParse(loginRequestSchema, { email: 'jo@oriel.test', password }))).toEqual({ password: 'password_too_long' });
    expect(issues(v.safeParse(loginFormSchema, { email: 'jo@oriel.test', password }))).toEqual({ password: 'password_too_long' });
    expect(v.safeParse(loginRequestSchema, { email: 'jo@oriel.test', password: 'x'.repeat(TEXT_LIMITS.password) }).success).toBe(true);
  });

  it('bounds messages, answers, coupons and links', () => {
    const message = over(TEXT_LIMITS.long);
    expect(issues(v.safeParse(cancelRegistrationRequestSchema, { registration_id: 1, message }))).toEqual({ message: 'too_long' });
    expect(issues(v.safeParse(cancelRegistrationFormSchema, { registration_id: 1, message }))).toEqual({ message: 'too_long' });
    expect(issues(v.safeParse(reviewFormSchema, { score: 4, message }))).toEqual({ message: 'too_long' });
    expect(issues(v.safeParse(questionAnswerSchema, { question_id: 1, content: message }))).toEqual({ content: 'too_long' });
    expect(issues(v.safeParse(couponFormSchema, { coupon: over(TEXT_LIMITS.short) }))).toEqual({ coupon: 'too_long' });
    const checkout = { cart_id: 1, payment_strategy: 'DELAYED', terms: true };
    expect(issues(v.safeParse(checkoutRequestSchema, { ...checkout, return_url: `https://a.be/${over(TEXT_LIMITS.url)}` }))).toEqual({
      return_url: 'too_long',
    });
    expect(v.safeParse(checkoutRequestSchema, { ...checkout, coupon: 'WELCOME', return_url: 'https://a.be/' }).success).toBe(true);
  });

  it('refuses coordinates off the globe', () => {
    const result = v.safeParse(registerRequestSchema, {
      ...identity,
      password: 'secret1',
      terms: true,
      address: { ...address, latitude: 90.5, longitude: -Infinity },
    });
    expect(issues(result)).toEqual({ 'address.latitude': 'invalid', 'address.longitude': 'invalid' });
  });
});
