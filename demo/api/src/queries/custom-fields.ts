import { customFieldInputSchema, customFieldKey, type CustomDataEntry, type CustomFieldEntity } from '@oriel/core';
import * as v from 'valibot';
import type { Db } from '../db/db';
import type { Fields } from '../lib/errors';

type Row = Record<string, any>;

export const serializeCustomField = (f: Row) => ({
  id: f.id,
  entity: f.entity,
  type: f.type,
  title: f.title,
  description: f.description,
  required: f.required,
  active: f.active,
  order: f.order,
  pattern: f.pattern,
  choices: f.choices ?? [],
  deferred: f.deferred,
});

export async function loadCustomFields(db: Db, entity: CustomFieldEntity) {
  const rows = await db.query<Row>('SELECT * FROM custom_fields WHERE entity = $1 AND active ORDER BY "order" DESC, id', [entity]);
  return rows.map(serializeCustomField);
}

/**
 * Server-side check of a custom_data payload against the active fields (001 §5) with core's own per-field schema:
 * required, pattern, dates, and choices that must be labels of the field. Codes land on `{prefix}custom_field_{id}`.
 * Answers the entries to store (unknown fields and empty answers dropped, values trimmed).
 */
export function checkCustomData(
  fields: ReturnType<typeof serializeCustomField>[],
  data: readonly CustomDataEntry[],
  errors: Fields,
  prefix = '',
): CustomDataEntry[] {
  const kept: CustomDataEntry[] = [];
  for (const entry of data) {
    if (!fields.some((f) => f.id === entry.field_id)) errors[`${prefix}custom_data`] = 'invalid';
  }
  for (const field of fields) {
    if (field.deferred) continue;
    const key = `${prefix}${customFieldKey(field.id)}`;
    const raw = data.find((e) => e.field_id === field.id)?.data ?? null;
    const labels: string[] = field.choices.map((c: { label: string }) => c.label);
    const value =
      field.type === 'CHOICES_MULTIPLE'
        ? raw
          ? raw
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : field.required
            ? []
            : null
        : raw;
    if (field.required && (value == null || (Array.isArray(value) ? !value.length : !value.trim()))) {
      errors[key] = 'required';
      continue;
    }
    const result = v.safeParse(customFieldInputSchema(field), value);
    if (!result.success) {
      const message = result.issues[0]?.message ?? '';
      errors[key] = /^[a-z_]+$/.test(message) ? message : 'invalid';
      continue;
    }
    const parsed = result.output;
    const answers = Array.isArray(parsed) ? parsed : parsed ? [parsed] : [];
    if (!answers.length) continue;
    if (field.type.startsWith('CHOICES') && answers.some((a) => !labels.includes(a))) {
      errors[key] = 'invalid';
      continue;
    }
    kept.push({ field_id: field.id, data: answers.join(',') });
  }
  return kept;
}
