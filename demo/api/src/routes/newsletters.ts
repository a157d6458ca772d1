import { newsletterUnsubscribeRequestSchema, UNSUBSCRIBE_ERRORS, type NewsletterUnsubscription } from '@oriel/core';
import { Hono } from 'hono';
import type { AppContext } from '../deps';
import { clientAddress } from '../lib/client-address';
import { ApiError } from '../lib/errors';
import { hashToken } from '../lib/password';
import { parse, readJson } from '../lib/validate';

/**
 * POST /api/newsletters/unsubscribe (000 §7): the e-mailed link's token ends the subscription. Stored and looked up
 * as its sha256 like password-reset tokens (the lookup compares digests, so its timing tells nothing about the token),
 * and never logged nor echoed. An unknown token counts as a guess per client, like voucher codes (429
 * TOO_MANY_ATTEMPTS fields.token, docs/security.md §3); a token that exists, even expired, was no guess.
 */
export function newsletterRoutes({ db, clock, options, attempts }: AppContext) {
  const app = new Hono();

  app.post('/newsletters/unsubscribe', async (c) => {
    // a missing or malformed body is 400 before anything counts
    const { token } = parse(newsletterUnsubscribeRequestSchema, await readJson(c));
    const tokenHash = hashToken(token);
    // Anonymous: the "account" is the token itself, so the per-client limit is the one that stops guessing.
    const attempt = await attempts.begin('unsubscribe', { account: tokenHash, client: clientAddress(c, options.trustProxy) }, { token: 'too_many_attempts' });
    const now = clock.now();
    let found = false;
    try {
      const answer = await db.transaction(async (tx) => {
        // Locked so that two clicks at once answer UNSUBSCRIBED once and ALREADY_UNSUBSCRIBED once.
        const [row] = await tx.query<{ id: number; expires_at: Date; unsubscribed_at: Date | null }>(
          'SELECT id, expires_at, unsubscribed_at FROM newsletter_subscriptions WHERE token_hash = $1 FOR NO KEY UPDATE',
          [tokenHash],
        );
        if (!row) throw new ApiError(400, UNSUBSCRIBE_ERRORS.invalid, 'This unsubscribe link is unknown', { token: 'invalid' });
        found = true;
        // Someone who already left stays out, whatever the link's age: tell them so rather than "expired".
        if (row.unsubscribed_at) return { status: 'ALREADY_UNSUBSCRIBED', unsubscribed_at: new Date(row.unsubscribed_at).toISOString() } as const;
        if (new Date(row.expires_at) <= now) throw new ApiError(410, UNSUBSCRIBE_ERRORS.expired, 'This unsubscribe link has expired', { token: 'expired' });
        await tx.query('UPDATE newsletter_subscriptions SET unsubscribed_at = $2 WHERE id = $1', [row.id, now]);
        return { status: 'UNSUBSCRIBED', unsubscribed_at: now.toISOString() } as const;
      });
      await attempt.succeeded();
      return c.json({ data: answer satisfies NewsletterUnsubscription });
    } catch (error) {
      // only an unknown token stays counted: an existing one was no guess, a server failure judged nothing
      if (found) await attempt.succeeded();
      else if (!(error instanceof ApiError && error.code === UNSUBSCRIBE_ERRORS.invalid)) await attempt.cancel();
      throw error;
    }
  });

  return app;
}
