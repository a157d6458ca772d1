import * as z from 'zod/mini';
import { cuidSchema, idSchema, imageSchema, isoDateTimeSchema, locationSchema, paymentAmountsShape } from './common.schema';

/** One participant's share of a booking (payment may be split between participants). */
export const bookingParticipationSchema = z.object({
  id: z.optional(idSchema),
  participant: z.object({ id: z.optional(idSchema), customer_id: z.nullish(idSchema), fullname: z.string() }),
  ...paymentAmountsShape,
});
export type BookingParticipation = z.infer<typeof bookingParticipationSchema>;

export const bookingSchema = z.object({
  id: z.optional(idSchema),
  cuid: cuidSchema,
  reference: z.nullish(z.string()),
  resource: z.object({
    id: z.optional(idSchema),
    cuid: z.optional(cuidSchema),
    name: z.string(),
    images: z._default(z.array(imageSchema), []),
    location: z.nullish(locationSchema),
  }),
  dates: z._default(z.array(z.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema })), []),
  participations: z._default(z.array(bookingParticipationSchema), []),
  created_at: isoDateTimeSchema,
});
export type Booking = z.infer<typeof bookingSchema>;
