import { describe, expect, it } from 'vitest';
import type { AvailabilityLike } from './availability.rules';
import {
  addToCartState,
  availabilityBadges,
  dateUnavailable,
  isAddFormReplaced,
  isCardGreyscale,
  isDateClosed,
  isDateOpen,
  isScheduleItemDisabled,
  isShownClosed,
  remainingCapacity,
  sortDatesByStart,
} from './availability.rules';

const NOW = '2026-11-20T10:00:00Z';
const base: AvailabilityLike = {
  status: 'OPEN',
  capacity: 10,
  registered: 4,
  start_at: '2026-11-23T13:00:00Z',
  end_at: '2026-11-23T15:00:00Z',
  registrations_start_at: null,
  registrations_end_at: null,
  activity: { settings: { allow_registrations_after_start: false } },
  dates: [{ status: 'OPEN', start_at: '2026-11-23T13:00:00Z', capacity: 10, registered: 4 }],
};
const av = (over: Partial<AvailabilityLike>): AvailabilityLike => ({ ...base, ...over });

describe('dates', () => {
  it('a date is open when OPEN and unlimited or not full', () => {
    expect(isDateOpen({ status: 'OPEN', start_at: NOW, capacity: null, registered: 99 })).toBe(true);
    expect(isDateOpen({ status: 'OPEN', start_at: NOW, capacity: 5, registered: 4 })).toBe(true);
    expect(isDateOpen({ status: 'OPEN', start_at: NOW, capacity: 5, registered: 5 })).toBe(false);
    expect(isDateOpen({ status: 'FULL', start_at: NOW, capacity: null })).toBe(false);
  });
  it('CLOSED, OVERLAP, FULL dates are marked closed; schedule items disabled unless OPEN', () => {
    for (const status of ['CLOSED', 'OVERLAP', 'FULL'] as const) {
      expect(isDateClosed({ status, start_at: NOW })).toBe(true);
      expect(isScheduleItemDisabled({ status })).toBe(true);
    }
    expect(isDateClosed({ status: 'OPEN', start_at: NOW })).toBe(false);
    expect(isScheduleItemDisabled({ status: 'OPEN' })).toBe(false);
  });
  it('a date that cannot be chosen says whether it is full or closed', () => {
    expect(dateUnavailable({ status: 'OPEN', start_at: NOW, capacity: 5, registered: 4 })).toBeNull();
    expect(dateUnavailable({ status: 'OPEN', start_at: NOW, capacity: 5, registered: 5 })).toBe('full');
    expect(dateUnavailable({ status: 'FULL', start_at: NOW, capacity: null })).toBe('full');
    expect(dateUnavailable({ status: 'CLOSED', start_at: NOW, capacity: 5, registered: 0 })).toBe('closed');
    expect(dateUnavailable({ status: 'OVERLAP', start_at: NOW, capacity: null })).toBe('closed');
  });
  it('sorts dates by start', () => {
    const d = sortDatesByStart([{ start_at: '2026-11-24T09:00:00Z' }, { start_at: '2026-11-23T09:00:00Z' }]);
    expect(d.map((x) => x.start_at)).toEqual(['2026-11-23T09:00:00Z', '2026-11-24T09:00:00Z']);
  });
});

describe('card badges (000 §4)', () => {
  it('none for an open, upcoming availability with room', () => {
    expect(availabilityBadges(base, NOW)).toEqual([]);
  });
  it('red status badge for CLOSED, OVERLAP, FULL', () => {
    expect(availabilityBadges(av({ status: 'CLOSED' }), NOW)).toEqual(['CLOSED']);
    expect(availabilityBadges(av({ status: 'OVERLAP' }), NOW)).toEqual(['OVERLAP']);
    expect(availabilityBadges(av({ status: 'FULL' }), NOW)).toEqual(['FULL']);
  });
  it('OPEN shows closed when registrations_end_at is past', () => {
    const a = av({ registrations_end_at: '2026-11-19T00:00:00Z' });
    expect(isShownClosed(a, NOW)).toBe(true);
    expect(availabilityBadges(a, NOW)).toEqual(['closed']);
  });
  it('OPEN shows closed once started when late registrations are not allowed', () => {
    const started = av({ start_at: '2026-11-19T13:00:00Z', end_at: '2026-11-30T15:00:00Z' });
    expect(availabilityBadges(started, NOW)).toEqual(['closed']);
    const allowed = { ...started, activity: { settings: { allow_registrations_after_start: true } } };
    expect(availabilityBadges(allowed, NOW)).toEqual([]);
  });
  it('FULL when no future date has free capacity, without duplicates', () => {
    const dates = [
      { status: 'OPEN' as const, start_at: '2026-11-10T09:00:00Z', capacity: 5, registered: 1 }, // past
      { status: 'OPEN' as const, start_at: '2026-11-25T09:00:00Z', capacity: 5, registered: 5 }, // full
    ];
    expect(availabilityBadges(av({ dates }), NOW)).toEqual(['FULL']);
    expect(availabilityBadges(av({ status: 'FULL', dates }), NOW)).toEqual(['FULL']);
    expect(availabilityBadges(av({ status: 'CLOSED', dates }), NOW)).toEqual(['CLOSED', 'FULL']);
    expect(availabilityBadges(av({ dates: [] }), NOW)).toEqual([]);
  });
  it('greyscale only when the setting is on and a badge shows', () => {
    expect(isCardGreyscale(true, ['FULL'])).toBe(true);
    expect(isCardGreyscale(true, [])).toBe(false);
    expect(isCardGreyscale(false, ['FULL'])).toBe(false);
    expect(isCardGreyscale(undefined, ['CLOSED'])).toBe(false);
  });
});

describe('remaining capacity', () => {
  it('capacity minus registered, only when limited and OPEN', () => {
    expect(remainingCapacity({ status: 'OPEN', capacity: 10, registered: 4 })).toBe(6);
    expect(remainingCapacity({ status: 'OPEN', capacity: null, registered: 4 })).toBeNull();
    expect(remainingCapacity({ status: 'FULL', capacity: 10, registered: 10 })).toBeNull();
    expect(remainingCapacity({ status: 'OPEN', capacity: 3, registered: 5 })).toBe(0);
  });
});

describe('add-to-cart state (000 §4)', () => {
  it('open by default', () => {
    expect(addToCartState(base, NOW)).toBe('open');
    expect(isAddFormReplaced('open')).toBe(false);
  });
  it('waiting list for CLOSED and FULL', () => {
    expect(addToCartState(av({ status: 'CLOSED' }), NOW)).toBe('waiting-list');
    expect(addToCartState(av({ status: 'FULL' }), NOW)).toBe('waiting-list');
    expect(addToCartState(av({ status: 'OVERLAP' }), NOW)).toBe('closed');
  });
  it('opening scheduled while registrations have not started', () => {
    expect(addToCartState(av({ registrations_start_at: '2026-11-21T08:00:00Z' }), NOW)).toBe('opening-scheduled');
  });
  it('closing scheduled once registrations_end_at has passed', () => {
    expect(addToCartState(av({ registrations_end_at: '2026-11-20T09:59:59Z' }), NOW)).toBe('closing-scheduled');
  });
  it('closed once started without late registrations, or ended', () => {
    const started = av({ start_at: '2026-11-20T09:00:00Z', end_at: '2026-11-20T12:00:00Z' });
    expect(addToCartState(started, NOW)).toBe('closed');
    expect(addToCartState({ ...started, activity: { settings: { allow_registrations_after_start: true } } }, NOW)).toBe('open');
    expect(addToCartState(av({ start_at: '2026-11-01T09:00:00Z', end_at: '2026-11-01T12:00:00Z' }), NOW)).toBe('closed');
    expect(addToCartState(av({ status: 'FULL', end_at: '2026-11-01T12:00:00Z' }), NOW)).toBe('closed');
    expect(isAddFormReplaced('closed')).toBe(true);
  });
  it('accepts now as epoch ms or Date', () => {
    expect(addToCartState(base, Date.parse(NOW))).toBe('open');
    expect(addToCartState(base, new Date('2026-11-24T00:00:00Z'))).toBe('closed');
  });
});
