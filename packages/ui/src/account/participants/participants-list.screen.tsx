import { Fragment } from 'react';
import { activeCustomFields, ageInDisplayDays, displayAge, formatDate, translateAge, type CustomField, type Participant } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useSignalValue } from '../../context/use-signal';
import { useCustomFields } from '../../forms/custom-field-inputs';
import { EmptyState } from '../../primitives/states';
import { useAccount } from '../account-context';
import { AccountLink } from '../account-link';
import { AccountScreen, useSectionHeading } from '../account-screen';

/** A birthdate is a calendar day: read in UTC so no zone moves it to the day before. */
const BIRTHDAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/**
 * /account/participants (001 §2): the session's participants, each with birthdate, age and custom answers, and
 * links to edit and delete; "add a participant" leads to the create screen.
 */
export function ParticipantsScreen() {
  const { session } = useRuntime();
  const { at, headingLevel } = useAccount();
  const participants = useSignalValue(session.state).data?.participants ?? [];
  const fields = activeCustomFields(useCustomFields('PARTICIPANTS').data ?? []);
  const add = (
    <AccountLink to={{ view: 'participant-create' }} className="btn btn-primary">
      {at('participants.add')}
    </AccountLink>
  );
  return (
    <AccountScreen title={at('participants.title')} aside={add}>
      {participants.length === 0 ? (
        <EmptyState title={at('participants.empty')} level={headingLevel === 1 ? 2 : 3} />
      ) : (
        <ul className="o-account-list" aria-label={at('participants.title')}>
          {participants.map((p) => (
            <li key={p.id} className="o-account-row">
              <ParticipantRow participant={p} fields={fields} />
            </li>
          ))}
        </ul>
      )}
    </AccountScreen>
  );
}

function ParticipantRow({ participant: p, fields }: { participant: Participant; fields: readonly CustomField[] }) {
  const runtime = useRuntime();
  const { t, lang, timezone } = runtime;
  const { at } = useAccount();
  const H = useSectionHeading();
  const now = useSignalValue(runtime.now);
  const name = p.fullname || `${p.firstname ?? ''} ${p.lastname ?? ''}`.trim();
  const cuid = p.cuid ?? String(p.id);
  const answers = fields.flatMap((field) => {
    const data = p.custom_data.find((entry) => entry.field_id === field.id)?.data;
    // multiple choices are stored comma-joined (001 §3)
    return data ? [{ field, text: field.type === 'CHOICES_MULTIPLE' ? data.split(',').join(', ') : data }] : [];
  });
  return (
    <>
      <H>{name}</H>
      <dl className="o-account-data">
        {p.birthdate && (
          <>
            <dt>{t('auth.register.birthdate')}</dt>
            <dd>{formatDate(p.birthdate.slice(0, 10), { locale: lang, timeZone: 'UTC' }, BIRTHDAY)}</dd>
            <dt>{at('participants.age')}</dt>
            <dd>{translateAge(t, displayAge(ageInDisplayDays(p.birthdate, now, timezone)))}</dd>
          </>
        )}
        {answers.map(({ field, text }) => (
          <Fragment key={field.id}>
            <dt>{field.title}</dt>
            <dd>{text}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="o-account-actions">
        <AccountLink to={{ view: 'participant-edit', cuid }} className="btn btn-secondary" aria-label={at('participants.edit_named', { name })}>
          {at('participants.actions.edit')}
        </AccountLink>
        <AccountLink to={{ view: 'participant-delete', cuid }} className="btn btn-secondary" aria-label={at('participants.delete_named', { name })}>
          {at('participants.actions.delete')}
        </AccountLink>
      </p>
    </>
  );
}
