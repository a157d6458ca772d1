import { validation, type Fields } from '../lib/errors';
import { day, instant, intList, list, MAX_ID, type Query } from '../lib/params';
import { fold, likeEscape, type Params } from '../lib/sql';

export const STATUSES = ['OPEN', 'CLOSED', 'OVERLAP', 'FULL'] as const;
const SORTS: Record<string, string> = {
  start_at: 'x.start_at ASC, x.id ASC',
  '-start_at': 'x.start_at DESC, x.id DESC',
  price: 'x.price ASC, x.start_at ASC, x.id ASC',
  '-price': 'x.price DESC, x.start_at ASC, x.id ASC',
  title: 'x.activity_title ASC, x.start_at ASC, x.id ASC',
};

export interface AvailabilityFilters {
  status: string[];
  catalog?: number[];
  segment?: number[];
  activity?: string;
  after?: Date;
  before?: Date;
  /** true: only availabilities not yet ended (already started included); false: only those not yet started */
  started?: boolean;
  search?: string;
  date?: string;
  weekday?: number[];
  location?: string[];
  period?: string[];
  age?: number;
  categories: [group: string, cuids: string[]][];
  sort: string;
}

/** `period` and `availabilities-period` (comma lists of period cuids), merged. */
export function periodList(q: Query): string[] | undefined {
  const cuids = [...(list(q, 'period') ?? []), ...(list(q, 'availabilities-period') ?? [])];
  return cuids.length > 0 ? [...new Set(cuids)] : undefined;
}

/** Reads the contract's availability filters (spec 000 §5 catalog filters); any malformed one is a 400 with its field. */
export function parseAvailabilityFilters(q: Query, fields: Fields = {}): AvailabilityFilters {
  const status = (list(q, 'status') ?? ['OPEN']).map((s) => s.toUpperCase());
  if (status.some((s) => !(STATUSES as readonly string[]).includes(s))) fields.status = 'invalid';
  const weekday = intList(q, 'weekday', fields);
  if (weekday?.some((w) => w < 1 || w > 7)) fields.weekday = 'invalid';
  let age: number | undefined;
  const rawAge = q.age?.trim();
  if (rawAge) {
    age = Number(rawAge);
    if (!Number.isFinite(age) || age < 0) fields.age = 'invalid';
  }
  const sort = q.sort || 'start_at';
  if (!SORTS[sort]) fields.sort = 'invalid';
  const activity = q.activity?.trim() || undefined;
  if (activity && (!/^[a-z0-9]+$/i.test(activity) || (/^\d+$/.test(activity) && Number(activity) > MAX_ID))) fields.activity = 'invalid';
  const categories = Object.keys(q)
    .filter((k) => k.startsWith('category-') && k.length > 'category-'.length)
    .map((k) => [k.slice('category-'.length), list(q, k) ?? []] as [string, string[]])
    .filter(([, cuids]) => cuids.length > 0);
  const filters: AvailabilityFilters = {
    status,
    catalog: intList(q, 'catalog', fields),
    segment: intList(q, 'segment', fields),
    activity,
    after: instant(q, 'after', fields),
    before: instant(q, 'before', fields),
    started: started(q, fields),
    search: q.search?.trim() || undefined,
    date: day(q, 'date', fields),
    weekday,
    location: list(q, 'location'),
    // the activities grid's id for the same calendar periods (000 §5): both ids filter alike
    period: periodList(q),
    age,
    categories,
    sort,
  };
  if (Object.keys(fields).length) throw validation(fields, 'Invalid query parameters');
  return filters;
}

/** `started=true|false` (a catalog page's pages_settings, 000 §2); judged against the API's clock, not the browser's. */
function started(q: Query, fields: Fields): boolean | undefined {
  const v = q.started?.trim();
  if (v === undefined || v === '') return undefined;
  if (v === 'true' || v === 'false') return v === 'true';
  fields.started = 'invalid';
  return undefined;
}

export const orderBy = (f: AvailabilityFilters) => SORTS[f.sort] ?? SORTS.start_at!;

/**
 * SQL conditions over the row `x` of availabilityRows() (computed status and registered, activity and location columns).
 * skip lets the calendar ignore `date`, which would otherwise only ever return the day asked for.
 */
export function availabilityWhere(f: AvailabilityFilters, p: Params, tz: string, skip: { date?: boolean } = {}, now?: string): string[] {
  const w: string[] = [`x.computed_status = ANY(${p.add(f.status)}::text[])`];
  if (f.started !== undefined && now) w.push(f.started ? `x.end_at >= ${now}` : `x.start_at >= ${now}`);
  if (f.catalog) w.push(`EXISTS (SELECT 1 FROM activity_catalogs ac WHERE ac.activity_id = x.activity_id AND ac.catalog_id = ANY(${p.add(f.catalog)}::int[]))`);
  if (f.segment) {
    const ids = (key: string, col: string) => `(s.conditions->'${key}' IS NULL OR ${col} IN (SELECT jsonb_array_elements_text(s.conditions->'${key}')::int))`;
    w.push(`EXISTS (SELECT 1 FROM segments s WHERE s.id = ANY(${p.add(f.segment)}::int[]) AND s.entity = 'AVAILABILITIES'
      AND ${ids('activity_ids', 'x.activity_id')} AND ${ids('location_ids', 'x.location_id')}
      AND (s.conditions->'catalog_ids' IS NULL OR EXISTS (SELECT 1 FROM activity_catalogs sc WHERE sc.activity_id = x.activity_id
        AND sc.catalog_id IN (SELECT jsonb_array_elements_text(s.conditions->'catalog_ids')::int))))`);
  }
  if (f.activity) {
    w.push(/^\d+$/.test(f.activity) ? `x.activity_id = ${p.add(Number(f.activity))}` : `x.activity_cuid = ${p.add(f.activity)}`);
  }
  if (f.after) w.push(`x.end_at >= ${p.add(f.after)}`);
  if (f.before) w.push(`x.start_at < ${p.add(f.before)}`);
  if (f.search) {
    const hay = `x.activity_title || ' ' || coalesce(x.location_name, '') || ' ' || coalesce(x.location_title, '') || ' ' || coalesce(x.location_city, '')`;
    w.push(`${fold(hay)} LIKE '%' || ${fold(p.add(likeEscape(f.search)))} || '%'`);
  }
  // Added on first use only: an unused parameter has no type and PostgreSQL rejects the query.
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
  if (f.period) {
    w.push(`EXISTS (SELECT 1 FROM periods pe WHERE pe.cuid = ANY(${p.add(f.period)}::text[]) AND x.start_at < pe.end_at AND x.end_at > pe.start_at)`);
  }
  if (f.age !== undefined) {
    const age = p.add(f.age);
    w.push(`(x.age_minimum IS NULL OR x.age_minimum <= ${age}::numeric) AND (x.age_maximum IS NULL OR x.age_maximum >= ${age}::numeric)`);
  }
  for (const [group, cuids] of f.categories) {
    w.push(`EXISTS (SELECT 1 FROM activity_categories acg JOIN categories c ON c.id = acg.category_id
      JOIN category_groups g ON g.id = c.group_id WHERE acg.activity_id = x.activity_id
      AND g.cuid = ${p.add(group)} AND c.cuid = ANY(${p.add(cuids)}::text[]))`);
  }
  return w;
}
