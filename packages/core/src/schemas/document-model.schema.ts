import * as z from 'zod/mini';
import { cuidSchema, idSchema, isoDateTimeSchema, moneySchema, nullishString, nullishInt, nullishNumber, nullishDateTime, nullishMoney } from './common.schema';

// Document models: the data sources a generated document reads, and its element types (000 §3, §5).

const customFieldValuesSchema = z._default(z.record(z.string(), z.unknown()), {});

export const documentModelDataSchema = z.object({
  customer: z.object({
    cuid: cuidSchema,
    firstname: z.string(),
    lastname: z.string(),
    fullname: z.string(),
    email: nullishString,
    phone: nullishString,
    created_at: isoDateTimeSchema,
    custom_fields: customFieldValuesSchema,
  }),
  participant: z.nullish(
    z.object({
      cuid: cuidSchema,
      firstname: z.string(),
      lastname: z.string(),
      fullname: z.string(),
      birthdate: nullishString,
      age: nullishNumber,
      created_at: isoDateTimeSchema,
      /** Image URL or data URI. */
      attendance_qr_code: nullishString,
      custom_fields: customFieldValuesSchema,
    }),
  ),
  availability: z.nullish(
    z.object({
      cuid: cuidSchema,
      capacity: nullishInt,
      registered: z.int(),
      start_at: isoDateTimeSchema,
      end_at: isoDateTimeSchema,
      dates: z._default(z.array(z.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema })), []),
      duration: z.object({ calendar_days: z.int(), hours: z.int(), minutes: z.int() }),
      activity: z.object({ cuid: cuidSchema, title: z.string() }),
      location: z.nullish(
        z.object({
          title: nullishString,
          street: nullishString,
          number: nullishString,
          city: nullishString,
          postcode: nullishString,
        }),
      ),
      collaborators: z._default(
        z.array(
          z.object({
            cuid: cuidSchema,
            names: z.string(),
            email: nullishString,
            phone: nullishString,
            created_at: isoDateTimeSchema,
            custom_fields: customFieldValuesSchema,
          }),
        ),
        [],
      ),
    }),
  ),
  registration: z.nullish(
    z.object({
      cuid: cuidSchema,
      reference: nullishString,
      deposit_amount: moneySchema,
      total_amount: moneySchema,
      daily_amount: nullishMoney,
      created_at: isoDateTimeSchema,
      bundle: z.nullish(
        z.object({
          cuid: cuidSchema,
          title: z.string(),
          total_amount: moneySchema,
          daily_amount: nullishMoney,
          capacity: nullishInt,
          expires_at: nullishDateTime,
          created_at: isoDateTimeSchema,
        }),
      ),
    }),
  ),
  document: z.object({ cuid: cuidSchema, created_at: isoDateTimeSchema }),
});
export type DocumentModelData = z.infer<typeof documentModelDataSchema>;

/** Text settings (000 §5: fontSize at least 1, colour exactly 7 characters like #e67e22). */
const textSettingsShape = {
  fontSize: z.number().check(z.minimum(1)),
  fontWeight: z.enum(['normal', 'bold']),
  color: z.string().check(z.length(7)),
};
const stringElementShape = {
  id: z.optional(z.union([idSchema, z.string()])),
  /** Path in the data sources, e.g. `participant.fullname`. */
  data: z.string(),
  custom_field_id: nullishInt,
};
const dateParts = {
  two: z.nullish(z.enum(['2-digit', 'numeric'])),
  month: z.nullish(z.enum(['2-digit', 'numeric', 'short', 'long'])),
  weekday: z.nullish(z.enum(['short', 'long'])),
};

export const documentElementSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('STRING'), ...stringElementShape, settings: z.object(textSettingsShape) }),
  z.object({ type: z.literal('CURRENCY'), ...stringElementShape, settings: z.object(textSettingsShape) }),
  z.object({
    type: z.literal('NUMBER'),
    ...stringElementShape,
    settings: z.object({ ...textSettingsShape, decimals: z.int().check(z.nonnegative()) }),
  }),
  z.object({
    type: z.literal('DATE'),
    ...stringElementShape,
    settings: z.object({
      ...textSettingsShape,
      weekday: dateParts.weekday,
      day: dateParts.two,
      month: dateParts.month,
      year: dateParts.two,
      hours: dateParts.two,
      minutes: dateParts.two,
      seconds: dateParts.two,
    }),
  }),
  z.object({
    type: z.literal('IMAGE'),
    id: stringElementShape.id,
    data: nullishString,
    url: z.nullish(z.url()),
    settings: z.object({ width: z.number().check(z.positive()), height: z.number().check(z.positive()) }),
  }),
]);
export type DocumentElement = z.infer<typeof documentElementSchema>;
export type DocumentElementType = DocumentElement['type'];
