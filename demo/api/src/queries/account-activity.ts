import { images } from '../lib/media';
import { iso } from '../lib/time';
import { loadAvailabilities, serializeLocation, type Ctx } from './availabilities';

type Row = Record<string, any>;

/** Bookings (bookingSchema): the resource with its location, the booked dates, each participant's share. */
export async function serializeBookings(ctx: Ctx, rows: Row[]) {
  const resources = await ctx.db.query<Row>(
    `SELECT r.id, r.cuid, r.name, r.images, l.id AS l_id, l.cuid AS l_cuid, l.name AS l_name, l.title AS l_title, l.street AS l_street,
       l.number AS l_number, l.postcode AS l_postcode, l.city AS l_city, l.latitude AS l_latitude, l.longitude AS l_longitude
     FROM resources r LEFT JOIN locations l ON l.id = r.location_id WHERE r.id = ANY($1::int[])`,
    [rows.map((b) => b.resource_id)],
  );
  return rows.map((b) => {
    const r = resources.find((x) => x.id === b.resource_id)!;
    const location = r.l_id
      ? serializeLocation(
          Object.fromEntries(
            Object.entries(r)
              .filter(([k]) => k.startsWith('l_'))
              .map(([k, v]) => [k.slice(2), v]),
          ),
        )
      : null;
    return {
      id: b.id,
      cuid: b.cuid,
      reference: b.reference ?? null,
      resource: { id: r.id, cuid: r.cuid, name: r.name, images: images(ctx.base, r.images), location },
      dates: (b.dates ?? []).map((d: Row) => ({ start_at: iso(d.start_at), end_at: iso(d.end_at) })),
      participations: b.participations ?? [],
      created_at: iso(b.created_at),
    };
  });
}

/** Registration requests (registrationRequestSchema): status, amounts, participant, the availabilities asked for. */
export async function serializeRequests(ctx: Ctx, rows: Row[]) {
  const [participants, availabilities] = await Promise.all([
    ctx.db.query<Row>('SELECT id, firstname, lastname FROM participants WHERE id = ANY($1::int[])', [rows.map((r) => r.participant_id)]),
    loadAvailabilities(ctx, [...new Set(rows.flatMap((r) => r.availability_ids as number[]))]),
  ]);
  return rows.map((r) => {
    const p = participants.find((x) => x.id === r.participant_id);
    return {
      id: r.id,
      cuid: r.cuid,
      status: r.status,
      total_amount: r.total_amount,
      paid_amount: r.paid_amount,
      deposit_amount: r.deposit_amount,
      reference: r.reference,
      participant: p ? { id: p.id, fullname: `${p.firstname} ${p.lastname}` } : null,
      availabilities: (r.availability_ids as number[]).map((id) => availabilities.find((a) => a.id === id)).filter((a) => a !== undefined),
      options: r.options ?? [],
      questions: r.questions ?? [],
      created_at: iso(r.created_at),
      cancelled_at: iso(r.cancelled_at),
    };
  });
}

/** Attendance charges (attendanceChargeSchema): the billing cycle and its configuration, the billed attendances. */
export function serializeCharges(ctx: Ctx, rows: Row[]) {
  return rows.map((r) => {
    const cycle = r.billing_cycle ?? {};
    const configuration = cycle.configuration ?? null;
    return {
      id: r.id,
      cuid: r.cuid,
      reference: r.reference,
      total_amount: r.total_amount,
      paid_amount: r.paid_amount,
      billing_cycle: {
        configuration: configuration && {
          title: configuration.title,
          description: configuration.description ?? null,
          images: images(ctx.base, configuration.images),
        },
        start_at: iso(cycle.start_at),
        end_at: iso(cycle.end_at),
      },
      items: r.items ?? [],
      created_at: iso(r.created_at),
    };
  });
}
