import * as z from 'zod/mini';
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
export const bookingParticipationSchema = z.object({
  id: optionalId,
  participant: z.object({ id: optionalId, customer_id: nullishId, fullname: z.string() }),
  ...paymentAmountsShape,
});
export type BookingParticipation = z.infer<typeof bookingParticipationSchema>;

export const bookingSchema = z.object({
  id: optionalId,
  cuid: cuidSchema,
  reference: nullishString,
  resource: z.object({
    id: optionalId,
    cuid: optionalCuid,
    name: z.string(),
    images: imagesSchema,
    location: z.nullish(locationSchema),
  }),
  dates: z._default(z.array(z.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema })), []),
  participations: z._default(z.array(bookingParticipationSchema), []),
  created_at: isoDateTimeSchema,
});
export type Booking = z.infer<typeof bookingSchema>;
