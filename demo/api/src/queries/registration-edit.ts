import { partialDateState, type AvailabilityStatusCode, type EditRegistrationRequest } from '@oriel/core';
import type { Db } from '../db/db';
import { ApiError, conflict, validation } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { loadDates, serializeDate } from './availabilities';
import { checkAnswers, registrationPrice } from './cart-add-registration';
import { checkParticipantAge } from './participant-age';

type Row = Record<string, any>;
type EditBody = Required<Pick<EditRegistrationRequest, 'registration_id' | 'availability_dates' | 'options' | 'questions' | 'automatic_price'>>;

export interface EditPlan {
  registration: Row;
  added: number[];
  removed: number[];
  options: unknown[];
  questions: unknown[];
  /** what the registration costs with these dates and options: the cart's price (registrationPrice) */
  price: number;
  deposit: number;
  /** the total after the edit: the new price with automatic_price, else the stored total */
  total_amount: number;
  previous_total_amount: number;
  /** what was paid above the new total: credited to the customer's wallet when the edit is saved */
  refund_amount: number;
}

/**
 * A partial-registration edit (001 §4, §5), checked the same way for the estimate and the PUT. Dates follow core's
 * partialDateState: a started date cannot be removed (400 "started"), a date not OPEN or full cannot be added unless
 * already held (409 "unavailable"); a date added needs the participant of the session's ages (participant-age.ts);
 * options and questions are checked as the cart add checks them. The price is the
 * cart's: availability price + options, whatever the dates (the demo has no per-date pricing).
 * With `lock`, the registration row then the availability row are locked before any count, so two edits (or an edit
 * and a cart add, which locks the availability too) cannot both take the last place of a date.
 */
export async function planRegistrationEdit(db: Db, now: Date, customerId: number, body: EditBody, lock: boolean): Promise<EditPlan> {
  const forUpdate = lock ? ' FOR NO KEY UPDATE' : '';
  const [registration] = await db.query<Row>(`SELECT * FROM registrations WHERE id = $1 AND customer_id = $2${forUpdate}`, [body.registration_id, customerId]);
  if (!registration) throw new ApiError(404, 'NOT_FOUND', 'No such registration', { registration_id: 'not_found' });
  if (registration.cancelled) throw conflict('NOT_EDITABLE', 'A cancelled registration cannot be edited', { registration_id: 'cancelled' });
  const [a] = await db.query<Row>(`SELECT * FROM availabilities WHERE id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`, [registration.availability_id]);

  // counted in a statement of its own, once the lock is held (see waiting-list.ts)
  const dates = (await loadDates({ db, now, tz: '', base: '' }, 'd.availability_id = $1', [a!.id])).map((row) => {
    const d = serializeDate(row);
    return { ...d, status: d.status as AvailabilityStatusCode, start_at: d.start_at!, end_at: d.end_at! };
  });
  const held = new Set(
    (await db.query<{ date_id: number }>('SELECT date_id FROM registration_dates WHERE registration_id = $1', [registration.id])).map((d) => d.date_id),
  );
  const chosen = new Set(body.availability_dates.map((d) => d.date_id));
  if ([...chosen].some((id) => !dates.some((d) => d.id === id)))
    throw validation({ availability_dates: 'invalid' }, 'A chosen date is not a date of this availability');
  const added: number[] = [];
  const removed: number[] = [];
  for (const date of dates) {
    const state = partialDateState(date, held.has(date.id), now);
    if (held.has(date.id) && !chosen.has(date.id)) {
      if (state.locked) throw validation({ availability_dates: 'started' }, 'A date that has started cannot be removed');
      removed.push(date.id);
    } else if (!held.has(date.id) && chosen.has(date.id)) {
      if (state.disabled) {
        const code = date.status === 'FULL' ? 'AVAILABILITY_DATE_FULL' : 'AVAILABILITY_DATE_CLOSED';
        throw conflict(code, 'A chosen date cannot be added', { availability_dates: 'unavailable' });
      }
      added.push(date.id);
    }
  }

  // Adding a session is a new place for the participant: their age is checked as the cart checks it. Giving sessions
  // back or changing answers is not: a registration made before the limits were set can still shrink.
  if (added.length) await checkParticipantAge(db, registration.participant_id, [a!]);

  const { optionsTotal, options, questions } = await checkAnswers(db, a!, body);
  const { price, deposit } = registrationPrice(a!, optionsTotal, 1, { chosen: chosen.size, all: dates.length });
  const total = body.automatic_price ? price : registration.total_amount;
  return {
    registration,
    added,
    removed,
    options,
    questions,
    price,
    deposit,
    total_amount: total,
    previous_total_amount: registration.total_amount,
    refund_amount: Math.max(0, registration.paid_amount - total),
  };
}

/** Writes a plan made with `lock` in the same transaction. */
export async function applyRegistrationEdit(tx: Db, plan: EditPlan, automaticPrice: boolean) {
  const id = plan.registration.id;
  if (plan.removed.length) await tx.query('DELETE FROM registration_dates WHERE registration_id = $1 AND date_id = ANY($2::int[])', [id, plan.removed]);
  for (const dateId of plan.added)
    await tx.query('INSERT INTO registration_dates (cuid, registration_id, date_id) VALUES ($1, $2, $3)', [randomCuid(), id, dateId]);
  await tx.query(`UPDATE registrations SET options = $2, questions = $3, total_amount = $4, deposit_amount = $5 WHERE id = $1`, [
    id,
    JSON.stringify(plan.options),
    JSON.stringify(plan.questions),
    plan.total_amount,
    automaticPrice ? plan.deposit : Math.min(plan.registration.deposit_amount, plan.total_amount),
  ]);
  // Paid above the new price: the difference goes back to the customer's wallet, as the edit form announced.
  if (plan.refund_amount > 0) {
    await tx.query('UPDATE registrations SET paid_amount = paid_amount - $2 WHERE id = $1', [id, plan.refund_amount]);
    await tx.query('UPDATE wallets SET amount = amount + $2 WHERE customer_id = $1', [plan.registration.customer_id, plan.refund_amount]);
  }
}
