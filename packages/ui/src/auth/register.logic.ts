import * as v from 'valibot';
import { registerFormSchema, toCustomData, type Address, type CustomField, type CustomFieldValues, type ErrorFields, type RegisterRequest } from '@oriel/core';
import { customFieldErrors } from '../forms/custom-fields.logic';
import { issuesToFieldErrors, type FieldErrors } from '../forms/field-errors';
import { buildOwnParticipant } from '../forms/participant-fields.logic';

// The register form's validation and payload (001 §5, §7), apart from the view so both read plainly.

export interface RegisterValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
  address: Address | null;
  terms: boolean;
  birthdate: string;
  custom: Partial<CustomFieldValues>;
  participantCustom: Partial<CustomFieldValues>;
}

export interface RegisterErrors {
  /** identity, password, address, terms and the customer's `custom_field_{id}` */
  main: FieldErrors;
  /** the customer's own participant: birthdate and `custom_field_{id}` (their ids may repeat the customer's) */
  participant: FieldErrors;
}

export const hasErrors = (e: RegisterErrors) => Object.keys(e.main).length + Object.keys(e.participant).length > 0;

/** Fields asked later (document forms) are not part of sign-up. */
export const signUpFields = (fields: readonly CustomField[] | undefined): CustomField[] => (fields ?? []).filter((field) => !field.deferred);

/** Validates everything; on success answers the request body, else one code per field. */
export function buildRegisterRequest(
  values: RegisterValues,
  options: { createParticipant: boolean; customerFields: readonly CustomField[]; participantFields: readonly CustomField[] },
): { ok: true; body: RegisterRequest } | { ok: false; errors: RegisterErrors } {
  const { createParticipant, customerFields, participantFields } = options;
  // the birthdate belongs to the participant's block, checked with its answers below
  const form = v.safeParse(registerFormSchema({ createParticipant: false }), {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    phone: values.phone,
    password: values.password,
    address: values.address,
    terms: values.terms,
  });
  const participant = createParticipant ? buildOwnParticipant(values.birthdate, values.participantCustom, participantFields) : null;
  const errors: RegisterErrors = {
    main: {
      ...customFieldErrors(customerFields, values.custom),
      ...(form.success ? {} : issuesToFieldErrors(form.issues)),
    },
    participant: participant && !participant.ok ? participant.errors : {},
  };
  // Nothing chosen or typed reads as "required" rather than the schema's type error.
  if (!values.address) errors.main.address = 'required';
  if (values.email.trim() === '') errors.main.email = 'required';
  if (!form.success || hasErrors(errors)) return { ok: false, errors };

  const data = form.output;
  return {
    ok: true,
    body: {
      firstname: data.firstname,
      lastname: data.lastname,
      email: data.email,
      phone: data.phone,
      password: data.password,
      address: data.address,
      terms: true,
      custom_data: toCustomData(customerFields, values.custom),
      ...(participant?.ok ? { participant: participant.body } : {}),
    },
  };
}

/** API field codes (`email: "taken"`, `participant.birthdate`, `address.street`) onto the form's fields. */
export function apiFieldErrors(fields: ErrorFields): RegisterErrors {
  const out: RegisterErrors = { main: {}, participant: {} };
  for (const [path, code] of Object.entries(fields)) {
    const [head = path, next] = path.split('.');
    if (head === 'participant' && next) out.participant[next] ??= code;
    // the only birthdate of the form is the participant's
    else if (head === 'birthdate') out.participant.birthdate ??= code;
    else out.main[head] ??= code;
  }
  return out;
}
