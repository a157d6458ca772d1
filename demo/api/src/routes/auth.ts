import { emailSchema } from '@oriel/core';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppContext } from '../deps';
import { clientAddress } from '../lib/client-address';
import { ApiError } from '../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../lib/password';
import { organiserAccount } from '../lib/rate-limit';
import { parse, readJson } from '../lib/validate';
import { authenticate, bearerToken, findCustomerByEmail, loadCounters, loadParticipants, serializeCustomer, serializeParticipant } from '../queries/customers';
import { loadOrganiser } from '../queries/organiser';
import { createSession, revokeSession } from '../queries/sessions';

// 001 §5: a valid e-mail (trimmed, lowercased, the pattern registration takes) and a password string.
const loginSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(), v.minLength(1)),
});

export function authRoutes({ db, clock, options, attempts }: AppContext) {
  const app = new Hono();

  app.post('/auth/login', async (c) => {
    const body = parse(loginSchema, await readJson(c));
    // An account is an e-mail at one organiser: the one whose storefront asks (the same address elsewhere is another).
    const organiser = await loadOrganiser(db);
    // Counted (429 past the limit) before the password is even looked at: no free guesses, however fast they come.
    const attempt = await attempts.begin('login', { account: organiserAccount(organiser.id, body.email), client: clientAddress(c, options.trustProxy) });
    const customer = await findCustomerByEmail(db, organiser.id, body.email);
    // Same answer, and the same scrypt work, for an unknown e-mail and a wrong password: no account enumeration.
    const valid = await verifyPassword(body.password, customer?.password_hash ?? (await dummyPasswordHash()));
    if (!customer || !valid) throw new ApiError(401, 'INVALID_CREDENTIALS', 'E-mail or password is incorrect');
    await attempt.succeeded();
    const token = await createSession(db, clock.now(), customer.id);
    return c.json({ data: { token, customer: serializeCustomer(customer) } });
  });

  // Idempotent: an absent, unknown or already revoked token still logs out.
  app.post('/auth/logout', async (c) => {
    const token = bearerToken(c);
    if (token) await revokeSession(db, clock.now(), (await loadOrganiser(db)).id, token);
    return c.json({ data: null });
  });

  app.get('/session', async (c) => {
    const auth = await authenticate(db, clock, c);
    if (!auth) return c.json({ data: null });
    const id = auth.customer.id as number;
    const [organiser, participants, counters, wallet] = await Promise.all([
      loadOrganiser(db),
      loadParticipants(db, id),
      loadCounters(db, id, clock.now()),
      db.query<{ amount: number }>('SELECT amount FROM wallets WHERE customer_id = $1', [id]),
    ]);
    const settings = organiser.settings as Record<string, any>;
    return c.json({
      data: {
        customer: serializeCustomer(auth.customer),
        participants: participants.map(serializeParticipant),
        counters,
        payment_methods: {
          online: Boolean(settings.online_payments_activated),
          bank_transfers: Boolean(settings.bank_transfers_payments_activated),
          bank_account: settings.bank_account?.iban ?? null,
        },
        wallet: { amount: wallet[0]?.amount ?? 0 },
        // when the token dies unless used again (each use slides it, docs/security.md §2)
        expires_at: auth.expiresAt.toISOString(),
      },
    });
  });
  return app;
}
