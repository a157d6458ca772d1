import { partialRegistrationDiscount } from '@oriel/core';
import type { Db } from '../db/db';
import { conflict, validation } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { heldOnAvailability, heldOnDate } from '../lib/sql';
import { loadOptions } from './availabilities';
import type { RegistrationInput } from './cart-add-input';
import { checkParticipantAge } from './participant-age';

type Row = Record<string, any>;

/**
 * Registration rules of 000 §3-4: the participant's age, status, registration window, the started rule, dates,
 * capacity per availability and date. The age comes first: no wait nor retry makes a participant fit.
 */
export async function addRegistration(tx: Db, now: Date, cartId: number, expiresAt: Date, a: Row, participantId: number, input: RegistrationInput) {
  await checkParticipantAge(tx, participantId, [a]);
  const t = now.getTime();
  if (a.status !== 'OPEN') throw conflict('AVAILABILITY_CLOSED', 'This availability is closed');
  if (a.registrations_start_at && new Date(a.registrations_start_at).getTime() > t) throw conflict('REGISTRATIONS_NOT_OPEN', 'Registrations are not open yet');
  if (a.registrations_end_at && new Date(a.registrations_end_at).getTime() <= t) throw conflict('REGISTRATIONS_CLOSED', 'Registrations are closed');
  const started = new Date(a.start_at).getTime() <= t;
  if (new Date(a.end_at).getTime() <= t || (started && !a.activity_settings?.allow_registrations_after_start)) {
    throw conflict('REGISTRATIONS_CLOSED', 'This availability has already started');
  }

  // The availability row is locked, so this count cannot change until we commit.
  const [held] = await tx.query<{ registered: number }>(`SELECT ${heldOnAvailability('a', '$2')} AS registered FROM availabilities a WHERE a.id = $1`, [
    a.id,
    now,
  ]);
  if (a.capacity !== null && held!.registered + input.quantity > a.capacity) {
    throw conflict('AVAILABILITY_FULL', 'Not enough places left', { quantity: 'too_big' });
  }

  const dates = await tx.query<Row>(
    `SELECT d.id, d.status, coalesce(d.capacity, $2::int) AS capacity, ${heldOnDate('d', '$3')} AS registered
     FROM availability_dates d WHERE d.availability_id = $1 ORDER BY d.start_at, d.id`,
    [a.id, a.capacity, now],
  );
  let chosen = [...new Set((input.availability_dates ?? []).map((d) => d.date_id))];
  if (!chosen.length) {
    if (dates.length !== 1) throw validation({ availability_dates: 'availability_dates_required' }, 'Choose at least one date');
    chosen = [dates[0]!.id];
  }
  for (const dateId of chosen) {
    const date = dates.find((d) => d.id === dateId);
    if (!date) throw validation({ availability_dates: 'invalid' }, 'A chosen date is not a date of this availability');
    if (date.status !== 'OPEN') throw conflict('AVAILABILITY_DATE_CLOSED', 'A chosen date is closed');
    if (date.capacity !== null && date.registered + input.quantity > date.capacity) throw conflict('AVAILABILITY_DATE_FULL', 'A chosen date is full');
  }

  const { optionsTotal, options, questions } = await checkAnswers(tx, a, input);
  const { price, deposit } = registrationPrice(a, optionsTotal, input.quantity, { chosen: chosen.length, all: dates.length });
  const [item] = await tx.query<{ id: number }>(
    `INSERT INTO cart_items (cart_id, cuid, type, participant_id, availability_id, price, deposit, quantity, created_at, expires_at, payload)
     VALUES ($1, $2, 'REGISTRATION', $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [cartId, randomCuid(), participantId, a.id, price, deposit, input.quantity, now, expiresAt, JSON.stringify({ options, questions })],
  );
  for (const dateId of chosen) await tx.query('INSERT INTO cart_item_dates (cart_item_id, date_id) VALUES ($1, $2)', [item!.id, dateId]);
}

/**
 * The one price computation of a registration, shared by the add, the estimate and the edit: (base less the share of
 * the dates left out + options) x quantity (core partialRegistrationDiscount).
 */
export function registrationPrice(a: Row, optionsTotal: number, quantity: number, dates: { chosen: number; all: number }) {
  const discount = partialRegistrationDiscount(a.price, dates.chosen, dates.all);
  const price = (a.price - discount + optionsTotal) * quantity;
  return { price, deposit: Math.min(a.deposit * quantity, price), discount: discount * quantity };
}

/** Chosen option prices of this activity (an amount, or a percentage of the base price); unknown ones are refused. */
export async function priceOptions(tx: Db, a: Row, answers: { price_id: number; content?: string | null | undefined }[]) {
  const options = await loadOptions(tx, [a.activity_id]);
  let optionsTotal = 0;
  const chosen = [];
  for (const answer of answers) {
    const option = options.find((o) => o.prices.some((p) => p.id === answer.price_id));
    if (!option) throw validation({ options: 'invalid' }, 'Unknown option price');
    const price = option.prices.find((p) => p.id === answer.price_id)!;
    const amount = price.amount ?? Math.floor(((price.percentage ?? 0) / 100) * a.price);
    optionsTotal += amount;
    chosen.push({
      price_id: price.id,
      content: answer.content ?? null,
      price: { id: price.id, label: price.label, amount: price.amount, percentage: price.percentage, option: { id: option.id, title: option.title } },
    });
  }
  return { options, optionsTotal, chosen };
}

/** Options must be prices of this activity's options (required ones answered); required questions need an answer. */
export async function checkAnswers(tx: Db, a: Row, input: Pick<RegistrationInput, 'options' | 'questions'>) {
  const { options, optionsTotal, chosen } = await priceOptions(tx, a, input.options);
  if (options.some((o) => o.required && !input.options.some((x) => o.prices.some((p) => p.id === x.price_id)))) throw validation({ options: 'required' });
  const questions = await tx.query<Row>('SELECT id, title, required FROM questions WHERE activity_id = $1', [a.activity_id]);
  const answered = [];
  for (const answer of input.questions) {
    const question = questions.find((q) => q.id === answer.question_id);
    if (!question) throw validation({ questions: 'invalid' }, 'Unknown question');
    answered.push({ question_id: question.id, content: answer.content ?? null, question: { id: question.id, title: question.title } });
  }
  const missing = questions.find((q) => q.required && !input.questions.some((x) => x.question_id === q.id && x.content?.trim()));
  if (missing) throw validation({ [`question_${missing.id}`]: 'required', questions: 'required' }, 'A required question is not answered');
  return { optionsTotal, options: chosen, questions: answered };
}
