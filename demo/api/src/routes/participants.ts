import { customFieldEntitySchema, participantCreateRequestSchema, participantUpdateRequestSchema, type CustomDataEntry } from '@oriel/core';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { ApiError, validation, type Fields } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { int, list, MAX_ID, pagedIds, throwIfInvalid, type Query } from '../lib/params';
import { fold, likeEscape, Params } from '../lib/sql';
import { calendarDayOf, localDay } from '../lib/time';
import { parse, readJson } from '../lib/validate';
import { invalidatePendingCheckout } from '../queries/checkout-totals';
import { loadOrganiser } from '../queries/organiser';
import { checkCustomData, loadCustomFields } from '../queries/custom-fields';
import { PARTICIPANT_COLUMNS, requireCustomer, serializeParticipant } from '../queries/customers';
import { searchAddresses } from '../seed/addresses';

const notTheirs = () => new ApiError(404, 'NOT_FOUND', 'No such participant', { participant_id: 'not_found' });

/** The signed-in customer's participants, the custom fields forms ask, and the address lookup. */
export function participantRoutes({ db, clock }: Deps) {
  const app = new Hono();

  /** 001 §5 participant rules: custom data like register, a real calendar day not in the future. */
  const checkParticipant = async (body: { birthdate: string; custom_data: CustomDataEntry[] }) => {
    const errors: Fields = {};
    const customData = checkCustomData(await loadCustomFields(db, 'PARTICIPANTS'), body.custom_data, errors);
    const birthdate = calendarDayOf(body.birthdate);
    // "today" in the organiser's zone, as the client's date field computes it
    if (!birthdate || birthdate > localDay(clock.now(), (await loadOrganiser(db)).timezone)) errors.birthdate = 'invalid';
    if (Object.keys(errors).length) throw validation(errors);
    return { customData, birthdate };
  };

  app.post('/participants', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(participantCreateRequestSchema, await readJson(c));
    const { customData, birthdate } = await checkParticipant(body);
    const [row] = await db.query<Record<string, any>>(
      `INSERT INTO participants (customer_id, cuid, firstname, lastname, birthdate, custom_data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${PARTICIPANT_COLUMNS}`,
      [customer.id, randomCuid(), body.firstname, body.lastname, birthdate, JSON.stringify(customData), clock.now()],
    );
    return c.json({ data: { participant: serializeParticipant(row!) } }, 201);
  });

  // The asynchronous participant lookup (001 §7): only the customer's own, by name (any case, any accent) or ids.
  // The generic query helper's form: response_type 'multiselect-search' and value_key (id, or cuid with `cuid` as a
  // comma list) ask the chosen options by their values; the answer is the same {data, count}.
  app.get('/participants', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const q: Query = c.req.query();
    const fields: Fields = {};
    if (q.response_type !== undefined && q.response_type !== 'multiselect-search') fields.response_type = 'invalid';
    if (q.value_key !== undefined && q.value_key !== 'id' && q.value_key !== 'cuid') fields.value_key = 'invalid';
    const cuids = q.value_key === 'cuid' ? list(q, 'cuid') : undefined;
    if (cuids && (cuids.length > 100 || cuids.some((x) => !/^[a-z0-9]{1,40}$/i.test(x)))) fields.cuid = 'invalid';
    throwIfInvalid(fields);
    const { page, ids } = pagedIds(q);
    const p = new Params();
    const where = [`customer_id = ${p.add(customer.id)}`, 'deleted_at IS NULL'];
    if (ids) where.push(`id = ANY(${p.add(ids)}::int[])`);
    if (cuids) where.push(`cuid = ANY(${p.add(cuids)}::text[])`);
    const search = q.search?.trim();
    if (search) where.push(`${fold("firstname || ' ' || lastname")} LIKE '%' || ${fold(p.add(likeEscape(search)))} || '%'`);
    const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM participants WHERE ${where.join(' AND ')}`, p.values);
    const rows = await db.query<Record<string, any>>(
      `SELECT id, cuid, firstname, lastname FROM participants WHERE ${where.join(' AND ')} ORDER BY id LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`,
      p.values,
    );
    const data = rows.map((r) => ({
      id: r.id,
      cuid: r.cuid,
      firstname: r.firstname,
      lastname: r.lastname,
      fullname: `${r.firstname} ${r.lastname}`,
      customer: { id: customer.id, email: customer.email },
    }));
    return c.json({ data, count: count?.n ?? 0 });
  });

  app.put('/participants', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(participantUpdateRequestSchema, await readJson(c));
    if (body.participant_id > MAX_ID) throw notTheirs();
    const { customData, birthdate } = await checkParticipant(body);
    const [row] = await db.query<Record<string, any>>(
      `UPDATE participants SET firstname = $3, lastname = $4, birthdate = $5, custom_data = $6
       WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING ${PARTICIPANT_COLUMNS}`,
      [body.participant_id, customer.id, body.firstname, body.lastname, birthdate, JSON.stringify(customData)],
    );
    if (!row) throw notTheirs();
    return c.json({ data: { participant: serializeParticipant(row) } });
  });

  // A soft delete: registrations keep their participant. Items of the open cart for them go, releasing their places.
  app.delete('/participants', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const fields: Fields = {};
    const id = int(c.req.query() as Query, 'participant_id', fields, { min: 1 });
    if (id === undefined && !fields.participant_id) fields.participant_id = 'required';
    throwIfInvalid(fields);
    if (id! > MAX_ID) throw notTheirs();
    const now = clock.now();
    await db.transaction(async (tx) => {
      // the cart first, as every cart change does (cart-add.ts)
      const [cart] = await tx.query<{ id: number }>('SELECT id FROM carts WHERE customer_id = $1 AND processed_at IS NULL FOR NO KEY UPDATE', [customer.id]);
      const [row] = await tx.query('UPDATE participants SET deleted_at = $3 WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL RETURNING id', [
        id,
        customer.id,
        now,
      ]);
      if (!row) throw notTheirs();
      if (!cart) return;
      const items = await tx.query('DELETE FROM cart_items WHERE cart_id = $1 AND participant_id = $2 RETURNING id', [cart.id, id]);
      if (items.length) await invalidatePendingCheckout(tx, cart.id, now);
    });
    return c.json({ data: null, message: 'PARTICIPANT_DELETED' });
  });

  app.get('/custom-fields', async (c) => {
    const entity = v.safeParse(customFieldEntitySchema, c.req.query('entity') ?? 'CUSTOMERS');
    if (!entity.success) throw validation({ entity: 'invalid' });
    const data = await loadCustomFields(db, entity.output);
    return c.json({ data, count: data.length });
  });

  // The demo's stand-in for Mapbox: a built-in list of Brussels addresses.
  app.get('/mapbox/autofill', (c) => {
    const search = (c.req.query('search') ?? '').trim();
    // Fewer than 3 characters is not an error, just nothing to propose yet (the view searches as one types).
    return c.json({ data: search.length < 3 ? [] : searchAddresses(search) });
  });
  return app;
}
