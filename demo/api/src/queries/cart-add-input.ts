import * as z from 'zod/mini';
import type { Db } from '../db/db';
import { ApiError, validation } from '../lib/errors';
import { MAX_ID } from '../lib/params';

// The add call's input and scope, apart from cart-add.ts: each kind's add (cart-add-*.ts) needs them, and
// cart-add.ts needs each kind's add, so keeping them there made the five files one import cycle.

type Row = Record<string, any>;

const id = z.int().check(z.positive(), z.lte(MAX_ID));
const quantity = z._default(z.int().check(z.positive(), z.lte(100)), 1);
const answers = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), []);
const options = answers(z.object({ price_id: id, content: z.nullish(z.string()) }));
const questions = answers(z.object({ question_id: id, content: z.nullish(z.string()) }));
const instant = z.iso.datetime({ offset: true });

/**
 * POST /api/carts/items (000 §7). Deliberately more lenient than core's request schema: participant_id falls back to
 * the body's participant_id then the customer's first participant, and availability_dates may be omitted when the
 * availability has a single date (it is then implied). Anything the core schema accepts is accepted here.
 */
export const registrationInput = z.object({
  availability_id: id,
  participant_id: z.nullish(id),
  quantity,
  options,
  questions,
  availability_dates: z.optional(z.array(z.object({ date_id: id }))),
});
const bundleInput = z.object({ bundle_id: id, participant_id: z.nullish(id), quantity });
const voucherInput = z.object({ voucher_id: id, quantity });
const membershipInput = z.object({ membership_id: id, participant_id: z.nullish(id), quantity });
const bookingInput = z.object({
  resource_id: id,
  participant_id: z.nullish(id),
  dates: z.array(z.object({ start_at: instant, end_at: instant })).check(z.minLength(1, 'required'), z.maxLength(24)),
  participants: z._default(z.array(z.object({ id })), []),
  payment_split: z._default(z.boolean(), false),
});
const requestInput = z.object({
  participant_id: z.nullish(id),
  availabilities: z.array(z.object({ id, dates: z.optional(z.array(id)) })).check(z.minLength(1, 'required'), z.maxLength(50)),
  /** The tier the visitor chose (the `tier` query of 000 §2); without it any tier of the activity fits. */
  tier_id: z.nullish(id),
  options,
  questions,
});
export const addItemsBody = z.object({
  customer_id: z.nullish(id),
  participant_id: z.nullish(id),
  registrations: z.optional(z.array(registrationInput)),
  bundles: z.optional(z.array(bundleInput)),
  vouchers: z.optional(z.array(voucherInput)),
  memberships: z.optional(z.array(membershipInput)),
  bookings: z.optional(z.array(bookingInput)),
  registrations_requests: z.optional(z.array(requestInput)),
});
export type AddItemsBody = z.infer<typeof addItemsBody>;
export type RegistrationInput = z.infer<typeof registrationInput>;
export type BundleInput = z.infer<typeof bundleInput>;
export type VoucherInput = z.infer<typeof voucherInput>;
export type MembershipInput = z.infer<typeof membershipInput>;
export type BookingInput = z.infer<typeof bookingInput>;
export type RequestInput = z.infer<typeof requestInput>;

/** What every kind's add needs: the transaction, the open cart, when its items expire, and the customer's participants. */
export interface AddScope {
  tx: Db;
  now: Date;
  cartId: number;
  expiresAt: Date;
  customerId: number;
  participants: Row[];
  /** The body's participant_id, else the customer's first participant. */
  fallbackParticipant: number | undefined;
}

/** A participant of this customer: 403 with fields.participant_id for anyone else's (contract). */
export function ownParticipant(scope: AddScope, participantId: number | null | undefined, required: boolean): Row | null {
  if (participantId == null) {
    if (required) throw validation({ participant_id: 'required' });
    return null;
  }
  const participant = scope.participants.find((p) => p.id === participantId);
  if (!participant) throw new ApiError(403, 'FORBIDDEN', 'This participant is not one of yours', { participant_id: 'invalid' });
  return participant;
}
