import { Hono } from 'hono';
import type { Deps } from '../deps';
import { notFound } from '../lib/errors';
import { baseUrl } from '../lib/media';
import { paging, throwIfInvalid, type Query } from '../lib/params';
import { serializeCart } from '../queries/cart';
import { requireCustomer } from '../queries/customers';
import { loadOrganiser } from '../queries/organiser';
import type { Fields } from '../lib/errors';

/** The cart history (001 §2 /account/carts): processed carts only, newest first, each with the items it was paid with. */
export function accountCartRoutes({ db, clock }: Deps) {
  const app = new Hono();
  const ctx = async (base: string) => ({ db, now: clock.now(), tz: (await loadOrganiser(db)).timezone, base });

  app.get('/carts', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const fields: Fields = {};
    const { limit, offset } = paging(c.req.query() as Query, fields);
    throwIfInvalid(fields);
    const rows = await db.query<Record<string, any>>(
      'SELECT * FROM carts WHERE customer_id = $1 AND processed_at IS NOT NULL ORDER BY processed_at DESC, id DESC LIMIT $2 OFFSET $3',
      [customer.id, limit, offset],
    );
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts WHERE customer_id = $1 AND processed_at IS NOT NULL', [customer.id]);
    const context = await ctx(baseUrl(c));
    return c.json({ data: await Promise.all(rows.map((cart) => serializeCart(context, cart))), count: count?.n ?? 0 });
  });

  app.get('/carts/:cuid', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const [cart] = await db.query<Record<string, any>>('SELECT * FROM carts WHERE customer_id = $1 AND cuid = $2 AND processed_at IS NOT NULL', [
      customer.id,
      c.req.param('cuid'),
    ]);
    if (!cart) throw notFound('No such cart');
    return c.json({ data: await serializeCart(await ctx(baseUrl(c)), cart) });
  });
  return app;
}
