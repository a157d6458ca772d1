import { images } from '../lib/media';
import { iso } from '../lib/time';
import { membershipPeriod } from './membership-period';
import type { Ctx } from './availabilities';

type Row = Record<string, any>;

const person = (firstname: string | null, lastname: string | null) => (firstname == null ? null : `${firstname} ${lastname ?? ''}`.trim());

/** Bundles the customer owns (ownedBundleSchema): capacity (null = unlimited), used, expiry, amounts, participant. */
export async function serializeBundles(ctx: Ctx, rows: Row[]) {
  const found = await ctx.db.query<Row>(
    `SELECT cb.id, b.id AS b_id, b.cuid AS b_cuid, b.title, b.images, b.entity, p.firstname, p.lastname
     FROM customer_bundles cb JOIN bundles b ON b.id = cb.bundle_id LEFT JOIN participants p ON p.id = cb.participant_id
     WHERE cb.id = ANY($1::int[])`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => {
    const x = found.find((f) => f.id === r.id)!;
    return {
      id: r.id,
      cuid: r.cuid,
      expires_at: iso(r.expires_at),
      capacity: r.capacity,
      used: r.used,
      total_amount: r.total_amount,
      paid_amount: r.paid_amount,
      participant: r.participant_id ? { id: r.participant_id, fullname: person(x.firstname, x.lastname)! } : null,
      entity: x.entity,
      bundle: { id: x.b_id, cuid: x.b_cuid, title: x.title, images: images(ctx.base, x.images), entity: x.entity },
      created_at: iso(r.created_at),
    };
  });
}

/**
 * Vouchers (ownedVoucherSchema): worth an amount or a bundle, with the buyer (`customer`) and the recipient once
 * redeemed. The buyer and the recipient see each other; anyone else looking a code up (GET /api/vouchers/redeem) only
 * learns the buyer's name and whether someone redeemed it, never who or their e-mail.
 */
export async function serializeVouchers(ctx: Ctx, rows: Row[], viewerId: number) {
  const found = await ctx.db.query<Row>(
    `SELECT cv.id, v.id AS v_id, v.cuid AS v_cuid, v.title AS v_title, v.images AS v_images,
       b.id AS b_id, b.cuid AS b_cuid, b.title AS b_title, b.images AS b_images, b.entity AS b_entity, b.capacity AS b_capacity,
       buyer.firstname AS buyer_firstname, buyer.lastname AS buyer_lastname, buyer.email AS buyer_email,
       rec.firstname AS rec_firstname, rec.lastname AS rec_lastname, rec.email AS rec_email
     FROM customer_vouchers cv JOIN vouchers v ON v.id = cv.voucher_id LEFT JOIN bundles b ON b.id = v.bundle_id
     JOIN customers buyer ON buyer.id = cv.customer_id LEFT JOIN customers rec ON rec.id = cv.recipient_id
     WHERE cv.id = ANY($1::int[])`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => {
    const x = found.find((f) => f.id === r.id)!;
    const party = viewerId === r.customer_id || viewerId === r.recipient_id;
    return {
      id: r.id,
      cuid: r.cuid,
      code: r.code,
      amount: r.amount,
      bundle: x.b_id
        ? { id: x.b_id, cuid: x.b_cuid, title: x.b_title, images: images(ctx.base, x.b_images), entity: x.b_entity, capacity: x.b_capacity }
        : null,
      expires_at: iso(r.expires_at),
      redeemed_at: iso(r.redeemed_at),
      recipient:
        r.recipient_id == null
          ? null
          : party
            ? { id: r.recipient_id, fullname: person(x.rec_firstname, x.rec_lastname), email: x.rec_email }
            : { fullname: null, email: null },
      recipient_name: party ? (r.recipient_name ?? null) : null,
      message: party ? (r.message ?? null) : null,
      customer_id: party ? r.customer_id : null,
      customer: { ...(party ? { id: r.customer_id } : {}), fullname: person(x.buyer_firstname, x.buyer_lastname), email: party ? x.buyer_email : null },
      total_amount: r.total_amount,
      paid_amount: r.paid_amount,
      voucher: { id: x.v_id, cuid: x.v_cuid, title: x.v_title, images: images(ctx.base, x.v_images) },
      created_at: iso(r.created_at),
    };
  });
}

/** Memberships (ownedMembershipSchema): status (CANCELLED or ACTIVE), recurring, cycles with their amounts. */
export async function serializeMemberships(ctx: Ctx, rows: Row[]) {
  const found = await ctx.db.query<Row>(
    `SELECT cm.id AS cm_id, m.*, p.firstname, p.lastname FROM customer_memberships cm JOIN memberships m ON m.id = cm.membership_id
     LEFT JOIN participants p ON p.id = cm.participant_id WHERE cm.id = ANY($1::int[])`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => {
    const m = found.find((f) => f.cm_id === r.id)!;
    return {
      id: r.id,
      cuid: r.cuid,
      status: r.status,
      recurring: r.recurring,
      cycles: (r.cycles ?? []).map((cycle: Row) => ({
        start_at: iso(cycle.start_at),
        end_at: iso(cycle.end_at),
        total_amount: cycle.total_amount ?? 0,
        paid_amount: cycle.paid_amount ?? 0,
      })),
      participant: r.participant_id ? { id: r.participant_id, fullname: person(m.firstname, m.lastname)! } : null,
      membership: {
        id: r.membership_id,
        cuid: m.cuid,
        title: m.title,
        images: images(ctx.base, m.images),
        entity: m.entity,
        ...membershipPeriod(m),
      },
      created_at: iso(r.created_at),
    };
  });
}
