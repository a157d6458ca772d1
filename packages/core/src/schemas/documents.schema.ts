import * as v from 'valibot';
import { cuidSchema, idSchema, nullishString, nullishId } from './common.schema';
import { customFieldChoiceSchema, customFieldTypeSchema } from './customer.schema';

// Documents a customer downloads for a registration (001 §3); availability rules live in core/rules.

export const documentPaymentRequirementSchema = v.picklist(['DEPOSIT', 'TOTAL']);
export type DocumentPaymentRequirement = v.InferOutput<typeof documentPaymentRequirementSchema>;
export const documentDateRequirementSchema = v.picklist(['AVAILABILITY_START', 'AVAILABILITY_END']);
export type DocumentDateRequirement = v.InferOutput<typeof documentDateRequirementSchema>;

/** A custom field asked before download; choices are answered by id. */
export const documentCustomFieldSchema = v.object({
  id: idSchema,
  type: customFieldTypeSchema,
  title: v.string(),
  description: nullishString,
  required: v.optional(v.boolean(), false),
  pattern: nullishString,
  order: v.optional(v.number(), 0),
  choices: v.optional(v.array(customFieldChoiceSchema), () => []),
});
export type DocumentCustomField = v.InferOutput<typeof documentCustomFieldSchema>;

export const registrationDocumentSchema = v.object({
  id: idSchema,
  cuid: cuidSchema,
  title: v.string(),
  description: nullishString,
  icon: nullishString,
  settings: v.optional(
    v.object({
      /** null: no payment requirement. */
      payment_requirement: v.nullish(documentPaymentRequirementSchema),
      date_requirement: v.nullish(documentDateRequirementSchema),
    }),
    () => ({}),
  ),
  pages: v.optional(
    v.array(
      v.object({
        elements: v.optional(
          v.array(
            v.object({
              custom_field_id: nullishId,
              custom_field: v.nullish(documentCustomFieldSchema),
            }),
          ),
          () => [],
        ),
      }),
    ),
    () => [],
  ),
});
export type RegistrationDocument = v.InferOutput<typeof registrationDocumentSchema>;
