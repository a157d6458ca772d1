import * as v from 'valibot';
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
export const attendanceChargeItemSchema = v.object({
  cuid: cuidSchema,
  amount: moneySchema,
  /** Seconds attended. */
  duration: nullishNumber,
  registration_date: v.nullish(
    v.object({
      date: v.nullish(v.union([isoDateTimeSchema, v.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema })])),
      arrival: nullishDateTime,
      departure: nullishDateTime,
      registration: v.nullish(v.object({ participant: v.nullish(v.object({ id: optionalId, fullname: v.string() })) })),
    }),
  ),
});
export type AttendanceChargeItem = v.InferOutput<typeof attendanceChargeItemSchema>;

export const attendanceChargeSchema = v.object({
  id: optionalId,
  cuid: cuidSchema,
  reference: nullishString,
  ...paymentAmountsShape,
  billing_cycle: v.nullish(
    v.object({
      configuration: v.nullish(
        v.object({
          title: v.string(),
          description: nullishString,
          images: imagesSchema,
        }),
      ),
      start_at: isoDateTimeSchema,
      end_at: isoDateTimeSchema,
    }),
  ),
  items: v.optional(v.array(attendanceChargeItemSchema), () => []),
  created_at: optionalDateTime,
});
export type AttendanceCharge = v.InferOutput<typeof attendanceChargeSchema>;
