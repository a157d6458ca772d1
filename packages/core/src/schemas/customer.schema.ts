import * as v from 'valibot';
import { idSchema, lazySchema, nullableString, nullishNumber, nullishString, optionalCuid, optionalDateTime, optionalId } from './common.schema';

// Customers, their participants and custom fields (001 §3).
// Its larger schemas are lazySchema: built by their first parse, not when the module loads (docs/design.md §6.10).

export const addressSchema = lazySchema(() =>
  v.object({
    id: optionalId,
    /** Full formatted address line. */
    address: nullishString,
    street: nullishString,
    number: nullishString,
    postcode: nullishString,
    city: nullishString,
    state: nullishString,
    country: nullishString,
    longitude: nullishNumber,
    latitude: nullishNumber,
  }),
);
export type Address = v.InferOutput<typeof addressSchema>;

export const customFieldEntitySchema = v.picklist(['CUSTOMERS', 'PARTICIPANTS']);
export type CustomFieldEntity = v.InferOutput<typeof customFieldEntitySchema>;
export const customFieldTypeSchema = v.picklist(['TEXT', 'LONGTEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE']);
export type CustomFieldType = v.InferOutput<typeof customFieldTypeSchema>;

export const customFieldChoiceSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    label: v.string(),
    order: nullishNumber,
  }),
);
export type CustomFieldChoice = v.InferOutput<typeof customFieldChoiceSchema>;

export const customFieldSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    entity: v.nullish(customFieldEntitySchema),
    type: customFieldTypeSchema,
    title: v.string(),
    description: nullishString,
    required: v.optional(v.boolean(), false),
    active: v.optional(v.boolean(), true),
    order: v.optional(v.number(), 0),
    /** Regular expression a TEXT answer must match. */
    pattern: nullishString,
    choices: v.optional(v.array(customFieldChoiceSchema), () => []),
    /** Asked later (for example in the document form) rather than at sign-up. */
    deferred: v.optional(v.boolean(), false),
  }),
);
export type CustomField = v.InferOutput<typeof customFieldSchema>;

/** Multiple choices are stored as comma-separated labels, a date as an ISO string. */
export const customDataEntrySchema = lazySchema(() =>
  v.object({
    field_id: idSchema,
    data: nullableString,
  }),
);
export type CustomDataEntry = v.InferOutput<typeof customDataEntrySchema>;

const customData = v.optional(v.array(customDataEntrySchema), () => []);

export const participantSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: optionalCuid,
    firstname: nullishString,
    lastname: nullishString,
    fullname: v.string(),
    birthdate: nullishString,
    custom_data: customData,
    created_at: optionalDateTime,
  }),
);
export type Participant = v.InferOutput<typeof participantSchema>;

export const customerSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: optionalCuid,
    firstname: v.string(),
    lastname: v.string(),
    email: v.string(),
    phone: nullishString,
    address: v.nullish(addressSchema),
    custom_data: customData,
  }),
);
export type Customer = v.InferOutput<typeof customerSchema>;

/** GET /api/participants lookup row: id, fullname and the owner's e-mail. */
export const participantLookupSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    cuid: optionalCuid,
    fullname: v.string(),
    customer: v.nullish(v.object({ id: optionalId, email: nullishString })),
  }),
);
export type ParticipantLookup = v.InferOutput<typeof participantLookupSchema>;

/** Customer as seen by forms (000 §3): the participants to choose from. */
export const customerWithParticipantsSchema = lazySchema(() =>
  v.object({
    id: idSchema,
    participants: v.optional(v.array(participantLookupSchema), () => []),
  }),
);
export type CustomerWithParticipants = v.InferOutput<typeof customerWithParticipantsSchema>;
