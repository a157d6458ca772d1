import { toEpoch, type AddCartItemsRequest } from '@oriel/core';

// /cart/bookings/add (000 §2, §5): the query read for the preview, and the cart body the form sends.

export interface BookingQuery {
  start_at: string;
  /** seconds */
  duration: number;
  /** minor units, as shown on the slot */
  amount: number;
  /** the resource's cuid (or id): our addition to the spec's query, so the page knows what it books */
  resource: string;
}

interface QueryLike {
  get(name: string): string | null;
}

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
};

/** The booking query, or null when a part is missing or unreadable (the page then says so). */
export function readBookingQuery(query: QueryLike): BookingQuery | null {
  const start = query.get('start_at');
  const duration = positiveInt(query.get('duration'));
  const amount = positiveInt(query.get('amount'));
  const resource = query.get('resource')?.trim() ?? '';
  if (!start || Number.isNaN(toEpoch(start)) || !duration || amount === null || resource === '') return null;
  return { start_at: new Date(toEpoch(start)).toISOString(), duration, amount, resource };
}

/** The booked date: start plus the chosen duration. */
export function bookingDates(q: Pick<BookingQuery, 'start_at' | 'duration'>): { start_at: string; end_at: string } {
  return { start_at: q.start_at, end_at: new Date(toEpoch(q.start_at) + q.duration * 1000).toISOString() };
}

export interface BookingFormValues {
  resource_id: number;
  participant_id: number;
  /** other participants of the customer, in the order they were ticked */
  participants: readonly number[];
  payment_split: boolean;
}

/** The other participants a main participant may bring: everyone else of the customer. */
export function otherParticipants<P extends { id: number }>(all: readonly P[], mainId: number): P[] {
  return all.filter((p) => p.id !== mainId);
}

/**
 * POST /api/carts/items body (000 §7 bookings entry). `participants` lists everyone who comes, the main
 * participant first: the spec's entry has no participant of its own. payment_split only means something with
 * extra participants, so it is false without them (the switch is hidden then, 000 §5).
 */
export function bookingRequest(q: BookingQuery, form: BookingFormValues): AddCartItemsRequest {
  const extras = form.participants.filter((id) => id !== form.participant_id);
  return {
    participant_id: form.participant_id,
    bookings: [
      {
        resource_id: form.resource_id,
        participant_id: form.participant_id,
        dates: [bookingDates(q)],
        participants: [form.participant_id, ...extras].map((id) => ({ id })),
        payment_split: extras.length > 0 && form.payment_split,
      },
    ],
  };
}

export interface BookingShare {
  fullname: string;
  amount: number;
}

/**
 * What each participant of a booking pays (000 §5 payment_split): with the split, equal shares in minor units, the
 * first participant paying the remainder (the API's rule, process-cart.ts); without it, the first pays it all.
 */
export function bookingShares(amount: number, people: readonly { fullname: string }[], split: boolean): BookingShare[] {
  if (people.length === 0) return [];
  if (!split || people.length === 1) return [{ fullname: people[0]!.fullname, amount }];
  const share = Math.floor(amount / people.length);
  return people.map((p, i) => ({ fullname: p.fullname, amount: share + (i === 0 ? amount % people.length : 0) }));
}
