import { validation, type Fields } from '../lib/errors';
import { day, instant, intList, list, MAX_ID, type Query } from '../lib/params';
import { fold, type Params } from '../lib/sql';
import { searchedText, type FilterSets, type SegmentRule } from './availability-filter-sets';
import { statusCondition } from './availability-status';

export const STATUSES = ['OPEN', 'CLOSED', 'OVERLAP', 'FULL'] as const;
// over `a` (availabilities) and, for title, `act` (its activity): each ends on the id, so pages never overlap
const SORTS: Record<string, string> = {
  start_at: 'a.start_at ASC, a.id ASC',
  '-start_at': 'a.start_at DESC, a.id DESC',
  price: 'a.price ASC, a.start_at ASC, a.id ASC',
  '-price': 'a.price DESC, a.start_at ASC, a.id ASC',
  title: 'act.title ASC, a.start_at ASC, a.id ASC',
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
/** The sort reads the activity's title: the list joins `activities act`. */
export const sortsByActivity = (f: AvailabilityFilters) => f.sort === 'title';

/** `a.end_at` is at or after (`>=`) or after (`>`) `instant`, with the bound on start_at that lets an index range scan find it. */
export const endsAfter = (table: 'availabilities' | 'availability_dates', alias: string, instant: string, op: '>=' | '>' = '>=') =>
  // no row lasts longer than the longest one (its expression index answers max() at once): ending at or after
  // `instant` means starting at or after `instant` minus that
  `${alias}.end_at ${op} ${instant} AND ${alias}.start_at >= ${instant} - (SELECT max(end_at - start_at) FROM ${table})`;

/**
 * Date `d` starts on the local day `day` (a date) in zone `tz`: by start_at between the instants of that day's
 * midnights, widened by three hours for a midnight that a change of time skips or repeats, then exactly.
 */
export const onLocalDay = (day: string, tz: string) =>
  `d.start_at >= (${day}::timestamp AT TIME ZONE ${tz}) - interval '3 hours'
   AND d.start_at < ((${day} + 1)::timestamp AT TIME ZONE ${tz}) + interval '3 hours'
   AND to_char(d.start_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') = to_char(${day}, 'YYYY-MM-DD')`;

/**
 * SQL conditions over the row `a` of availabilities, for the contract's filters at `now`: its own columns, the short
 * lists that loadFilterSets() read, and indexed look-ups (dates of a day, activities of a catalog or category). Never a
 * sum of places per row (availability-status.ts). skip lets the calendar ignore `date`, which would otherwise only
 * ever return the day asked for. `page`: the conditions of a page, which stops at its end, rather than of a count.
 */
export function availabilityWhere(
  f: AvailabilityFilters,
  sets: FilterSets,
  p: Params,
  tz: string,
  now: Date,
  skip: { date?: boolean } = {},
  page = false,
): string[] {
  const w: string[] = [statusCondition(f.status, p, sets.fullIds)];
  if (f.started !== undefined) {
    const at = `${p.add(now)}::timestamptz`;
    w.push(f.started ? endsAfter('availabilities', 'a', at) : `a.start_at >= ${at}`);
  }
  const ofActivities = (activities: string) => `a.activity_id IN (${activities})`;
  const inCatalogs = (ids: string) => ofActivities(`SELECT ac.activity_id FROM activity_catalogs ac WHERE ac.catalog_id = ANY(${ids}::int[])`);
  if (f.catalog) w.push(inCatalogs(p.add(f.catalog)));
  if (sets.segments) w.push(segmentsCondition(sets.segments, p, inCatalogs));
  if (f.activity) {
    w.push(
      /^\d+$/.test(f.activity) ? `a.activity_id = ${p.add(Number(f.activity))}` : ofActivities(`SELECT id FROM activities WHERE cuid = ${p.add(f.activity)}`),
    );
  }
  if (f.after) w.push(endsAfter('availabilities', 'a', `${p.add(f.after)}::timestamptz`));
  if (f.before) w.push(`a.start_at < ${p.add(f.before)}`);
  if (sets.search) {
    const { activityIds, locationIds, exact } = sets.search;
    w.push(`(a.activity_id = ANY(${p.add(activityIds)}::int[]) OR a.location_id = ANY(${p.add(locationIds)}::int[]))`);
    // the whole term, on the rows the pieces let through: a page checks its own rows, and a count is counted once
    if (exact !== undefined) {
      w.push(`EXISTS (SELECT 1 FROM activities act LEFT JOIN locations l ON l.id = a.location_id
        WHERE act.id = a.activity_id AND ${fold(searchedText)} LIKE '%' || ${fold(p.add(exact))} || '%')`);
    }
  }
  // Added on first use only: an unused parameter has no type and PostgreSQL rejects the query.
  let tzParam: string | undefined;
  const tzp = () => (tzParam ??= `${p.add(tz)}::text`);
  if (f.date && !skip.date) w.push(`a.id IN (SELECT d.availability_id FROM availability_dates d WHERE ${onLocalDay(`${p.add(f.date)}::date`, tzp())})`);
  if (f.weekday) {
    // A page asks it row by row as it walks its order (OFFSET 0 keeps it a sub-query): as a join, the planner, which
    // cannot tell how many dates fall on a local weekday, guesses few and reads every date to sort the matches. A count
    // reads every match anyway, and a join does that in one pass.
    w.push(`EXISTS (SELECT 1 FROM availability_dates d WHERE d.availability_id = a.id
      AND extract(isodow FROM d.start_at AT TIME ZONE ${tzp()})::int = ANY(${p.add(f.weekday)}::int[])${page ? ' OFFSET 0' : ''})`);
  }
  if (f.location) w.push(`a.location_id IN (SELECT id FROM locations WHERE cuid = ANY(${p.add(f.location)}::text[]))`);
  if (sets.periods) {
    const overlaps = sets.periods.map(
      (pe) => `(a.start_at < ${p.add(pe.end_at)} AND ${endsAfter('availabilities', 'a', `${p.add(pe.start_at)}::timestamptz`, '>')})`,
    );
    w.push(overlaps.length ? `(${overlaps.join(' OR ')})` : 'false');
  }
  if (f.age !== undefined) {
    // the bounds are whole years: a minimum is at most `age` when it is at most its floor, a maximum at least `age`
    // when at least its ceiling, so both compare as integers (an age beyond any int keeps to the same answers)
    const whole = (n: number) => p.add(Math.min(n, 2 ** 31));
    w.push(
      `(a.age_minimum IS NULL OR a.age_minimum <= ${whole(Math.floor(f.age))}::bigint) AND (a.age_maximum IS NULL OR a.age_maximum >= ${whole(Math.ceil(f.age))}::bigint)`,
    );
  }
  for (const [group, cuids] of f.categories) {
    w.push(
      ofActivities(`SELECT acg.activity_id FROM activity_categories acg JOIN categories c ON c.id = acg.category_id
      JOIN category_groups g ON g.id = c.group_id WHERE g.cuid = ${p.add(group)} AND c.cuid = ANY(${p.add(cuids)}::text[])`),
    );
  }
  return w;
}

/** Any of the segments; each keeps what all of its lists allow (a list it has not is no condition). */
function segmentsCondition(segments: SegmentRule[], p: Params, inCatalogs: (ids: string) => string): string {
  if (!segments.length) return 'false';
  const each = segments.map((s) => {
    const parts = [
      s.activity_ids && `a.activity_id = ANY(${p.add(s.activity_ids)}::int[])`,
      s.location_ids && `a.location_id = ANY(${p.add(s.location_ids)}::int[])`,
      s.catalog_ids && inCatalogs(p.add(s.catalog_ids)),
    ].filter(Boolean);
    return parts.length ? `(${parts.join(' AND ')})` : 'true';
  });
  return `(${each.join(' OR ')})`;
}
