import * as z from 'zod/mini';
import { activitySchema } from './activity.schema';
import { availabilityDateSchema, optionSchema, questionSchema } from './availability.schema';
import { categorySchema, cuidSchema, idSchema, isoDateTimeSchema, locationSchema, moneySchema, paymentAmountsShape, percentageSchema } from './common.schema';
import { participantSchema } from './customer.schema';
import { registrationDocumentSchema } from './documents.schema';
import { reviewSchema } from './review.schema';

// A customer's registration (001 §3), as listed and detailed in the account area.

export const registrationDateSchema = z.object({
  id: z.optional(idSchema),
  cuid: z.optional(cuidSchema),
  date_id: idSchema,
  date: z.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema }),
});
export type RegistrationDate = z.infer<typeof registrationDateSchema>;

/** A chosen option price: label and amount and/or percentage, plus the option's title. */
export const chosenOptionSchema = z.object({
  cuid: z.optional(cuidSchema),
  price_id: idSchema,
  content: z.nullish(z.string()),
  price: z.nullish(
    z.object({
      label: z.nullish(z.string()),
      amount: z.nullish(moneySchema),
      percentage: z.nullish(percentageSchema),
      option: z.nullish(z.object({ title: z.string() })),
    }),
  ),
});
export type ChosenOption = z.infer<typeof chosenOptionSchema>;

export const answeredQuestionSchema = z.object({
  cuid: z.optional(cuidSchema),
  question_id: z.optional(idSchema),
  content: z.nullish(z.string()),
  question: z.nullish(z.object({ title: z.string() })),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

export const registrationAvailabilitySchema = z.object({
  id: z.optional(idSchema),
  cuid: z.optional(cuidSchema),
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
  reference: z.nullish(z.string()),
  created_at: isoDateTimeSchema,
  cancelled: z._default(z.boolean(), false),
  bundle_id: z.nullish(idSchema),
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
