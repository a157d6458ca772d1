import {
  ageInDisplayDays,
  ageLimitCheck,
  DAYS_PER_YEAR,
  displayAge,
  displayAgeRange,
  hasAgeLimits,
  translateAge,
  translateAgeRange,
  type AgeFormatLike,
  type AgeLimitCheck,
  type AgeLimitsLike,
  type Participant,
  type Translator,
} from '@oriel/core';

// Which of the customer's participants may take the sessions an add form is for (000 §3 age_minimum/age_maximum,
// core ageLimitCheck: the age on each session's first day in the organiser's zone), in the organiser's age display.

export interface AgeLimitedSession extends AgeLimitsLike {
  start_at: string;
}

export interface ParticipantFit {
  check: AgeLimitCheck;
  /** the age on the first limited session's first day, as the organiser displays ages; null without a birth date */
  age: string | null;
  /** why the participant cannot take part, null when they can */
  reason: string | null;
}

export interface Eligibility {
  /** the sessions' age ranges as text ("5 to 10 years") */
  ranges: string;
  byId: ReadonlyMap<number, ParticipantFit>;
}

/** age_minimum/age_maximum are years (docs/api-contract.md); the display rules work in days. */
function rangeText(t: Translator, session: AgeLimitsLike, formats: readonly AgeFormatLike[]): string {
  const days = (years: number | null | undefined) => (years == null ? null : years * DAYS_PER_YEAR);
  return translateAgeRange(t, displayAgeRange(days(session.age_minimum), days(session.age_maximum), formats)) ?? '';
}

/**
 * Each participant against every limited session: the first one they do not fit gives the reason (with that
 * session's range). Null when no session has an age limit: everyone fits and nothing needs saying.
 */
export function participantEligibility(
  t: Translator,
  participants: readonly Participant[],
  sessions: readonly AgeLimitedSession[],
  tz: string,
  formats: readonly AgeFormatLike[],
): Eligibility | null {
  const limited = sessions.filter(hasAgeLimits).sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  const first = limited[0];
  if (!first) return null;
  const byId = new Map<number, ParticipantFit>();
  for (const p of participants) {
    let check: AgeLimitCheck = 'fits';
    let failed: AgeLimitedSession | undefined;
    for (const session of limited) {
      check = ageLimitCheck(p.birthdate, session, session.start_at, tz);
      if (check !== 'fits') {
        failed = session;
        break;
      }
    }
    const age = check === 'birthdate_required' || !p.birthdate ? null : translateAge(t, displayAge(ageInDisplayDays(p.birthdate, first.start_at, tz), formats));
    const reason =
      check === 'fits'
        ? null
        : check === 'birthdate_required'
          ? t('availability.eligibility.birthdate_required')
          : t(`availability.eligibility.${check}`, { range: rangeText(t, failed!, formats) });
    byId.set(p.id, { check, age, reason });
  }
  const ranges = [...new Set(limited.map((s) => rangeText(t, s, formats)))].join(', ');
  return { ranges, byId };
}

/** Whether a participant may be chosen: anyone when the sessions have no limit. */
export const fits = (eligibility: Eligibility | null, id: number): boolean => !eligibility || eligibility.byId.get(id)?.check === 'fits';

/**
 * The participant field's code before sending: none chosen reads `no_eligible_participant` when the ages ruled
 * everyone out, else `required`; an ineligible one its check (`too_old`…), as the API would answer.
 */
export function participantFieldError(eligibility: Eligibility | null, participantId: string): string | undefined {
  if (participantId === '') return eligibility && eligibility.byId.size ? 'no_eligible_participant' : 'required';
  const check = eligibility?.byId.get(Number(participantId))?.check;
  return check && check !== 'fits' ? check : undefined;
}
