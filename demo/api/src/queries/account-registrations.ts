import type { Db } from '../db/db';
import { lookupKey } from '../lib/params';
import { iso } from '../lib/time';
import { loadAvailabilities, type Ctx } from './availabilities';
import { serializeParticipant } from './customers';
import { documentsOf } from './documents';

type Row = Record<string, any>;

/** One of the customer's registrations by cuid (or id); anyone else's is null, like one that does not exist. */
export async function findRegistration(ctx: Ctx, customerId: number, key: string) {
  const { column, value } = lookupKey(key);
  const rows = await ctx.db.query<Row>(`SELECT * FROM registrations WHERE customer_id = $1 AND ${column} = $2`, [customerId, value]);
  return (await serializeRegistrations(ctx, rows))[0] ?? null;
}

/**
 * Registrations as 001 §3 and registrationSchema have them: participant, chosen dates, options and answers, the
 * availability with every date (the edit form), its options and questions, the documents (none once cancelled) and
 * the review.
 */
export async function serializeRegistrations(ctx: Ctx, rows: Row[]) {
  if (!rows.length) return [];
  const db: Db = ctx.db;
  const ids = rows.map((r) => r.id as number);
  const [participants, dates, reviews, availabilities] = await Promise.all([
    // deleted participants keep their registrations: their name still shows
    db.query<Row>(
      `SELECT id, cuid, firstname, lastname, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, custom_data, created_at
      FROM participants WHERE id = ANY($1::int[])`,
      [rows.map((r) => r.participant_id)],
    ),
    db.query<Row>(
      `SELECT rd.id, rd.cuid, rd.registration_id, rd.date_id, d.cuid AS date_cuid, d.start_at, d.end_at
       FROM registration_dates rd JOIN availability_dates d ON d.id = rd.date_id
       WHERE rd.registration_id = ANY($1::int[]) ORDER BY d.start_at, d.id`,
      [ids],
    ),
    db.query<Row>('SELECT id, registration_id, score, message, private FROM reviews WHERE registration_id = ANY($1::int[])', [ids]),
    loadAvailabilities(ctx, [...new Set(rows.map((r) => r.availability_id as number))]),
  ]);
  const documents = await documentsOf(
    db,
    availabilities.map((a) => a.activity.id),
  );
  return rows.map((r) => {
    const availability = availabilities.find((a) => a.id === r.availability_id) ?? null;
    const participant = participants.find((p) => p.id === r.participant_id);
    const review = reviews.find((x) => x.registration_id === r.id);
    return {
      id: r.id,
      cuid: r.cuid,
      reference: r.reference,
      created_at: iso(r.created_at),
      cancelled: r.cancelled,
      cancelled_at: iso(r.cancelled_at),
      cancellation_message: r.cancellation_message ?? null,
      bundle_id: r.bundle_id,
      bundle_capacity_refunded: r.bundle_capacity_refunded,
      total_amount: r.total_amount,
      paid_amount: r.paid_amount,
      refunded_amount: r.refunded_amount ?? 0,
      deposit_amount: r.deposit_amount,
      participant: participant ? serializeParticipant(participant) : null,
      dates: dates
        .filter((d) => d.registration_id === r.id)
        .map((d) => ({
          id: d.id,
          cuid: d.cuid,
          date_id: d.date_id,
          date: { id: d.date_id, cuid: d.date_cuid, start_at: iso(d.start_at), end_at: iso(d.end_at) },
        })),
      options: r.options ?? [],
      questions: r.questions ?? [],
      availability,
      documents:
        r.cancelled || !availability
          ? []
          : documents.filter((doc) => doc.activity_id === null || doc.activity_id === availability.activity.id).map(({ activity_id: _, ...doc }) => doc),
      review: review ? serializeReview(review) : null,
    };
  });
}

export const serializeReview = (r: Row) => ({ id: r.id, score: r.score, message: r.message, private: r.private });
