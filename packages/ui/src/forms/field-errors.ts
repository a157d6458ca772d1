import type * as v from 'valibot';
import { issueKeys, type Translator } from '@oriel/core';

export type FieldErrors = Partial<Record<string, string>>;

/** Turns a valibot failure into one error key per top-level field (the first issue wins). */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issueKeys(issue)[0] ?? '_form');
    out[field] ??= issue.message;
  }
  return out;
}

/** Field codes from the schemas or the API (`required`, `availability_dates_required`…) as text. */
export function fieldErrorText(t: Translator, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return t.lookup(`forms.errors.${code}`) ?? t('forms.errors.invalid');
}

/** API field codes by top-level field (`address.street` -> `address`), the first code of a field winning. */
export function apiFieldCodes(fields: Readonly<Record<string, string>>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, code] of Object.entries(fields)) out[path.split('.')[0] ?? path] ??= code;
  return out;
}
