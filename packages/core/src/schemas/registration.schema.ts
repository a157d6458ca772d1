import * as z from 'zod/mini';
import { activitySchema } from './activity.schema';
import { availabilityDateSchema, optionSchema, questionSchema } from './availability.schema';
import {
  categorySchema,
  cuidSchema,
  idSchema,
  isoDateTimeSchema,
  locationSchema,
  moneySchema,
  paymentAmountsShape,
  percentageSchema,
  nullishString,
  optionalId,
  nullishId,
  optionalCuid,
  nullishMoney,
} from './common.schema';
import { participantSchema } from './customer.schema';
import { registrationDocumentSchema } from './documents.schema';
import { reviewSchema } from './review.schema';

// A customer's registration (001 §3), as listed and detailed in the account area.

export const registrationDateSchema = z.object({
  id: optionalId,
  cuid: optionalCuid,
  date_id: idSchema,
  date: z.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema }),
});
export type RegistrationDate = z.infer<typeof registrationDateSchema>;

/** A chosen option price: label and amount and/or percentage, plus the option's title. */
export const chosenOptionSchema = z.object({
  cuid: optionalCuid,
  price_id: idSchema,
  content: nullishString,
  price: z.nullish(
    z.object({
      label: nullishString,
      amount: nullishMoney,
      percentage: z.nullish(percentageSchema),
      option: z.nullish(z.object({ title: z.string() })),
    }),
  ),
});
export type ChosenOption = z.infer<typeof chosenOptionSchema>;

export const answeredQuestionSchema = z.object({
  cuid: optionalCuid,
  question_id: optionalId,
  content: nullishString,
  question: z.nullish(z.object({ title: z.string() })),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

export const registrationAvailabilitySchema = z.object({
  id: optionalId,
  cuid: optionalCuid,
  start_at: isoDateTimeSchema,
  end_at: isoDateTimeSchema,
  dates: z._default(z.array(availabilityDateSchema), []),
  location: z.nullish(locationSchema),
  activity: z.optional(activitySchema),
  categories: z._default(z.array(categorySchema), []),
  /** Offered options and questions, for the edit form. */
  options: z._default(z.array(optionSchema), []),
  questions: z._default(z.array(questionSchema), []),
});
export type RegistrationAvailability = z.infer<typeof registrationAvailabilitySchema>;

export const registrationSchema = z.object({
  id: idSchema,
  cuid: cuidSchema,
  reference: nullishString,
  created_at: isoDateTimeSchema,
  cancelled: z._default(z.boolean(), false),
  bundle_id: nullishId,
  bundle_capacity_refunded: z._default(z.boolean(), false),
  ...paymentAmountsShape,
  deposit_amount: z._default(moneySchema, 0),
  participant: z.nullish(participantSchema),
  dates: z._default(z.array(registrationDateSchema), []),
  options: z._default(z.array(chosenOptionSchema), []),
  questions: z._default(z.array(answeredQuestionSchema), []),
  availability: z.nullish(registrationAvailabilitySchema),
  /** Our contract: the detail carries its documents and the customer's review. */
  documents: z._default(z.array(registrationDocumentSchema), []),
  review: z.nullish(reviewSchema),
});
export type Registration = z.infer<typeof registrationSchema>;
