import { useEffect, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { calendarDay, normaliseError, participantsApi, type AccountTranslator, type CustomFieldValues, type Participant, accountKeys } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useApi } from '../../context/use-api';
import { apiFieldCodes, type FieldErrors } from '../../forms/field-errors';
import { ErrorSummary, useErrorSummary } from '../../forms/error-summary';
import { RequiredNote } from '../../forms/field-label';
import { ParticipantFields, useParticipantFields } from '../../forms/participant-fields';
import { buildParticipantRequest, participantAnswers, participantValues, type ParticipantValues } from '../../forms/participant-fields.logic';
import { Spinner } from '../../primitives/states';
import { accountErrorMessage } from '../account-errors';
import { softDisabled } from '../../forms/submit-button';

export interface ParticipantFormProps {
  /** the account catalogue (this form also opens in place on catalog pages, outside the account area) */
  at: AccountTranslator;
  /** the participant to edit; without it the form creates one */
  participant?: Participant | undefined;
  submitLabel: string;
  /** after the save, its toast and the session refresh (the session then lists the participant) */
  onSaved: (participant: Participant) => void | Promise<void>;
  /** element ids are `{idPrefix}-{field}` */
  idPrefix: string;
  /**
   * Inside a catalog add form, where a form cannot nest: a group with a legend, whose Enter key and button save
   * the participant instead of submitting the add form.
   */
  inline?: { legend: string; onCancel: () => void } | undefined;
  /** under the button (a link back) */
  footer?: ReactNode;
}

/**
 * A participant's block (ParticipantFields; the birthdate not in the future) in a form that saves it (001 §3, §5):
 * POST /api/participants to create, PUT with participant_id to edit.
 * Server field codes land under their fields; other failures are a toast; what was typed stays.
 */
export function ParticipantForm({ at, participant, submitLabel, onSaved, idPrefix, inline, footer }: ParticipantFormProps) {
  const runtime = useRuntime();
  const { t, session, toasts, queries, timezone } = runtime;
  const api = useApi(participantsApi);
  const { query, fields } = useParticipantFields(!!participant);
  const [values, setValues] = useState<ParticipantValues>(() => participantValues(participant));
  const [edits, setEdits] = useState<Partial<CustomFieldValues>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const box = summary.formRef;
  const answers = participantAnswers(fields, participant, edits);
  const today = calendarDay(runtime.now.peek(), timezone);
  // opened in place by a button: the keyboard carries on in the form it opened
  useEffect(() => {
    if (inline) box.current?.querySelector<HTMLElement>('input')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the group appears
  }, []);

  const set = (key: keyof ParticipantValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const show = (next: FieldErrors) => {
    setErrors(next);
    summary.report();
  };

  async function save() {
    if (busy) return;
    const built = buildParticipantRequest(values, answers, fields, today);
    if (!built.ok) return show(built.errors);
    setErrors({});
    setBusy(true);
    try {
      const saved = participant ? await api.updateParticipant({ ...built.body, participant_id: participant.id }) : await api.createParticipant(built.body);
      toasts.success(participant ? at('updated') : at('participants.create.success'));
      // registrations and the other lists name participants: an edit shows there too
      await Promise.all([session.refresh(), participant ? queries.invalidate(accountKeys.all) : null]);
      setBusy(false);
      await onSaved(saved);
    } catch (error) {
      setBusy(false);
      const fieldCodes = apiFieldCodes(normaliseError(error).fields);
      if (Object.keys(fieldCodes).length) show(fieldCodes);
      else toasts.error(accountErrorMessage(at, t, error));
    }
  }

  const content = (
    <>
      <ErrorSummary control={summary} id={`${idPrefix}-errors`} />
      <RequiredNote />
      <ParticipantFields
        idPrefix={idPrefix}
        query={query}
        fields={fields}
        values={values}
        onValue={set}
        answers={answers}
        onAnswer={(key, value) => setEdits((e) => ({ ...e, [key]: value }))}
        errors={errors}
        latest={{ day: today, message: at('participants.birthdate_future') }}
      />
      <div className="o-form-actions">
        <button type={inline ? 'button' : 'submit'} className="btn btn-primary" {...softDisabled(busy, inline ? () => void save() : undefined)}>
          {busy && <Spinner />}
          {submitLabel}
        </button>
        {inline && (
          <button type="button" className="btn btn-secondary" onClick={inline.onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
      {footer}
    </>
  );

  if (inline) {
    // Enter in a field would submit the add form around this group: it saves the participant instead
    const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
      const target = e.target as HTMLElement;
      if (e.key !== 'Enter' || target.tagName !== 'INPUT') return;
      e.preventDefault();
      void save();
    };
    return (
      // Enter in one of its inputs saves the inline form (a form cannot nest in the outer one): the key bubbles here
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
      <fieldset ref={box} className="o-fieldset o-participant-inline" aria-busy={busy} onKeyDown={onKeyDown}>
        <legend>{inline.legend}</legend>
        {content}
      </fieldset>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };
  return (
    <form ref={box} className="o-form" onSubmit={submit} noValidate aria-busy={busy}>
      {content}
    </form>
  );
}
