import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApi, type TestApi } from './helpers';

// A list's total (`count`) comes from the count cache (lib/count-cache.ts): any write to the catalogue's tables moves
// its version, so the next list counts again; repeated reads of an unchanged catalogue do not.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const total = async (query: string) => {
  const res = await api.get(`/api/availabilities?fields=card&limit=1&${query}`);
  expect(res.status).toBe(200);
  return (await json<{ count: number }>(res)).count;
};
const version = async () => Number((await api.db.query<{ v: string }>('SELECT last_value::text AS v FROM catalogue_version'))[0]!.v);

describe('list totals', () => {
  it('follow a write at once, whichever table it is in', async () => {
    const open = await total('status=OPEN');
    const full = await total('status=FULL');
    // an availability filled by its registrations alone (registered_count is kept by the registrations' trigger)
    const [a] = await api.db.query<{ id: number }>(
      "UPDATE availabilities SET capacity = registered_count WHERE id = (SELECT id FROM availabilities WHERE status = 'OPEN' AND capacity IS NOT NULL AND registered_count > 0 AND registered_count < capacity AND start_at > $1 ORDER BY id LIMIT 1) RETURNING id",
      [api.clock.now()],
    );
    expect(a).toBeDefined();
    expect(await total('status=FULL')).toBe(full + 1);
    expect(await total('status=OPEN')).toBe(open - 1);
    // a change in another table the filters read: an activity's title, found by search
    const before = await total('search=zzkeyword');
    await api.db.query("UPDATE activities SET title = title || ' zzkeyword' WHERE id = (SELECT activity_id FROM availabilities WHERE id = $1)", [a!.id]);
    expect(await total('search=zzkeyword')).toBeGreaterThan(before);
  });

  it('are not counted again while nothing changes', async () => {
    await total('status=OPEN,FULL');
    const v = await version();
    const seen: string[] = [];
    const query = api.db.query.bind(api.db);
    // the server shares this db object: every statement it runs passes here
    api.db.query = ((sql: string, params?: unknown[]) => (seen.push(sql), query(sql, params))) as typeof api.db.query;
    try {
      for (let i = 0; i < 3; i++) await total('status=OPEN,FULL');
    } finally {
      api.db.query = query;
    }
    expect(await version()).toBe(v);
    expect(seen.filter((s) => s.startsWith('SELECT count(*)::int AS n FROM availabilities'))).toEqual([]);
    expect(seen.length).toBeGreaterThan(0);
  });

  it('count again once the API clock moves past their freshness', async () => {
    const before = await total('started=false');
    // every availability now in the past has started: moving a day on drops those of that day
    api.clock.set(new Date(api.clock.now().getTime() + 7 * 24 * 3600_000));
    expect(await total('started=false')).toBeLessThan(before);
  });
});
