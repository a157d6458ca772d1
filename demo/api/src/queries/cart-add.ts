import { randomInt } from 'node:crypto';
import * as z from 'zod/mini';
import type { Db } from '../db/db';
import { ApiError, validation } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { MAX_ID } from '../lib/params';
import { addBooking } from './cart-add-booking';
import { addOffer } from './cart-add-offers';
import { addRegistration } from './cart-add-registration';
import { addRegistrationRequest } from './cart-add-request';
import { invalidatePendingCheckout } from './checkout-totals';
import { cartsExpirationDelay, type OrganiserRow } from './organiser';

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

const KINDS = ['registrations', 'bundles', 'vouchers', 'memberships', 'bookings', 'registrations_requests'] as const;

/**
 * Adds the items in one transaction. Capacity is enforced in the database: the customer row, then each availability
 * and resource row are locked (in id order) before held places are counted, so concurrent adds queue instead of
 * overbooking. Locks are FOR NO KEY UPDATE, never FOR UPDATE: every insert that references a row (a voucher's
 * customer_id, an item's availability_id) takes FOR KEY SHARE on it, which FOR UPDATE blocks, so a payment being
 * processed (holding the cart, inserting the customer's vouchers) would deadlock with an add holding the customer and
 * waiting for that cart. Every transaction that locks a cart takes it before its payments and wallet, for the same reason.
 */
export async function addItems(db: Db, now: Date, organiser: OrganiserRow, customerId: number, body: AddItemsBody): Promise<number> {
  if (!KINDS.some((k) => body[k]?.length)) throw validation({ items: 'required' }, 'Nothing to add');
  if (body.customer_id != null && body.customer_id !== customerId) throw new ApiError(403, 'FORBIDDEN', 'customer_id is not the signed-in customer', { customer_id: 'invalid' });

  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
    const participants = await tx.query<Row>('SELECT id, firstname, lastname FROM participants WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id', [customerId]);
    const scope: AddScope = {
      tx, now, customerId, participants,
      cartId: await openCart(tx, now, customerId, organiser),
      expiresAt: new Date(now.getTime() + cartsExpirationDelay(organiser) * 1000),
      fallbackParticipant: body.participant_id ?? participants[0]?.id,
    };

    const registrations = body.registrations ?? [];
    const availabilityIds = [...new Set(registrations.map((r) => r.availability_id))].sort((a, b) => a - b);
    const locked = await tx.query<Row>(
      `SELECT a.*, act.settings AS activity_settings FROM availabilities a JOIN activities act ON act.id = a.activity_id
       WHERE a.id = ANY($1::int[]) ORDER BY a.id FOR NO KEY UPDATE OF a`,
      [availabilityIds],
    );
    for (const input of registrations) {
      const availability = locked.find((a) => a.id === input.availability_id);
      if (!availability) throw new ApiError(404, 'NOT_FOUND', 'No such availability', { availability_id: 'not_found' });
      const participant = ownParticipant(scope, input.participant_id ?? scope.fallbackParticipant, true)!;
      await addRegistration(tx, now, scope.cartId, scope.expiresAt, availability, participant.id, input);
    }
    for (const input of body.bundles ?? []) await addOffer(scope, 'BUNDLE', input.bundle_id, input.quantity, input.participant_id);
    for (const input of body.vouchers ?? []) await addOffer(scope, 'VOUCHER', input.voucher_id, input.quantity, null);
    for (const input of body.memberships ?? []) await addOffer(scope, 'MEMBERSHIP', input.membership_id, input.quantity, input.participant_id);
    const resourceIds = [...new Set((body.bookings ?? []).map((b) => b.resource_id))].sort((a, b) => a - b);
    await tx.query('SELECT id FROM resources WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', [resourceIds]);
    for (const input of body.bookings ?? []) await addBooking(scope, input);
    for (const input of body.registrations_requests ?? []) await addRegistrationRequest(scope, input);
    return scope.cartId;
  });
}

async function openCart(tx: Db, now: Date, customerId: number, organiser: OrganiserRow): Promise<number> {
  const [cart] = await tx.query<{ id: number }>('SELECT id FROM carts WHERE customer_id = $1 AND processed_at IS NULL FOR NO KEY UPDATE', [customerId]);
  if (cart) {
    await invalidatePendingCheckout(tx, cart.id, now);
    return cart.id;
  }
  const prefix = String(organiser.settings.payments_references_prefix ?? '');
  const [created] = await tx.query<{ id: number }>(
    'INSERT INTO carts (customer_id, cuid, reference, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [customerId, randomCuid(), `${prefix}${String(randomInt(10_000_000, 99_999_999))}`, now],
  );
  return created!.id;
}
