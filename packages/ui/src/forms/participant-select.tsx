import type { Participant } from '@oriel/core';
import { useT } from '../context/runtime';
import { AddParticipant } from './add-participant';
import type { Eligibility } from './eligibility.logic';
import { fieldErrorText } from './field-errors';
import { FieldError } from './field-error';

const nameOf = (p: Participant) => p.fullname ?? `${p.firstname} ${p.lastname}`;

/**
 * The participant an item is for (spec 000 §5: defaults to the customer's first participant), and the way to add
 * another (001 §4) without losing the form. For age-limited sessions each participant shows their age on the first
 * day; those who do not fit cannot be chosen, and why is said under the list (what the field is described by).
 */
export function ParticipantSelect({
  id,
  participants,
  value,
  onValue,
  error,
  eligibility = null,
}: {
  id: string;
  participants: readonly Participant[];
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  eligibility?: Eligibility | null | undefined;
}) {
  const t = useT();
  const fitOf = (p: Participant) => eligibility?.byId.get(p.id);
  const who = (p: Participant) => {
    const age = fitOf(p)?.age;
    return age ? t('availability.eligibility.named_age', { name: nameOf(p), age }) : nameOf(p);
  };
  const unfit = participants.filter((p) => fitOf(p)?.reason);
  const described = [eligibility && `${id}-ages`, unfit.length && `${id}-unfit`, error && `${id}-err`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{t('availability.participant')}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValue((e.target as HTMLSelectElement).value)}
      >
        {value === '' && (
          <option value="" disabled>
            {t('availability.eligibility.none')}
          </option>
        )}
        {participants.map((p) => {
          const reason = fitOf(p)?.reason;
          return (
            <option key={p.id} value={String(p.id)} disabled={!!reason}>
              {reason ? t('availability.eligibility.unfit', { who: who(p), reason }) : who(p)}
            </option>
          );
        })}
      </select>
      {eligibility && (
        <p id={`${id}-ages`} className="field-hint">
          {t('availability.eligibility.ages', { range: eligibility.ranges })}
        </p>
      )}
      {unfit.length > 0 && (
        <ul id={`${id}-unfit`} className="field-hint o-unfit">
          {unfit.map((p) => (
            <li key={p.id}>{t('availability.eligibility.unfit', { who: who(p), reason: fitOf(p)!.reason })}</li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-err`} text={fieldErrorText(t, error)} />
      <AddParticipant onCreated={(p) => onValue(String(p.id))} />
    </div>
  );
}
