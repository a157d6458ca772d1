import { Hono, type Context } from 'hono';
import type { AppContext } from '../deps';
import { unauthenticated } from '../lib/errors';
import { sameSecret } from '../lib/secret';
import { bearerToken } from '../queries/customers';

/** True when the request carries the demo admin token (compared in constant time). */
const isDemoAdmin = (c: Context, expected: string | null): boolean => sameSecret(bearerToken(c), expected);

/**
 * Demo-only routes, mounted in demo mode only (docs/security.md). The outbox holds every mail the demo "sent", reset
 * links included: whoever reads it can take over any account, so it asks for the demo admin token, not a customer's.
 */
export function demoRoutes({ db, options }: AppContext) {
  const app = new Hono();
  app.get('/demo/outbox', async (c) => {
    if (!isDemoAdmin(c, options.demoAdminToken)) throw unauthenticated('The demo admin token is required');
    const to = c.req.query('to')?.trim().toLowerCase();
    const rows = await db.query<Record<string, any>>(
      `SELECT to_email, subject, text, link, created_at FROM outbox ${to ? 'WHERE lower(to_email) = $1' : ''} ORDER BY id DESC LIMIT 100`,
      to ? [to] : [],
    );
    c.header('Cache-Control', 'no-store');
    return c.json({
      data: rows.map((r) => ({ to: r.to_email, subject: r.subject, text: r.text, link: r.link, created_at: new Date(r.created_at).toISOString() })),
    });
  });
  return app;
}
