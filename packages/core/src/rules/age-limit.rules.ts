// Whether a participant may take a session with age limits (000 §3 age_minimum/age_maximum, in years: the contract).
// The API enforces it; a client form may call it to warn before sending.
import type { Instant } from '../time/clock';
import { isCalendarDay } from './schedule.rules';
import { ageInMonths } from './age-of.rules';

export interface AgeLimitsLike {
  age_minimum?: number | null;
  age_maximum?: number | null;
}

export type AgeLimitCheck = 'fits' | 'too_young' | 'too_old' | 'birthdate_required';

/** The API's refusal for each check that does not fit; the check itself is the field code on participant_id. */
export const AGE_LIMIT_ERRORS = {
  too_young: 'PARTICIPANT_AGE_OUT_OF_RANGE',
  too_old: 'PARTICIPANT_AGE_OUT_OF_RANGE',
  birthdate_required: 'PARTICIPANT_BIRTHDATE_REQUIRED',
} as const satisfies Record<Exclude<AgeLimitCheck, 'fits'>, string>;

/** True when the session has an age limit on either side. */
export function hasAgeLimits(limits: AgeLimitsLike): boolean {
  return limits.age_minimum != null || limits.age_maximum != null;
}

/** A real calendar day ('2016-02-30' is none), or a datetime, read in the zone. */
function isBirthdate(value: string | null | undefined): value is string {
  if (!value) return false;
  return value.length > 10 ? !Number.isNaN(Date.parse(value)) : isCalendarDay(value);
}

/**
 * The participant's age on the session's first day (`startAt`'s calendar day in the organiser's zone `tz`), against
 * bounds that both count: "5 to 10 years" takes a child from their 5th birthday until the day before their 11th.
 * A bound with a fraction of a year (1.5: "18 months", as young children's ages read) is counted in months, its
 * maximum until the day before the next month. A limited session needs the birth date (a bare calendar day or an
 * ISO datetime): without one the answer is 'birthdate_required', never a guess; a session without limits fits anyone.
 */
export function ageLimitCheck(birthdate: string | null | undefined, limits: AgeLimitsLike, startAt: Instant, tz?: string | null): AgeLimitCheck {
  if (!hasAgeLimits(limits)) return 'fits';
  if (!isBirthdate(birthdate)) return 'birthdate_required';
  const months = ageInMonths(birthdate, startAt, tz);
  const { age_minimum: minimum, age_maximum: maximum } = limits;
  if (minimum != null && months < Math.round(minimum * 12)) return 'too_young';
  if (maximum != null && months >= Math.round(maximum * 12) + (Number.isInteger(maximum) ? 12 : 1)) return 'too_old';
  return 'fits';
}
