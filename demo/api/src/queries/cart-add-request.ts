import { ApiError, conflict, validation } from '../lib/errors';
import { ownParticipant, type AddScope, type RequestInput } from './cart-add-input';
import { insertItem } from './cart-add-offers';
import { checkAnswers } from './cart-add-registration';
import { checkParticipantAge } from './participant-age';

type Row = Record<string, any>;

/**
 * One registration request (one entry per registration of the tier's count). It takes no place and costs nothing at
 * checkout: the organiser approves it first; its estimated total is kept for the request it becomes.
 */
export async function addRegistrationRequest(scope: AddScope, input: RequestInput) {
  const participant = ownParticipant(scope, input.participant_id ?? scope.fallbackParticipant, true)!;
  const ids = [...new Set(input.availabilities.map((a) => a.id))];
  const rows = await scope.tx.query<Row>(
    'SELECT id, activity_id, price, deposit, status, start_at, end_at, age_minimum, age_maximum FROM availabilities WHERE id = ANY($1::int[]) ORDER BY start_at, id',
    [ids],
  );
  if (rows.length !== ids.length) throw new ApiError(404, 'NOT_FOUND', 'No such availability', { availabilities: 'not_found' });
  if (new Set(rows.map((a) => a.activity_id)).size !== 1) throw validation({ availabilities: 'invalid' }, 'A request covers one activity');
  // each session at its own start: a participant who comes of age halfway through fits only the later ones
  await checkParticipantAge(scope.tx, participant.id, rows);
  await checkTier(scope, rows[0]!.activity_id, ids.length, input.tier_id);
  if (rows.some((a) => a.status === 'CLOSED' || new Date(a.end_at) <= scope.now))
    throw conflict('AVAILABILITY_CLOSED', 'An availability of the request is closed');
  for (const choice of input.availabilities) {
    if (!choice.dates?.length) continue;
    const known = await scope.tx.query<{ id: number }>('SELECT id FROM availability_dates WHERE availability_id = $1 AND id = ANY($2::int[])', [
      choice.id,
      choice.dates,
    ]);
    if (known.length !== new Set(choice.dates).size) throw validation({ availabilities: 'invalid' }, 'A chosen date is not a date of its availability');
  }
  const { optionsTotal, options, questions } = await checkAnswers(scope.tx, rows[0]!, input);
  const estimate = rows.reduce((sum, a) => sum + a.price, 0) + optionsTotal;
  await insertItem(scope, {
    type: 'REGISTRATION_REQUEST',
    participantId: participant.id,
    price: 0,
    quantity: 1,
    payload: {
      availability_ids: rows.map((a) => a.id),
      choices: input.availabilities,
      options,
      questions,
      estimate,
      deposit: rows.reduce((s, a) => s + a.deposit, 0),
    },
  });
}

/**
 * 000 §4: a selection counts between the tier's minimum and maximum. An activity with tiers takes only a count that
 * fits the chosen tier (tier_id) or, without one, any of its tiers (400 fields.availabilities "tier"); an unknown
 * tier is "not_found". An activity without tiers takes any count.
 */
async function checkTier(scope: AddScope, activityId: number, count: number, tierId: number | null | undefined) {
  const [act] = await scope.tx.query<{ tiers: { id: number; minimum_availabilities: number; maximum_availabilities: number }[] }>(
    'SELECT tiers FROM activities WHERE id = $1',
    [activityId],
  );
  const tiers = act?.tiers ?? [];
  if (!tiers.length && tierId == null) return;
  const candidates = tierId == null ? tiers : tiers.filter((t) => t.id === tierId);
  if (!candidates.length) throw validation({ tier_id: 'not_found' }, 'No such tier for this activity');
  if (!candidates.some((t) => count >= t.minimum_availabilities && count <= t.maximum_availabilities)) {
    throw validation({ availabilities: 'tier' }, 'The number of sessions does not fit the tier');
  }
}
