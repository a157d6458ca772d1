import { passwordLinkRequestSchema, passwordResetRequestSchema, registerRequestSchema } from '@oriel/core';
import { Hono } from 'hono';
import type { AppContext } from '../deps';
import { clientAddress } from '../lib/client-address';
import { ApiError, conflict, validation, type Fields } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { askingOrigin, loadStorefront, RESET_PATH, storefrontLink } from '../lib/origins';
import { sendMail } from '../lib/outbox';
import { hashPassword } from '../lib/password';
import { organiserAccount } from '../lib/rate-limit';
import { calendarDayOf, localDay } from '../lib/time';
import { parse, readJson } from '../lib/validate';
import { checkCustomData, loadCustomFields } from '../queries/custom-fields';
import { findCustomerByEmail, serializeCustomer } from '../queries/customers';
import { loadOrganiser } from '../queries/organiser';
import { createPasswordReset, resetPassword } from '../queries/password-resets';
import { createSession } from '../queries/sessions';

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

    // A taken address is a failed attempt (it tells the address has an account here): counted like a wrong password,
    // so addresses cannot be tested by the thousand. A registration that succeeds never counts: a family centre
    // signing up many families from one address is never held.
    const attempt = await attempts.begin(
      'register',
      { account: organiserAccount(organiser.id, body.email), client: clientAddress(c, options.trustProxy) },
      { email: 'too_many_attempts' },
    );
    const now = clock.now();
    const passwordHash = await hashPassword(body.password);
    const created = await db.transaction(async (tx) => {
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
      if (!row) return null;
      await tx.query('INSERT INTO wallets (customer_id, amount) VALUES ($1, 0)', [row.id]);
      // The customer's own participant is theirs to ask for (001 §2): create_customers_participant only ticks the
      // form's box at first, so one sent is created whatever the setting, and none sent creates none.
      if (body.participant) {
        await tx.query(
          `INSERT INTO participants (customer_id, cuid, firstname, lastname, birthdate, custom_data, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [row.id, randomCuid(), body.firstname, body.lastname, birthdate, JSON.stringify(participantData), now],
        );
      }
      return { customer: row, token: await createSession(tx, now, row.id) };
    });
    if (!created) throw conflict('EMAIL_TAKEN', 'An account already uses this e-mail', { email: 'taken' });
    await attempt.succeeded();
    return c.json({ data: { token: created.token, customer: serializeCustomer(created.customer) } }, 201);
  });

  // Same answer whether or not the address has an account: the form cannot be used to probe for customers.
  app.post('/auth/password/link', async (c) => {
    const { email, redirect } = parse(passwordLinkRequestSchema, await readJson(c));
    // The account of the organiser whose storefront asks: the same address at another organiser is another account.
    const organiser = await loadOrganiser(db);
    // Every request counts (there is no "success" to tell apart): no mail bombing, no probing at leisure.
    await attempts.begin(
      'password_link',
      { account: organiserAccount(organiser.id, email), client: clientAddress(c, options.trustProxy) },
      { email: 'too_many_attempts' },
    );
    const customer = await findCustomerByEmail(db, organiser.id, email);
    if (customer) {
      const now = clock.now();
      const token = await createPasswordReset(db, now, customer.id);
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
    const organiser = await loadOrganiser(db);
    const customerId = await resetPassword(db, clock.now(), organiser.id, body.token, passwordHash);
    if (customerId === null) throw new ApiError(400, 'INVALID_TOKEN', 'This link is unknown, used or expired', { token: 'invalid' });
    // Every older session was revoked with the reset; the one who proved the mailbox gets a new one, as at login.
    const [customer] = await db.query<Record<string, any>>('SELECT * FROM customers WHERE id = $1', [customerId]);
    const session = await createSession(db, clock.now(), customerId);
    return c.json({ data: { token: session, customer: serializeCustomer(customer!) } });
  });

  return app;
}
