import * as v from 'valibot';
import {
  cuidSchema,
  imagesSchema,
  isoDateTimeSchema,
  locationSchema,
  paymentAmountsShape,
  nullishString,
  optionalId,
  nullishId,
  optionalCuid,
} from './common.schema';

/** One participant's share of a booking (payment may be split between participants). */
export const bookingParticipationSchema = v.object({
  id: optionalId,
  participant: v.object({ id: optionalId, customer_id: nullishId, fullname: v.string() }),
  ...paymentAmountsShape,
});
export type BookingParticipation = v.InferOutput<typeof bookingParticipationSchema>;

export const bookingSchema = v.object({
  id: optionalId,
  cuid: cuidSchema,
  reference: nullishString,
  resource: v.object({
    id: optionalId,
    cuid: optionalCuid,
    name: v.string(),
    images: imagesSchema,
    location: v.nullish(locationSchema),
  }),
  dates: v.optional(v.array(v.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema })), () => []),
  participations: v.optional(v.array(bookingParticipationSchema), () => []),
  created_at: isoDateTimeSchema,
});
export type Booking = v.InferOutput<typeof bookingSchema>;
