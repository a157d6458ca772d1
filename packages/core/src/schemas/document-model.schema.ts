import * as v from 'valibot';
import {
  cuidSchema,
  idSchema,
  intSchema,
  isoDateTimeSchema,
  moneySchema,
  nullishDateTime,
  nullishInt,
  nullishMoney,
  nullishNumber,
  nullishString,
  recordOf,
} from './common.schema';

// Document models: the data sources a generated document reads, and its element types (000 §3, §5).

const customFieldValuesSchema = v.optional(recordOf(v.string(), v.unknown()), () => ({}));

export const documentModelDataSchema = v.object({
  customer: v.object({
    cuid: cuidSchema,
    firstname: v.string(),
    lastname: v.string(),
    fullname: v.string(),
    email: nullishString,
    phone: nullishString,
    created_at: isoDateTimeSchema,
    custom_fields: customFieldValuesSchema,
  }),
  participant: v.nullish(
    v.object({
      cuid: cuidSchema,
      firstname: v.string(),
      lastname: v.string(),
      fullname: v.string(),
      birthdate: nullishString,
      age: nullishNumber,
      created_at: isoDateTimeSchema,
      /** Image URL or data URI. */
      attendance_qr_code: nullishString,
      custom_fields: customFieldValuesSchema,
    }),
  ),
  availability: v.nullish(
    v.object({
      cuid: cuidSchema,
      capacity: nullishInt,
      registered: intSchema,
      start_at: isoDateTimeSchema,
      end_at: isoDateTimeSchema,
      dates: v.optional(v.array(v.object({ start_at: isoDateTimeSchema, end_at: isoDateTimeSchema })), () => []),
      duration: v.object({ calendar_days: intSchema, hours: intSchema, minutes: intSchema }),
      activity: v.object({ cuid: cuidSchema, title: v.string() }),
      location: v.nullish(
        v.object({
          title: nullishString,
          street: nullishString,
          number: nullishString,
          city: nullishString,
          postcode: nullishString,
        }),
      ),
      collaborators: v.optional(
        v.array(
          v.object({
            cuid: cuidSchema,
            names: v.string(),
            email: nullishString,
            phone: nullishString,
            created_at: isoDateTimeSchema,
            custom_fields: customFieldValuesSchema,
          }),
        ),
        () => [],
      ),
    }),
  ),
  registration: v.nullish(
    v.object({
      cuid: cuidSchema,
      reference: nullishString,
      deposit_amount: moneySchema,
      total_amount: moneySchema,
      daily_amount: nullishMoney,
      created_at: isoDateTimeSchema,
      bundle: v.nullish(
        v.object({
          cuid: cuidSchema,
          title: v.string(),
          total_amount: moneySchema,
          daily_amount: nullishMoney,
          capacity: nullishInt,
          expires_at: nullishDateTime,
          created_at: isoDateTimeSchema,
        }),
      ),
    }),
  ),
  document: v.object({ cuid: cuidSchema, created_at: isoDateTimeSchema }),
});
export type DocumentModelData = v.InferOutput<typeof documentModelDataSchema>;

/** Text settings (000 §5: fontSize at least 1, colour exactly 7 characters like #e67e22). */
const textSettingsShape = {
  fontSize: v.pipe(v.number(), v.minValue(1)),
  fontWeight: v.picklist(['normal', 'bold']),
  color: v.pipe(v.string(), v.length(7)),
};
const stringElementShape = {
  id: v.optional(v.union([idSchema, v.string()])),
  /** Path in the data sources, e.g. `participant.fullname`. */
  data: v.string(),
  custom_field_id: nullishInt,
};
/**
 * An image URL: the trimmed text must parse as a URL; it is kept trimmed and without the tabs and line breaks the URL
 * parser skips.
 */
const urlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.url(),
  v.transform((url) => url.replace(/[\t\n\r]/g, '')),
);
const dateParts = {
  two: v.nullish(v.picklist(['2-digit', 'numeric'])),
  month: v.nullish(v.picklist(['2-digit', 'numeric', 'short', 'long'])),
  weekday: v.nullish(v.picklist(['short', 'long'])),
};

export const documentElementSchema = v.variant('type', [
  v.object({ type: v.literal('STRING'), ...stringElementShape, settings: v.object(textSettingsShape) }),
  v.object({ type: v.literal('CURRENCY'), ...stringElementShape, settings: v.object(textSettingsShape) }),
  v.object({
    type: v.literal('NUMBER'),
    ...stringElementShape,
    settings: v.object({ ...textSettingsShape, decimals: v.pipe(intSchema, v.minValue(0)) }),
  }),
  v.object({
    type: v.literal('DATE'),
    ...stringElementShape,
    settings: v.object({
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
  v.object({
    type: v.literal('IMAGE'),
    id: stringElementShape.id,
    data: nullishString,
    url: v.nullish(urlSchema),
    settings: v.object({ width: v.pipe(v.number(), v.gtValue(0)), height: v.pipe(v.number(), v.gtValue(0)) }),
  }),
]);
export type DocumentElement = v.InferOutput<typeof documentElementSchema>;
export type DocumentElementType = DocumentElement['type'];
