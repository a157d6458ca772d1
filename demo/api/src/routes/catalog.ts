import { Hono, type Context } from 'hono';
import type { Deps } from '../deps';
import { notFound, type Fields } from '../lib/errors';
import { baseUrl, images } from '../lib/media';
import { instant, intList, listShape, lookupKey, pagedIds, paging, throwIfInvalid, type Query } from '../lib/params';
import { fold, likeEscape, Params, resourceHeld } from '../lib/sql';
import { iso } from '../lib/time';
import { serializeActivity, serializeLocation } from '../queries/availabilities';
import { activityCard } from '../queries/cards';
import { loadCategoriesOf, loadGroups } from '../queries/categories';
import { periodList } from '../queries/availability-filters';
import { membershipPeriod } from '../queries/membership-period';

type Row = Record<string, any>;

/** One list-or-detail route over a simple table: paging, `id` comma list, detail by cuid (or id). */
function offerRoutes(app: Hono, db: Deps['db'], path: string, table: string, serialize: (base: string, row: Row) => unknown, order = 'id') {
  app.get(`/${path}`, async (c) => {
    const { page, ids } = pagedIds(c.req.query());
    const p = new Params();
    const where = ids ? `WHERE id = ANY(${p.add(ids)}::int[])` : '';
    const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} ${where}`, p.values);
    const rows = await db.query<Row>(`SELECT * FROM ${table} ${where} ORDER BY ${order} LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`, p.values);
    const base = baseUrl(c);
    return c.json({ data: rows.map((r) => serialize(base, r)), count: total?.n ?? 0 });
  });
  app.get(`/${path}/:cuid`, async (c) => {
    const key = lookupKey(c.req.param('cuid'));
    const [row] = await db.query<Row>(`SELECT * FROM ${table} WHERE ${key.column} = $1`, [key.value]);
    if (!row) throw notFound();
    return c.json({ data: serialize(baseUrl(c), row) });
  });
}

const bundle = (base: string, b: Row) => ({
  id: b.id,
  cuid: b.cuid,
  title: b.title,
  description: b.description,
  price: b.price,
  capacity: b.capacity,
  duration: b.duration,
  expires_at: iso(b.expires_at),
  images: images(base, b.images),
  entity: b.entity,
});
const membership = (base: string, m: Row) => ({
  id: m.id,
  cuid: m.cuid,
  title: m.title,
  description: m.description,
  price: m.price,
  images: images(base, m.images),
  entity: m.entity,
  ...membershipPeriod(m),
});
const voucher = (base: string, v: Row) => ({
  id: v.id,
  cuid: v.cuid,
  title: v.title,
  description: v.description,
  price: v.price,
  duration: v.duration,
  images: images(base, v.images),
});
const article = (base: string, a: Row) => ({
  id: a.id,
  cuid: a.cuid,
  slug: a.slug,
  title: a.title,
  content: a.content,
  images: images(base, a.images),
  created_at: iso(a.created_at),
});

export function catalogRoutes({ db, clock }: Deps) {
  const app = new Hono();
  offerRoutes(app, db, 'bundles', 'bundles', bundle);
  offerRoutes(app, db, 'memberships', 'memberships', membership);
  offerRoutes(app, db, 'vouchers', 'vouchers', voucher);

  app.get('/blog/articles', async (c) => {
    const q: Query = c.req.query();
    const fields: Fields = {};
    const page = paging(q, fields, 12);
    throwIfInvalid(fields);
    const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_articles');
    const rows = await db.query<Row>('SELECT * FROM blog_articles ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2', [page.limit, page.offset]);
    const base = baseUrl(c);
    return c.json({ data: rows.map((r) => article(base, r)), count: total?.n ?? 0 });
  });
  app.get('/blog/articles/:slug', async (c) => {
    const [row] = await db.query<Row>('SELECT * FROM blog_articles WHERE slug = $1 OR cuid = $1', [c.req.param('slug')]);
    if (!row) throw notFound('No such article');
    // its neighbours in the list's order (newest first): the older one is `previous`, the newer one `next`
    const neighbour = async (op: '<' | '>', order: 'DESC' | 'ASC') =>
      (
        await db.query<Row>(`SELECT slug, title FROM blog_articles WHERE (created_at, id) ${op} ($1, $2) ORDER BY created_at ${order}, id ${order} LIMIT 1`, [
          row.created_at,
          row.id,
        ])
      )[0] ?? null;
    const [previous, next] = await Promise.all([neighbour('<', 'DESC'), neighbour('>', 'ASC')]);
    return c.json({ data: { ...article(baseUrl(c), row), previous, next } });
  });

  // Activities: filters of the activities grid (catalog, id, after = has an availability ending after it, search, location, category-*).
  const activities = async (c: Context, detail?: string) => {
    const q: Query = c.req.query();
    const fields: Fields = {};
    // the detail keeps the whole object; only the list answers cards
    const card = !detail && listShape(q, fields).card;
    const page = paging(q, fields);
    const ids = intList(q, 'id', fields);
    const catalogs = intList(q, 'catalog', fields);
    const after = instant(q, 'after', fields);
    throwIfInvalid(fields);
    const p = new Params();
    const where: string[] = ['true'];
    if (detail) {
      const key = lookupKey(detail);
      where.push(`act.${key.column} = ${p.add(key.value)}`);
    }
    if (ids) where.push(`act.id = ANY(${p.add(ids)}::int[])`);
    if (catalogs) where.push(`EXISTS (SELECT 1 FROM activity_catalogs ac WHERE ac.activity_id = act.id AND ac.catalog_id = ANY(${p.add(catalogs)}::int[]))`);
    if (after) where.push(`EXISTS (SELECT 1 FROM availabilities a WHERE a.activity_id = act.id AND a.end_at >= ${p.add(after)})`);
    const search = q.search?.trim();
    if (search) where.push(`${fold('act.title')} LIKE '%' || ${fold(p.add(likeEscape(search)))} || '%'`);
    const locations = q.location?.split(',').filter(Boolean);
    if (locations?.length)
      where.push(
        `EXISTS (SELECT 1 FROM availabilities a JOIN locations l ON l.id = a.location_id WHERE a.activity_id = act.id AND l.cuid = ANY(${p.add(locations)}::text[]))`,
      );
    const periods = periodList(q);
    if (periods)
      where.push(
        `EXISTS (SELECT 1 FROM availabilities a JOIN periods pe ON a.start_at < pe.end_at AND a.end_at > pe.start_at WHERE a.activity_id = act.id AND pe.cuid = ANY(${p.add(periods)}::text[]))`,
      );
    for (const [k, v] of Object.entries(q)) {
      if (!k.startsWith('category-') || !v) continue;
      where.push(`EXISTS (SELECT 1 FROM activity_categories acg JOIN categories ca ON ca.id = acg.category_id JOIN category_groups g ON g.id = ca.group_id
        WHERE acg.activity_id = act.id AND g.cuid = ${p.add(k.slice(9))} AND ca.cuid = ANY(${p.add(v.split(','))}::text[]))`);
    }
    const countParams = [...p.values];
    const rows = await db.query<Row>(
      `SELECT * FROM activities act WHERE ${where.join(' AND ')} ORDER BY act.title, act.id LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`,
      p.values,
    );
    const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM activities act WHERE ${where.join(' AND ')}`, countParams);
    const now = clock.now();
    const [categories, locs, prices] = await Promise.all([
      card
        ? new Map<number, unknown[]>()
        : loadCategoriesOf(
            db,
            rows.map((r) => r.id),
          ),
      db.query<Row>(
        `SELECT DISTINCT a.activity_id, l.* FROM availabilities a JOIN locations l ON l.id = a.location_id WHERE a.activity_id = ANY($1::int[]) ORDER BY l.id`,
        [rows.map((r) => r.id)],
      ),
      db.query<Row>(
        `SELECT activity_id, min(price)::int AS price, count(*)::int AS upcoming FROM availabilities WHERE activity_id = ANY($1::int[]) AND end_at >= $2 GROUP BY activity_id`,
        [rows.map((r) => r.id), now],
      ),
    ]);
    const base = baseUrl(c);
    const data = rows.map((r) => {
      const places = locs.filter((l) => l.activity_id === r.id);
      // The card's "price" property: the lowest upcoming price, else the default.
      const price = prices.find((x) => x.activity_id === r.id)?.price ?? r.default_price;
      if (card) return activityCard(base, r, places, price);
      return {
        ...serializeActivity(base, r, categories.get(r.id) ?? []),
        locations: places.map(serializeLocation),
        price,
        upcoming_availabilities: prices.find((x) => x.activity_id === r.id)?.upcoming ?? 0,
      };
    });
    return { data, count: total?.n ?? 0 };
  };
  app.get('/activities', async (c) => c.json(await activities(c)));
  app.get('/activities/:cuid', async (c) => {
    const { data } = await activities(c, c.req.param('cuid'));
    if (!data[0]) throw notFound('No such activity');
    return c.json({ data: data[0] });
  });

  const resource = (base: string, r: Row) => ({
    id: r.id,
    cuid: r.cuid,
    name: r.name,
    images: images(base, r.images),
    location: r.l_id
      ? serializeLocation({
          id: r.l_id,
          cuid: r.l_cuid,
          name: r.l_name,
          title: r.l_title,
          street: r.l_street,
          number: r.l_number,
          postcode: r.l_postcode,
          city: r.l_city,
          latitude: r.l_latitude,
          longitude: r.l_longitude,
        })
      : null,
  });
  const resourceSql = `SELECT r.*, l.id AS l_id, l.cuid AS l_cuid, l.name AS l_name, l.title AS l_title, l.street AS l_street, l.number AS l_number,
    l.postcode AS l_postcode, l.city AS l_city, l.latitude AS l_latitude, l.longitude AS l_longitude FROM resources r LEFT JOIN locations l ON l.id = r.location_id`;
  app.get('/resources', async (c) => {
    const fields: Fields = {};
    const ids = intList(c.req.query(), 'id', fields);
    throwIfInvalid(fields);
    const rows = await db.query<Row>(`${resourceSql} ${ids ? 'WHERE r.id = ANY($1::int[])' : ''} ORDER BY r.id`, ids ? [ids] : []);
    const base = baseUrl(c);
    return c.json({ data: rows.map((r) => resource(base, r)), count: rows.length });
  });
  // Slots; default window is from now on, so a bare call never returns the past.
  app.get('/resources/availabilities', async (c) => {
    const q: Query = c.req.query();
    const fields: Fields = {};
    const ids = intList(q, 'resources', fields) ?? intList(q, 'resource', fields);
    const after = instant(q, 'after', fields);
    const before = instant(q, 'before', fields);
    throwIfInvalid(fields);
    const p = new Params();
    const where = [`ra.start_at >= ${p.add(after ?? clock.now())}`];
    if (before) where.push(`ra.start_at < ${p.add(before)}`);
    if (ids) where.push(`ra.resource_id = ANY(${p.add(ids)}::int[])`);
    // Booked or held slots are not offered (a hold covers its whole duration, so a 90-minute booking hides the next slot).
    where.push(
      `NOT ${resourceHeld('ra.resource_id', 'ra.start_at', "ra.start_at + make_interval(secs => coalesce((ra.prices->0->>'duration')::int, 0))", p.add(clock.now()))}`,
    );
    const rows = await db.query<Row>(
      `SELECT ra.id, ra.cuid, ra.resource_id, ra.start_at, ra.prices FROM resource_availabilities ra WHERE ${where.join(' AND ')} ORDER BY ra.start_at, ra.resource_id`,
      p.values,
    );
    return c.json({
      data: rows.map((r) => {
        const first = (r.prices as { duration: number }[])[0];
        return {
          id: r.id,
          cuid: r.cuid,
          resource_id: r.resource_id,
          start_at: iso(r.start_at),
          end_at: iso(new Date(new Date(r.start_at).getTime() + (first?.duration ?? 0) * 1000)),
          prices: r.prices,
        };
      }),
      count: rows.length,
    });
  });
  app.get('/resources/:cuid', async (c) => {
    const key = lookupKey(c.req.param('cuid'));
    const [row] = await db.query<Row>(`${resourceSql} WHERE r.${key.column} = $1`, [key.value]);
    if (!row) throw notFound('No such resource');
    return c.json({ data: resource(baseUrl(c), row) });
  });

  app.get('/locations', async (c) => {
    const rows = await db.query<Row>('SELECT * FROM locations ORDER BY name, id');
    return c.json({ data: rows.map(serializeLocation), count: rows.length });
  });
  app.get('/categories', async (c) => {
    const groups = await loadGroups(db);
    return c.json({ data: groups, count: groups.length });
  });
  app.get('/catalogs', async (c) => {
    const rows = await db.query<Row>('SELECT id, cuid, title FROM catalogs ORDER BY id');
    return c.json({ data: rows, count: rows.length });
  });
  return app;
}
