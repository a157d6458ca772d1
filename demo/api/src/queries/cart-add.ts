import { randomInt } from 'node:crypto';
import * as z from 'zod/mini';
import type { Db } from '../db/db';
import { ApiError, conflict, validation } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { MAX_ID } from '../lib/params';
import { heldOnAvailability, heldOnDate } from '../lib/sql';
import { loadOptions } from './availabilities';
import { cartsExpirationDelay, type OrganiserRow } from './organiser';

type Row = Record<string, any>;

const id = z.int().check(z.positive(), z.lte(MAX_ID));
const answers = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), []);

/**
 * POST /api/carts/items (000 §7). Deliberately more lenient than core's request schema: participant_id falls back to
 * the body's participant_id then the customer's first participant, and availability_dates may be omitted when the
 * availability has a single date (it is then implied). Anything the core schema accepts is accepted here.
 */
export const registrationInput = z.object({
  availability_id: id,
  participant_id: z.nullish(id),
  quantity: z._default(z.int().check(z.positive(), z.lte(100)), 1),
  options: answers(z.object({ price_id: id, content: z.nullish(z.string()) })),
  questions: answers(z.object({ question_id: id, content: z.nullish(z.string()) })),
  availability_dates: z.optional(z.array(z.object({ date_id: id }))),
});
export const addItemsBody = z.object({
  customer_id: z.nullish(id),
  participant_id: z.nullish(id),
  registrations: z.optional(z.array(registrationInput)),
  bundles: z.optional(z.array(z.unknown())),
  vouchers: z.optional(z.array(z.unknown())),
  memberships: z.optional(z.array(z.unknown())),
  bookings: z.optional(z.array(z.unknown())),
  registrations_requests: z.optional(z.array(z.unknown())),
});
export type AddItemsBody = z.infer<typeof addItemsBody>;
type RegistrationInput = z.infer<typeof registrationInput>;

/**
 * Adds the items in one transaction. Capacity is enforced in the database: the customer row and then each availability
 * row are locked (FOR UPDATE, in id order) before held places are counted, so concurrent adds queue instead of overbooking.
 */
export async function addItems(db: Db, now: Date, organiser: OrganiserRow, customerId: number, body: AddItemsBody): Promise<number> {
  const unsupported = (['bundles', 'vouchers', 'memberships', 'bookings', 'registrations_requests'] as const).filter((k) => body[k]?.length);
  if (unsupported.length) throw validation(Object.fromEntries(unsupported.map((k) => [k, 'unsupported'])), 'Only registrations can be added for now');
  const registrations = body.registrations ?? [];
  if (!registrations.length) throw validation({ registrations: 'required' });
  if (body.customer_id != null && body.customer_id !== customerId) throw new ApiError(403, 'FORBIDDEN', 'customer_id is not the signed-in customer', { customer_id: 'invalid' });

  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    const availabilityIds = [...new Set(registrations.map((r) => r.availability_id))].sort((a, b) => a - b);
    const locked = await tx.query<Row>(
      `SELECT a.*, act.settings AS activity_settings FROM availabilities a JOIN activities act ON act.id = a.activity_id
       WHERE a.id = ANY($1::int[]) ORDER BY a.id FOR UPDATE OF a`,
      [availabilityIds],
    );
    const participants = await tx.query<Row>('SELECT id FROM participants WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id', [customerId]);
    const cartId = await openCart(tx, now, customerId, organiser);
    const expiresAt = new Date(now.getTime() + cartsExpirationDelay(organiser) * 1000);
    for (const input of registrations) {
      const availability = locked.find((a) => a.id === input.availability_id);
      if (!availability) throw new ApiError(404, 'NOT_FOUND', 'No such availability', { availability_id: 'not_found' });
      const participantId = input.participant_id ?? body.participant_id ?? participants[0]?.id;
      if (participantId == null) throw validation({ participant_id: 'required' });
      if (!participants.some((p) => p.id === participantId)) {
        throw new ApiError(403, 'FORBIDDEN', 'This participant is not one of yours', { participant_id: 'invalid' });
      }
      await addRegistration(tx, now, cartId, expiresAt, availability, participantId, input);
    }
    return cartId;
  });
}

async function openCart(tx: Db, now: Date, customerId: number, organiser: OrganiserRow): Promise<number> {
  const [cart] = await tx.query<{ id: number }>('SELECT id FROM carts WHERE customer_id = $1 AND processed_at IS NULL', [customerId]);
  if (cart) return cart.id;
  const prefix = String(organiser.settings.payments_references_prefix ?? '');
  const [created] = await tx.query<{ id: number }>(
    'INSERT INTO carts (customer_id, cuid, reference, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [customerId, randomCuid(), `${prefix}${String(randomInt(10_000_000, 99_999_999))}`, now],
  );
  return created!.id;
}

/** Registration rules of 000 §4: status, registration window, the started rule, dates, capacity per availability and date. */
async function addRegistration(tx: Db, now: Date, cartId: number, expiresAt: Date, a: Row, participantId: number, input: RegistrationInput) {
  const t = now.getTime();
  if (a.status !== 'OPEN') throw conflict('AVAILABILITY_CLOSED', 'This availability is closed');
  if (a.registrations_start_at && new Date(a.registrations_start_at).getTime() > t) throw conflict('REGISTRATIONS_NOT_OPEN', 'Registrations are not open yet');
  if (a.registrations_end_at && new Date(a.registrations_end_at).getTime() <= t) throw conflict('REGISTRATIONS_CLOSED', 'Registrations are closed');
  const started = new Date(a.start_at).getTime() <= t;
  if (new Date(a.end_at).getTime() <= t || (started && !a.activity_settings?.allow_registrations_after_start)) {
    throw conflict('REGISTRATIONS_CLOSED', 'This availability has already started');
  }

  // The availability row is locked, so this count cannot change until we commit.
  const [held] = await tx.query<{ registered: number }>(`SELECT ${heldOnAvailability('a', '$2')} AS registered FROM availabilities a WHERE a.id = $1`, [a.id, now]);
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
  const price = (a.price + optionsTotal) * input.quantity;
  const [item] = await tx.query<{ id: number }>(
    `INSERT INTO cart_items (cart_id, cuid, type, participant_id, availability_id, price, deposit, quantity, created_at, expires_at, payload)
     VALUES ($1, $2, 'REGISTRATION', $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [cartId, randomCuid(), participantId, a.id, price, Math.min(a.deposit * input.quantity, price), input.quantity, now, expiresAt, JSON.stringify({ options, questions })],
  );
  for (const dateId of chosen) await tx.query('INSERT INTO cart_item_dates (cart_item_id, date_id) VALUES ($1, $2)', [item!.id, dateId]);
}

/** Options must be prices of this activity's options (required ones answered); required questions need an answer. */
async function checkAnswers(tx: Db, a: Row, input: RegistrationInput) {
  const options = await loadOptions(tx, [a.activity_id]);
  let optionsTotal = 0;
  const chosen = [];
  for (const answer of input.options) {
    const option = options.find((o) => o.prices.some((p) => p.id === answer.price_id));
    if (!option) throw validation({ options: 'invalid' }, 'Unknown option price');
    const price = option.prices.find((p) => p.id === answer.price_id)!;
    const amount = price.amount ?? Math.floor(((price.percentage ?? 0) / 100) * a.price);
    optionsTotal += amount;
    chosen.push({ price_id: price.id, content: answer.content ?? null, price: { id: price.id, label: price.label, amount: price.amount, percentage: price.percentage, option: { id: option.id, title: option.title } } });
  }
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

