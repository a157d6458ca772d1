import { describe, expect, it } from 'vitest';
import type { Availability } from '@oriel/core';
import { activityColumns, shiftWeek, weekOf } from './resources-schedule.logic';

const TZ = 'Europe/Brussels';
const av = (cuid: string, activity: { id: number; cuid: string; title: string }, start_at: string) =>
  ({ id: 1, cuid, status: 'OPEN', start_at, end_at: start_at, activity }) as unknown as Availability;

describe('resources schedule logic (000 §2, §9)', () => {
  it('takes the Monday-start week of the date parameter, else of today', () => {
    expect(weekOf('2026-11-26', '2026-11-21T10:00:00Z', TZ)).toEqual({
      monday: '2026-11-23',
      after: '2026-11-22T23:00:00.000Z',
      before: '2026-11-29T23:00:00.000Z',
    });
    // Saturday 21 November: its week started Monday 16
    expect(weekOf(null, '2026-11-21T10:00:00Z', TZ).monday).toBe('2026-11-16');
    expect(weekOf('garbage', '2026-11-21T10:00:00Z', TZ).monday).toBe('2026-11-16');
    expect(shiftWeek(weekOf('2026-11-26', 0, TZ), -1)).toBe('2026-11-16');
    expect(shiftWeek(weekOf('2026-11-26', 0, TZ), 1)).toBe('2026-11-30');
  });

  it('makes one column per activity, sorted by title, items by start; empty groups on request', () => {
    const yoga = { id: 2, cuid: 'yoga', title: 'Yoga' };
    const tennis = { id: 1, cuid: 'tennis', title: 'Tennis' };
    const cols = activityColumns([av('b', yoga, '2026-11-26T18:00:00Z'), av('c', tennis, '2026-11-28T10:00:00Z'), av('a', yoga, '2026-11-24T18:00:00Z')], 'fr');
    expect(cols.map((c) => [c.title, c.items.map((i) => i.cuid)])).toEqual([
      ['Tennis', ['c']],
      ['Yoga', ['a', 'b']],
    ]);
    const withEmpty = activityColumns([av('a', yoga, '2026-11-24T18:00:00Z')], 'fr', [{ id: 3, cuid: 'poterie', title: 'Atelier poterie' }, yoga]);
    expect(withEmpty.map((c) => [c.title, c.items.length])).toEqual([
      ['Atelier poterie', 0],
      ['Yoga', 1],
    ]);
  });
});
