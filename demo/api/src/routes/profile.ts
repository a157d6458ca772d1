import { profileUpdateRequestSchema } from '@oriel/core';
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { conflict, validation, type Fields } from '../lib/errors';
import { parse, readJson } from '../lib/validate';
import { checkCustomData, loadCustomFields } from '../queries/custom-fields';
import { requireCustomer, serializeCustomer } from '../queries/customers';
import { deleteAccount } from '../queries/delete-account';

const emailTaken = () => conflict('EMAIL_TAKEN', 'An account already uses this e-mail', { email: 'taken' });
/** PostgreSQL's unique_violation: the (organiser, email) index settles two customers racing for one address. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** The signed-in customer's own account (001 §7): PUT /api/session edits the profile, DELETE /api/session ends it. */
export function profileRoutes({ db, clock }: Deps) {
  const app = new Hono();

  // 001 §5 profile rules (core's schema) and the customer custom fields, checked like register.
  app.put('/session', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(profileUpdateRequestSchema, await readJson(c));
    const errors: Fields = {};
    const customData = checkCustomData(await loadCustomFields(db, 'CUSTOMERS'), body.custom_data, errors);
    if (Object.keys(errors).length) throw validation(errors);
    const [taken] = await db.query('SELECT 1 FROM customers WHERE organiser_id = $1 AND email = $2 AND id <> $3', [
      customer.organiser_id,
      body.email,
      customer.id,
    ]);
    if (taken) throw emailTaken();
    try {
      const [row] = await db.query<Record<string, any>>(
        `UPDATE customers SET firstname = $2, lastname = $3, email = $4, phone = $5, address = $6, custom_data = $7 WHERE id = $1 RETURNING *`,
        [customer.id, body.firstname, body.lastname, body.email, body.phone, JSON.stringify(body.address), JSON.stringify(customData)],
      );
      return c.json({ data: serializeCustomer(row!) });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  app.delete('/session', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    await deleteAccount(db, clock.now(), customer.id);
    return c.json({ data: null, message: 'ACCOUNT_DELETED' });
  });
  return app;
}
