import * as v from 'valibot';
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

export const registrationDateSchema = v.object({
  id: optionalId,
  cuid: optionalCuid,
  date_id: idSchema,
  date: v.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema }),
});
export type RegistrationDate = v.InferOutput<typeof registrationDateSchema>;

/** A chosen option price: label and amount and/or percentage, plus the option's title. */
export const chosenOptionSchema = v.object({
  cuid: optionalCuid,
  price_id: idSchema,
  content: nullishString,
  price: v.nullish(
    v.object({
      label: nullishString,
      amount: nullishMoney,
      percentage: v.nullish(percentageSchema),
      option: v.nullish(v.object({ title: v.string() })),
    }),
  ),
});
export type ChosenOption = v.InferOutput<typeof chosenOptionSchema>;

export const answeredQuestionSchema = v.object({
  cuid: optionalCuid,
  question_id: optionalId,
  content: nullishString,
  question: v.nullish(v.object({ title: v.string() })),
});
export type AnsweredQuestion = v.InferOutput<typeof answeredQuestionSchema>;

export const registrationAvailabilitySchema = v.object({
  id: optionalId,
  cuid: optionalCuid,
  start_at: isoDateTimeSchema,
  end_at: isoDateTimeSchema,
  dates: v.optional(v.array(availabilityDateSchema), () => []),
  location: v.nullish(locationSchema),
  activity: v.optional(activitySchema),
  categories: v.optional(v.array(categorySchema), () => []),
  /** Offered options and questions, for the edit form. */
  options: v.optional(v.array(optionSchema), () => []),
  questions: v.optional(v.array(questionSchema), () => []),
});
export type RegistrationAvailability = v.InferOutput<typeof registrationAvailabilitySchema>;

export const registrationSchema = v.object({
  id: idSchema,
  cuid: cuidSchema,
  reference: nullishString,
  created_at: isoDateTimeSchema,
  cancelled: v.optional(v.boolean(), false),
  bundle_id: nullishId,
  bundle_capacity_refunded: v.optional(v.boolean(), false),
  ...paymentAmountsShape,
  /** Our contract: what its cancellation gave back to the customer's wallet (0 when none, or not cancelled). */
  refunded_amount: v.optional(moneySchema, 0),
  deposit_amount: v.optional(moneySchema, 0),
  participant: v.nullish(participantSchema),
  dates: v.optional(v.array(registrationDateSchema), () => []),
  options: v.optional(v.array(chosenOptionSchema), () => []),
  questions: v.optional(v.array(answeredQuestionSchema), () => []),
  availability: v.nullish(registrationAvailabilitySchema),
  /** Our contract: the detail carries its documents and the customer's review. */
  documents: v.optional(v.array(registrationDocumentSchema), () => []),
  review: v.nullish(reviewSchema),
});
export type Registration = v.InferOutput<typeof registrationSchema>;
