import * as z from 'zod/mini';
import { cuidSchema, idSchema, nullishString, nullishId } from './common.schema';
import { customFieldChoiceSchema, customFieldTypeSchema } from './customer.schema';

// Documents a customer downloads for a registration (001 §3); availability rules live in core/rules.

export const documentPaymentRequirementSchema = z.enum(['DEPOSIT', 'TOTAL']);
export type DocumentPaymentRequirement = z.infer<typeof documentPaymentRequirementSchema>;
export const documentDateRequirementSchema = z.enum(['AVAILABILITY_START', 'AVAILABILITY_END']);
export type DocumentDateRequirement = z.infer<typeof documentDateRequirementSchema>;

/** A custom field asked before download; choices are answered by id. */
export const documentCustomFieldSchema = z.object({
  id: idSchema,
  type: customFieldTypeSchema,
  title: z.string(),
  description: nullishString,
  required: z._default(z.boolean(), false),
  pattern: nullishString,
  order: z._default(z.number(), 0),
  choices: z._default(z.array(customFieldChoiceSchema), []),
});
export type DocumentCustomField = z.infer<typeof documentCustomFieldSchema>;

export const registrationDocumentSchema = z.object({
  id: idSchema,
  cuid: cuidSchema,
  title: z.string(),
  description: nullishString,
  icon: nullishString,
  settings: z._default(
    z.object({
      /** null: no payment requirement. */
      payment_requirement: z.nullish(documentPaymentRequirementSchema),
      date_requirement: z.nullish(documentDateRequirementSchema),
    }),
    {},
  ),
  pages: z._default(
    z.array(
      z.object({
        elements: z._default(
          z.array(
            z.object({
              custom_field_id: nullishId,
              custom_field: z.nullish(documentCustomFieldSchema),
            }),
          ),
          [],
        ),
      }),
    ),
    [],
  ),
});
export type RegistrationDocument = z.infer<typeof registrationDocumentSchema>;
