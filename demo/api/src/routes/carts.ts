import { Hono, type Context } from 'hono';
import type { Deps } from '../deps';
import { notFound, validation } from '../lib/errors';
import { baseUrl } from '../lib/media';
import { MAX_ID } from '../lib/params';
import { parse, readJson } from '../lib/validate';
import type { Ctx } from '../queries/availabilities';
import { addItems, addItemsBody } from '../queries/cart-add';
import { holdAgain, holdBody } from '../queries/cart-hold';
import { estimateBody, estimateRegistration } from '../queries/estimate';
import { loadOpenCart } from '../queries/cart';
import { invalidatePendingCheckout } from '../queries/checkout-totals';
import { requireCustomer } from '../queries/customers';
import { loadOrganiser } from '../queries/organiser';

/** Cart calls: signed-in only (bearer token), and a customer only ever sees and changes their own cart. */
export function cartRoutes({ db, clock }: Deps) {
  const app = new Hono();
  const ctxOf = async (c: Context, now: Date): Promise<Ctx> => ({ db, now, tz: (await loadOrganiser(db)).timezone, base: baseUrl(c) });

  app.get('/current', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const now = clock.now();
    return c.json({ data: await loadOpenCart(await ctxOf(c, now), customer.id) });
  });

  app.post('/items', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(addItemsBody, await readJson(c));
    const now = clock.now();
    await addItems(db, now, await loadOrganiser(db), customer.id, body);
    return c.json({ data: await loadOpenCart(await ctxOf(c, now), customer.id) }, 201);
  });

  // Items whose hold ran out, held again while their places are free (docs/api-contract.md "Cart").
  app.post('/items/hold', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(holdBody, await readJson(c));
    const now = clock.now();
    await holdAgain(db, now, await loadOrganiser(db), customer.id, body.item_ids);
    return c.json({ data: await loadOpenCart(await ctxOf(c, now), customer.id) });
  });

  // The price an add would charge, before anything is held (000 §7; runs once a participant is known).
  app.post('/items/estimate', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(estimateBody, await readJson(c));
    return c.json({ data: await estimateRegistration(db, customer.id, body) });
  });

  app.delete('/items', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const raw = c.req.query('item_id');
    if (!raw) throw validation({ item_id: 'required' });
    const byId = /^\d+$/.test(raw);
    if (byId && Number(raw) > MAX_ID) throw notFound('No such item in your cart');
    // Only an item of the customer's own open cart; anyone else's is "not found", not "forbidden" (no probing).
    // The cart row is locked first, as checkout does: an item goes before a checkout reads the cart or after it has
    // processed it, never in between (charged for but not bought, or bought and gone from the cart).
    const deleted = await db.transaction(async (tx) => {
      const [cart] = await tx.query<{ id: number }>('SELECT id FROM carts WHERE customer_id = $1 AND processed_at IS NULL FOR NO KEY UPDATE', [customer.id]);
      if (!cart) return undefined;
      const [item] = await tx.query<{ id: number }>(`DELETE FROM cart_items WHERE cart_id = $1 AND ${byId ? 'id' : 'cuid'} = $2 RETURNING id`, [
        cart.id,
        byId ? Number(raw) : raw,
      ]);
      if (item) await invalidatePendingCheckout(tx, cart.id, clock.now());
      return item;
    });
    if (!deleted) throw notFound('No such item in your cart');
    return c.json({ data: await loadOpenCart(await ctxOf(c, clock.now()), customer.id) });
  });
  return app;
}
