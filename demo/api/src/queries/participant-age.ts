import { AGE_LIMIT_ERRORS, ageLimitCheck, hasAgeLimits } from '@oriel/core';
import type { Db } from '../db/db';
import { conflict } from '../lib/errors';
import { loadOrganiser } from './organiser';

type Row = Record<string, any>;

const MESSAGES = {
  too_young: 'The participant is too young for this session',
  too_old: 'The participant is too old for this session',
  birthdate_required: 'This session has age limits: give the participant a birth date',
};

/**
 * 000 §3 age_minimum/age_maximum: the participant must be of age on each session's start day in the organiser's zone
 * (core ageLimitCheck), from the birth date the customer gave. Out of range: 409 PARTICIPANT_AGE_OUT_OF_RANGE with
 * `fields.participant_id` "too_young" or "too_old"; no birth date against a limited session: 409
 * PARTICIPANT_BIRTHDATE_REQUIRED with "birthdate_required" (the customer adds it to the participant, then retries).
 * Each availability row needs start_at, age_minimum and age_maximum.
 */
export async function checkParticipantAge(db: Db, participantId: number, availabilities: readonly Row[]) {
  const limited = availabilities.filter((a) => hasAgeLimits(a));
  if (!limited.length) return;
  // the calendar day as text: a date column must not go through a Date and the server's zone
  const [participant] = await db.query<{ birthdate: string | null }>("SELECT to_char(birthdate, 'YYYY-MM-DD') AS birthdate FROM participants WHERE id = $1", [
    participantId,
  ]);
  const tz = (await loadOrganiser(db)).timezone;
  for (const a of limited) {
    const fit = ageLimitCheck(participant?.birthdate, a, a.start_at, tz);
    if (fit !== 'fits') throw conflict(AGE_LIMIT_ERRORS[fit], MESSAGES[fit], { participant_id: fit });
  }
}
