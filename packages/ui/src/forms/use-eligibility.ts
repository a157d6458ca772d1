import type { Participant } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useAgeFormats } from '../catalog/use-age-formats';
import { participantEligibility, type AgeLimitedSession, type Eligibility } from './eligibility.logic';

/** The participants' fit for these sessions, in the organiser's zone and age display; null when none is age-limited. */
export function useEligibility(participants: readonly Participant[], sessions: readonly AgeLimitedSession[]): Eligibility | null {
  const { t, timezone } = useRuntime();
  const limited = sessions.some((s) => s.age_minimum != null || s.age_maximum != null);
  const formats = useAgeFormats(limited);
  return limited ? participantEligibility(t, participants, sessions, timezone, formats) : null;
}
