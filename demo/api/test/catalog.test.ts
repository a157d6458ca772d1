import {
  activitySchema,
  apiErrorBodySchema,
  availabilitySchema,
  blogArticleDetailSchema,
  blogArticleSchema,
  bundleSchema,
  calendarAnswerSchema,
  catalogSchema,
  categoryGroupWithCategoriesSchema,
  datesAnswerSchema,
  listOf,
  locationSchema,
  membershipSchema,
  oneOf,
  organiserSchema,
  pageSchema,
  periodSchema,
  resourceAvailabilitySchema,
  resourceSchema,
  voucherSchema,
  websiteSchema,
} from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, NOW, startTestApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const list = async (query: string) => {
  const res = await api.get(`/api/availabilities${query}`);
  expect(res.status).toBe(200);
  const body = await json(res);
  v.parse(listOf(availabilitySchema), body);
  return body as { data: any[]; count: number };
};

describe('GET /api/availabilities', () => {
  it('answers OPEN availabilities sorted by start, 20 per page, with the total count', async () => {
    const { data, count } = await list('');
    expect(data).toHaveLength(20);
    expect(count).toBeGreaterThan(40);
    expect(data.every((a) => a.status === 'OPEN')).toBe(true);
    const starts = data.map((a) => a.start_at);
    expect([...starts].sort()).toEqual(starts);
    expect(data[0].dates.length).toBeGreaterThanOrEqual(1);
    expect(data[0].activity.images[0].public_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/activity-[a-z-]+\.svg$/);
  });

  it('pages with limit/offset and page_number/page_size consistently', async () => {
    const all = await list('?limit=100&status=OPEN,FULL,CLOSED,OVERLAP');
    expect(all.count).toBeGreaterThanOrEqual(60);
    const page2 = await list('?page_number=2&page_size=5&status=OPEN,FULL,CLOSED,OVERLAP');
    const off = await list('?limit=5&offset=5&status=OPEN,FULL,CLOSED,OVERLAP');
    expect(page2.data.map((a) => a.id)).toEqual(all.data.slice(5, 10).map((a) => a.id));
    expect(off.data.map((a) => a.id)).toEqual(page2.data.map((a) => a.id));
    expect(page2.count).toBe(all.count);
    const beyond = await list('?limit=5&offset=1000');
    expect(beyond.data).toEqual([]);
    expect(beyond.count).toBeGreaterThan(0);
  });

  it('computes FULL and filters every status', async () => {
    const full = await list('?status=FULL');
    expect(full.count).toBeGreaterThanOrEqual(3);
    for (const a of full.data) expect(a.registered).toBeGreaterThanOrEqual(a.capacity);
    expect((await list('?status=CLOSED')).data.every((a) => a.status === 'CLOSED')).toBe(true);
    expect((await list('?status=OVERLAP')).count).toBeGreaterThanOrEqual(1);
    const unlimited = await list('?search=balade');
    expect(unlimited.data.every((a) => a.capacity === null && a.status === 'OPEN')).toBe(true);
  });

  it('filters by catalog, segment, activity, location, period, age, category, weekday, date, after and before', async () => {
    const catalogs = (await json(await api.get('/api/catalogs'))).data;
    const stages = catalogs.find((c: any) => c.title === 'Stages de vacances');
    const camps = await list(`?catalog=${stages.id}`);
    expect(camps.count).toBeGreaterThanOrEqual(2);
    expect(camps.data.every((a) => a.dates.length === 5)).toBe(true);

    const tennis = (await list('?search=tennis')).data[0];
    const byCuid = await list(`?activity=${tennis.activity.cuid}&limit=100`);
    const byId = await list(`?activity=${tennis.activity.id}&limit=100`);
    expect(byCuid.count).toBe(byId.count);
    expect(byCuid.data.every((a) => a.activity.title === 'Initiation au tennis')).toBe(true);

    const locations = (await json(await api.get('/api/locations'))).data;
    const parc = locations.find((l: any) => l.name === 'Pavillon du Parc');
    const atParc = await list(`?location=${parc.cuid}&limit=100`);
    expect(atParc.count).toBeGreaterThan(0);
    expect(atParc.data.every((a) => a.location.cuid === parc.cuid)).toBe(true);

    const periods = (await json(await api.get('/api/availabilities/periods'))).data;
    const inPeriod = await list(`?period=${periods[0].cuid}&limit=100`);
    expect(inPeriod.data.every((a) => a.start_at < periods[0].end_at && a.end_at > periods[0].start_at)).toBe(true);

    const age7 = await list('?age=7&limit=100');
    expect(age7.count).toBeGreaterThan(0);
    expect(age7.data.every((a) => (a.age_minimum ?? 0) <= 7 && (a.age_maximum ?? 99) >= 7)).toBe(true);

    const groups = (await json(await api.get('/api/categories'))).data;
    const theme = groups.find((g: any) => g.title === 'Thème');
    const art = theme.categories.find((c: any) => c.title === 'Art');
    const arty = await list(`?category-${theme.cuid}=${art.cuid}&limit=100`);
    expect(arty.count).toBeGreaterThan(0);
    expect(arty.data.every((a) => a.categories.some((c: any) => c.cuid === art.cuid))).toBe(true);

    const tuesdays = await list('?weekday=2&status=OPEN,FULL,CLOSED&limit=100');
    expect(tuesdays.data.some((a) => a.activity.title === 'Cours de poterie')).toBe(true);
    // Camps run Monday to Friday, so they have a Tuesday too; nothing else does.
    expect(tuesdays.data.every((a) => ['Cours de poterie', 'Stage multisport', 'Stage arts plastiques'].includes(a.activity.title))).toBe(true);
    const day = await list('?date=2026-11-25');
    expect(day.count).toBeGreaterThan(0);
    expect(day.data.every((a) => a.dates.some((d: any) => d.start_at.startsWith('2026-11-25')))).toBe(true);

    const window = await list('?after=2026-12-01T00:00:00Z&before=2026-12-03T00:00:00Z&limit=100');
    expect(window.data.every((a) => a.end_at >= '2026-12-01T00:00:00.000Z' && a.start_at < '2026-12-03T00:00:00.000Z')).toBe(true);

    const segments = await list('?segment=4&limit=100');
    expect(segments.data.every((a) => a.location.name === 'Centre sportif du Kauwberg')).toBe(true);
  });

  it('searches accent- and case-insensitively and sorts', async () => {
    const theatre = await list('?search=THEATRE');
    expect(theatre.count).toBeGreaterThan(0);
    expect(theatre.data.every((a) => a.activity.title === 'Théâtre pour ados')).toBe(true);
    expect((await list('?search=ixelles')).count).toBeGreaterThan(0);
    const byPrice = (await list('?sort=-price&limit=100')).data.map((a) => a.price);
    expect([...byPrice].sort((x, y) => y - x)).toEqual(byPrice);
  });

  it('finds one availability by cuid, 404 otherwise', async () => {
    const [first] = (await list('?limit=1')).data;
    const res = await api.get(`/api/availabilities/${first.cuid}`);
    v.parse(oneOf(availabilitySchema), await json(res));
    expect((await api.get('/api/availabilities/nope12345')).status).toBe(404);
    expect(await json(await api.get('/api/availabilities/99999999999'))).toEqual({ error: 'NOT_FOUND', message: 'No such availability' });
  });

  it('answers the calendar and dates', async () => {
    const cal = v.parse(calendarAnswerSchema, await json(await api.get('/api/availabilities/calendar?date=2026-11-25')));
    expect(cal.dates.length).toBeGreaterThan(10);
    const dates = v.parse(datesAnswerSchema, await json(await api.get('/api/availabilities/dates?after=2026-11-23T00:00:00Z&before=2026-11-30T00:00:00Z')));
    expect(dates.availabilities_dates.count).toBeGreaterThan(0);
    expect(dates.availabilities_dates.data[0]?.availability?.cuid).toBeTruthy();
  });
});

describe('other catalog lists', () => {
  it('answers every list with {data, count} matching the core schemas', async () => {
    const cases = [
      ['/api/activities', activitySchema],
      ['/api/bundles', bundleSchema],
      ['/api/memberships', membershipSchema],
      ['/api/vouchers', voucherSchema],
      ['/api/resources', resourceSchema],
      ['/api/blog/articles', blogArticleSchema],
      ['/api/locations', locationSchema],
      ['/api/categories', categoryGroupWithCategoriesSchema],
      ['/api/catalogs', catalogSchema],
      ['/api/availabilities/periods', periodSchema],
    ] as const;
    for (const [path, schema] of cases) {
      const body = v.parse(listOf(schema), await json(await api.get(path)));
      expect(body.data.length, path).toBeGreaterThan(0);
    }
    const bundles = (await json(await api.get('/api/bundles'))).data;
    expect(bundles).toHaveLength(3);
    expect(bundles.some((b: any) => b.capacity === null)).toBe(true);
    const memberships = (await json(await api.get('/api/memberships'))).data;
    expect(memberships.map((m: any) => m.period_type).sort()).toEqual(['FIXED', 'ROLLING']);
    const one = await json(await api.get(`/api/bundles/${bundles[0].cuid}`));
    expect(one.data.id).toBe(bundles[0].id);
    expect((await api.get('/api/vouchers/unknown1')).status).toBe(404);
    const byIds = await json(await api.get(`/api/activities?id=1,2`));
    expect(byIds.count).toBe(2);
  });

  it('answers resources slots and blog articles by slug', async () => {
    const slots = await json(await api.get('/api/resources/availabilities?resources=1&after=2026-11-24T00:00:00Z&before=2026-11-25T00:00:00Z'));
    v.parse(listOf(resourceAvailabilitySchema), slots);
    expect(slots.count).toBe(12);
    const article = await json(await api.get('/api/blog/articles/oiseaux-du-parc'));
    expect(article.data.content).toContain('<p>');
    expect((await api.get('/api/blog/articles/nope')).status).toBe(404);
  });

  it('an article names its older (previous) and newer (next) neighbours in the list order; the ends have none', async () => {
    const list = (await json(await api.get('/api/blog/articles?limit=100'))).data as { slug: string; title: string }[];
    expect(list.length).toBeGreaterThan(2);
    const detail = async (slug: string) => v.parse(blogArticleDetailSchema, (await json(await api.get(`/api/blog/articles/${slug}`))).data);
    const middle = await detail(list[1]!.slug);
    expect(middle.next).toEqual({ slug: list[0]!.slug, title: list[0]!.title });
    expect(middle.previous).toEqual({ slug: list[2]!.slug, title: list[2]!.title });
    expect((await detail(list[0]!.slug)).next).toBeNull();
    expect((await detail(list.at(-1)!.slug)).previous).toBeNull();
  });

  it('answers the organiser, the website and its pages', async () => {
    const organiser = v.parse(organiserSchema, (await json(await api.get('/api/organiser'))).data);
    expect(organiser.settings.carts_expiration_delay).toBe(900);
    expect(organiser.timezone).toBe('Europe/Brussels');
    const website = v.parse(websiteSchema, (await json(await api.get('/api/website'))).data);
    expect(website.header?.content.links[0]?.children[0]?.children.length).toBeGreaterThan(0);
    expect(website.topbar?.content.contacts?.phone).toBeTruthy();
    const home = v.parse(pageSchema, (await json(await api.get('/api/website/pages?pathname=/'))).data);
    expect(home.content.map((e) => e.element)).toContain('availabilities-cards');
    expect(JSON.stringify(home.content)).toContain(`${api.url}/media/hero.svg`);
    expect((await api.get('/api/website/pages?pathname=/nope')).status).toBe(404);
    expect((await api.get('/api/website/pages')).status).toBe(400);
  });

  it('serves deterministic SVG illustrations with cache headers', async () => {
    const res = await api.get('/media/activity-yoga.svg');
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age');
    const svg = await res.text();
    expect(svg).toContain('<svg');
    expect(await (await api.get('/media/activity-yoga.svg')).text()).toBe(svg);
    expect((await api.get('/media/../etc.svg')).status).toBe(404);
  });
});

describe('protocol', () => {
  it('answers a CORS preflight with Authorization from another origin', async () => {
    const res = await fetch(`${api.url}/api/session`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://organiser.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization, content-type' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await fetch(`${api.url}/api/organiser`, { headers: { Origin: 'https://organiser.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('never answers 500 to bad input', async () => {
    const bad = [
      '/api/availabilities?limit=abc',
      '/api/availabilities?limit=1000',
      '/api/availabilities?offset=-1',
      '/api/availabilities?page_number=0',
      '/api/availabilities?status=NOPE',
      '/api/availabilities?catalog=x',
      '/api/availabilities?segment=99999999999',
      '/api/availabilities?after=yesterday',
      '/api/availabilities?date=2026-13-45',
      '/api/availabilities?weekday=8',
      '/api/availabilities?age=-2',
      '/api/availabilities?sort=price;drop',
      '/api/availabilities?activity=%27%3B',
      '/api/activities?id=1,a',
      '/api/bundles?limit=-5',
      '/api/resources/availabilities?after=x',
      '/api/blog/articles?page_size=0',
      '/api/resources?id=99999999999',
    ];
    for (const path of bad) {
      const res = await api.get(path);
      expect(res.status, path).toBe(400);
      const body = v.parse(apiErrorBodySchema, await json(res));
      expect(body.error).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.fields ?? {}).length, path).toBeGreaterThan(0);
    }
    const weird = [
      '/api/availabilities/calendar?weekday=2&date=2026-11-25',
      '/api/availabilities/dates?date=2026-11-25',
      '/api/availabilities?search=%25%5F%5C',
      '/api/availabilities?location=%27',
      '/api/availabilities?category-x=y',
      '/api/activities/99999999999',
    ];
    for (const path of weird) expect((await api.get(path)).status, path).toBeLessThan(500);
    const missing = await api.get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('pins the clock', () => {
    expect(api.clock.now().toISOString()).toBe(NOW);
  });
});
