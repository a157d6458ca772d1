import * as v from 'valibot';
import { intSchema, lazySchema, nullishString, oneOf, optionalString } from './common.schema';
import { customerSchema, participantSchema } from './customer.schema';
import { walletSchema } from './common.schema';

// The signed-in customer's session (001 §3, docs/api-contract.md "Authentication and session").
// Its larger schemas are lazySchema: built by their first parse, not when the module loads (docs/design.md §6.10).

/** Account counters drive the tab bar; a missing counter counts as 0 and hides its tab. */
export const accountCountersSchema = lazySchema(() =>
  v.object({
    participants: v.optional(intSchema, 0),
    carts: v.optional(intSchema, 0),
    registrations: v.optional(intSchema, 0),
    bookings: v.optional(intSchema, 0),
    registrations_requests: v.optional(intSchema, 0),
    bundles: v.optional(intSchema, 0),
    vouchers: v.optional(intSchema, 0),
    available_vouchers: v.optional(intSchema, 0),
    memberships: v.optional(intSchema, 0),
    attendance_charges: v.optional(intSchema, 0),
  }),
);
export type AccountCounters = v.InferOutput<typeof accountCountersSchema>;

export const sessionPaymentMethodsSchema = lazySchema(() =>
  v.object({
    online: v.optional(v.boolean(), false),
    bank_transfers: v.optional(v.boolean(), false),
    /** IBAN shown with the payment reference for bank transfers. */
    bank_account: nullishString,
  }),
);
export type SessionPaymentMethods = v.InferOutput<typeof sessionPaymentMethodsSchema>;

export const sessionSchema = lazySchema(() =>
  v.object({
    customer: customerSchema,
    participants: v.optional(v.array(participantSchema), () => []),
    // valibot parses the default: {} becomes every counter at 0
    counters: v.optional(accountCountersSchema, () => ({})),
    payment_methods: v.optional(sessionPaymentMethodsSchema, () => ({ online: false, bank_transfers: false })),
    wallet: v.optional(walletSchema, () => ({ amount: 0 })),
    /** When the token expires unless used again: every signed-in call slides it to now + 7 days (at most hourly). */
    expires_at: optionalString,
  }),
);
export type Session = v.InferOutput<typeof sessionSchema>;

/** GET /api/session: `data` is null without a token. */
export const sessionAnswerSchema = oneOf(v.nullable(sessionSchema));
export type SessionAnswer = v.InferOutput<typeof sessionAnswerSchema>;

/** POST /api/auth/login and /api/auth/register: an opaque bearer token (valid 7 days from its last use). */
export const authAnswerSchema = oneOf(v.object({ token: v.pipe(v.string(), v.minLength(1)), customer: customerSchema }));
export type AuthAnswer = v.InferOutput<typeof authAnswerSchema>;
