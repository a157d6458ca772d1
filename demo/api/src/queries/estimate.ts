import { intSchema } from '@oriel/core';
import * as v from 'valibot';
import type { Db } from '../db/db';
import { ApiError, validation } from '../lib/errors';
import { MAX_ID } from '../lib/params';
import { priceOptions, registrationPrice } from './cart-add-registration';

type Row = Record<string, any>;
const id = v.pipe(intSchema, v.gtValue(0), v.maxValue(MAX_ID));

/** POST /api/carts/items/estimate (000 §7): the body of core's estimateRequestSchema. */
export const estimateBody = v.object({
  cart_id: v.nullish(id),
  availability_id: id,
  availability_dates: v.optional(v.array(v.object({ date_id: id })), () => []),
  participant_id: id,
  options: v.optional(v.array(v.object({ price_id: id })), () => []),
  quantity: v.optional(v.pipe(intSchema, v.gtValue(0), v.maxValue(100)), 1),
});
export type EstimateBody = v.InferOutput<typeof estimateBody>;

/**
 * The price the add would charge (the same registrationPrice), before anything is held: for the chosen dates, the
 * dates left out as the partial-registration discount. The demo organiser has no discounts or bundles, so those
 * lines are 0; the breakdown still carries them.
 */
export async function estimateRegistration(db: Db, customerId: number, body: EstimateBody) {
  const [participant] = await db.query<Row>('SELECT id FROM participants WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL', [
    body.participant_id,
    customerId,
  ]);
  if (!participant) throw new ApiError(403, 'FORBIDDEN', 'This participant is not one of yours', { participant_id: 'invalid' });
  const [a] = await db.query<Row>('SELECT * FROM availabilities WHERE id = $1', [body.availability_id]);
  if (!a) throw new ApiError(404, 'NOT_FOUND', 'No such availability', { availability_id: 'not_found' });
  const dateIds = [...new Set(body.availability_dates.map((d) => d.date_id))];
  const dates = await db.query<Row>('SELECT id FROM availability_dates WHERE availability_id = $1', [a.id]);
  if (dateIds.some((id) => !dates.some((d) => d.id === id)))
    throw validation({ availability_dates: 'invalid' }, 'A chosen date is not a date of this availability');
  const { optionsTotal } = await priceOptions(db, a, body.options);
  // the dates chosen so far price the estimate; none chosen yet reads as all of them (the full price)
  const { price, deposit, discount } = registrationPrice(a, optionsTotal, body.quantity, { chosen: dateIds.length || dates.length, all: dates.length });
  return {
    price,
    deposit,
    details: {
      base_price: a.price * body.quantity,
      options_total: optionsTotal * body.quantity,
      bundle_total: 0,
      discounts_total: 0,
      volume_discounts_total: 0,
      partial_registration_total_fee: 0,
      partial_registration_total_discount: discount,
    },
  };
}
