import { ApiError, conflict, validation } from '../lib/errors';
import { resourceHeld } from '../lib/sql';
import { iso } from '../lib/time';
import { ownParticipant, type AddScope, type BookingInput } from './cart-add-input';
import { insertItem } from './cart-add-offers';

type Row = Record<string, any>;
type Price = { duration: number; amount: number };

/**
 * A resource booking: each date must be one of the resource's slots (start) with one of its priced durations, in the
 * future and free. The resource row is locked by the caller, so the free check and the hold are one step.
 */
export async function addBooking(scope: AddScope, input: BookingInput) {
  const { tx, now } = scope;
  const [resource] = await tx.query<Row>(
    'SELECT r.*, l.name AS location_name, l.title AS location_title FROM resources r LEFT JOIN locations l ON l.id = r.location_id WHERE r.id = $1',
    [input.resource_id],
  );
  if (!resource) throw new ApiError(404, 'NOT_FOUND', 'No such resource', { resource_id: 'not_found' });
  const owner = ownParticipant(scope, input.participant_id ?? input.participants[0]?.id ?? scope.fallbackParticipant, true)!;
  const people = [owner, ...input.participants.filter((p) => p.id !== owner.id).map((p) => ownParticipant(scope, p.id, true)!)];

  let price = 0;
  const dates = [...input.dates].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  for (const [i, date] of dates.entries()) {
    const start = new Date(date.start_at);
    const end = new Date(date.end_at);
    if (i > 0 && start < new Date(dates[i - 1]!.end_at)) throw validation({ dates: 'overlap' }, 'Booked dates overlap');
    const [slot] = await tx.query<{ prices: Price[] }>('SELECT prices FROM resource_availabilities WHERE resource_id = $1 AND start_at = $2', [
      resource.id,
      start,
    ]);
    const duration = (end.getTime() - start.getTime()) / 1000;
    const tier = slot?.prices.find((p) => p.duration === duration);
    if (!slot || !tier) throw validation({ dates: 'invalid' }, 'No such slot for this resource');
    if (start <= now) throw conflict('RESOURCE_UNAVAILABLE', 'This slot has already started', { dates: 'past' });
    const [held] = await tx.query<{ held: boolean }>(`SELECT ${resourceHeld('$1', '$2', '$3', '$4')} AS held`, [resource.id, start, end, now]);
    if (held!.held) throw conflict('RESOURCE_UNAVAILABLE', 'This slot is already booked', { dates: 'unavailable' });
    price += tier.amount;
  }

  const itemId = await insertItem(scope, {
    type: 'BOOKING',
    participantId: owner.id,
    price,
    quantity: 1,
    payload: {
      resource: {
        id: resource.id,
        cuid: resource.cuid,
        name: resource.name,
        images: resource.images,
        location: resource.location_id ? { name: resource.location_name, title: resource.location_title } : null,
      },
      booking_dates: dates.map((d) => ({ start_at: iso(d.start_at), end_at: iso(d.end_at) })),
      participants: people.map((p) => ({ id: p.id, fullname: `${p.firstname} ${p.lastname}` })),
      payment_split: input.payment_split,
    },
  });
  for (const d of dates) {
    await tx.query('INSERT INTO resource_holds (resource_id, start_at, end_at, cart_item_id) VALUES ($1, $2, $3, $4)', [
      resource.id,
      new Date(d.start_at),
      new Date(d.end_at),
      itemId,
    ]);
  }
}
