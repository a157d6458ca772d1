import { customFieldEntitySchema, participantCreateRequestSchema } from '@oriel/core';
import { Hono } from 'hono';
import type { Deps } from '../app';
import { validation, type Fields } from '../lib/errors';
import { randomCuid } from '../lib/ids';
import { calendarDayOf, localDay } from '../lib/time';
import { parse, readJson } from '../lib/validate';
import { checkCustomData, loadCustomFields } from '../queries/custom-fields';
import { PARTICIPANT_COLUMNS, requireCustomer, serializeParticipant } from '../queries/customers';
import { searchAddresses } from '../seed/addresses';

/** The signed-in customer's participants, the custom fields forms ask, and the address lookup. */
export function participantRoutes({ db, clock }: Deps) {
  const app = new Hono();

  app.post('/participants', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const body = parse(participantCreateRequestSchema, await readJson(c));
    const errors: Fields = {};
    const customData = checkCustomData(await loadCustomFields(db, 'PARTICIPANTS'), body.custom_data, errors);
    const birthdate = calendarDayOf(body.birthdate);
    if (!birthdate || birthdate > localDay(clock.now(), 'Europe/Brussels')) errors.birthdate = 'invalid';
    if (Object.keys(errors).length) throw validation(errors);
    const [row] = await db.query<Record<string, any>>(
      `INSERT INTO participants (customer_id, cuid, firstname, lastname, birthdate, custom_data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${PARTICIPANT_COLUMNS}`,
      [customer.id, randomCuid(), body.firstname, body.lastname, birthdate, JSON.stringify(customData), clock.now()],
    );
    return c.json({ data: { participant: serializeParticipant(row!) } }, 201);
  });

  app.get('/custom-fields', async (c) => {
    const entity = customFieldEntitySchema.safeParse(c.req.query('entity') ?? 'CUSTOMERS');
    if (!entity.success) throw validation({ entity: 'invalid' });
    const data = await loadCustomFields(db, entity.data);
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
