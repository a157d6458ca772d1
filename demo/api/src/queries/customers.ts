import type { Context } from 'hono';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { unauthenticated } from '../lib/errors';
import { hashToken } from '../lib/password';
import { iso } from '../lib/time';
import { loadOrganiser } from './organiser';
import { renewSession } from './sessions';

type Row = Record<string, any>;

export interface Authenticated {
  customer: Row;
  sessionId: number;
  /** after this request's sliding renewal */
  expiresAt: Date;
}

export const bearerToken = (c: Context): string | null => {
  const header = c.req.header('Authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
};

/**
 * null without an Authorization header; 401 UNAUTHENTICATED for a malformed, unknown, expired or revoked token
 * (contract: the client then drops its stored token). Only the header counts: a token in a URL ends up in logs,
 * histories and Referer headers, so no `?access_token=` is ever read. A valid token slides its expiry.
 * A session belongs to its customer's organiser: at another organiser its token is unknown (one address may be two
 * accounts, one per organiser, and neither may act as the other).
 */
export async function authenticate(db: Db, clock: Clock, c: Context): Promise<Authenticated | null> {
  const token = bearerToken(c);
  if (token === null) return null;
  if (!token) throw unauthenticated();
  const now = clock.now();
  const organiser = await loadOrganiser(db);
  const [row] = await db.query<Row>(
    `SELECT s.id AS session_id, s.expires_at AS session_expires_at, cu.* FROM sessions s JOIN customers cu ON cu.id = s.customer_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND cu.deleted_at IS NULL AND cu.organiser_id = $3`,
    [hashToken(token), now, organiser.id],
  );
  if (!row) throw unauthenticated();
  const { session_id, session_expires_at, ...customer } = row;
  const expiresAt = await renewSession(db, now, session_id, new Date(session_expires_at));
  return { customer, sessionId: session_id, expiresAt };
}

/** The organiser's customer with this e-mail (lowercased, as registration stores it), if any. */
export async function findCustomerByEmail(db: Db, organiserId: number, email: string): Promise<Row | undefined> {
  const [row] = await db.query<Row>('SELECT * FROM customers WHERE organiser_id = $1 AND lower(email) = $2', [organiserId, email]);
  return row;
}

export async function requireCustomer(db: Db, clock: Clock, c: Context): Promise<Authenticated> {
  const auth = await authenticate(db, clock, c);
  if (!auth) throw unauthenticated();
  return auth;
}

export const serializeCustomer = (cu: Row) => ({
  id: cu.id,
  cuid: cu.cuid,
  firstname: cu.firstname,
  lastname: cu.lastname,
  fullname: `${cu.firstname} ${cu.lastname}`,
  email: cu.email,
  phone: cu.phone,
  address: cu.address,
  custom_data: cu.custom_data ?? [],
});

export const PARTICIPANT_COLUMNS = `id, cuid, customer_id, firstname, lastname, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, custom_data, created_at`;

export const serializeParticipant = (p: Row) => ({
  id: p.id,
  cuid: p.cuid,
  firstname: p.firstname,
  lastname: p.lastname,
  fullname: `${p.firstname} ${p.lastname}`,
  birthdate: p.birthdate,
  custom_data: p.custom_data ?? [],
  created_at: iso(p.created_at),
});

export async function loadParticipants(db: Db, customerId: number) {
  return db.query<Row>(`SELECT ${PARTICIPANT_COLUMNS} FROM participants WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id`, [customerId]);
}

/**
 * Tab-bar counters of 001 §3: each the count its account list answers (GET /api/account/...), so a tab's number is
 * what its list holds. vouchers: bought or received (redeemed by them); available_vouchers: received and not expired.
 */
export async function loadCounters(db: Db, customerId: number, now: Date) {
  const [row] = await db.query<Record<string, number>>(
    `SELECT
      (SELECT count(*) FROM participants WHERE customer_id = $1 AND deleted_at IS NULL)::int AS participants,
      (SELECT count(*) FROM carts WHERE customer_id = $1 AND processed_at IS NOT NULL)::int AS carts,
      (SELECT count(*) FROM registrations WHERE customer_id = $1)::int AS registrations,
      (SELECT count(*) FROM bookings WHERE customer_id = $1)::int AS bookings,
      (SELECT count(*) FROM registration_requests WHERE customer_id = $1)::int AS registrations_requests,
      (SELECT count(*) FROM customer_bundles WHERE customer_id = $1)::int AS bundles,
      (SELECT count(*) FROM customer_vouchers WHERE customer_id = $1 OR recipient_id = $1)::int AS vouchers,
      (SELECT count(*) FROM customer_vouchers WHERE recipient_id = $1 AND (expires_at IS NULL OR expires_at > $2))::int AS available_vouchers,
      (SELECT count(*) FROM customer_memberships WHERE customer_id = $1)::int AS memberships,
      (SELECT count(*) FROM attendance_charges WHERE customer_id = $1)::int AS attendance_charges`,
    [customerId, now],
  );
  return row!;
}
