import * as v from 'valibot';
import { cartAvailabilitySchema } from './cart.schema';
import { cuidSchema, idSchema, isoDateTimeSchema, moneySchema, paymentAmountsShape, nullishString, optionalId } from './common.schema';
import { answeredQuestionSchema, chosenOptionSchema } from './registration.schema';

/** The customer may cancel only while PENDING. */
export const registrationRequestStatusSchema = v.picklist(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED']);
export type RegistrationRequestStatus = v.InferOutput<typeof registrationRequestStatusSchema>;

export const registrationRequestSchema = v.object({
  id: idSchema,
  cuid: cuidSchema,
  status: registrationRequestStatusSchema,
  ...paymentAmountsShape,
  deposit_amount: v.optional(moneySchema, 0),
  reference: nullishString,
  participant: v.nullish(v.object({ id: optionalId, fullname: v.string() })),
  availabilities: v.optional(v.array(cartAvailabilitySchema), () => []),
  options: v.optional(v.array(v.omit(chosenOptionSchema, ['price_id'])), () => []),
  questions: v.optional(v.array(answeredQuestionSchema), () => []),
  created_at: isoDateTimeSchema,
});
export type RegistrationRequest = v.InferOutput<typeof registrationRequestSchema>;
