import { activityListItemSchema, availabilitySchema, listOf } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApi, type TestApi } from './helpers';

// The period filters of the catalog grids (000 §5 ids period and availabilities-period).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = async <S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> => {
  const res = await api.get(path);
  expect(res.status, path).toBe(200);
  return v.parse(schema, await json(res));
};

describe('period filters', () => {
  it('availabilities-period filters availabilities like period', async () => {
    const periods = (await json(await api.get('/api/availabilities/periods'))).data as { cuid: string; start_at: string; end_at: string }[];
    const period = periods[0]!;
    const byPeriod = await get(`/api/availabilities?period=${period.cuid}&limit=100`, listOf(availabilitySchema));
    const byAlias = await get(`/api/availabilities?availabilities-period=${period.cuid}&limit=100`, listOf(availabilitySchema));
    expect(byAlias.count).toBe(byPeriod.count);
    expect(byAlias.data.map((a) => a.id)).toEqual(byPeriod.data.map((a) => a.id));
    const all = await get('/api/availabilities?limit=100', listOf(availabilitySchema));
    expect(byAlias.count).toBeLessThan(all.count);
    expect(byAlias.data.every((a) => a.start_at < period.end_at && a.end_at > period.start_at)).toBe(true);
  });

  it('activities keep those with an availability in the period, and answer their locations and price', async () => {
    const periods = (await json(await api.get('/api/availabilities/periods'))).data as { cuid: string }[];
    const all = await get('/api/activities?limit=100', listOf(activityListItemSchema));
    expect(all.data.some((a) => a.locations.length > 0 && a.price != null)).toBe(true);
    const counts = await Promise.all(
      periods.map(async (p) => (await get(`/api/activities?availabilities-period=${p.cuid}&limit=100`, listOf(activityListItemSchema))).count),
    );
    expect(counts.every((n) => n <= all.count)).toBe(true);
    const inPeriod = await get(`/api/availabilities?period=${periods[0]!.cuid}&status=OPEN,FULL,CLOSED,OVERLAP&limit=100`, listOf(availabilitySchema));
    const activities = await get(`/api/activities?period=${periods[0]!.cuid}&limit=100`, listOf(activityListItemSchema));
    expect(new Set(activities.data.map((a) => a.title))).toEqual(new Set(inPeriod.data.map((a) => a.activity?.title)));
  });
});
