import type { Participant } from '@oriel/core';
import { useT } from '../context/runtime';
import { AddParticipant } from './add-participant';
import { fieldErrorText } from './field-errors';
import { FieldError } from './field-error';

/**
 * The participant an item is for (spec 000 §5: defaults to the customer's first participant), and the way to add
 * another (001 §4) without losing the form.
 */
export function ParticipantSelect({
  id,
  participants,
  value,
  onValue,
  error,
}: {
  id: string;
  participants: readonly Participant[];
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={id}>{t('availability.participant')}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onValue((e.target as HTMLSelectElement).value)}
      >
        {participants.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.fullname ?? `${p.firstname} ${p.lastname}`}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-err`} text={fieldErrorText(t, error)} />
      <AddParticipant onCreated={(p) => onValue(String(p.id))} />
    </div>
  );
}
