import * as v from 'valibot';
import { nullishString } from './common.schema';
import type { CustomDataEntry, CustomField } from './customer.schema';

// Builds the validation of the custom-field inputs of a form (001 §5): one key `custom_field_{id}` per active field.

export type CustomFieldKey = `custom_field_${number}`;
export type CustomFieldValue = string | string[] | null | undefined;
export type CustomFieldValues = Record<CustomFieldKey, CustomFieldValue>;

export const customFieldKey = (fieldId: number): CustomFieldKey => `custom_field_${fieldId}`;

const dateString = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'invalid'));

function textSchema(field: Pick<CustomField, 'required' | 'pattern'>): v.GenericSchema<unknown, CustomFieldValue> {
  const pattern = field.pattern ? new RegExp(field.pattern) : undefined;
  // An empty answer is judged by `required` alone; a non-empty one must match the pattern.
  const matches = v.check((value: string) => value === '' || pattern === undefined || pattern.test(value), 'pattern');
  if (field.required) return v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), matches);
  return v.nullish(v.pipe(v.string(), v.trim(), matches));
}

/** The schema of one custom field's input. */
export function customFieldInputSchema(field: Pick<CustomField, 'type' | 'required' | 'pattern'>): v.GenericSchema<unknown, CustomFieldValue> {
  switch (field.type) {
    case 'TEXT':
    case 'LONGTEXT':
      return textSchema(field);
    case 'DATE':
      return field.required ? dateString : v.nullish(v.union([dateString, v.literal('')]));
    case 'CHOICES_SINGLE':
      return field.required ? v.pipe(v.string(), v.minLength(1, 'required')) : nullishString;
    case 'CHOICES_MULTIPLE':
      return field.required ? v.pipe(v.array(v.string()), v.minLength(1, 'required')) : v.nullish(v.array(v.string()));
  }
}

/** Active fields in display order (descending `order`, 001 §3). */
export function activeCustomFields<T extends Pick<CustomField, 'active' | 'order'>>(fields: readonly T[]): T[] {
  return fields.filter((field) => field.active).sort((a, b) => b.order - a.order);
}

/** An object schema with one `custom_field_{id}` key per active field; other keys are stripped. */
export function customFieldsSchema(fields: readonly CustomField[]) {
  const shape: Record<string, v.GenericSchema<unknown, CustomFieldValue>> = {};
  for (const field of activeCustomFields(fields)) shape[customFieldKey(field.id)] = customFieldInputSchema(field);
  return v.object(shape) as unknown as v.GenericSchema<unknown, CustomFieldValues>;
}

/** Form values -> the `custom_data` payload: multiple choices joined with commas, empty answers left out. */
export function toCustomData(fields: readonly CustomField[], values: Partial<CustomFieldValues>): CustomDataEntry[] {
  const entries: CustomDataEntry[] = [];
  for (const field of activeCustomFields(fields)) {
    const value = values[customFieldKey(field.id)];
    const data = Array.isArray(value) ? value.join(',') : value?.trim();
    if (data) entries.push({ field_id: field.id, data });
  }
  return entries;
}

/** The `custom_data` payload -> initial form values (inverse of toCustomData). */
export function fromCustomData(fields: readonly CustomField[], data: readonly CustomDataEntry[]): CustomFieldValues {
  const values: CustomFieldValues = {};
  for (const field of fields) {
    const stored = data.find((entry) => entry.field_id === field.id)?.data ?? null;
    values[customFieldKey(field.id)] = field.type === 'CHOICES_MULTIPLE' ? (stored ? stored.split(',').filter((label) => label !== '') : []) : stored;
  }
  return values;
}
