import { organiserSchema, websiteSchema } from '@oriel/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONDON_ORGANISER_CUID } from '../src/seed/index';
import { json, startTestApi, type TestApi } from './helpers';

// The organiser's zone and currency: a second seeded organiser at `/o/{cuid}` (lib/organiser-scope.ts).
let api: TestApi;
const london = `/o/${LONDON_ORGANISER_CUID}`;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('organisers of the demo', () => {
  it('answers the Brussels organiser at the root, in euros', async () => {
    const o = v.parse(organiserSchema, (await json(await api.get('/api/organiser'))).data);
    expect([o.timezone, o.currency]).toEqual(['Europe/Brussels', 'EUR']);
    const w = v.parse(websiteSchema, (await json(await api.get('/api/website'))).data);
    expect(w.organiser).toMatchObject({ timezone: 'Europe/Brussels', currency: 'EUR' });
    expect(w.css ?? '').toBe('');
  });

  it('answers the London organiser under its prefix: its zone, currency and custom CSS', async () => {
    const o = v.parse(organiserSchema, (await json(await api.get(`${london}/api/organiser`))).data);
    expect([o.cuid, o.timezone, o.currency]).toEqual([LONDON_ORGANISER_CUID, 'Europe/London', 'GBP']);
    const w = v.parse(websiteSchema, (await json(await api.get(`${london}/api/website`))).data);
    expect(w.organiser).toMatchObject({ timezone: 'Europe/London', currency: 'GBP' });
    expect(w.css).toContain('--oriel-accent');
  });

  it('serves the same sessions under either organiser: only the way they are shown differs', async () => {
    const root = await json(await api.get('/api/availabilities?limit=5'));
    const prefixed = await json(await api.get(`${london}/api/availabilities?limit=5`));
    expect(prefixed.data.map((a: { cuid: string; start_at: string }) => [a.cuid, a.start_at])).toEqual(
      root.data.map((a: { cuid: string; start_at: string }) => [a.cuid, a.start_at]),
    );
    expect(root.count).toBeGreaterThan(0);
  });

  it('answers 404 for an organiser that does not exist, and leaves other paths alone', async () => {
    const res = await api.get('/o/nosuchorganiser/api/organiser');
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe('NOT_FOUND');
    expect((await api.get('/o/api/organiser')).status).toBe(404);
  });

  it('answers CORS for the prefixed API like for the root one', async () => {
    const res = await fetch(`${api.url}${london}/api/organiser`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://organiser.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
