import * as z from 'zod/mini';
import { cuidSchema, idSchema, imageSchema, isoDateTimeSchema, moneySchema, paymentAmountsShape } from './common.schema';

/** One billed attendance: a day (date) with arrival and departure times. */
export const attendanceChargeItemSchema = z.object({
  cuid: cuidSchema,
  amount: moneySchema,
  /** Seconds attended. */
  duration: z.nullish(z.number()),
  registration_date: z.nullish(
    z.object({
      date: z.nullish(z.union([isoDateTimeSchema, z.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema })])),
      arrival: z.nullish(isoDateTimeSchema),
      departure: z.nullish(isoDateTimeSchema),
      registration: z.nullish(z.object({ participant: z.nullish(z.object({ id: z.optional(idSchema), fullname: z.string() })) })),
    }),
  ),
});
export type AttendanceChargeItem = z.infer<typeof attendanceChargeItemSchema>;

export const attendanceChargeSchema = z.object({
  id: z.optional(idSchema),
  cuid: cuidSchema,
  reference: z.nullish(z.string()),
  ...paymentAmountsShape,
  billing_cycle: z.nullish(
    z.object({
      configuration: z.nullish(
        z.object({
          title: z.string(),
          description: z.nullish(z.string()),
          images: z._default(z.array(imageSchema), []),
        }),
      ),
      start_at: isoDateTimeSchema,
      end_at: isoDateTimeSchema,
    }),
  ),
  items: z._default(z.array(attendanceChargeItemSchema), []),
  created_at: z.optional(isoDateTimeSchema),
});
export type AttendanceCharge = z.infer<typeof attendanceChargeSchema>;
