import type { CustomField, CustomFieldKey, CustomFieldValue, CustomFieldValues } from '@oriel/core';
import { useT } from '../context/runtime';
import type { QueryResult } from '../context/use-query';
import { CustomFieldsBlock, useCustomFields } from './custom-field-inputs';
import { fieldErrorText, type FieldErrors } from './field-errors';
import { NameFields } from './identity-fields';
import { BIRTHDATE_FUTURE, participantFields, type ParticipantValues } from './participant-fields.logic';
import { TextField } from './text-field';

/** The organiser's PARTICIPANTS custom fields and the ones this form asks (editing asks the deferred ones too). */
export function useParticipantFields(editing: boolean, enabled = true): { query: QueryResult<CustomField[]>; fields: CustomField[] } {
  const query = useCustomFields('PARTICIPANTS', enabled);
  return { query, fields: participantFields(query.data, editing) };
}

export interface ParticipantFieldsProps {
  /** element ids are `{idPrefix}-{field}` */
  idPrefix: string;
  /** from useParticipantFields */
  query: QueryResult<CustomField[]>;
  fields: readonly CustomField[];
  values: ParticipantValues;
  onValue: (key: keyof ParticipantValues, value: string) => void;
  answers: Partial<CustomFieldValues>;
  onAnswer: (key: CustomFieldKey, value: CustomFieldValue) => void;
  /** codes keyed by field (`firstname`, `birthdate`, `custom_field_{id}`), from the logic or the API */
  errors: FieldErrors;
  /** the latest birthdate allowed (`YYYY-MM-DD`, today) and the message for one after it */
  latest?: { day: string; message: string } | undefined;
  /**
   * The customer's own participant at sign-up: a "I will attend myself" box shows the group; the names are the
   * customer's, so only the birthdate (which the browser may fill) and the answers are asked.
   */
  own?: { attending: boolean; onAttending: (attending: boolean) => void } | undefined;
}

/**
 * A participant's first name, last name, birthdate (required) and the organiser's PARTICIPANTS custom fields
 * (001 §3, §5): the one block every form writing a participant shows, so a field the spec adds is added here.
 */
export function ParticipantFields({ idPrefix, query, fields, values, onValue, answers, onAnswer, errors, latest, own }: ParticipantFieldsProps) {
  const t = useT();
  const errorOf = (key: string) => (errors[key] === BIRTHDATE_FUTURE && latest ? latest.message : fieldErrorText(t, errors[key]));
  const birthdate = (
    <TextField
      id={`${idPrefix}-birthdate`}
      name="birthdate"
      label={t('auth.register.birthdate')}
      type="date"
      // the browser knows the customer's own birthdate only: offered for anyone else's, it would be wrong
      {...(own ? { autoComplete: 'bday' } : {})}
      required
      {...(latest ? { max: latest.day } : {})}
      value={values.birthdate}
      onValue={(v) => onValue('birthdate', v)}
      error={errorOf('birthdate')}
    />
  );
  const answersBlock = (
    <CustomFieldsBlock
      query={query}
      fields={fields}
      values={answers}
      onValue={onAnswer}
      errors={errors}
      // at sign-up the customer's own custom fields share the form: the participant's ids stay apart
      idPrefix={own ? `${idPrefix}-participant` : idPrefix}
    />
  );
  if (!own)
    return (
      <>
        <NameFields idPrefix={idPrefix} values={values} onValue={onValue} errorOf={errorOf} autofill={false} />
        {birthdate}
        {answersBlock}
      </>
    );
  return (
    <>
      <div className="field">
        <label className="check">
          <input
            id={`${idPrefix}-attend`}
            type="checkbox"
            checked={own.attending}
            aria-describedby={`${idPrefix}-participant-hint`}
            onChange={(e) => own.onAttending((e.target as HTMLInputElement).checked)}
          />
          {t('auth.register.create_participant')}
        </label>
        <p id={`${idPrefix}-participant-hint`} className="field-hint">
          {t('auth.register.participant_hint')}
        </p>
      </div>
      {own.attending && (
        <fieldset className="o-fieldset">
          <legend>{t('auth.register.participant_title')}</legend>
          {birthdate}
          {answersBlock}
        </fieldset>
      )}
    </>
  );
}
