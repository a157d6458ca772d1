import { intSchema, voucherGiftShape } from '@oriel/core';
import * as v from 'valibot';
import type { Db } from '../db/db';
import { ApiError, validation } from '../lib/errors';
import { isoDateTime, MAX_ID } from '../lib/params';

// The add call's input and scope, apart from cart-add.ts: each kind's add (cart-add-*.ts) needs them, and
// cart-add.ts needs each kind's add, so keeping them there made the five files one import cycle.

type Row = Record<string, any>;

const id = v.pipe(intSchema, v.gtValue(0), v.maxValue(MAX_ID));
const quantity = v.optional(v.pipe(intSchema, v.gtValue(0), v.maxValue(100)), 1);
const answers = <T extends v.GenericSchema>(item: T) => v.optional(v.array(item), () => []);
const options = answers(v.object({ price_id: id, content: v.nullish(v.string()) }));
const questions = answers(v.object({ question_id: id, content: v.nullish(v.string()) }));
const instant = isoDateTime();
/**
 * 1 to `max` items (none answers `required`): a longer list is refused whole before its items are read, so the answer
 * names the list alone, as it always did.
 */
const boundedList = <T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(v.array(v.unknown()), v.maxLength(max), v.array(item), v.minLength(1, 'required'));

/**
 * POST /api/carts/items (000 §7). Deliberately more lenient than core's request schema: participant_id falls back to
 * the body's participant_id then the customer's first participant, and availability_dates may be omitted when the
 * availability has a single date (it is then implied). Anything the core schema accepts is accepted here.
 */
export const registrationInput = v.object({
  availability_id: id,
  participant_id: v.nullish(id),
  quantity,
  options,
  questions,
  availability_dates: v.optional(v.array(v.object({ date_id: id }))),
});
const bundleInput = v.object({ bundle_id: id, participant_id: v.nullish(id), quantity });
const voucherInput = v.object({ voucher_id: id, quantity, ...voucherGiftShape });
const membershipInput = v.object({ membership_id: id, participant_id: v.nullish(id), quantity });
const bookingInput = v.object({
  resource_id: id,
  participant_id: v.nullish(id),
  dates: boundedList(v.object({ start_at: instant, end_at: instant }), 24),
  participants: v.optional(v.array(v.object({ id })), () => []),
  payment_split: v.optional(v.boolean(), false),
});
const requestInput = v.object({
  participant_id: v.nullish(id),
  availabilities: boundedList(v.object({ id, dates: v.optional(v.array(id)) }), 50),
  /** The tier the visitor chose (the `tier` query of 000 §2); without it any tier of the activity fits. */
  tier_id: v.nullish(id),
  options,
  questions,
});
export const addItemsBody = v.object({
  customer_id: v.nullish(id),
  participant_id: v.nullish(id),
  registrations: v.optional(v.array(registrationInput)),
  bundles: v.optional(v.array(bundleInput)),
  vouchers: v.optional(v.array(voucherInput)),
  memberships: v.optional(v.array(membershipInput)),
  bookings: v.optional(v.array(bookingInput)),
  registrations_requests: v.optional(v.array(requestInput)),
});
export type AddItemsBody = v.InferOutput<typeof addItemsBody>;
export type RegistrationInput = v.InferOutput<typeof registrationInput>;
export type BundleInput = v.InferOutput<typeof bundleInput>;
export type VoucherInput = v.InferOutput<typeof voucherInput>;
export type MembershipInput = v.InferOutput<typeof membershipInput>;
export type BookingInput = v.InferOutput<typeof bookingInput>;
export type RequestInput = v.InferOutput<typeof requestInput>;

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
