import * as v from 'valibot';
import { customFieldKey, customFieldsSchema, type CustomField, type CustomFieldValues } from '@oriel/core';
import { issuesToFieldErrors, type FieldErrors } from './field-errors';

// Validation of the custom-field inputs every form shares (001 §5): register, profile, participants.

/** Unanswered fields read as empty answers, so a required one says `required` rather than a type error. */
export function withEmptyAnswers(fields: readonly CustomField[], values: Partial<CustomFieldValues>): Partial<CustomFieldValues> {
  const out: Partial<CustomFieldValues> = { ...values };
  for (const field of fields) out[customFieldKey(field.id)] ??= field.type === 'CHOICES_MULTIPLE' ? [] : '';
  return out;
}

/** One code per invalid `custom_field_{id}`; empty when every answer passes. */
export function customFieldErrors(fields: readonly CustomField[], values: Partial<CustomFieldValues>): FieldErrors {
  const parsed = v.safeParse(customFieldsSchema(fields), withEmptyAnswers(fields, values));
  return parsed.success ? {} : issuesToFieldErrors(parsed.issues);
}
