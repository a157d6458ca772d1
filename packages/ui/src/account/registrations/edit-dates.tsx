import { isDateOpen, partialDateState, sortDatesByStart, type AvailabilityDate, type PartialDateState } from '@oriel/core';
import { useAT } from '../account-context';
import { useAccountFormat } from '../account-format';
import { FieldError } from '../../forms/field-error';

export interface EditDatesProps {
  idp: string;
  dates: readonly AvailabilityDate[];
  /** the date ids the registration holds today */
  registered: ReadonlySet<number>;
  selected: readonly number[];
  onToggle: (dateId: number, state: PartialDateState) => void;
  now: number;
  /** already translated */
  error: string | undefined;
}

/**
 * The availability's dates as checkboxes (001 §4): a registered date that has started stays checked and locked;
 * a date not OPEN or full is disabled unless the participant already holds it. Each says why it cannot change.
 */
export function EditDates({ idp, dates, registered, selected, onToggle, now, error }: EditDatesProps) {
  const at = useAT();
  const { range } = useAccountFormat();
  const errId = `${idp}-dates-err`;
  return (
    <fieldset className="field o-choices" aria-invalid={error ? true : undefined} aria-describedby={error ? errId : undefined}>
      <legend>{at('registrations.edit.dates')}</legend>
      {sortDatesByStart(dates).map((d) => {
        const state = partialDateState(d, registered.has(d.id), now);
        const note = state.locked
          ? at('registrations.edit.date_started')
          : state.disabled
            ? d.status === 'FULL' || (d.status === 'OPEN' && !isDateOpen(d))
              ? at('registrations.edit.date_full')
              : at('registrations.edit.date_closed')
            : null;
        return (
          <label key={d.id} className="check">
            <input
              type="checkbox"
              name={`${idp}-dates`}
              value={d.id}
              checked={selected.includes(d.id)}
              disabled={state.disabled}
              onChange={() => onToggle(d.id, state)}
            />
            <span>
              {range(d.start_at, d.end_at)}
              {note && ` · ${note}`}
            </span>
          </label>
        );
      })}
      <FieldError id={errId} text={error} />
    </fieldset>
  );
}
