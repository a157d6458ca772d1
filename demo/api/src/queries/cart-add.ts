import { randomInt } from 'node:crypto';
import type { Db } from '../db/db';
import { ApiError, validation } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { ownParticipant, type AddItemsBody, type AddScope } from './cart-add-input';
import { addBooking } from './cart-add-booking';
import { addOffer } from './cart-add-offers';
import { addRegistration } from './cart-add-registration';
import { addRegistrationRequest } from './cart-add-request';
import { groupRequestEntries } from './cart-add-request-groups';
import { invalidatePendingCheckout } from './checkout-totals';
import { cartsExpirationDelay, type OrganiserRow } from './organiser';

type Row = Record<string, any>;

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
  if (body.customer_id != null && body.customer_id !== customerId)
    throw new ApiError(403, 'FORBIDDEN', 'customer_id is not the signed-in customer', { customer_id: 'invalid' });

  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
    const participants = await tx.query<Row>('SELECT id, firstname, lastname FROM participants WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id', [
      customerId,
    ]);
    const scope: AddScope = {
      tx,
      now,
      customerId,
      participants,
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
    for (const input of body.vouchers ?? []) await addOffer(scope, 'VOUCHER', input.voucher_id, input.quantity, null, input);
    for (const input of body.memberships ?? []) await addOffer(scope, 'MEMBERSHIP', input.membership_id, input.quantity, input.participant_id);
    const resourceIds = [...new Set((body.bookings ?? []).map((b) => b.resource_id))].sort((a, b) => a - b);
    await tx.query('SELECT id FROM resources WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', [resourceIds]);
    for (const input of body.bookings ?? []) await addBooking(scope, input);
    const requests = body.registrations_requests ?? [];
    if (requests.length) {
      const ids = [...new Set(requests.flatMap((r) => r.availabilities.map((a) => a.id)))];
      const activities = await tx.query<{ id: number; activity_id: number }>('SELECT id, activity_id FROM availabilities WHERE id = ANY($1::int[])', [ids]);
      const activityOf = new Map(activities.map((a) => [a.id, a.activity_id]));
      for (const input of groupRequestEntries(requests, activityOf)) await addRegistrationRequest(scope, input);
    }
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
  const [created] = await tx.query<{ id: number }>('INSERT INTO carts (customer_id, cuid, reference, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
    customerId,
    randomCuid(),
    `${prefix}${String(randomInt(10_000_000, 99_999_999))}`,
    now,
  ]);
  return created!.id;
}

export { addItemsBody, registrationInput, ownParticipant } from './cart-add-input';
export type { AddItemsBody, AddScope, BookingInput, BundleInput, MembershipInput, RegistrationInput, RequestInput, VoucherInput } from './cart-add-input';
