import * as v from 'valibot';
import { activitySchema } from './activity.schema';
import {
  calendarDaySchema,
  categorySchema,
  cuidSchema,
  idSchema,
  intSchema,
  isoDateTimeSchema,
  lazySchema,
  listOf,
  locationSchema,
  moneySchema,
  nullishDateTime,
  nullishInt,
  nullishMoney,
  nullishNumber,
  nullishString,
  optionalCuid,
  percentageSchema,
} from './common.schema';

// The detail's schemas are lazySchema: built by their first parse, not when a cards page loads this module for the
// status and the summary (docs/design.md §6.10).

/** Computed by the API: FULL when OPEN and registered >= capacity (docs/api-contract.md). Dates share it. */
export const availabilityStatusSchema = v.picklist(['OPEN', 'CLOSED', 'OVERLAP', 'FULL']);
export type AvailabilityStatus = v.InferOutput<typeof availabilityStatusSchema>;

/** One price of an option: a fixed amount and/or a percentage of the base price. */
export const optionPriceSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: optionalCuid,
    label: nullishString,
    amount: nullishMoney,
    percentage: v.nullish(percentageSchema),
  }),
);
export type OptionPrice = v.InferOutput<typeof optionPriceSchema>;

/** An option; one price renders as a switch, several as a selection. */
export const optionSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: optionalCuid,
    title: v.string(),
    description: nullishString,
    required: v.optional(v.boolean(), false),
    /** When set, the customer types an answer (sent as `content`). */
    answer_required: v.optional(v.boolean(), false),
    prices: v.optional(v.array(optionPriceSchema), () => []),
  }),
);
export type Option = v.InferOutput<typeof optionSchema>;

export const questionSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: optionalCuid,
    title: v.string(),
    description: nullishString,
    required: v.optional(v.boolean(), false),
    order: nullishNumber,
  }),
);
export type Question = v.InferOutput<typeof questionSchema>;

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
  deposit: v.optional(moneySchema, 0),
  /** null means unlimited. */
  capacity: nullishInt,
  registered: v.optional(intSchema, 0),
  age_minimum: nullishNumber,
  age_maximum: nullishNumber,
  location: v.nullish(locationSchema),
  activity: v.optional(activitySchema),
  categories: v.optional(v.array(categorySchema), () => []),
};

export const availabilitySummarySchema = v.object(availabilityBaseShape);
export type AvailabilitySummary = v.InferOutput<typeof availabilitySummarySchema>;

export const availabilityDateSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: cuidSchema,
    start_at: isoDateTimeSchema,
    end_at: isoDateTimeSchema,
    status: availabilityStatusSchema,
    capacity: nullishInt,
    registered: v.optional(intSchema, 0),
    /** Present on /api/availabilities/dates; absent when nested in its availability. */
    availability: v.optional(availabilitySummarySchema),
  }),
);
export type AvailabilityDate = v.InferOutput<typeof availabilityDateSchema>;

export const availabilitySchema = lazySchema(() =>
  v.object({
    ...availabilityBaseShape,
    dates: v.optional(v.array(availabilityDateSchema), () => []),
    questions: v.optional(v.array(questionSchema), () => []),
    options: v.optional(v.array(optionSchema), () => []),
  }),
);
export type Availability = v.InferOutput<typeof availabilitySchema>;

/** Calendar period, the choices of the period filter. */
export const periodSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: cuidSchema,
    title: v.string(),
    start_at: isoDateTimeSchema,
    end_at: isoDateTimeSchema,
  }),
);
export type Period = v.InferOutput<typeof periodSchema>;

/** GET /api/availabilities/calendar: days that have a matching availability. */
export const calendarAnswerSchema = lazySchema(() =>
  v.object({
    dates: v.array(v.object({ date: calendarDaySchema })),
  }),
);
export type CalendarAnswer = v.InferOutput<typeof calendarAnswerSchema>;

/** GET /api/availabilities/dates. */
export const datesAnswerSchema = lazySchema(() =>
  v.object({
    availabilities_dates: listOf(availabilityDateSchema),
  }),
);
export type DatesAnswer = v.InferOutput<typeof datesAnswerSchema>;
