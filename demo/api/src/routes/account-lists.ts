import { Hono } from 'hono';
import type { Deps } from '../deps';
import { notFound, type Fields } from '../lib/errors';
import { baseUrl } from '../lib/media';
import { lookupKey, paging, throwIfInvalid, type Query } from '../lib/params';
import { serializeBookings, serializeCharges, serializeRequests } from '../queries/account-activity';
import { serializeBundles, serializeMemberships, serializeVouchers } from '../queries/account-offers';
import { serializeRegistrations } from '../queries/account-registrations';
import type { Ctx } from '../queries/availabilities';
import { requireCustomer } from '../queries/customers';
import { loadOrganiser } from '../queries/organiser';

type Row = Record<string, any>;

interface Area {
  table: string;
  /** The rows the customer ($1) may see: theirs, and for vouchers also the ones they redeemed. */
  owner: string;
  serialize: (ctx: Ctx, rows: Row[], customerId: number) => Promise<unknown[]> | unknown[];
}

/** Each account tab's list (001 §2) and what its counter counts (queries/customers.ts loadCounters). */
export const AREAS: Record<string, Area> = {
  registrations: { table: 'registrations', owner: 'customer_id = $1', serialize: serializeRegistrations },
  bookings: { table: 'bookings', owner: 'customer_id = $1', serialize: serializeBookings },
  'registrations-requests': { table: 'registration_requests', owner: 'customer_id = $1', serialize: serializeRequests },
  bundles: { table: 'customer_bundles', owner: 'customer_id = $1', serialize: serializeBundles },
  vouchers: { table: 'customer_vouchers', owner: '(customer_id = $1 OR recipient_id = $1)', serialize: serializeVouchers },
  memberships: { table: 'customer_memberships', owner: 'customer_id = $1', serialize: serializeMemberships },
  'attendance-charges': { table: 'attendance_charges', owner: 'customer_id = $1', serialize: serializeCharges },
};

/**
 * GET /api/account/{area} (newest first, paged, {data, count}) and /api/account/{area}/{cuid}. Only the signed-in
 * customer's rows exist here: anyone else's cuid is 404 NOT_FOUND, like one that does not exist (ids are not probeable).
 */
export function accountListRoutes({ db, clock }: Deps) {
  const app = new Hono();
  const ctxOf = async (base: string): Promise<Ctx> => ({ db, now: clock.now(), tz: (await loadOrganiser(db)).timezone, base });

  for (const [path, area] of Object.entries(AREAS)) {
    app.get(`/${path}`, async (c) => {
      const { customer } = await requireCustomer(db, clock, c);
      const fields: Fields = {};
      const { limit, offset } = paging(c.req.query() as Query, fields);
      throwIfInvalid(fields);
      const rows = await db.query<Row>(`SELECT * FROM ${area.table} WHERE ${area.owner} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [
        customer.id,
        limit,
        offset,
      ]);
      const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${area.table} WHERE ${area.owner}`, [customer.id]);
      return c.json({ data: await area.serialize(await ctxOf(baseUrl(c)), rows, customer.id), count: count?.n ?? 0 });
    });

    app.get(`/${path}/:cuid`, async (c) => {
      const { customer } = await requireCustomer(db, clock, c);
      const { column, value } = lookupKey(c.req.param('cuid'));
      const rows = await db.query<Row>(`SELECT * FROM ${area.table} WHERE ${area.owner} AND ${column} = $2`, [customer.id, value]);
      if (!rows.length) throw notFound();
      const [item] = await area.serialize(await ctxOf(baseUrl(c)), rows, customer.id);
      return c.json({ data: item });
    });
  }
  return app;
}
