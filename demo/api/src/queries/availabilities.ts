import type { Db } from '../db/db';
import { createCountCache, type CountCache } from '../lib/count-cache';
import { images } from '../lib/media';
import { heldOnAvailabilityCounted, heldOnDate, idTable, Params } from '../lib/sql';
import { addDays, iso, localDay } from '../lib/time';
import { loadFilterSets } from './availability-filter-sets';
import { availabilityWhere, endsAfter, onLocalDay, orderBy, sortsByActivity, type AvailabilityFilters } from './availability-filters';
import { loadCategoriesOf } from './categories';

/**
 * Availabilities `ids` (an int[] parameter) as `x`: their columns, location name and title, `registered` (live
 * registrations and unexpired cart holds) and the contract's computed status. Held places are summed for these rows only.
 */
export const availabilitiesWithStatus = (now: string, ids: string) => `(
  SELECT y.*, CASE WHEN y.status = 'OPEN' AND y.capacity IS NOT NULL AND y.registered >= y.capacity THEN 'FULL' ELSE y.status END AS computed_status
  FROM (SELECT a.*, l.name AS location_name, l.title AS location_title, ${heldOnAvailabilityCounted('a', now)} AS registered
    FROM ${idTable(ids)} ids JOIN availabilities a ON a.id = ids.id LEFT JOIN locations l ON l.id = a.location_id) y) x`;

export interface Ctx {
  db: Db;
  now: Date;
  tz: string;
  base: string;
}

/** The availabilities matching the filters, as `a`, with their conditions and parameters (`page`: see availabilityWhere). */
async function matching(ctx: Ctx, f: AvailabilityFilters, skip: { date?: boolean } = {}) {
  const sets = await loadFilterSets(ctx.db, f, ctx.now);
  return (page = false) => {
    const p = new Params();
    const where = availabilityWhere(f, sets, p, ctx.tz, ctx.now, skip, page);
    return { p, where: where.join(' AND ') };
  };
}

const countCaches = new WeakMap<Db, CountCache>();

/**
 * The total of a list (`kind`, its filters but not their order), from the count cache of `ctx.db` at the catalogue's
 * current version: counting reads every match, a page only its own rows.
 */
async function cachedCount(ctx: Ctx, kind: string, f: AvailabilityFilters, extra: unknown, count: () => Promise<number>): Promise<number> {
  let cache = countCaches.get(ctx.db);
  if (!cache) countCaches.set(ctx.db, (cache = createCountCache()));
  const [v] = await ctx.db.query<{ version: string }>('SELECT last_value::text AS version FROM catalogue_version');
  const key = JSON.stringify([kind, v?.version, ctx.tz, { ...f, sort: undefined }, extra]);
  return cache.get(key, ctx.now, count);
}

/**
 * One page of the matching availabilities, in the sort's order, loaded by `load`, and the total before paging. Both
 * read the filters' indexed columns (the default order walks availabilities_start_id_idx and stops at the page's end);
 * the total comes from the count cache, counted beside the page when it must be.
 */
export async function findAvailabilities<T>(
  ctx: Ctx,
  f: AvailabilityFilters,
  page: { limit: number | null; offset: number },
  load: (ids: number[]) => Promise<T>,
): Promise<{ data: T; count: number }> {
  const conditions = await matching(ctx, f);
  const { p, where } = conditions(true);
  const counted = conditions();
  const join = sortsByActivity(f) ? 'JOIN activities act ON act.id = a.activity_id' : '';
  const [data, count] = await Promise.all([
    ctx.db
      .query<{ id: number }>(
        `SELECT a.id FROM availabilities a ${join} WHERE ${where}
         ORDER BY ${orderBy(f)} ${page.limit === null ? '' : `LIMIT ${p.add(page.limit)}`} OFFSET ${p.add(page.offset)}`,
        p.values,
      )
      .then((rows) => load(rows.map((r) => r.id))),
    // every availability has its activity (a foreign key): the count needs no join
    cachedCount(ctx, 'availabilities', f, null, async () => {
      const [c] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM availabilities a WHERE ${counted.where}`, counted.p.values);
      return c?.n ?? 0;
    }),
  ]);
  return { data, count };
}

/** Dates of the matching availabilities: `after`/`before` bound the dates themselves, `cuids` keeps only these. */
export interface DateBounds {
  after?: Date;
  before?: Date;
  cuids?: string[] | null;
}

function dateConditions(p: Params, bounds: DateBounds): string {
  const w: string[] = [];
  if (bounds.after) w.push(endsAfter('availability_dates', 'd', `${p.add(bounds.after)}::timestamptz`));
  if (bounds.before) w.push(`d.start_at < ${p.add(bounds.before)}`);
  if (bounds.cuids) w.push(`d.cuid = ANY(${p.add(bounds.cuids)}::text[])`);
  return w.map((c) => ` AND ${c}`).join('');
}

/**
 * Local days (organiser timezone) on which a matching availability has a date; `date` itself is ignored here. Each
 * day a date can start on is asked once, and its search stops at the first match: as many look-ups as days, however
 * many dates each day holds.
 */
export async function calendarDays(ctx: Ctx, f: AvailabilityFilters): Promise<string[]> {
  const [conditions, [span]] = await Promise.all([
    matching(ctx, f, { date: true }),
    // the instants a qualifying date can start between: within the dates there are, after `after` less the longest
    // date (one ending at or after `after` starts no earlier), before `before`
    ctx.db.query<{ first: Date | null; last: Date | null }>(
      `SELECT greatest($1::timestamptz - max(end_at - start_at), min(start_at)) AS first, least($2::timestamptz, max(start_at)) AS last
       FROM availability_dates`,
      [f.after ?? null, f.before ?? null],
    ),
  ]);
  const days = localDaysBetween(span?.first ?? null, span?.last ?? null, ctx.tz);
  if (!days.length) return [];
  const { p, where } = conditions();
  const tz = `${p.add(ctx.tz)}::text`;
  const rows = await ctx.db.query<{ date: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date FROM unnest(${p.add(days)}::date[]) AS day
     CROSS JOIN LATERAL (
       SELECT 1 FROM availability_dates d JOIN availabilities a ON a.id = d.availability_id
       WHERE ${onLocalDay('day', tz)} AND ${where}${dateConditions(p, { after: f.after, before: f.before })}
       LIMIT 1) found
     ORDER BY day`,
    p.values,
  );
  return rows.map((r) => r.date);
}

/** The local days (YYYY-MM-DD) from that of `first` to that of `last`, in `tz`. */
function localDaysBetween(first: Date | null, last: Date | null, tz: string): string[] {
  if (!first || !last || first > last) return [];
  const days = [localDay(first, tz)];
  for (const end = localDay(last, tz); days.at(-1)! < end;) days.push(addDays(days.at(-1)!, 1));
  return days;
}

/** One page of the matching availabilities' dates (by start, then id), loaded by `load`, and their total. */
export async function findDates<T>(
  ctx: Ctx,
  f: AvailabilityFilters,
  bounds: DateBounds,
  page: { limit: number | null; offset: number },
  load: (dates: { id: number; availability_id: number }[]) => Promise<T>,
): Promise<{ data: T; count: number }> {
  const { p, where } = (await matching(ctx, f))();
  const from = `FROM availability_dates d JOIN availabilities a ON a.id = d.availability_id WHERE ${where}${dateConditions(p, bounds)}`;
  const countParams = [...p.values];
  const [data, count] = await Promise.all([
    ctx.db
      .query<{ id: number; availability_id: number }>(
        `SELECT d.id, d.availability_id ${from} ORDER BY d.start_at, d.id ${page.limit === null ? '' : `LIMIT ${p.add(page.limit)}`} OFFSET ${p.add(page.offset)}`,
        p.values,
      )
      .then(load),
    cachedCount(ctx, 'dates', f, bounds, async () => {
      const [c] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, countParams);
      return c?.n ?? 0;
    }),
  ]);
  return { data, count };
}

interface DateRow {
  id: number;
  cuid: string;
  availability_id: number;
  start_at: Date;
  end_at: Date;
  status: string;
  capacity: number | null;
  registered: number;
}

/** Dates with their places; `from` joins `availability_dates d` and `availabilities a` (its parameters first). */
export async function loadDates(
  ctx: Ctx,
  where: string,
  params: unknown[],
  from = 'availability_dates d JOIN availabilities a ON a.id = d.availability_id',
): Promise<DateRow[]> {
  const p = new Params();
  params.forEach((v) => p.add(v));
  const now = p.add(ctx.now);
  return ctx.db.query<DateRow>(
    `SELECT d.id, d.cuid, d.availability_id, d.start_at, d.end_at, d.status, coalesce(d.capacity, a.capacity) AS capacity,
       ${heldOnDate('d', now)} AS registered
     FROM ${from} WHERE ${where} ORDER BY d.start_at, d.id`,
    p.values,
  );
}

/** The dates of availabilities `ids`: each availability, then its dates, by their indexes. */
export const loadDatesOf = (ctx: Ctx, ids: number[]) =>
  loadDates(ctx, 'true', [ids], `${idTable('$1')} ids JOIN availabilities a ON a.id = ids.id JOIN availability_dates d ON d.availability_id = a.id`);

export const serializeDate = (d: DateRow) => ({
  id: d.id,
  cuid: d.cuid,
  availability_id: d.availability_id,
  start_at: iso(d.start_at),
  end_at: iso(d.end_at),
  status: d.status === 'OPEN' && d.capacity !== null && d.registered >= d.capacity ? 'FULL' : d.status,
  capacity: d.capacity,
  registered: d.registered,
});

type Row = Record<string, any>;

/** Full Availability answers (spec 000 §3) for ids, in the order given. */
export async function loadAvailabilities(ctx: Ctx, ids: number[]) {
  if (!ids.length) return [];
  const p = new Params();
  const now = p.add(ctx.now);
  const [rows, dates] = await Promise.all([ctx.db.query<Row>(`SELECT * FROM ${availabilitiesWithStatus(now, p.add(ids))}`, p.values), loadDatesOf(ctx, ids)]);
  const activityIds = [...new Set(rows.map((r) => r.activity_id as number))];
  const [activities, locations, options, questions, categories] = await Promise.all([
    ctx.db.query<Row>('SELECT * FROM activities WHERE id = ANY($1::int[])', [activityIds]),
    ctx.db.query<Row>('SELECT * FROM locations WHERE id = ANY($1::int[])', [rows.map((r) => r.location_id).filter(Boolean)]),
    loadOptions(ctx.db, activityIds),
    ctx.db.query<Row>('SELECT * FROM questions WHERE activity_id = ANY($1::int[]) ORDER BY "order", id', [activityIds]),
    loadCategoriesOf(ctx.db, activityIds),
  ]);
  const byId = new Map(rows.map((r) => [r.id as number, r]));
  return ids.flatMap((id) => {
    const a = byId.get(id);
    if (!a) return [];
    const act = activities.find((x) => x.id === a.activity_id)!;
    const loc = locations.find((x) => x.id === a.location_id);
    const cats = categories.get(act.id) ?? [];
    return [
      {
        id: a.id,
        cuid: a.cuid,
        status: a.computed_status,
        start_at: iso(a.start_at),
        end_at: iso(a.end_at),
        registrations_start_at: iso(a.registrations_start_at),
        registrations_end_at: iso(a.registrations_end_at),
        price: a.price,
        deposit: a.deposit,
        capacity: a.capacity,
        registered: a.registered,
        age_minimum: a.age_minimum,
        age_maximum: a.age_maximum,
        location: loc ? serializeLocation(loc) : null,
        activity: serializeActivity(ctx.base, act, cats),
        dates: dates.filter((d) => d.availability_id === id).map(serializeDate),
        categories: cats,
        questions: questions.filter((q) => q.activity_id === act.id).map(serializeQuestion),
        options: options.filter((o) => o.activity_id === act.id).map(({ activity_id: _, ...o }) => o),
      },
    ];
  });
}

export const serializeLocation = (l: Row) => ({
  id: l.id,
  cuid: l.cuid,
  name: l.name,
  title: l.title,
  street: l.street,
  number: l.number,
  postcode: l.postcode,
  city: l.city,
  latitude: l.latitude,
  longitude: l.longitude,
});

export const serializeActivity = (base: string, act: Row, categories: unknown[]) => ({
  id: act.id,
  cuid: act.cuid,
  title: act.title,
  description: act.description,
  instructions: act.instructions,
  images: images(base, act.images),
  registration_flow: act.registration_flow,
  tiers: act.tiers ?? [],
  settings: { allow_registrations_after_start: false, ...act.settings },
  default_capacity: act.default_capacity,
  default_price: act.default_price,
  default_deposit: act.default_deposit,
  categories,
});

const serializeQuestion = (q: Row) => ({
  id: q.id,
  cuid: q.cuid,
  title: q.title,
  description: q.description,
  type: q.type,
  required: q.required,
  order: q.order,
});

/** Options with their prices; a registration picks prices by price_id (spec 000 §7). */
export async function loadOptions(db: Db, activityIds: number[]) {
  const [options, prices] = await Promise.all([
    db.query<Row>('SELECT * FROM options WHERE activity_id = ANY($1::int[]) ORDER BY "order", id', [activityIds]),
    db.query<Row>(
      `SELECT op.* FROM option_prices op JOIN options o ON o.id = op.option_id
      WHERE o.activity_id = ANY($1::int[]) ORDER BY op."order", op.id`,
      [activityIds],
    ),
  ]);
  return options.map((o) => ({
    id: o.id as number,
    cuid: o.cuid as string,
    activity_id: o.activity_id as number,
    title: o.title as string,
    description: o.description as string | null,
    required: o.required as boolean,
    multiple: o.multiple as boolean,
    answer_required: o.answer_required as boolean,
    prices: prices
      .filter((pr) => pr.option_id === o.id)
      .map((pr) => ({
        id: pr.id as number,
        price_id: pr.id as number,
        cuid: pr.cuid as string,
        label: pr.label as string,
        amount: pr.amount as number | null,
        percentage: pr.percentage === null ? null : Number(pr.percentage),
      })),
  }));
}
