import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { cardsListSchema } from '../../../core/src/seo/schema-org.schema';
import { jsonLdDocument } from '@oriel/ui';
import { cardUrl, cardsStructuredData } from './structured-data.logic';

const ctx = { origin: 'https://site.example', organiser: { name: 'Les Ateliers' }, currency: 'EUR', timezone: 'Europe/Brussels' };

describe('JSON-LD of an embedded cards grid (issue 12.4)', () => {
  it('links a card through the integrator’s template, else to the host page', () => {
    expect(cardUrl('availability', 'a b', (r) => (r === 'availability' ? '/stages/{cuid}' : null), 'https://site.example/page?x=1')).toBe(
      'https://site.example/stages/a%20b',
    );
    expect(cardUrl('activity', 'x', (r) => (r === 'availability' ? '/stages/{cuid}' : null), 'https://site.example/page')).toBe('https://site.example/page');
  });

  it('lists the shown availabilities as Events, activities as Courses, offers as Products, in order', () => {
    const items = new Map<string, Record<string, unknown>>([
      [
        'a',
        {
          cuid: 'a',
          status: 'FULL',
          start_at: '2026-12-02T08:00:00Z',
          end_at: '2026-12-02T10:00:00Z',
          price: 1500,
          capacity: 8,
          registered: 8,
          location: { name: 'parc', title: 'Parc' },
          activity: { title: 'Poterie', images: [] },
        },
      ],
      ['b', { cuid: 'b', title: 'Judo', description: '<p>Au dojo</p>', images: [] }],
      ['c', { cuid: 'c', title: 'Carte 10', price: 9000, images: [] }],
    ]);
    const cards = [
      { kind: 'availability' as const, cuid: 'a' },
      { kind: 'activity' as const, cuid: 'b' },
      { kind: 'bundle' as const, cuid: 'c' },
      { kind: 'bundle' as const, cuid: 'not-in-cache' },
    ];
    const list = cardsStructuredData(cards, items, ctx, (kind, cuid) => `https://site.example/${kind}/${cuid}`);
    const parsed = v.safeParse(cardsListSchema, jsonLdDocument(list!));
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    expect(list).toMatchObject({
      itemListElement: [
        {
          position: 1,
          item: { '@type': 'Event', startDate: '2026-12-02T09:00:00+01:00', offers: { availability: 'https://schema.org/SoldOut', price: '15.00' } },
        },
        { position: 2, item: { '@type': 'Course', description: 'Au dojo' } },
        { position: 3, item: { '@type': 'Product', offers: { price: '90.00' } } },
      ],
    });
    expect(cardsStructuredData([], items, ctx, () => '')).toBeNull();
  });
});
