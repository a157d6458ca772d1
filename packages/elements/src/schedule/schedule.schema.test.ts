import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { scheduleAttributesSchema } from './schedule.schema';

describe('<oriel-schedule> data-attributes', () => {
  it('reads the view, the week layout and the 000 §5 schedule settings from strings', () => {
    const parsed = v.parse(scheduleAttributesSchema, {
      mode: 'week',
      layout: 'calendar',
      'start-hour': '8',
      'end-hour': '',
      'multiple-selection': 'true',
      catalogs: '3, 4',
      activity: 'acttennis',
      'href-availability': '/stages/{cuid}',
    });
    expect(parsed.view).toBe('week');
    expect(parsed.settings).toMatchObject({
      mode: 'calendar',
      start_hour: 8,
      end_hour: null,
      'multiple-selection': true,
      catalogs: [3, 4],
      activity: 'acttennis',
    });
  });
  it('defaults to the stacked layout with no hour bounds', () => {
    const parsed = v.parse(scheduleAttributesSchema, { mode: 'list', 'availabilities-filters-calendar': '' });
    expect(parsed.settings).toMatchObject({
      mode: 'stacked',
      start_hour: null,
      end_hour: null,
      'show-empty-groups': false,
      'availabilities-filters-calendar': true,
      status: ['OPEN'],
    });
  });
  it('rejects a missing or unknown mode and unreadable settings: the element renders nothing', () => {
    expect(v.safeParse(scheduleAttributesSchema, {}).success).toBe(false);
    expect(v.safeParse(scheduleAttributesSchema, { mode: 'month' }).success).toBe(false);
    expect(v.safeParse(scheduleAttributesSchema, { mode: 'week', layout: 'grid' }).success).toBe(false);
    expect(v.safeParse(scheduleAttributesSchema, { mode: 'week', 'start-hour': 'eight' }).success).toBe(false);
    expect(v.safeParse(scheduleAttributesSchema, { mode: 'week', catalogs: 'a,b' }).success).toBe(false);
    expect(v.safeParse(scheduleAttributesSchema, { mode: 'week', 'multiple-selection': 'maybe' }).success).toBe(false);
  });

  it('accepts every mode of 000 §2: week, list, resources and resources-day', () => {
    for (const mode of ['week', 'list', 'resources', 'resources-day']) {
      const parsed = v.safeParse(scheduleAttributesSchema, { mode, 'show-empty-groups': 'true' });
      expect(parsed.success && parsed.output.view).toBe(mode);
    }
  });
});
