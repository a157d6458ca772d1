// Answers for the participants tests (shapes of docs/api-contract.md).
import { participantFields } from '../../auth/auth.fixtures';
import { participants } from '../../testing/fixtures';
import { failure, type FakeRoutes } from '../../testing/test-runtime';

/** The session's participants, Léa with an answer to the PARTICIPANTS field (Allergies). */
export const sessionParticipants = [{ ...participants[0]!, custom_data: [{ field_id: 21, data: 'Arachides' }] }, participants[1]!];

export const created = {
  id: 3,
  cuid: 'pnew',
  firstname: 'Zoé',
  lastname: 'Dubois',
  fullname: 'Zoé Dubois',
  birthdate: '2020-02-29',
  custom_data: [{ field_id: 21, data: 'Aucune' }],
};

/** Create answers 201 {data: {participant}}; update echoes the body; delete answers 404 for ids not in the session. */
export const participantRoutes = (over: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/custom-fields': participantFields,
  'POST /api/participants': failure(201, { data: { participant: created } }),
  'PUT /api/participants': (_: URL, request: Request) =>
    request.json().then((body: { participant_id: number }) => ({
      data: { participant: { ...sessionParticipants.find((p) => p.id === body.participant_id), ...body } },
    })),
  'DELETE /api/participants': (url: URL) =>
    sessionParticipants.some((p) => String(p.id) === url.searchParams.get('participant_id'))
      ? { data: null, message: 'PARTICIPANT_DELETED' }
      : failure(404, { error: 'NOT_FOUND' }),
  ...over,
});
