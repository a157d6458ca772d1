import * as v from 'valibot';
import {
  activeCustomFields,
  fromCustomData,
  participantFormSchema,
  toCustomData,
  type CustomField,
  type CustomFieldValues,
  type Participant,
  type ParticipantCreateRequest,
} from '@oriel/core';
import { customFieldErrors } from '../../forms/custom-fields.logic';
import { issuesToFieldErrors, type FieldErrors } from '../../forms/field-errors';

// The participant form's values, validation and payload (001 §5, §7), apart from the view.

export interface ParticipantValues {
  firstname: string;
  lastname: string;
  /** `YYYY-MM-DD`, as a date input gives it */
  birthdate: string;
}

/** A birthdate after today (in the organiser's zone). */
export const BIRTHDATE_FUTURE = 'birthdate_future';

/** The form's starting values: empty, or the participant's (a datetime birthdate read as its day). */
export function participantValues(participant?: Participant | null): ParticipantValues {
  return {
    firstname: participant?.firstname ?? '',
    lastname: participant?.lastname ?? '',
    birthdate: participant?.birthdate?.slice(0, 10) ?? '',
  };
}

/**
 * Which custom fields the form asks: creating asks what sign-up asks (deferred fields wait for the document
 * forms), editing asks every active one, since the customer can answer the deferred ones now.
 */
export function participantFields(fields: readonly CustomField[] | undefined, editing: boolean): CustomField[] {
  return activeCustomFields(fields ?? []).filter((field) => editing || !field.deferred);
}

/** The answers shown in the form: what the participant answered, overridden by what was typed since. */
export function participantAnswers(
  fields: readonly CustomField[],
  participant: Participant | null | undefined,
  edits: Partial<CustomFieldValues>,
): Partial<CustomFieldValues> {
  return { ...fromCustomData(fields, participant?.custom_data ?? []), ...edits };
}

/** Validates everything; on success answers the request body (without participant_id), else one code per field. */
export function buildParticipantRequest(
  values: ParticipantValues,
  answers: Partial<CustomFieldValues>,
  fields: readonly CustomField[],
  today: string,
): { ok: true; body: ParticipantCreateRequest } | { ok: false; errors: FieldErrors } {
  const form = v.safeParse(participantFormSchema, values);
  const errors: FieldErrors = { ...customFieldErrors(fields, answers), ...(form.success ? {} : issuesToFieldErrors(form.issues)) };
  // nothing typed reads as "required" rather than the pattern's "invalid"
  if (values.birthdate.trim() === '') errors.birthdate = 'required';
  else if (!errors.birthdate && values.birthdate.slice(0, 10) > today) errors.birthdate = BIRTHDATE_FUTURE;
  if (!form.success || Object.keys(errors).length) return { ok: false, errors };
  const data = form.output;
  return {
    ok: true,
    body: { firstname: data.firstname, lastname: data.lastname, birthdate: data.birthdate, custom_data: toCustomData(fields, answers) },
  };
}
