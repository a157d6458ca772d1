import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, renderWith, testRuntime } from '../../testing/test-runtime';
import { calendarRoute, session, settings } from '../schedule.fixtures';
import { WeekSchedule } from './week-schedule';

// The week calendar reads its whole range in ONE request of card answers (docs/api-contract.md "Card answers").

/** `count` sessions spread over Monday 23 to Sunday 29 November 2026, every 20 minutes from 08:00 UTC. */
function busyWeek(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const day = 23 + (i % 7);
    const minutes = 8 * 60 + Math.floor(i / 7) * 20;
    const at = (m: number) => `2026-11-${day}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00.000Z`;
    return session(`av${i}`, `Séance ${i}`, at(minutes), at(minutes + 15));
  });
}

/** /api/availabilities paged like the demo API, at most `cap` per page. */
function pagedRoute(items: ReturnType<typeof busyWeek>, cap: number) {
  return (url: URL) => {
    const size = Math.min(cap, Number(url.searchParams.get('page_size') ?? 20));
    const from = (Number(url.searchParams.get('page_number') ?? 1) - 1) * size;
    return { data: items.slice(from, from + size), count: items.length };
  };
}

function setup(count: number, cap: number) {
  window.history.replaceState(null, '', '/?date=2026-11-25');
  const { runtime, fetch } = testRuntime({
    routes: { 'GET /api/availabilities': pagedRoute(busyWeek(count), cap), 'GET /api/availabilities/calendar': calendarRoute(['2026-11-25']) },
  });
  const view = renderWith(runtime, <WeekSchedule settings={settings()} />);
  const lists = () => calledUrls(fetch).filter((u) => new URL(u).pathname === '/api/availabilities');
  return { ...view, lists };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('useWeekData', () => {
  it('reads a week of more than 100 sessions in exactly one availabilities request', async () => {
    const { container, lists } = setup(140, 1000);
    await screen.findByRole('link', { name: /Séance 139/ });
    expect(container.querySelectorAll('.o-sched-item')).toHaveLength(140);
    expect(lists()).toHaveLength(1);
    const url = new URL(lists()[0]!);
    expect(url.searchParams.get('fields')).toBe('card');
    expect(url.searchParams.get('page_size')).toBe('1000');
    expect(url.searchParams.get('after')).toBe('2026-11-22T23:00:00.000Z');
    expect(url.searchParams.get('before')).toBe('2026-11-29T23:00:00.000Z');
  });

  it('still shows every session when the answer holds fewer than count, reading the rest in its page size', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container, lists } = setup(250, 100);
    await screen.findByRole('link', { name: /Séance 249/ });
    expect(container.querySelectorAll('.o-sched-item')).toHaveLength(250);
    await waitFor(() => expect(lists()).toHaveLength(3));
    expect(
      lists()
        .slice(1)
        .map((u) => new URL(u).searchParams.get('page_number')),
    ).toEqual(['2', '3']);
    expect(
      lists()
        .slice(1)
        .every((u) => new URL(u).searchParams.get('page_size') === '100'),
    ).toBe(true);
    if (import.meta.env.DEV) expect(warn).toHaveBeenCalledWith(expect.stringContaining('250 availabilities in one range'));
  });
});
