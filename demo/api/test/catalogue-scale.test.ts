import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock';
import type { Db } from '../src/db/db';
import { parseAvailabilityFilters } from '../src/queries/availability-filters';
import { growCatalogue } from '../src/seed/scale';
import { startServer, type RunningServer } from '../src/server';
import { referenceCalendar, referenceDates, referenceList } from './catalogue-reference';
import { json, NOW } from './helpers';
import { createTestDb } from './test-db';

// A large organiser's catalogue (demo/api/src/seed/scale.ts, grown to 1,500 availabilities) read through the API: the
// answers are those of the plain per-row definition (catalogue-reference.ts) for any filters, sort and page, before and
// after cart holds expire, and no call sums held places for more than the rows it answers.

const TZ = 'Europe/Brussels';
const SIZES = { availabilities: 1500, activities: 120, registrations: 1500 };
/** the tables of held places: reading them once per availability of the table is what made the catalogue slow */
const HELD_TABLES = new Set(['registrations', 'registration_dates', 'cart_items', 'cart_item_dates']);

let db: Db;
let server: RunningServer;
const clock = manualClock(NOW);
let statements: { sql: string; params: unknown[] }[] = [];

/** The database as the API sees it, every statement written down for the plan test. */
const recording = (inner: Db): Db => ({
  ...inner,
  query: (sql, params = []) => (statements.push({ sql, params }), inner.query(sql, params)),
  transaction: (fn) => inner.transaction((tx) => fn(recording(tx))),
});

let values: {
  catalogs: number[];
  locations: string[];
  periods: string[];
  activities: string[];
  categories: [string, string[]][];
};

beforeAll(async () => {
  db = await createTestDb({ seeded: true });
  await growCatalogue(db, new Date(NOW), SIZES);
  // carts that fill two upcoming availabilities on their own, one that leaves a place, one expired: FULL by carts, then not
  await db.query(
    `WITH brink AS (
       SELECT a.id, a.gap, row_number() OVER (ORDER BY a.start_at, a.id) AS n
       FROM (SELECT a.*, a.capacity - (SELECT count(*) FROM registrations r WHERE r.availability_id = a.id AND NOT r.cancelled)::int AS gap
         FROM availabilities a WHERE a.cuid LIKE 'scaleav%' AND a.status = 'OPEN' AND a.capacity IS NOT NULL AND a.start_at > $1) a
       WHERE a.gap >= 2 ORDER BY a.start_at, a.id LIMIT 4),
     buyer AS (SELECT c.id AS customer_id, p.id AS participant_id, row_number() OVER (ORDER BY c.id) AS n FROM customers c
       JOIN participants p ON p.customer_id = c.id AND p.cuid LIKE 'scalepar%1' WHERE c.cuid LIKE 'scalecus%' AND NOT EXISTS (SELECT 1 FROM carts WHERE customer_id = c.id)
       ORDER BY c.id LIMIT 4),
     cart AS (INSERT INTO carts (customer_id, cuid, reference, created_at) SELECT customer_id, 'brinkcart' || n, 'B' || n, $1 FROM buyer RETURNING id, cuid)
     INSERT INTO cart_items (cart_id, cuid, type, participant_id, availability_id, price, quantity, created_at, expires_at)
     SELECT cart.id, 'brinkitem' || b.n, 'REGISTRATION', buyer.participant_id, b.id, 0, CASE WHEN b.n = 3 THEN greatest(b.gap - 1, 1) ELSE b.gap END, $1,
       $1::timestamptz + CASE WHEN b.n = 4 THEN interval '-1 minute' ELSE interval '10 minutes' END
     FROM brink b JOIN buyer ON buyer.n = b.n JOIN cart ON cart.cuid = 'brinkcart' || b.n`,
    [NOW],
  );
  await db.exec('ANALYZE');
  server = await startServer({ db: recording(db), clock });
  const ids = async <T>(sql: string) => (await db.query<{ v: T }>(sql)).map((r) => r.v);
  const groups = await db.query<{ g: string; c: string[] }>(
    'SELECT g.cuid AS g, array_agg(c.cuid ORDER BY c.id) AS c FROM category_groups g JOIN categories c ON c.group_id = g.id GROUP BY g.cuid',
  );
  values = {
    catalogs: [...(await ids<number>('SELECT id AS v FROM catalogs ORDER BY id')), 999],
    locations: [...(await ids<string>('SELECT cuid AS v FROM locations ORDER BY id LIMIT 5')), 'nowhere'],
    periods: [...(await ids<string>('SELECT cuid AS v FROM periods ORDER BY id')), 'noperiod'],
    activities: await ids<string>("SELECT v FROM (SELECT cuid AS v FROM activities ORDER BY id LIMIT 3) a UNION ALL SELECT '12' UNION ALL SELECT 'nothing'"),
    categories: groups.map((r) => [r.g, r.c]),
  };
}, 180_000);
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const get = async (path: string) => {
  const res = await fetch(server.url + path);
  expect(res.status, path).toBe(200);
  return json(res);
};

const INSTANTS = ['2026-10-01T00:00:00Z', '2026-11-22T09:00:00Z', NOW, '2026-11-25T12:00:00+01:00', '2026-12-01T00:00:00+01:00', '2027-02-01T00:00:00Z'];
// one field, several, across fields ("1 Salle": a title's end and a location's start), accents, case, wildcards
const SEARCHES = ['robotique', 'de robotique', 'ROBOTIQUE 1', 'théâtre', 'theatre', 'salle 1', 'Ixelles', '1 Salle', 'e s', '%', '_', 'Club de', 'xyz'];
// around a change of time (28 March 2027, 25 October 2026) and in the past
const DAYS = ['2026-11-25', '2026-12-02', '2027-03-28', '2026-10-25', '2025-12-24'];

/** Every filter alone, with each value it takes here (the lists: each value alone, then all of them). */
const eachFilter = (): Record<string, string>[] => {
  const lists = (key: string, xs: readonly (string | number)[]) => [...xs.map((x) => ({ [key]: String(x) })), { [key]: xs.join(',') }];
  return [
    ...[['OPEN'], ['FULL'], ['CLOSED'], ['OVERLAP'], ['OPEN', 'FULL'], ['FULL', 'CLOSED'], ['OPEN', 'OVERLAP']].map((s) => ({ status: s.join(',') })),
    ...SEARCHES.map((search) => ({ search })),
    ...DAYS.map((date) => ({ date })),
    ...lists('weekday', [1, 2, 3, 4, 5, 6, 7]),
    ...INSTANTS.flatMap((i): Record<string, string>[] => [{ after: i }, { before: i }]),
    { started: 'true' },
    { started: 'false' },
    ...lists('location', values.locations),
    ...lists('catalog', values.catalogs),
    ...lists('segment', [1, 2, 3, 4, 99]),
    ...lists('period', values.periods),
    ...values.activities.map((activity) => ({ activity })),
    ...[0, 6, 12, 17].map((age) => ({ age: String(age) })),
    ...values.categories.flatMap(([group, cuids]) => lists(`category-${group}`, cuids)),
    ...['-start_at', 'price', '-price', 'title'].map((sort) => ({ sort })),
  ];
};

/** Any combination of the contract's filters, sort and page, as a query string. */
const queries = () => {
  const instant = fc.constantFrom(...INSTANTS);
  const some = <T>(xs: readonly T[]) => fc.subarray([...xs], { minLength: 1 });
  const filters = {
    status: some(['OPEN', 'FULL', 'CLOSED', 'OVERLAP']).map((s) => s.join(',')),
    search: fc.constantFrom(...SEARCHES),
    date: fc.constantFrom(...DAYS),
    weekday: some([1, 2, 3, 4, 5, 6, 7]).map((d) => d.join(',')),
    after: instant,
    before: instant,
    started: fc.constantFrom('true', 'false'),
    location: some(values.locations).map((l) => l.join(',')),
    catalog: some(values.catalogs).map((c) => c.join(',')),
    segment: some([1, 2, 3, 4, 99]).map((s) => s.join(',')),
    period: some(values.periods).map((p) => p.join(',')),
    activity: fc.constantFrom(...values.activities),
    age: fc.integer({ min: 0, max: 18 }).map(String),
    category: fc.constantFrom(...values.categories).chain(([group, cuids]) => some(cuids).map((c) => ({ [`category-${group}`]: c.join(',') }))),
    sort: fc.constantFrom('start_at', '-start_at', 'price', '-price', 'title'),
  };
  // up to three filters at once: more would match nothing most of the time
  return fc
    .subarray(Object.keys(filters) as (keyof typeof filters)[], { maxLength: 3 })
    .chain((keys) =>
      fc.record({
        picked: fc.tuple(...keys.map((k) => filters[k].map((v) => (typeof v === 'string' ? { [k]: v } : v)))),
        limit: fc.integer({ min: 1, max: 40 }),
        offset: fc.constantFrom(0, 0, 3, 20, 150, 900),
      }),
    )
    .map(({ picked, limit, offset }) => ({ q: Object.assign({}, ...picked) as Record<string, string>, limit, offset }));
};

const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();

/** The list, calendar and dates of `q` as the API answers them and as the reference does. */
async function sameAsReference({ q, limit, offset }: { q: Record<string, string>; limit: number; offset: number }) {
  const f = parseAvailabilityFilters(q);
  const now = clock.now();
  const page = { limit, offset };
  const list = await get(`/api/availabilities?${qs({ ...q, limit: String(limit), offset: String(offset) })}`);
  expect({ data: list.data.map((a: any) => ({ id: a.id, status: a.status, registered: a.registered })), count: list.count }).toEqual(
    await referenceList(db, f, page, now, TZ),
  );
  expect((await get(`/api/availabilities/calendar?${qs(q)}`)).dates.map((d: any) => d.date)).toEqual(await referenceCalendar(db, f, now, TZ));
  const dates = (await get(`/api/availabilities/dates?${qs({ ...q, limit: String(limit), offset: String(offset) })}`)).availabilities_dates;
  expect({
    data: dates.data.map((d: any) => ({ id: d.id, availability_id: d.availability_id, registered: d.registered })),
    count: dates.count,
  }).toEqual(await referenceDates(db, f, page, now, TZ));
}

describe('the catalogue at scale', () => {
  it('answers what the per-row definition answers for each filter alone, while cart holds last and once they expire', async () => {
    // the fixture holds what the status filter must tell apart: two availabilities FULL by their cart holds alone
    const [brink] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM availabilities a JOIN cart_items ci ON ci.availability_id = a.id AND ci.cuid LIKE 'brinkitem%' AND ci.expires_at > $1
       WHERE ci.quantity >= a.capacity - (SELECT count(*) FROM registrations r WHERE r.availability_id = a.id AND NOT r.cancelled)`,
      [NOW],
    );
    expect(brink!.n).toBe(2);
    for (const advance of [0, 11 * 60_000]) {
      clock.advance(advance);
      for (const q of eachFilter()) await sameAsReference({ q, limit: 40, offset: 0 });
      // a page further on, in each order
      for (const sort of ['start_at', '-start_at', 'price', '-price', 'title'])
        await sameAsReference({ q: { sort, status: 'OPEN,FULL' }, limit: 25, offset: 610 });
    }
  }, 600_000);

  it('answers what the per-row definition answers for any filters together, sort and page', async () => {
    for (const instant of [NOW, '2026-11-23T09:11:00Z']) {
      clock.set(instant);
      await fc.assert(fc.asyncProperty(queries(), sameAsReference), { numRuns: 30 });
    }
  }, 600_000);

  it('never sums held places for more than the rows it answers (no look-up per availability of the table)', async () => {
    clock.set(NOW);
    const week = 'after=2026-11-30T00:00:00%2B01:00&before=2026-12-07T00:00:00%2B01:00';
    const calls = [
      '/api/availabilities',
      '/api/availabilities?status=FULL',
      '/api/availabilities?status=OPEN,CLOSED&sort=title',
      '/api/availabilities?search=de%20robotique',
      '/api/availabilities?offset=300&sort=-price',
      `/api/availabilities?${week}&weekday=2`,
      `/api/availabilities/dates?${week}`,
      '/api/availabilities/calendar?after=2026-12-01T00:00:00%2B01:00&before=2027-01-01T00:00:00%2B01:00',
    ];
    for (const call of calls) {
      statements = [];
      const body = await get(call);
      const made = statements;
      // what the answer shows: its availabilities and dates, and the places counted on those dates
      const listed: any[] = body.data ?? [...new Map((body.availabilities_dates?.data ?? []).map((d: any) => [d.availability.id, d.availability])).values()];
      const sessions = [...(body.availabilities_dates?.data ?? []), ...listed.flatMap((a) => a.dates)];
      const answered = listed.length + sessions.length;
      const counted = sessions.reduce((sum: number, d: any) => sum + d.registered, 0);
      let most = 0;
      for (const { sql, params } of made.filter((s) => /^\s*(SELECT|WITH)\b/i.test(s.sql))) {
        const [row] = await db.query<Record<string, unknown>>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
        const value = Object.values(row!)[0];
        const plan = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[];
        for (const node of nodes(plan[0]!.Plan)) if (HELD_TABLES.has(node['Relation Name'] ?? '')) most = Math.max(most, node['Actual Loops']);
      }
      expect(most, `${call}: ${answered} rows answered, ${counted} places counted`).toBeLessThanOrEqual(2 * (answered + counted) + 1);
    }
  }, 300_000);
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

function* nodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}
