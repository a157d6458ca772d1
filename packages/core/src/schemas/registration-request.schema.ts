import * as z from 'zod/mini';
import { cartAvailabilitySchema } from './cart.schema';
import { cuidSchema, idSchema, isoDateTimeSchema, moneySchema, paymentAmountsShape, nullishString, optionalId } from './common.schema';
import { answeredQuestionSchema, chosenOptionSchema } from './registration.schema';

/** The customer may cancel only while PENDING. */
export const registrationRequestStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED']);
export type RegistrationRequestStatus = z.infer<typeof registrationRequestStatusSchema>;

export const registrationRequestSchema = z.object({
  id: idSchema,
  cuid: cuidSchema,
  status: registrationRequestStatusSchema,
  ...paymentAmountsShape,
  deposit_amount: z._default(moneySchema, 0),
  reference: nullishString,
  participant: z.nullish(z.object({ id: optionalId, fullname: z.string() })),
  availabilities: z._default(z.array(cartAvailabilitySchema), []),
  options: z._default(z.array(z.omit(chosenOptionSchema, { price_id: true })), []),
  questions: z._default(z.array(answeredQuestionSchema), []),
  created_at: isoDateTimeSchema,
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;
