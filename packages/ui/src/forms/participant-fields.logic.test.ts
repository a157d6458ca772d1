import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { customFieldSchema, type CustomField, type Participant } from '@oriel/core';
import {
  BIRTHDATE_FUTURE,
  buildOwnParticipant,
  buildParticipantRequest,
  participantAnswers,
  participantFields,
  participantValues,
} from './participant-fields.logic';

const field = (over: Record<string, unknown>): CustomField => v.parse(customFieldSchema, { type: 'TEXT', title: 'x', active: true, ...over });
const fields = [
  field({ id: 1, title: 'Allergies', required: true, order: 1 }),
  field({ id: 2, title: 'Plus tard', required: true, order: 2, deferred: true }),
  field({ id: 3, title: 'Inactif', active: false }),
  field({
    id: 4,
    type: 'CHOICES_MULTIPLE',
    title: 'Sports',
    order: 0,
    choices: [
      { id: 1, label: 'Tennis' },
      { id: 2, label: 'Judo' },
    ],
  }),
];
const lea = {
  id: 1,
  cuid: 'p1',
  firstname: 'Léa',
  lastname: 'Dubois',
  fullname: 'Léa Dubois',
  birthdate: '2018-10-14T00:00:00+02:00',
  custom_data: [{ field_id: 4, data: 'Tennis,Judo' }],
} as Participant;
const TODAY = '2026-11-21';

describe('participant fields logic', () => {
  it('creating asks the sign-up fields; editing asks every active one (deferred too), in descending order', () => {
    expect(participantFields(fields, false).map((f) => f.id)).toEqual([1, 4]);
    expect(participantFields(fields, true).map((f) => f.id)).toEqual([2, 1, 4]);
    expect(participantFields(undefined, true)).toEqual([]);
  });

  it('starts from the participant (a datetime birthdate as its day) and its answers, typed ones winning', () => {
    expect(participantValues(lea)).toEqual({ firstname: 'Léa', lastname: 'Dubois', birthdate: '2018-10-14' });
    expect(participantValues()).toEqual({ firstname: '', lastname: '', birthdate: '' });
    expect(participantAnswers(fields, lea, { custom_field_1: 'Arachides' })).toMatchObject({ custom_field_1: 'Arachides', custom_field_4: ['Tennis', 'Judo'] });
  });

  it('required names, birthdate and answers; a birthdate after today is refused', () => {
    const empty = buildParticipantRequest({ firstname: ' ', lastname: '', birthdate: '' }, {}, participantFields(fields, false), TODAY);
    expect(empty).toEqual({ ok: false, errors: { firstname: 'required', lastname: 'required', birthdate: 'required', custom_field_1: 'required' } });
    const future = buildParticipantRequest(
      { firstname: 'Zoé', lastname: 'D', birthdate: '2026-11-22' },
      { custom_field_1: 'x' },
      participantFields(fields, false),
      TODAY,
    );
    expect(future).toEqual({ ok: false, errors: { birthdate: BIRTHDATE_FUTURE } });
    const garbled = buildParticipantRequest({ firstname: 'Zoé', lastname: 'D', birthdate: '21/11/2020' }, { custom_field_1: 'x' }, [], TODAY);
    expect(garbled).toEqual({ ok: false, errors: { birthdate: 'invalid' } });
  });

  it('answers the trimmed body with custom_data (multiple choices comma-joined, empty answers left out); today is a valid birthdate', () => {
    const built = buildParticipantRequest(
      { firstname: ' Zoé ', lastname: ' Dubois ', birthdate: TODAY },
      { custom_field_1: ' Aucune ', custom_field_4: ['Judo', 'Tennis'] },
      participantFields(fields, false),
      TODAY,
    );
    expect(built).toEqual({
      ok: true,
      body: {
        firstname: 'Zoé',
        lastname: 'Dubois',
        birthdate: TODAY,
        custom_data: [
          { field_id: 1, data: 'Aucune' },
          { field_id: 4, data: 'Judo,Tennis' },
        ],
      },
    });
  });

  it("the customer's own participant at sign-up: only the birthdate and the answers, required, the names left to the customer's", () => {
    expect(buildOwnParticipant('', {}, participantFields(fields, false))).toEqual({ ok: false, errors: { birthdate: 'required', custom_field_1: 'required' } });
    expect(buildOwnParticipant('01/01/1985', { custom_field_1: 'x' }, [])).toEqual({ ok: false, errors: { birthdate: 'invalid' } });
    const built = buildOwnParticipant('1985-01-01', { custom_field_1: ' Arachides ', custom_field_2: 'later' }, participantFields(fields, false));
    expect(built).toEqual({ ok: true, body: { birthdate: '1985-01-01', custom_data: [{ field_id: 1, data: 'Arachides' }] } });
  });
});
