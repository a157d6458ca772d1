import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { cardsAttributesSchema } from './cards.schema';

describe('<oriel-cards> data-attributes (000 §5 settings)', () => {
  it('reads an availabilities grid with its properties, filters, layout and sorts', () => {
    const parsed = v.parse(cardsAttributesSchema, {
      kind: 'availabilities',
      columns: '3',
      filters: 'search,date,weekday,location,age,category-grp',
      'filters-layout': 'stacked',
      sorting: 'price,-start_at',
      'items-properties': 'activity,age',
      catalogs: '3,4',
      'href-availability': '/stages/{cuid}',
    });
    expect(parsed).toMatchObject({
      kind: 'availabilities',
      columns: 3,
      'filters-layout': 'stacked',
      sorting: ['price', '-start_at'],
      catalogs: [3, 4],
      status: ['OPEN'],
      'page-size': 20,
    });
    expect(parsed.filters).toEqual(['search', 'date', 'weekday', 'location', 'age', 'category-grp']);
  });
  it("reads the spec's names (availabilities-properties, activity-properties, availabilities-filters); an unknown filter id is refused", () => {
    expect(
      v.parse(cardsAttributesSchema, { kind: 'availabilities', 'availabilities-properties': 'activity,weekday', 'availabilities-filters': 'age,weekday' }),
    ).toMatchObject({ 'availabilities-properties': ['activity', 'weekday'], 'availabilities-filters': ['age', 'weekday'], 'items-properties': [] });
    expect(v.parse(cardsAttributesSchema, { kind: 'activities', 'activity-properties': 'images' })).toMatchObject({ 'activity-properties': ['images'] });
    expect(v.safeParse(cardsAttributesSchema, { kind: 'availabilities', 'availabilities-filters': 'colour' }).success).toBe(false);
  });
  it('reads activities, bundles, memberships and vouchers grids', () => {
    expect(v.parse(cardsAttributesSchema, { kind: 'activities', 'items-properties': 'images,price' })).toMatchObject({
      kind: 'activities',
      columns: 2,
      'items-properties': ['images', 'price'],
    });
    for (const kind of ['bundles', 'memberships', 'vouchers']) {
      expect(v.parse(cardsAttributesSchema, { kind, ids: '1,2', columns: '4' })).toMatchObject({
        kind,
        ids: [1, 2],
        columns: 4,
        filters: [],
        'filters-layout': 'aside',
      });
    }
  });
  it('rejects what the grid cannot use: the element then renders nothing', () => {
    for (const attrs of [
      {},
      { kind: 'resources' },
      { kind: 'availabilities', status: 'OPEN,SOLD' },
      { kind: 'availabilities', filters: 'search,colour' },
      { kind: 'availabilities', sorting: 'random' },
      { kind: 'availabilities', 'filters-layout': 'left' },
      { kind: 'activities', columns: '0' },
      { kind: 'bundles', ids: 'a,b' },
      { kind: 'vouchers', 'page-size': '500' },
    ]) {
      expect(v.safeParse(cardsAttributesSchema, attrs).success, JSON.stringify(attrs)).toBe(false);
    }
  });
});
