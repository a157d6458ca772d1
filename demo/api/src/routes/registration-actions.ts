import { cancelRegistrationRequestRequestSchema, cancelRegistrationRequestSchema, editRegistrationRequestSchema } from '@oriel/core';
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { ApiError, conflict } from '../lib/errors';
import { baseUrl } from '../lib/media';
import { MAX_ID } from '../lib/params';
import { parse, readJson } from '../lib/validate';
import { findRegistration } from '../queries/account-registrations';
import { requireCustomer } from '../queries/customers';
import { loadOrganiser } from '../queries/organiser';
import { applyRegistrationEdit, planRegistrationEdit } from '../queries/registration-edit';

type Row = Record<string, any>;

/** An id above PostgreSQL's int range can only be unknown: refused as such before it reaches a query. */
const inRange = (id: number, field: string) => {
  if (id > MAX_ID || id < 1) throw new ApiError(404, 'NOT_FOUND', 'Not found', { [field]: 'not_found' });
  return id;
};

/** What a customer does with their registrations and requests (001 §7): cancel, edit (and its estimate). */
export function registrationActionRoutes({ db, clock }: Deps) {
  const app = new Hono();

  // Cancelling frees the places at once: held places only count registrations that are not cancelled (lib/sql.ts).
  app.post('/cancel', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(cancelRegistrationRequestSchema, await readJson(c));
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [r] = await tx.query<Row>(
        `SELECT r.*, a.start_at FROM registrations r JOIN availabilities a ON a.id = r.availability_id
         WHERE r.id = $1 AND r.customer_id = $2 FOR NO KEY UPDATE OF r`,
        [inRange(body.registration_id, 'registration_id'), customer.id],
      );
      if (!r) throw new ApiError(404, 'NOT_FOUND', 'No such registration', { registration_id: 'not_found' });
      if (r.cancelled) throw conflict('NOT_CANCELLABLE', 'This registration is already cancelled', { registration_id: 'cancelled' });
      if (new Date(r.start_at).getTime() <= now.getTime())
        throw conflict('NOT_CANCELLABLE', 'This registration has already started', { registration_id: 'started' });
      // A registration paid with a bundle gives its place in the bundle back.
      const refund = r.bundle_id != null && !r.bundle_capacity_refunded;
      if (refund) await tx.query('UPDATE customer_bundles SET used = greatest(0, used - 1) WHERE id = $1 AND customer_id = $2', [r.bundle_id, customer.id]);
      // Cancelled before it starts, nothing is due on it any more and what was paid goes back to the customer's
      // wallet (as an edit that lowers the price does), recorded so the account can say so. A registration paid with a
      // bundle was paid by the bundle's place, which it gives back above: no money as well.
      const money = r.bundle_id != null ? 0 : Math.max(0, r.paid_amount - r.refunded_amount);
      if (money > 0)
        await tx.query('INSERT INTO wallets (customer_id, amount) VALUES ($1, $2) ON CONFLICT (customer_id) DO UPDATE SET amount = wallets.amount + $2', [
          customer.id,
          money,
        ]);
      await tx.query(
        `UPDATE registrations SET cancelled = true, cancelled_at = $2, cancellation_message = $3, bundle_capacity_refunded = bundle_capacity_refunded OR $4,
           refunded_amount = refunded_amount + $5 WHERE id = $1`,
        [r.id, now, body.message, refund, money],
      );
    });
    return c.json({ data: null, message: 'REGISTRATION_CANCELLED' });
  });

  // The edit form's price preview: the PUT's own checks and price, nothing written.
  app.post('/estimate', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(editRegistrationRequestSchema, await readJson(c));
    inRange(body.registration_id, 'registration_id');
    const plan = await planRegistrationEdit(db, clock.now(), customer.id, body, false);
    return c.json({
      data: {
        total_amount: plan.total_amount,
        previous_total_amount: plan.previous_total_amount,
        difference: plan.total_amount - plan.previous_total_amount,
        refund_amount: plan.refund_amount,
      },
    });
  });

  app.put('/', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(editRegistrationRequestSchema, await readJson(c));
    inRange(body.registration_id, 'registration_id');
    const now = clock.now();
    await db.transaction(async (tx) => applyRegistrationEdit(tx, await planRegistrationEdit(tx, now, customer.id, body, true), body.automatic_price));
    const ctx = { db, now, tz: (await loadOrganiser(db)).timezone, base: baseUrl(c) };
    return c.json({ data: await findRegistration(ctx, customer.id, String(body.registration_id)), message: 'REGISTRATION_UPDATED' });
  });

  // 001 §4: the customer cancels a request only while it is PENDING.
  app.post('/requests/cancel', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(cancelRegistrationRequestRequestSchema, await readJson(c));
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [request] = await tx.query<Row>('SELECT id, status FROM registration_requests WHERE id = $1 AND customer_id = $2 FOR NO KEY UPDATE', [
        inRange(body.registration_request_id, 'registration_request_id'),
        customer.id,
      ]);
      if (!request) throw new ApiError(404, 'NOT_FOUND', 'No such registration request', { registration_request_id: 'not_found' });
      if (request.status !== 'PENDING')
        throw conflict('NOT_CANCELLABLE', 'Only a pending request can be cancelled', { registration_request_id: request.status.toLowerCase() });
      await tx.query("UPDATE registration_requests SET status = 'CANCELLED', cancelled_at = $2 WHERE id = $1", [request.id, now]);
    });
    return c.json({ data: null, message: 'REQUEST_CANCELLED' });
  });
  return app;
}
