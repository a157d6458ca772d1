import { Hono, type Context } from 'hono';
import type { Deps } from '../deps';
import { notFound, type Fields } from '../lib/errors';
import { baseUrl } from '../lib/media';
import { listShape, lookupKey, paging, rangePageMax, throwIfInvalid, type Query } from '../lib/params';
import { iso } from '../lib/time';
import { parseAvailabilityFilters } from '../queries/availability-filters';
import { loadAvailabilityCards } from '../queries/cards';
import { calendarDays, findAvailabilities, findDates, loadAvailabilities, loadDates, serializeDate, type Ctx } from '../queries/availabilities';
import { loadOrganiser } from '../queries/organiser';

export function availabilityRoutes({ db, clock }: Deps) {
  const app = new Hono();
  const ctxOf = async (c: Context): Promise<Ctx> => {
    const o = await loadOrganiser(db);
    return { db, now: clock.now(), tz: o.timezone, base: baseUrl(c) };
  };

  // `fields=card`: the compact card answers; a range of at most 31 days may take pages of 1000 (docs/api-contract.md).
  app.get('/', async (c) => {
    const q: Query = c.req.query();
    const fields: Fields = {};
    const shape = listShape(q, fields, ['categories']);
    const page = paging(q, fields, 20, rangePageMax(q));
    const filters = parseAvailabilityFilters(q, fields);
    const ctx = await ctxOf(c);
    const { data, count } = await findAvailabilities<unknown[]>(ctx, filters, page, (ids) =>
      shape.card ? loadAvailabilityCards(ctx, ids, shape) : loadAvailabilities(ctx, ids),
    );
    return c.json({ data, count });
  });

  app.get('/calendar', async (c) => {
    const filters = parseAvailabilityFilters(c.req.query());
    const days = await calendarDays(await ctxOf(c), filters);
    return c.json({ dates: days.map((date) => ({ date })) });
  });

  // Dates of the matching availabilities; after/before bound the dates themselves, each date carries its availability.
  app.get('/dates', async (c) => {
    const q: Query = c.req.query();
    const fields: Fields = {};
    const page = paging(q, fields, 100);
    const { after, before, ...filters } = parseAvailabilityFilters(q, fields);
    throwIfInvalid(fields);
    const ctx = await ctxOf(c);
    // /cart/add?dates=…: only these dates (cuids), whatever else the filters say about their availability
    const cuids = typeof q.dates === 'string' && q.dates ? q.dates.split(',').slice(0, 100) : null;
    const { data, count } = await findDates(ctx, filters, { after, before, cuids }, page, async (found) => {
      const [dates, availabilities] = await Promise.all([
        loadDates(ctx, 'd.id = ANY($1::int[])', [found.map((d) => d.id)]),
        loadAvailabilities(ctx, [...new Set(found.map((d) => d.availability_id))]),
      ]);
      return dates.map((d) => ({ ...serializeDate(d), availability: availabilities.find((a) => a.id === d.availability_id) }));
    });
    return c.json({ availabilities_dates: { data, count } });
  });

  app.get('/periods', async (c) => {
    const rows = await db.query<{ id: number; cuid: string; title: string; start_at: Date; end_at: Date }>(
      'SELECT id, cuid, title, start_at, end_at FROM periods ORDER BY start_at, id',
    );
    return c.json({ data: rows.map((p) => ({ ...p, start_at: iso(p.start_at), end_at: iso(p.end_at) })), count: rows.length });
  });

  app.get('/:cuid', async (c) => {
    const key = lookupKey(c.req.param('cuid'));
    const [row] = await db.query<{ id: number }>(`SELECT id FROM availabilities WHERE ${key.column} = $1`, [key.value]);
    if (!row) throw notFound('No such availability');
    const [availability] = await loadAvailabilities(await ctxOf(c), [row.id]);
    return c.json({ data: availability });
  });
  return app;
}
