import * as v from 'valibot';
import {
  activeCustomFields,
  fromCustomData,
  profileFormSchema,
  toCustomData,
  type Address,
  type Customer,
  type CustomField,
  type CustomFieldValues,
  type ProfileUpdateRequest,
} from '@oriel/core';
import { customFieldErrors } from '../../forms/custom-fields.logic';
import { issuesToFieldErrors, type FieldErrors } from '../../forms/field-errors';

// The profile form's values, validation and payload (001 §5, §7 PUT /api/session), apart from the view.

export interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: Address | null;
}

export function profileValues(customer: Customer): ProfileValues {
  return {
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    phone: customer.phone ?? '',
    address: customer.address ?? null,
  };
}

/** Every active customer field, deferred ones included: the customer can answer them now. */
export const profileFields = (fields: readonly CustomField[] | undefined): CustomField[] => activeCustomFields(fields ?? []);

/** The answers shown in the form: the saved custom_data, overridden by what was typed since. */
export function profileAnswers(fields: readonly CustomField[], customer: Customer, edits: Partial<CustomFieldValues>): Partial<CustomFieldValues> {
  return { ...fromCustomData(fields, customer.custom_data), ...edits };
}

/** Validates everything; on success answers the PUT body (e-mail trimmed and lowercased), else one code per field. */
export function buildProfileRequest(
  values: ProfileValues,
  answers: Partial<CustomFieldValues>,
  fields: readonly CustomField[],
): { ok: true; body: ProfileUpdateRequest } | { ok: false; errors: FieldErrors } {
  const form = v.safeParse(profileFormSchema, values);
  const errors: FieldErrors = { ...customFieldErrors(fields, answers), ...(form.success ? {} : issuesToFieldErrors(form.issues)) };
  // nothing chosen reads as "required" rather than the schema's type error
  if (!values.address) errors.address = 'required';
  if (!form.success || Object.keys(errors).length) return { ok: false, errors };
  const { firstname, lastname, email, phone, address } = form.output;
  return { ok: true, body: { firstname, lastname, email, phone, address, custom_data: toCustomData(fields, answers) } };
}
