import * as z from 'zod/mini';
import { activitySchema } from './activity.schema';
import {
  calendarDaySchema,
  categorySchema,
  cuidSchema,
  idSchema,
  isoDateTimeSchema,
  listOf,
  locationSchema,
  moneySchema,
  percentageSchema,
  nullishString,
  nullishInt,
  nullishNumber,
  optionalCuid,
  nullishDateTime,
  nullishMoney,
} from './common.schema';

// The detail's schemas are z.lazy: built by their first parse, not when a cards page loads this module for the
// status and the summary (docs/design.md §7: 42 of the 344 schema nodes the cards chunk built as it loaded).

/** Computed by the API: FULL when OPEN and registered >= capacity (docs/api-contract.md). Dates share it. */
export const availabilityStatusSchema = z.enum(['OPEN', 'CLOSED', 'OVERLAP', 'FULL']);
export type AvailabilityStatus = z.infer<typeof availabilityStatusSchema>;

/** One price of an option: a fixed amount and/or a percentage of the base price. */
export const optionPriceSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: optionalCuid,
    label: nullishString,
    amount: nullishMoney,
    percentage: z.nullish(percentageSchema),
  }),
);
export type OptionPrice = z.infer<typeof optionPriceSchema>;

/** An option; one price renders as a switch, several as a selection. */
export const optionSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: optionalCuid,
    title: z.string(),
    description: nullishString,
    required: z._default(z.boolean(), false),
    /** When set, the customer types an answer (sent as `content`). */
    answer_required: z._default(z.boolean(), false),
    prices: z._default(z.array(optionPriceSchema), []),
  }),
);
export type Option = z.infer<typeof optionSchema>;

export const questionSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: optionalCuid,
    title: z.string(),
    description: nullishString,
    required: z._default(z.boolean(), false),
    order: nullishNumber,
  }),
);
export type Question = z.infer<typeof questionSchema>;

/** Fields shared by an availability and the summary nested in its dates (kept flat to avoid recursion). */
const availabilityBaseShape = {
  id: idSchema,
  cuid: cuidSchema,
  status: availabilityStatusSchema,
  start_at: isoDateTimeSchema,
  end_at: isoDateTimeSchema,
  registrations_start_at: nullishDateTime,
  registrations_end_at: nullishDateTime,
  price: moneySchema,
  deposit: z._default(moneySchema, 0),
  /** null means unlimited. */
  capacity: nullishInt,
  registered: z._default(z.int(), 0),
  age_minimum: nullishNumber,
  age_maximum: nullishNumber,
  location: z.nullish(locationSchema),
  activity: z.optional(activitySchema),
  categories: z._default(z.array(categorySchema), []),
};

export const availabilitySummarySchema = z.object(availabilityBaseShape);
export type AvailabilitySummary = z.infer<typeof availabilitySummarySchema>;

export const availabilityDateSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: cuidSchema,
    start_at: isoDateTimeSchema,
    end_at: isoDateTimeSchema,
    status: availabilityStatusSchema,
    capacity: nullishInt,
    registered: z._default(z.int(), 0),
    /** Present on /api/availabilities/dates; absent when nested in its availability. */
    availability: z.optional(availabilitySummarySchema),
  }),
);
export type AvailabilityDate = z.infer<typeof availabilityDateSchema>;

export const availabilitySchema = z.lazy(() =>
  z.object({
    ...availabilityBaseShape,
    dates: z._default(z.array(availabilityDateSchema), []),
    questions: z._default(z.array(questionSchema), []),
    options: z._default(z.array(optionSchema), []),
  }),
);
export type Availability = z.infer<typeof availabilitySchema>;

/** Calendar period, the choices of the period filter. */
export const periodSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: cuidSchema,
    title: z.string(),
    start_at: isoDateTimeSchema,
    end_at: isoDateTimeSchema,
  }),
);
export type Period = z.infer<typeof periodSchema>;

/** GET /api/availabilities/calendar: days that have a matching availability. */
export const calendarAnswerSchema = z.lazy(() =>
  z.object({
    dates: z.array(z.object({ date: calendarDaySchema })),
  }),
);
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;

/** GET /api/availabilities/dates. */
export const datesAnswerSchema = z.lazy(() =>
  z.object({
    availabilities_dates: listOf(availabilityDateSchema),
  }),
);
export type DatesAnswer = z.infer<typeof datesAnswerSchema>;
