import { availabilitiesAfter, availabilitySchema, listOf } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NOW, startTestApi, type TestApi } from './helpers';

// `after` as the storefront's grids send it (000 §7): the availabilities grid the start of today in the organiser's
// timezone, the activities grid now.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const ALL = 'status=OPEN,FULL,CLOSED,OVERLAP&limit=100';
const availabilities = async (query: string) => {
  const res = await api.get(`/api/availabilities?${query}`);
  expect(res.status, query).toBe(200);
  return v.parse(listOf(availabilitySchema), await json(res));
};
const activities = async (query: string) => {
  const res = await api.get(`/api/activities?${query}`);
  expect(res.status, query).toBe(200);
  return (await json(res)).data as { id: number; cuid: string; title: string }[];
};

describe('GET /api/availabilities after', () => {
  it('after = the start of today keeps what ends today or later', async () => {
    const after = availabilitiesAfter(NOW, 'Europe/Brussels');
    const bound = Date.parse(after);
    const all = await availabilities(ALL);
    const listed = await availabilities(`${ALL}&after=${encodeURIComponent(after)}`);
    expect(listed.data.every((a) => Date.parse(a.end_at) >= bound)).toBe(true);
    expect(listed.count).toBe(all.data.filter((a) => Date.parse(a.end_at) >= bound).length);
    expect(listed.count).toBeLessThan(all.count);
  });

  it('a session under way at `after` is still listed (what ends at or after it)', async () => {
    const [running] = (await availabilities(`${ALL}&after=${encodeURIComponent(availabilitiesAfter(NOW, 'Europe/Brussels'))}`)).data;
    const midway = new Date((Date.parse(running!.start_at) + Date.parse(running!.end_at)) / 2).toISOString();
    const listed = await availabilities(`${ALL}&after=${encodeURIComponent(midway)}`);
    expect(listed.data.map((a) => a.cuid)).toContain(running!.cuid);
    const ended = await availabilities(`${ALL}&after=${encodeURIComponent(new Date(Date.parse(running!.end_at) + 1).toISOString())}`);
    expect(ended.data.map((a) => a.cuid)).not.toContain(running!.cuid);
  });
});

describe('GET /api/activities after', () => {
  it('after = now keeps the activities with an availability ending after it', async () => {
    const now = Date.parse(NOW);
    const all = await activities('limit=100');
    const listed = new Set((await activities(`limit=100&after=${encodeURIComponent(new Date(now).toISOString())}`)).map((a) => a.id));
    const sessions = await availabilities(ALL);
    const future = new Set(sessions.data.filter((a) => Date.parse(a.end_at) >= now).map((a) => a.activity?.id));
    expect(listed.size).toBeGreaterThan(0);
    for (const activity of all) expect(listed.has(activity.id), activity.title).toBe(future.has(activity.id));
    // a date after every session: nothing is still available
    expect(await activities('limit=100&after=2030-01-01T00:00:00Z')).toEqual([]);
  });
});
