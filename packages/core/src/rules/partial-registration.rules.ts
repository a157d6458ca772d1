import type { Instant } from '../time/clock';
import type { DateLike } from './availability.rules';
import { isDateOpen } from './availability.rules';
import { epochOrNull, nowMs } from './time';

export interface PartialDateState {
  /** The checkbox cannot change. */
  disabled: boolean;
  /** Registered and already started: stays selected. */
  locked: boolean;
}

/**
 * Edit form of a registration (001 §4): started dates cannot be deselected; dates not OPEN or
 * already full are disabled unless the participant is already registered on them.
 */
export function partialDateState(date: DateLike, registered: boolean, now: Instant): PartialDateState {
  const started = (epochOrNull(date.start_at) ?? Number.POSITIVE_INFINITY) <= nowMs(now);
  const locked = registered && started;
  return { locked, disabled: locked || (!registered && !isDateOpen(date)) };
}

/** Toggles a date id unless its state forbids it; returns the same array when nothing changes. */
export function togglePartialDate<Id>(selected: readonly Id[], id: Id, state: PartialDateState): readonly Id[] {
  if (state.disabled) return selected;
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/** At least one date must remain (field code of 000 §5, message of 001 §5). */
export function partialSelectionError(selected: readonly unknown[]): 'availability_dates_required' | null {
  return selected.length === 0 ? 'availability_dates_required' : null;
}

/**
 * A registration for some of an availability's dates pays for those dates: the price less the share of the dates
 * left out (145,00 € for 5 days, 4 chosen: 29,00 € off, 116,00 €), rounded to the minor unit. None, or every
 * date, or an availability of one date: no discount.
 */
export function partialRegistrationDiscount(price: number, chosenDates: number, allDates: number): number {
  if (allDates <= 1 || chosenDates <= 0 || chosenDates >= allDates) return 0;
  return price - Math.round((price * chosenDates) / allDates);
}
