import { describe, expect, it } from 'vitest';
import type { ResourceAvailability } from '@oriel/core';
import { bookingQuery, clampDay, dayWindow, durationsAt, effectiveStart, matchingSlots, slotEnd, startTimes, stripDays } from './resources-day.logic';

const TZ = 'Europe/Brussels';
const slot = (
  id: number,
  resource_id: number,
  start_at: string,
  prices = [
    { duration: 3600, amount: 1800 },
    { duration: 5400, amount: 2500 },
  ],
): ResourceAvailability => ({
  id,
  resource_id,
  start_at,
  prices,
});
const slots = [
  slot(1, 1, '2026-11-21T09:00:00.000Z'),
  slot(2, 2, '2026-11-21T09:00:00.000Z'),
  slot(3, 3, '2026-11-21T09:00:00.000Z', [
    { duration: 3600, amount: 3000 },
    { duration: 7200, amount: 5500 },
  ]),
  slot(4, 1, '2026-11-21T08:00:00.000Z'),
];

describe('resources daily schedule logic (000 §2, §3, §9)', () => {
  it('the strip is 30 days from today in Brussels, across a month end', () => {
    // 23:30 UTC on 30 November is already 1 December in Brussels
    const days = stripDays('2026-11-30T23:30:00Z', TZ);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-12-01');
    expect(days[29]).toBe('2026-12-30');
  });

  it('keeps a chosen day only when it is on the strip', () => {
    const days = stripDays('2026-11-21T10:00:00Z', TZ);
    expect(clampDay('2026-11-25', days)).toBe('2026-11-25');
    expect(clampDay('2026-11-20', days)).toBe('2026-11-21');
    expect(clampDay('nonsense', days)).toBe('2026-11-21');
    expect(clampDay(null, days)).toBe('2026-11-21');
  });

  it('asks for the slots between the local midnights of the day (DST day included)', () => {
    expect(dayWindow('2026-11-21', TZ)).toEqual({ after: '2026-11-20T23:00:00.000Z', before: '2026-11-21T23:00:00.000Z' });
    expect(dayWindow('2026-03-29', TZ)).toEqual({ after: '2026-03-28T23:00:00.000Z', before: '2026-03-29T22:00:00.000Z' });
  });

  it('a slot ends at start plus its first price duration', () => {
    expect(slotEnd(slots[0]!)).toBe('2026-11-21T10:00:00.000Z');
    expect(slotEnd(slots[2]!)).toBe('2026-11-21T10:00:00.000Z');
  });

  it('lists distinct start times in order, and falls back to the first', () => {
    const starts = startTimes(slots);
    expect(starts).toEqual(['2026-11-21T08:00:00.000Z', '2026-11-21T09:00:00.000Z']);
    expect(effectiveStart(null, starts)).toBe(starts[0]);
    expect(effectiveStart('2026-11-21T09:00:00Z', starts)).toBe('2026-11-21T09:00:00Z');
    expect(effectiveStart('2026-11-21T15:00:00Z', starts)).toBe(starts[0]);
    expect(effectiveStart(null, [])).toBeNull();
  });

  it('collects the durations offered at a start', () => {
    expect(durationsAt(slots, '2026-11-21T09:00:00.000Z')).toEqual([3600, 5400, 7200]);
    expect(durationsAt(slots, '2026-11-21T08:00:00.000Z')).toEqual([3600, 5400]);
  });

  it('filters the slots by start and duration, each at the matching price', () => {
    const start = '2026-11-21T09:00:00.000Z';
    const all = matchingSlots(slots, start, null);
    expect(all.map((r) => [r.slot.id, r.duration, r.amount, r.end_at])).toEqual([
      [1, 3600, 1800, '2026-11-21T10:00:00.000Z'],
      [2, 3600, 1800, '2026-11-21T10:00:00.000Z'],
      [3, 3600, 3000, '2026-11-21T10:00:00.000Z'],
    ]);
    const long = matchingSlots(slots, start, 5400);
    expect(long.map((r) => [r.slot.id, r.amount, r.end_at])).toEqual([
      [1, 2500, '2026-11-21T10:30:00.000Z'],
      [2, 2500, '2026-11-21T10:30:00.000Z'],
    ]);
    expect(matchingSlots(slots, start, 7200).map((r) => r.slot.id)).toEqual([3]);
  });

  it('builds the /cart/bookings/add query', () => {
    const [row] = matchingSlots(slots, '2026-11-21T09:00:00.000Z', 5400);
    expect(bookingQuery(row!, 'res-court-1')).toEqual({ start_at: '2026-11-21T09:00:00.000Z', duration: 5400, amount: 2500, resource: 'res-court-1' });
  });
});
