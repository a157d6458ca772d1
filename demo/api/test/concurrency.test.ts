import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApi, type TestApi } from './helpers';

// Races that PGlite (one connection, one transaction at a time) cannot show: on PostgreSQL (project api-pg) these
// requests really run side by side, so row locks, their order and statement snapshots decide the outcome.

let api: TestApi;
let token: string;
let vouchers: { id: number; price: number }[];

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  vouchers = (await json(await api.get('/api/vouchers'))).data;
});
afterAll(() => api.close());

const add = (body: unknown, t = token) => api.send('POST', '/api/carts/items', body, t);
const voucherItem = (quantity = 1) => ({ vouchers: [{ voucher_id: vouchers[0]!.id, quantity }] });
const checkout = (body: Record<string, unknown>, t = token) => api.send('POST', '/api/carts/checkout', { terms: true, ...body }, t);
/** An empty open cart, no wallet and no bought vouchers: each round starts from the same state. */
const reset = async () => {
  await api.db.query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE processed_at IS NULL)');
  await api.db.query('DELETE FROM customer_vouchers');
  await api.db.query("UPDATE wallets SET amount = 0 WHERE customer_id = (SELECT id FROM customers WHERE email = 'demo@oriel.test')");
};

describe('concurrent requests', () => {
  it('customers racing for the last places: exactly the free places are taken', async () => {
    const others = await api.db.query<{ email: string }>("SELECT email FROM customers WHERE email <> 'demo@oriel.test' ORDER BY id LIMIT 4");
    const people = await Promise.all(
      [{ email: 'demo@oriel.test', password: 'demo-password' }, ...others.map((o) => ({ email: o.email, password: 'oriel-customer' }))].map(
        async ({ email, password }) => {
          const t = await api.login(email, password);
          const [participant] = (await json(await api.get('/api/session', t))).data.participants;
          return { token: t, participant: participant.id as number };
        },
      ),
    );
    const [a] = (await json(await api.get('/api/availabilities?search=yoga&limit=100'))).data.filter((x: any) => x.capacity - x.registered > 4);
    // the race is for places, run by children of any age: this session's age limits are participant-age.test.ts's
    await api.db.query('UPDATE availabilities SET age_minimum = NULL, age_maximum = NULL WHERE id = $1', [a.id]);
    const fill = a.capacity - a.registered - 4;
    expect((await add({ registrations: [{ availability_id: a.id, participant_id: people[0]!.participant, quantity: fill }] })).status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => people[i % people.length]!).map((p) =>
        add({ registrations: [{ availability_id: a.id, participant_id: p.participant }] }, p.token),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(16);
    const after = (await json(await api.get(`/api/availabilities/${a.cuid}`))).data;
    expect(after).toMatchObject({ registered: a.capacity, status: 'FULL' });
    await api.db.query('DELETE FROM cart_items');
  });

  it('paying while the cart changes: never a deadlock, and the payment settles consistently', async () => {
    for (let round = 0; round < 30; round++) {
      await reset();
      await add(voucherItem());
      const cart = (await json(await api.get('/api/carts/current', token))).data;
      const started = (await json(await checkout({ cart_id: cart.id, payment_strategy: 'IMMEDIATE' }))).data;
      const [pay, added] = await Promise.all([
        fetch(started.next_action_url, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) }),
        add(voucherItem()),
      ]);
      expect(pay.status).toBe(200);
      expect(added.status).toBe(201);
      const [row] = await api.db.query<{ processed_at: Date | null; status: string }>(
        'SELECT c.processed_at, p.status FROM carts c JOIN payments p ON p.cart_id = c.id WHERE p.cuid = $1',
        [new URL(started.next_action_url).pathname.split('/').pop()],
      );
      // Either the payment came first (it succeeded, the cart is processed, the add opened a new cart) or the add did
      // (the payment no longer matches the cart: failed, cart still open).
      expect(row!.status === 'SUCCEEDED').toBe(row!.processed_at !== null);
    }
  });

  it('removing an item while the cart is checked out: the item is either removed or bought, never charged and lost', async () => {
    for (let round = 0; round < 40; round++) {
      await reset();
      await add(voucherItem());
      const cart = (await json(await add(voucherItem()))).data;
      const [kept, removed] = cart.items;
      const [done, deleted] = await Promise.all([
        checkout({ cart_id: cart.id, payment_strategy: 'DELAYED' }),
        api.send('DELETE', `/api/carts/items?item_id=${removed.id}`, undefined, token),
      ]);
      expect(done.status).toBe(200);
      expect([200, 404]).toContain(deleted.status);
      const [row] = await api.db.query<{ total_amount: number; bought: number; kept: number }>(
        `SELECT total_amount, (SELECT count(*)::int FROM customer_vouchers) AS bought,
           (SELECT count(*)::int FROM cart_items WHERE cart_id = c.id) AS kept FROM carts c WHERE id = $1`,
        [cart.id],
      );
      const items: { price: number }[] = deleted.status === 200 ? [kept] : [kept, removed];
      expect(row).toEqual({ total_amount: items.reduce((s, i) => s + i.price, 0), bought: items.length, kept: items.length });
    }
  });

  it('joining the waiting list while the last places go: the places taken before the join count', async () => {
    const [lea] = (await json(await api.get('/api/session', token))).data.participants;
    const [other] = await api.db.query<{ id: number }>(
      "SELECT p.id FROM participants p JOIN customers c ON c.id = p.customer_id WHERE c.email <> 'demo@oriel.test' ORDER BY p.id LIMIT 1",
    );
    const [a] = (await json(await api.get('/api/availabilities?search=yoga&limit=100'))).data.filter((x: any) => x.capacity - x.registered > 0);
    // Léa is 8 and yoga for 16 and over: the race is for places, the ages are participant-age.test.ts's
    await api.db.query('UPDATE availabilities SET age_minimum = NULL, age_maximum = NULL WHERE id = $1', [a.id]);
    // This transaction holds the availability, as an add does, while the join arrives and waits for it; it then takes
    // every free place and commits. The join must count those places: the availability is FULL when it gets the lock.
    const { join } = await api.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM availabilities WHERE id = $1 FOR NO KEY UPDATE', [a.id]);
      const join = api.send('POST', '/api/registrations/waiting-list', { availability_id: a.id, participant_id: lea.id }, token);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.query(
        `INSERT INTO registrations (cuid, reference, customer_id, participant_id, availability_id, created_at)
         SELECT 'race' || g, 'RACE', p.customer_id, p.id, $1, now() FROM generate_series(1, $2::int) g, participants p WHERE p.id = $3`,
        [a.id, a.capacity - a.registered, other!.id],
      );
      return { join };
    });
    const res = await join;
    expect(res.status).toBe(201);
    await api.db.query("DELETE FROM registrations WHERE reference = 'RACE'");
    await api.db.query('DELETE FROM waiting_list');
  });
});
