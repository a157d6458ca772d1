import { passwordLinkRequestSchema, passwordResetRequestSchema, registerRequestSchema } from '@oriel/core';
import { Hono } from 'hono';
import type { AppContext } from '../deps';
import { clientAddress } from '../lib/client-address';
import { ApiError, conflict, validation, type Fields } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { askingOrigin, loadStorefront, RESET_PATH, storefrontLink } from '../lib/origins';
import { sendMail } from '../lib/outbox';
import { hashPassword, hashToken, newToken } from '../lib/password';
import { calendarDayOf, localDay } from '../lib/time';
import { parse, readJson } from '../lib/validate';
import { checkCustomData, loadCustomFields } from '../queries/custom-fields';
import { serializeCustomer } from '../queries/customers';
import { loadOrganiser } from '../queries/organiser';
import { createSession } from '../queries/sessions';

const RESET_VALIDITY_MS = 3600_000;

/** Register (001 §5, §7), password link and reset. */
export function accountRoutes({ db, clock, options, attempts }: AppContext) {
  const app = new Hono();

  app.post('/auth/register', async (c) => {
    const body = parse(registerRequestSchema, await readJson(c));
    const organiser = await loadOrganiser(db);
    const [customerFields, participantFields] = await Promise.all([loadCustomFields(db, 'CUSTOMERS'), loadCustomFields(db, 'PARTICIPANTS')]);
    const errors: Fields = {};
    const customData = checkCustomData(customerFields, body.custom_data, errors);
    const participantData = body.participant ? checkCustomData(participantFields, body.participant.custom_data, errors, 'participant.') : [];
    const birthdate = body.participant ? calendarDayOf(body.participant.birthdate) : null;
    if (body.participant && (!birthdate || birthdate > localDay(clock.now(), organiser.timezone))) errors['participant.birthdate'] = 'invalid';
    if (Object.keys(errors).length) throw validation(errors);

    const now = clock.now();
    const passwordHash = await hashPassword(body.password);
    const { customer, token } = await db.transaction(async (tx) => {
      // The unique (organiser, email) index settles two concurrent registrations of one address.
      const [row] = await tx.query<Record<string, any>>(
        `INSERT INTO customers (organiser_id, cuid, firstname, lastname, email, phone, address, custom_data, password_hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (organiser_id, email) DO NOTHING RETURNING *`,
        [
          organiser.id,
          randomCuid(),
          body.firstname,
          body.lastname,
          body.email,
          body.phone,
          JSON.stringify(body.address),
          JSON.stringify(customData),
          passwordHash,
          now,
        ],
      );
      if (!row) throw conflict('EMAIL_TAKEN', 'An account already uses this e-mail', { email: 'taken' });
      await tx.query('INSERT INTO wallets (customer_id, amount) VALUES ($1, 0)', [row.id]);
      if (body.participant && organiser.settings.create_customers_participant !== false) {
        await tx.query(
          `INSERT INTO participants (customer_id, cuid, firstname, lastname, birthdate, custom_data, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [row.id, randomCuid(), body.firstname, body.lastname, birthdate, JSON.stringify(participantData), now],
        );
      }
      return { customer: row, token: await createSession(tx, now, row.id) };
    });
    return c.json({ data: { token, customer: serializeCustomer(customer) } }, 201);
  });

  // Same answer whether or not the address has an account: the form cannot be used to probe for customers.
  app.post('/auth/password/link', async (c) => {
    const { email, redirect } = parse(passwordLinkRequestSchema, await readJson(c));
    // Every request counts (there is no "success" to tell apart): no mail bombing, no probing at leisure.
    attempts.begin('password_link', { account: email, client: clientAddress(c, options.trustProxy) }, { email: 'too_many_attempts' });
    const [customer] = await db.query<{ id: number; email: string; firstname: string }>(
      'SELECT id, email, firstname FROM customers WHERE lower(email) = $1 ORDER BY id LIMIT 1',
      [email],
    );
    if (customer) {
      const token = newToken();
      const now = clock.now();
      await db.query('INSERT INTO password_resets (customer_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        customer.id,
        hashToken(token),
        now,
        new Date(now.getTime() + RESET_VALIDITY_MS),
      ]);
      // Only to a storefront origin: the asking page when it is one of ours, else the website (docs/security.md §1).
      const storefront = await loadStorefront(db, options.storefrontOrigins);
      const link = storefrontLink(storefront, askingOrigin(c), { path: redirect, fallbackPath: RESET_PATH, query: { token } });
      await sendMail({ db, options }, now, {
        to: customer.email,
        subject: 'Réinitialisation de votre mot de passe',
        text: `Bonjour ${customer.firstname},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :\n${link}\n\nSi vous n’avez rien demandé, ignorez ce message.`,
        link,
      });
    }
    return c.json({ data: null, message: 'PASSWORD_LINK_SENT' });
  });

  app.post('/auth/password', async (c) => {
    const body = parse(passwordResetRequestSchema, await readJson(c));
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Locked so that two submits of one link cannot both use it.
      const [reset] = await tx.query<{ id: number; customer_id: number }>(
        'SELECT id, customer_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR NO KEY UPDATE',
        [hashToken(body.token), now],
      );
      if (!reset) throw new ApiError(400, 'INVALID_TOKEN', 'This link is unknown, used or expired', { token: 'invalid' });
      await tx.query('UPDATE password_resets SET used_at = $2 WHERE id = $1', [reset.id, now]);
      await tx.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [reset.customer_id, passwordHash]);
      // A new password ends every open session (someone else may hold the old one).
      await tx.query('UPDATE sessions SET revoked_at = $2 WHERE customer_id = $1 AND revoked_at IS NULL', [reset.customer_id, now]);
    });
    return c.json({ data: null });
  });

  return app;
}
