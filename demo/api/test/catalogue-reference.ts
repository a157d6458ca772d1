import type { Db } from '../src/db/db';
import { fold, heldOnAvailability, heldOnDate, likeEscape, Params } from '../src/lib/sql';
import type { AvailabilityFilters } from '../src/queries/availability-filters';

// The catalogue's answers by their plain definition, the oracle of catalogue-scale.test.ts: every availability with its
// held places summed for itself (lib/sql.ts heldOnAvailability) and its computed status, each filter a condition on
// that row, as the contract states them. Slow on purpose (a sub-query per row): the API must answer the same, fast.

const SORTS: Record<string, string> = {
  start_at: 'x.start_at ASC, x.id ASC',
  '-start_at': 'x.start_at DESC, x.id DESC',
  price: 'x.price ASC, x.start_at ASC, x.id ASC',
  '-price': 'x.price DESC, x.start_at ASC, x.id ASC',
  title: 'x.activity_title ASC, x.start_at ASC, x.id ASC',
};

const rows = (now: string) => `(SELECT y.*, CASE WHEN y.status = 'OPEN' AND y.capacity IS NOT NULL AND y.registered >= y.capacity
  THEN 'FULL' ELSE y.status END AS computed_status FROM (
  SELECT a.*, act.cuid AS activity_cuid, act.title AS activity_title,
    l.cuid AS location_cuid, l.name AS location_name, l.title AS location_title, l.city AS location_city,
    ${heldOnAvailability('a', now)} AS registered
  FROM availabilities a JOIN activities act ON act.id = a.activity_id LEFT JOIN locations l ON l.id = a.location_id) y) x`;

function where(f: AvailabilityFilters, p: Params, tz: string, now: string, skip: { date?: boolean } = {}): string {
  const w: string[] = [`x.computed_status = ANY(${p.add(f.status)}::text[])`];
  if (f.started !== undefined) w.push(f.started ? `x.end_at >= ${now}` : `x.start_at >= ${now}`);
  if (f.catalog) w.push(`EXISTS (SELECT 1 FROM activity_catalogs ac WHERE ac.activity_id = x.activity_id AND ac.catalog_id = ANY(${p.add(f.catalog)}::int[]))`);
  if (f.segment) {
    const ids = (key: string, col: string) => `(s.conditions->'${key}' IS NULL OR ${col} IN (SELECT jsonb_array_elements_text(s.conditions->'${key}')::int))`;
    w.push(`EXISTS (SELECT 1 FROM segments s WHERE s.id = ANY(${p.add(f.segment)}::int[]) AND s.entity = 'AVAILABILITIES'
      AND ${ids('activity_ids', 'x.activity_id')} AND ${ids('location_ids', 'x.location_id')}
      AND (s.conditions->'catalog_ids' IS NULL OR EXISTS (SELECT 1 FROM activity_catalogs sc WHERE sc.activity_id = x.activity_id
        AND sc.catalog_id IN (SELECT jsonb_array_elements_text(s.conditions->'catalog_ids')::int))))`);
  }
  if (f.activity) w.push(/^\d+$/.test(f.activity) ? `x.activity_id = ${p.add(Number(f.activity))}` : `x.activity_cuid = ${p.add(f.activity)}`);
  if (f.after) w.push(`x.end_at >= ${p.add(f.after)}`);
  if (f.before) w.push(`x.start_at < ${p.add(f.before)}`);
  if (f.search) {
    const hay = `x.activity_title || ' ' || coalesce(x.location_name, '') || ' ' || coalesce(x.location_title, '') || ' ' || coalesce(x.location_city, '')`;
    w.push(`${fold(hay)} LIKE '%' || ${fold(p.add(likeEscape(f.search)))} || '%'`);
  }
  let tzParam: string | undefined;
  const tzp = () => (tzParam ??= `${p.add(tz)}::text`);
  if (f.date && !skip.date) {
    w.push(`EXISTS (SELECT 1 FROM availability_dates d WHERE d.availability_id = x.id
      AND to_char(d.start_at AT TIME ZONE ${tzp()}, 'YYYY-MM-DD') = ${p.add(f.date)})`);
  }
  if (f.weekday) {
    w.push(`EXISTS (SELECT 1 FROM availability_dates d WHERE d.availability_id = x.id
      AND extract(isodow FROM d.start_at AT TIME ZONE ${tzp()})::int = ANY(${p.add(f.weekday)}::int[]))`);
  }
  if (f.location) w.push(`x.location_cuid = ANY(${p.add(f.location)}::text[])`);
  if (f.period)
    w.push(`EXISTS (SELECT 1 FROM periods pe WHERE pe.cuid = ANY(${p.add(f.period)}::text[]) AND x.start_at < pe.end_at AND x.end_at > pe.start_at)`);
  if (f.age !== undefined) {
    const age = p.add(f.age);
    w.push(`(x.age_minimum IS NULL OR x.age_minimum <= ${age}::numeric) AND (x.age_maximum IS NULL OR x.age_maximum >= ${age}::numeric)`);
  }
  for (const [group, cuids] of f.categories) {
    w.push(`EXISTS (SELECT 1 FROM activity_categories acg JOIN categories c ON c.id = acg.category_id
      JOIN category_groups g ON g.id = c.group_id WHERE acg.activity_id = x.activity_id AND g.cuid = ${p.add(group)} AND c.cuid = ANY(${p.add(cuids)}::text[]))`);
  }
  return w.join(' AND ');
}

export interface Page {
  limit: number;
  offset: number;
}

/** GET /api/availabilities: the page's {id, status, registered} in order, and the count. */
export async function referenceList(db: Db, f: AvailabilityFilters, page: Page, now: Date, tz: string) {
  const p = new Params();
  const at = p.add(now);
  const w = where(f, p, tz, at);
  const all = await db.query<{ id: number; computed_status: string; registered: number }>(
    `SELECT x.id, x.computed_status, x.registered FROM ${rows(at)} WHERE ${w} ORDER BY ${SORTS[f.sort]}`,
    p.values,
  );
  return {
    data: all.slice(page.offset, page.offset + page.limit).map((r) => ({ id: r.id, status: r.computed_status, registered: r.registered })),
    count: all.length,
  };
}

/** GET /api/availabilities/calendar: the local days. */
export async function referenceCalendar(db: Db, f: AvailabilityFilters, now: Date, tz: string) {
  const p = new Params();
  const at = p.add(now);
  const w = where(f, p, tz, at, { date: true });
  const tzp = p.add(tz);
  const days = await db.query<{ date: string }>(
    `SELECT DISTINCT to_char(d.start_at AT TIME ZONE ${tzp}, 'YYYY-MM-DD') AS date FROM ${rows(at)} JOIN availability_dates d ON d.availability_id = x.id
     WHERE ${w}${f.after ? ` AND d.end_at >= ${p.add(f.after)}` : ''}${f.before ? ` AND d.start_at < ${p.add(f.before)}` : ''} ORDER BY date`,
    p.values,
  );
  return days.map((d) => d.date);
}

/** GET /api/availabilities/dates: the page's dates {id, registered, availability id} in order, and the count. */
export async function referenceDates(db: Db, f: AvailabilityFilters, page: Page, now: Date, tz: string) {
  const { after, before, ...rest } = f;
  const p = new Params();
  const at = p.add(now);
  const w = where(rest, p, tz, at);
  const dates = await db.query<{ id: number; availability_id: number; registered: number }>(
    `SELECT d.id, d.availability_id, ${heldOnDate('d', at)} AS registered FROM availability_dates d JOIN ${rows(at)} ON x.id = d.availability_id
     WHERE ${w}${after ? ` AND d.end_at >= ${p.add(after)}` : ''}${before ? ` AND d.start_at < ${p.add(before)}` : ''} ORDER BY d.start_at, d.id`,
    p.values,
  );
  return { data: dates.slice(page.offset, page.offset + page.limit), count: dates.length };
}
