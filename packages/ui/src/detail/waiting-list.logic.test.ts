import { describe, expect, it } from 'vitest';
import { isSessionFull, offersWaitingList, sideState, waitingListHref } from './waiting-list.logic';

const NOW = '2026-12-02T08:00:00.000Z';
const session = (over: Record<string, unknown> = {}) => ({
  status: 'OPEN' as const,
  capacity: 6,
  registered: 2,
  start_at: '2026-12-09T14:00:00.000Z',
  end_at: '2026-12-09T15:30:00.000Z',
  ...over,
});

describe('waiting list rules (000 §4)', () => {
  it('a session is full when FULL, or OPEN with its capacity taken; unlimited never is', () => {
    expect(isSessionFull(session())).toBe(false);
    expect(isSessionFull(session({ registered: 6 }))).toBe(true);
    expect(isSessionFull(session({ registered: 9 }))).toBe(true);
    expect(isSessionFull(session({ status: 'FULL', registered: 3 }))).toBe(true);
    expect(isSessionFull(session({ capacity: null, registered: 90 }))).toBe(false);
    expect(isSessionFull(session({ status: 'CLOSED' }))).toBe(false);
  });

  it('an open session with no place left offers its waiting list instead of an add that can only be refused', () => {
    expect(sideState(session(), NOW)).toBe('open');
    expect(sideState(session({ registered: 6 }), NOW)).toBe('waiting-list');
    expect(sideState(session({ status: 'CLOSED' }), NOW)).toBe('waiting-list');
    // not yet open, or over: what keeps it closed wins
    expect(sideState(session({ registered: 6, registrations_start_at: '2026-12-05T08:00:00.000Z' }), NOW)).toBe('opening-scheduled');
    expect(sideState(session({ registered: 6, start_at: '2026-11-01T08:00:00.000Z', end_at: '2026-11-01T09:00:00.000Z' }), NOW)).toBe('closed');
  });

  it('offered beside full sessions only: not an open one, a closed one (the organiser closed it) nor a past one', () => {
    expect(offersWaitingList(session({ status: 'FULL' }), NOW)).toBe(true);
    expect(offersWaitingList(session({ registered: 6 }), NOW)).toBe(true);
    expect(offersWaitingList(session(), NOW)).toBe(false);
    expect(offersWaitingList(session({ status: 'CLOSED' }), NOW)).toBe(false);
    expect(offersWaitingList(session({ status: 'FULL', start_at: '2026-11-01T08:00:00.000Z', end_at: '2026-11-01T09:00:00.000Z' }), NOW)).toBe(false);
  });

  it('links to the detail at its waiting list, whatever anchor the detail link had', () => {
    expect(waitingListHref('/fr/availabilities/av-1')).toBe('/fr/availabilities/av-1#o-waiting-list');
    expect(waitingListHref('/stages/av-1?x=1#top')).toBe('/stages/av-1?x=1#o-waiting-list');
  });
});
