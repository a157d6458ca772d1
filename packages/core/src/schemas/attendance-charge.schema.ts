import * as z from 'zod/mini';
import {
  cuidSchema,
  imagesSchema,
  isoDateTimeSchema,
  moneySchema,
  paymentAmountsShape,
  nullishString,
  nullishNumber,
  optionalId,
  nullishDateTime,
  optionalDateTime,
} from './common.schema';

/** One billed attendance: a day (date) with arrival and departure times. */
export const attendanceChargeItemSchema = z.object({
  cuid: cuidSchema,
  amount: moneySchema,
  /** Seconds attended. */
  duration: nullishNumber,
  registration_date: z.nullish(
    z.object({
      date: z.nullish(z.union([isoDateTimeSchema, z.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema })])),
      arrival: nullishDateTime,
      departure: nullishDateTime,
      registration: z.nullish(z.object({ participant: z.nullish(z.object({ id: optionalId, fullname: z.string() })) })),
    }),
  ),
});
export type AttendanceChargeItem = z.infer<typeof attendanceChargeItemSchema>;

export const attendanceChargeSchema = z.object({
  id: optionalId,
  cuid: cuidSchema,
  reference: nullishString,
  ...paymentAmountsShape,
  billing_cycle: z.nullish(
    z.object({
      configuration: z.nullish(
        z.object({
          title: z.string(),
          description: nullishString,
          images: imagesSchema,
        }),
      ),
      start_at: isoDateTimeSchema,
      end_at: isoDateTimeSchema,
    }),
  ),
  items: z._default(z.array(attendanceChargeItemSchema), []),
  created_at: optionalDateTime,
});
export type AttendanceCharge = z.infer<typeof attendanceChargeSchema>;
