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
  type RegisterRequest,
} from '@oriel/core';
import { customFieldErrors } from './custom-fields.logic';
import { issuesToFieldErrors, type FieldErrors } from './field-errors';

// A participant's block (001 §3, §5, §7): its values, which custom fields it asks, its validation and the body it
// builds, for every form that writes one (the account's participant form, in place or on its screen, and sign-up).

export interface ParticipantValues {
  firstname: string;
  lastname: string;
  /** `YYYY-MM-DD`, as a date input gives it */
  birthdate: string;
}

/** A birthdate after today (in the organiser's zone). */
export const BIRTHDATE_FUTURE = 'birthdate_future';

/** The customer's own participant at sign-up: the names are the customer's, so only the birthdate is asked. */
const ownParticipantSchema = v.pick(participantFormSchema, ['birthdate']);

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

type Built<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

function validate<T extends { birthdate: string }>(
  parsed: v.SafeParseResult<v.GenericSchema<unknown, T>>,
  birthdate: string,
  answers: Partial<CustomFieldValues>,
  fields: readonly CustomField[],
  today: string | null,
): Built<T & { custom_data: ReturnType<typeof toCustomData> }> {
  const errors: FieldErrors = { ...customFieldErrors(fields, answers), ...(parsed.success ? {} : issuesToFieldErrors(parsed.issues)) };
  // nothing typed reads as "required" rather than the pattern's "invalid"
  if (birthdate.trim() === '') errors.birthdate = 'required';
  else if (today && !errors.birthdate && birthdate.slice(0, 10) > today) errors.birthdate = BIRTHDATE_FUTURE;
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: { ...parsed.output, custom_data: toCustomData(fields, answers) } };
}

/** Validates a participant; on success answers the request body (without participant_id), else one code per field. */
export function buildParticipantRequest(
  values: ParticipantValues,
  answers: Partial<CustomFieldValues>,
  fields: readonly CustomField[],
  today: string,
): Built<ParticipantCreateRequest> {
  return validate(v.safeParse(participantFormSchema, values), values.birthdate, answers, fields, today);
}

/** The customer's own participant sent with sign-up (`participant` of the register body): birthdate and answers. */
export function buildOwnParticipant(
  birthdate: string,
  answers: Partial<CustomFieldValues>,
  fields: readonly CustomField[],
): Built<NonNullable<RegisterRequest['participant']>> {
  // no "future" check at sign-up: the API judges the customer's own birthdate
  return validate(v.safeParse(ownParticipantSchema, { birthdate }), birthdate, answers, fields, null);
}
