import type { Db } from '../db/db';
import { ApiError, conflict } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { iso } from '../lib/time';
import { heldOnAvailability } from '../lib/sql';
import { checkParticipantAge } from './participant-age';

type Row = Record<string, any>;

/**
 * POST /api/registrations/waiting-list (000 §4, §7): only for a participant of the session's ages (participant-age.ts),
 * on an availability that is CLOSED or FULL (an OPEN one with places is registered for instead: 409
 * AVAILABILITY_OPEN); once per participant (409 ALREADY_ON_WAITING_LIST).
 */
export async function joinWaitingList(db: Db, now: Date, customerId: number, availabilityId: number, participantId: number) {
  return db.transaction(async (tx) => {
    const [participant] = await tx.query<Row>('SELECT id FROM participants WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL', [
      participantId,
      customerId,
    ]);
    if (!participant) throw new ApiError(403, 'FORBIDDEN', 'This participant is not one of yours', { participant_id: 'invalid' });
    const [a] = await tx.query<Row>('SELECT id, status, capacity, start_at, age_minimum, age_maximum FROM availabilities WHERE id = $1 FOR NO KEY UPDATE', [
      availabilityId,
    ]);
    if (!a) throw new ApiError(404, 'NOT_FOUND', 'No such availability', { availability_id: 'not_found' });
    // a place that frees up would be offered to a participant who cannot take it
    await checkParticipantAge(tx, participantId, [a]);
    // Counted once the lock is held, in a statement of its own: a count in the locking statement reads the snapshot
    // taken before it waited, and misses the places an add holding the lock has just taken.
    const [held] = await tx.query<{ registered: number }>(`SELECT ${heldOnAvailability('a', '$2')} AS registered FROM availabilities a WHERE a.id = $1`, [
      a.id,
      now,
    ]);
    const full = a.capacity !== null && held!.registered >= a.capacity;
    if (a.status === 'OPEN' && !full) throw conflict('AVAILABILITY_OPEN', 'This availability still has places', { availability_id: 'open' });
    const [row] = await tx.query<Row>(
      `INSERT INTO waiting_list (cuid, availability_id, customer_id, participant_id, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (availability_id, participant_id) DO NOTHING RETURNING cuid, created_at`,
      [randomCuid(), a.id, customerId, participantId, now],
    );
    if (!row) throw conflict('ALREADY_ON_WAITING_LIST', 'This participant is already on the waiting list', { participant_id: 'already_on_waiting_list' });
    return { cuid: row.cuid as string, availability_id: a.id as number, participant_id: participantId, created_at: iso(row.created_at) };
  });
}
