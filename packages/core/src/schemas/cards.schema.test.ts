import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from '../api/api-client';
import { availabilityBadges } from '../rules/availability.rules';
import { activityCardSchema, availabilityCardSchema, type AvailabilityCardItem } from './cards.schema';
import { availabilityFixture } from './fixtures.test-data';
import type { ActivityListItem, Availability, ListOf } from './index';

// The card answers (docs/api-contract.md "Card answers"): sessions come back whole, full objects still fit.

const card = {
  id: 12,
  cuid: 'clav1',
  status: 'OPEN',
  start_at: '2026-11-23T14:00:00.000Z',
  end_at: '2026-11-23T16:00:00.000Z',
  price: 1800,
  capacity: 8,
  registered: 3,
  activity: { id: 3, cuid: 'clact', title: 'Escalade', images: [{ public_url: 'https://cdn.example/1.svg' }] },
};

describe('availabilityCardSchema', () => {
  it('reads no sessions as the one session the availability is', () => {
    const parsed = v.parse(availabilityCardSchema, { ...card, dates: [] });
    expect(parsed.dates).toEqual([{ cuid: 'clav1', start_at: card.start_at, end_at: card.end_at, status: 'OPEN', capacity: 8, registered: 3 }]);
    expect(parsed.categories).toEqual([]);
    expect(parsed.location).toBeUndefined();
  });

  it('fills what a session leaves out from its availability; a null capacity stays unlimited', () => {
    const parsed = v.parse(availabilityCardSchema, {
      ...card,
      dates: [
        { cuid: 'd1', start_at: '2026-11-23T14:00:00.000Z', end_at: '2026-11-23T15:00:00.000Z', registered: 1 },
        { cuid: 'd2', start_at: '2026-11-24T14:00:00.000Z', end_at: '2026-11-24T15:00:00.000Z', status: 'FULL', capacity: 3 },
        { cuid: 'd3', start_at: '2026-11-25T14:00:00.000Z', end_at: '2026-11-25T15:00:00.000Z', capacity: null },
      ],
    });
    expect(parsed.dates.map(({ status, capacity, registered }) => ({ status, capacity, registered }))).toEqual([
      { status: 'OPEN', capacity: 8, registered: 1 },
      { status: 'FULL', capacity: 3, registered: 3 },
      { status: 'OPEN', capacity: null, registered: 3 },
    ]);
  });

  it('so the card rules read a card as they read the full availability', () => {
    const now = Date.parse('2026-11-23T15:00:00.000Z');
    const started = v.parse(availabilityCardSchema, { ...card, dates: [] });
    // started, no late registrations: closed, and no future session has a place
    expect(availabilityBadges(started, now)).toEqual(['closed', 'FULL']);
  });

  it('parses a full availability too, keeping its sessions', () => {
    const parsed = v.parse(availabilityCardSchema, availabilityFixture);
    expect(parsed.dates).toHaveLength(1);
    expect(parsed.dates[0]?.cuid).toBe('cldate0001');
    expect(parsed.activity?.settings?.allow_registrations_after_start).toBe(false);
    expect('questions' in parsed).toBe(false);
  });

  it('types: a full availability fits where a card is expected', () => {
    expectTypeOf<Availability>().toExtend<AvailabilityCardItem>();
    expectTypeOf<ActivityListItem>().toExtend<v.InferOutput<typeof activityCardSchema>>();
    expectTypeOf<v.InferOutput<typeof activityCardSchema>>().toExtend<ActivityListItem>();
  });
});

describe('card calls', () => {
  const setup = (body: unknown) => {
    const urls: URL[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input)));
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch;
    return { client: createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch }), urls };
  };

  it('listAvailabilityCards sends fields=card (card,categories on request) and parses cards', async () => {
    const { client, urls } = setup({ data: [{ ...card, dates: [] }], count: 1 });
    const list = await client.listAvailabilityCards({ after: '2026-11-23T00:00:00.000Z', page_size: 1000 });
    expect(urls[0]?.searchParams.get('fields')).toBe('card');
    expect(urls[0]?.searchParams.get('page_size')).toBe('1000');
    expect(list.data[0]?.dates).toHaveLength(1);
    await client.listAvailabilityCards({}, { categories: true });
    expect(urls[1]?.searchParams.get('fields')).toBe('card,categories');
    expectTypeOf(client.listAvailabilityCards).returns.resolves.toEqualTypeOf<ListOf<AvailabilityCardItem>>();
  });

  it('listActivityCards sends fields=card', async () => {
    const { client, urls } = setup({ data: [{ id: 1, cuid: 'a1', title: 'Yoga', locations: [{ title: 'Parc' }], price: 900 }], count: 1 });
    const list = await client.listActivityCards({ catalog: [2] });
    expect(urls[0]?.pathname).toBe('/api/activities');
    expect(urls[0]?.searchParams.get('fields')).toBe('card');
    expect(list.data[0]).toEqual({ id: 1, cuid: 'a1', title: 'Yoga', images: [], locations: [{ title: 'Parc' }], price: 900 });
  });
});
