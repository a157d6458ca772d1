import { describe, expect, it } from 'vitest';
import { createTranslator, type Participant } from '@oriel/core';
import { fits, participantEligibility, participantFieldError } from './eligibility.logic';

const t = createTranslator('fr');
const TZ = 'Europe/Brussels';
const person = (id: number, fullname: string, birthdate: string | null) =>
  ({ id, cuid: `p${id}`, fullname, birthdate, custom_data: [] }) as unknown as Participant;
// a camp for 5 to 10 years starting on Monday 6 July 2026, 09:00 in Brussels
const camp = { start_at: '2026-07-06T07:00:00.000Z', age_minimum: 5, age_maximum: 10 };

describe('participantEligibility', () => {
  it('the age on the first day of the session decides, not today’s: a birthday before the start counts', () => {
    const people = [
      person(1, 'Léa', '2021-07-06'), // 5 on the first day (4 today)
      person(2, 'Zoé', '2021-07-07'), // 5 only the day after
      person(3, 'Tom', '2015-07-07'), // still 10 on the first day
      person(4, 'Hugo', '2015-07-06'), // 11 on the first day
      person(5, 'Marie', '1985-04-12'),
      person(6, 'Paul', null),
    ];
    const e = participantEligibility(t, people, [camp], TZ, [])!;
    expect(e.ranges).toBe('De 5 à 10 ans');
    expect([...e.byId.values()]).toEqual([
      { check: 'fits', age: '5 ans', reason: null },
      { check: 'too_young', age: '4 ans', reason: 'en dessous de l’âge prévu (De 5 à 10 ans)' },
      { check: 'fits', age: '10 ans', reason: null },
      { check: 'too_old', age: '11 ans', reason: 'au-dessus de l’âge prévu (De 5 à 10 ans)' },
      { check: 'too_old', age: '41 ans', reason: 'au-dessus de l’âge prévu (De 5 à 10 ans)' },
      { check: 'birthdate_required', age: null, reason: 'date de naissance manquante' },
    ]);
    expect(fits(e, 1)).toBe(true);
    expect(fits(e, 4)).toBe(false);
  });

  it("ages in the organiser's display rules (months for the youngest)", () => {
    const formats = [
      { type: 'months' as const, number_of_days: 30.436875, limit: 36, rounding_interval: 1, rounding_method: 'down' as const },
      { type: 'years' as const, number_of_days: 365.25, limit: null, rounding_interval: 1, rounding_method: 'down' as const },
    ];
    const toddlers = { start_at: camp.start_at, age_minimum: 1.5, age_maximum: 3 };
    const e = participantEligibility(t, [person(1, 'Noé', '2024-07-01')], [toddlers], TZ, formats)!;
    expect(e.ranges).toBe('De 18 mois à 3 ans');
    expect(e.byId.get(1)).toEqual({ check: 'fits', age: '24 mois', reason: null });
  });

  it('several sessions: one failed is enough, with its own range; none limited needs no eligibility', () => {
    const teens = { start_at: '2026-08-03T07:00:00.000Z', age_minimum: 12, age_maximum: null };
    const e = participantEligibility(t, [person(1, 'Léa', '2018-01-01')], [teens, camp], TZ, [])!;
    expect(e.ranges).toBe('De 5 à 10 ans, À partir de 12 ans');
    expect(e.byId.get(1)).toMatchObject({ check: 'too_young', age: '8 ans', reason: 'en dessous de l’âge prévu (À partir de 12 ans)' });
    expect(participantEligibility(t, [person(1, 'Léa', null)], [{ start_at: camp.start_at }], TZ, [])).toBeNull();
    expect(fits(null, 1)).toBe(true);
  });

  it("the participant field's code before sending", () => {
    const e = participantEligibility(t, [person(1, 'Marie', '1985-04-12')], [camp], TZ, []);
    expect(participantFieldError(e, '')).toBe('no_eligible_participant');
    expect(participantFieldError(e, '1')).toBe('too_old');
    expect(participantFieldError(null, '')).toBe('required');
    expect(participantFieldError(null, '1')).toBeUndefined();
  });
});
