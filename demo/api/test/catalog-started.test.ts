import { availabilitySchema, listOf } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NOW, startTestApi, type TestApi } from './helpers';

// `started` (a catalog page's pages_settings, 000 §2): judged against the API's clock.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const ALL = 'status=OPEN,FULL,CLOSED,OVERLAP&limit=100';
const list = async (query: string) => {
  const res = await api.get(`/api/availabilities?${query}`);
  expect(res.status, query).toBe(200);
  return v.parse(listOf(availabilitySchema), await json(res));
};
const now = Date.parse(NOW);

describe('GET /api/availabilities started', () => {
  it('started=true keeps the availabilities not yet ended, those already started included', async () => {
    const all = await list(ALL);
    const started = await list(`${ALL}&started=true`);
    expect(started.data.every((a) => Date.parse(a.end_at) >= now)).toBe(true);
    expect(started.count).toBe(all.data.filter((a) => Date.parse(a.end_at) >= now).length);
    expect(started.count).toBeGreaterThanOrEqual((await list(`${ALL}&started=false`)).count);
  });

  it('started=false keeps only the availabilities not yet started', async () => {
    const all = await list(ALL);
    const upcoming = await list(`${ALL}&started=false`);
    expect(upcoming.data.every((a) => Date.parse(a.start_at) >= now)).toBe(true);
    expect(upcoming.count).toBe(all.data.filter((a) => Date.parse(a.start_at) >= now).length);
    expect(upcoming.count).toBeLessThan(all.count);
  });

  it('absent, nothing changes; a bad value is a 400 on its field', async () => {
    expect((await list(ALL)).count).toBe((await list(`${ALL}&started=`)).count);
    const res = await api.get('/api/availabilities?started=maybe');
    expect(res.status).toBe(400);
    expect((await json(res)).fields).toEqual({ started: 'invalid' });
  });
});
