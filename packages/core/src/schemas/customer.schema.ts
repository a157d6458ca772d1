import * as z from 'zod/mini';
import { idSchema, nullishString, nullableString, nullishNumber, optionalId, optionalCuid, optionalDateTime } from './common.schema';

// Customers, their participants and custom fields (001 §3).
// Its larger schemas are z.lazy: built by their first parse, not when the module loads (docs/design.md §7).

export const addressSchema = z.lazy(() =>
  z.object({
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
export type Address = z.infer<typeof addressSchema>;

export const customFieldEntitySchema = z.enum(['CUSTOMERS', 'PARTICIPANTS']);
export type CustomFieldEntity = z.infer<typeof customFieldEntitySchema>;
export const customFieldTypeSchema = z.enum(['TEXT', 'LONGTEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE']);
export type CustomFieldType = z.infer<typeof customFieldTypeSchema>;

export const customFieldChoiceSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    label: z.string(),
    order: nullishNumber,
  }),
);
export type CustomFieldChoice = z.infer<typeof customFieldChoiceSchema>;

export const customFieldSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    entity: z.nullish(customFieldEntitySchema),
    type: customFieldTypeSchema,
    title: z.string(),
    description: nullishString,
    required: z._default(z.boolean(), false),
    active: z._default(z.boolean(), true),
    order: z._default(z.number(), 0),
    /** Regular expression a TEXT answer must match. */
    pattern: nullishString,
    choices: z._default(z.array(customFieldChoiceSchema), []),
    /** Asked later (for example in the document form) rather than at sign-up. */
    deferred: z._default(z.boolean(), false),
  }),
);
export type CustomField = z.infer<typeof customFieldSchema>;

/** Multiple choices are stored as comma-separated labels, a date as an ISO string. */
export const customDataEntrySchema = z.lazy(() =>
  z.object({
    field_id: idSchema,
    data: nullableString,
  }),
);
export type CustomDataEntry = z.infer<typeof customDataEntrySchema>;

const customData = z._default(z.array(customDataEntrySchema), []);

export const participantSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: optionalCuid,
    firstname: nullishString,
    lastname: nullishString,
    fullname: z.string(),
    birthdate: nullishString,
    custom_data: customData,
    created_at: optionalDateTime,
  }),
);
export type Participant = z.infer<typeof participantSchema>;

export const customerSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: optionalCuid,
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone: nullishString,
    address: z.nullish(addressSchema),
    custom_data: customData,
  }),
);
export type Customer = z.infer<typeof customerSchema>;

/** GET /api/participants lookup row: id, fullname and the owner's e-mail. */
export const participantLookupSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    cuid: optionalCuid,
    fullname: z.string(),
    customer: z.nullish(z.object({ id: optionalId, email: nullishString })),
  }),
);
export type ParticipantLookup = z.infer<typeof participantLookupSchema>;

/** Customer as seen by forms (000 §3): the participants to choose from. */
export const customerWithParticipantsSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    participants: z._default(z.array(participantLookupSchema), []),
  }),
);
export type CustomerWithParticipants = z.infer<typeof customerWithParticipantsSchema>;
