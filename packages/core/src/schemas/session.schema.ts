import * as z from 'zod/mini';
import { oneOf, nullishString, optionalString } from './common.schema';
import { customerSchema, participantSchema } from './customer.schema';
import { walletSchema } from './common.schema';

// The signed-in customer's session (001 §3, docs/api-contract.md "Authentication and session").
// Its larger schemas are z.lazy: built by their first parse, not when the module loads (docs/design.md §7).

/** Account counters drive the tab bar; a missing counter counts as 0 and hides its tab. */
export const accountCountersSchema = z.lazy(() =>
  z.object({
    participants: z._default(z.int(), 0),
    carts: z._default(z.int(), 0),
    registrations: z._default(z.int(), 0),
    bookings: z._default(z.int(), 0),
    registrations_requests: z._default(z.int(), 0),
    bundles: z._default(z.int(), 0),
    vouchers: z._default(z.int(), 0),
    available_vouchers: z._default(z.int(), 0),
    memberships: z._default(z.int(), 0),
    attendance_charges: z._default(z.int(), 0),
  }),
);
export type AccountCounters = z.infer<typeof accountCountersSchema>;

export const sessionPaymentMethodsSchema = z.lazy(() =>
  z.object({
    online: z._default(z.boolean(), false),
    bank_transfers: z._default(z.boolean(), false),
    /** IBAN shown with the payment reference for bank transfers. */
    bank_account: nullishString,
  }),
);
export type SessionPaymentMethods = z.infer<typeof sessionPaymentMethodsSchema>;

export const sessionSchema = z.lazy(() =>
  z.object({
    customer: customerSchema,
    participants: z._default(z.array(participantSchema), []),
    counters: z._default(accountCountersSchema, () => accountCountersSchema.parse({})),
    payment_methods: z._default(sessionPaymentMethodsSchema, { online: false, bank_transfers: false }),
    wallet: z._default(walletSchema, { amount: 0 }),
    /** When the token expires unless used again: every signed-in call slides it to now + 7 days (at most hourly). */
    expires_at: optionalString,
  }),
);
export type Session = z.infer<typeof sessionSchema>;

/** GET /api/session: `data` is null without a token. */
export const sessionAnswerSchema = oneOf(z.nullable(sessionSchema));
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** POST /api/auth/login and /api/auth/register: an opaque bearer token (valid 7 days from its last use). */
export const authAnswerSchema = oneOf(z.object({ token: z.string().check(z.minLength(1)), customer: customerSchema }));
export type AuthAnswer = z.infer<typeof authAnswerSchema>;
