import { activityCardSchema, activityListItemSchema, apiErrorBodySchema, availabilityCardSchema, availabilitySchema, listOf } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers';

// Card answers (`fields=card`, docs/api-contract.md "Card answers") and the bounded range's large page.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const KB = 1024;
/** what a card's sessions may add beyond the first: a session is its cuid, start, end and its differences */
const PER_SESSION = 128;
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const ALL = 'status=OPEN,FULL,CLOSED,OVERLAP';

async function get(path: string) {
  const res = await api.get(path);
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) };
}

describe('GET /api/availabilities?fields=card', () => {
  it('answers the first page as cards of at most 1 KB each (plus their extra sessions), parsed by core', async () => {
    const full = await get('/api/availabilities?limit=20');
    const cards = await get('/api/availabilities?limit=20&fields=card');
    expect(cards.status).toBe(200);
    const parsed = v.parse(listOf(availabilityCardSchema), cards.body);
    expect(parsed.count).toBe(full.body.count);
    expect(parsed.data.map((a) => a.cuid)).toEqual(full.body.data.map((a: any) => a.cuid));
    const sizes = cards.body.data.map((c: any) => bytes(c));
    const average = sizes.reduce((a: number, b: number) => a + b, 0) / sizes.length;
    expect(average).toBeLessThanOrEqual(KB);
    const single = cards.body.data.filter((_: unknown, i: number) => parsed.data[i]!.dates.length === 1);
    expect(single.length).toBeGreaterThan(10);
    expect(Math.max(...single.map(bytes))).toBeLessThanOrEqual(KB);
    parsed.data.forEach((card, i) => expect(sizes[i]).toBeLessThanOrEqual(KB + PER_SESSION * (card.dates.length - 1)));
    // the whole page: from 58 KB to under a fifth of it
    expect(Buffer.byteLength(cards.text)).toBeLessThan(Buffer.byteLength(full.text) / 5);
    for (const card of cards.body.data) {
      for (const key of ['questions', 'options', 'deposit', 'registrations_start_at']) expect(card).not.toHaveProperty(key);
      expect(card.activity).not.toHaveProperty('description');
      expect(card.activity.images.length).toBeLessThanOrEqual(1);
    }
  });

  it('says what the full answer says about every field a card reads, sessions included, whatever the status', async () => {
    const full = v.parse(listOf(availabilitySchema), (await get(`/api/availabilities?limit=100&${ALL}`)).body);
    const cards = v.parse(listOf(availabilityCardSchema), (await get(`/api/availabilities?limit=100&${ALL}&fields=card,categories`)).body);
    expect(cards.data).toHaveLength(full.data.length);
    expect(full.data.some((a) => a.dates.length > 1)).toBe(true);
    full.data.forEach((a, i) => {
      const card = cards.data[i]!;
      const pick = ({ id, cuid, status, start_at, end_at, registrations_end_at, price, capacity, registered, age_minimum, age_maximum }: typeof card) => ({
        id,
        cuid,
        status,
        start_at,
        end_at,
        registrations_end_at: registrations_end_at ?? null,
        price,
        capacity: capacity ?? null,
        registered,
        age_minimum: age_minimum ?? null,
        age_maximum: age_maximum ?? null,
      });
      expect(pick(card)).toEqual(pick(a));
      expect(card.location?.title ?? card.location?.name).toBe(a.location?.title ?? a.location?.name);
      expect(card.activity?.title).toBe(a.activity?.title);
      expect(card.activity?.images[0]?.public_url).toBe(a.activity?.images[0]?.public_url);
      expect(card.activity?.settings?.allow_registrations_after_start === true).toBe(a.activity?.settings?.allow_registrations_after_start === true);
      // the sessions come back whole: a session's cuid only differs when the answer left the one session out
      const sessions = (list: typeof card.dates) =>
        list.map(({ start_at, end_at, status, capacity, registered }) => ({ start_at, end_at, status, capacity: capacity ?? null, registered }));
      expect(sessions(card.dates)).toEqual(sessions(a.dates));
      if (a.dates.length > 1) expect(card.dates.map((d) => d.cuid)).toEqual(a.dates.map((d) => d.cuid));
      expect(card.categories.map((c) => [c.title, c.group?.cuid, c.group?.title])).toEqual(a.categories.map((c) => [c.title, c.group?.cuid, c.group?.title]));
    });
  });

  it('leaves the categories out unless asked (fields=card,categories)', async () => {
    const plain = (await get('/api/availabilities?limit=5&fields=card')).body.data;
    expect(plain.every((c: any) => !('categories' in c))).toBe(true);
    const withCategories = (await get('/api/availabilities?limit=5&fields=card,categories')).body.data;
    expect(withCategories.every((c: any) => c.categories.length > 0 && c.categories.every((x: any) => Object.keys(x).join() === 'title,group'))).toBe(true);
  });

  it('keeps the whole object in the detail call', async () => {
    const [first] = (await get('/api/availabilities?limit=1&fields=card')).body.data;
    const detail = await get(`/api/availabilities/${first.cuid}?fields=card`);
    const av = v.parse(availabilitySchema, detail.body.data);
    expect(detail.body.data.activity).toHaveProperty('description');
    expect(detail.body.data).toHaveProperty('questions');
    expect(av.dates[0]).toHaveProperty('id');
  });

  it('refuses any other fields value: 400 fields.fields "invalid"', async () => {
    for (const value of ['nope', 'categories', 'card,nope', 'CARD']) {
      const res = await get(`/api/availabilities?fields=${value}`);
      expect(res.status).toBe(400);
      expect(v.parse(apiErrorBodySchema, res.body)).toMatchObject({ error: 'VALIDATION_ERROR', fields: { fields: 'invalid' } });
    }
    const activities = await get('/api/activities?fields=card,categories');
    expect(activities.status).toBe(400);
    expect(activities.body.fields).toEqual({ fields: 'invalid' });
  });
});

describe('a bounded range in one request', () => {
  const range = (after: string, before: string) => `after=${encodeURIComponent(after)}&before=${encodeURIComponent(before)}`;
  const month = range('2026-11-23T00:00:00.000+01:00', '2026-12-24T00:00:00.000+01:00');

  it('takes pages of up to 1000 when after and before span at most 31 days', async () => {
    const res = await get(`/api/availabilities?${month}&${ALL}&page_size=1000&fields=card`);
    expect(res.status).toBe(200);
    const { data, count } = v.parse(listOf(availabilityCardSchema), res.body);
    expect(count).toBeGreaterThan(20);
    expect(data).toHaveLength(count);
    expect((await get(`/api/availabilities?${month}&limit=1000`)).status).toBe(200);
    // a month of local midnights across the October daylight-saving change is 31 days and one hour
    expect((await get(`/api/availabilities?${range('2026-10-01T00:00:00+02:00', '2026-11-01T00:00:00+01:00')}&page_size=1000`)).status).toBe(200);
  });

  it('refuses more than 100 beyond 31 days, without both bounds, and more than 1000 within them', async () => {
    for (const query of [
      `${range('2026-11-23T00:00:00.000+01:00', '2026-12-25T00:00:00.000+01:00')}&page_size=1000`,
      `after=${encodeURIComponent('2026-11-23T00:00:00.000+01:00')}&page_size=101`,
      `${range('2026-12-24T00:00:00.000+01:00', '2026-11-23T00:00:00.000+01:00')}&limit=101`,
      `${month}&page_size=1001`,
    ]) {
      const res = await get(`/api/availabilities?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.values(res.body.fields)).toEqual(['invalid']);
    }
  });
});

describe('GET /api/activities?fields=card', () => {
  it('answers what the activities card shows, parsed by core, under 1 KB each', async () => {
    const full = v.parse(listOf(activityListItemSchema), (await get('/api/activities?limit=20')).body);
    const res = await get('/api/activities?limit=20&fields=card');
    const cards = v.parse(listOf(activityCardSchema), res.body);
    expect(cards.data.map((a) => a.cuid)).toEqual(full.data.map((a) => a.cuid));
    expect(Math.max(...res.body.data.map(bytes))).toBeLessThanOrEqual(KB);
    cards.data.forEach((card, i) => {
      const a = full.data[i]!;
      expect(card.price).toBe(a.price);
      expect(card.images.map((x) => x.public_url)).toEqual(a.images.slice(0, 1).map((x) => x.public_url));
      expect(card.locations.map((l) => l.title ?? l.name)).toEqual(a.locations.map((l) => l.title ?? l.name));
      // seeded descriptions are short: answered whole
      expect(card.description).toBe(a.description);
    });
    for (const card of res.body.data) for (const key of ['instructions', 'categories', 'tiers', 'settings']) expect(card).not.toHaveProperty(key);
    const detail = await get(`/api/activities/${cards.data[0]!.cuid}?fields=card`);
    expect(detail.body.data).toHaveProperty('instructions');
  });
});
