import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWith, testRuntime } from '../../testing/test-runtime';
import { availabilitiesRoute, calendarRoute, session, settings } from '../schedule.fixtures';
import { WeekSchedule } from './week-schedule';

const tennis = session('avtennis', 'Initiation au tennis', '2026-11-25T14:00:00.000Z', '2026-11-25T15:30:00.000Z');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('<WeekSchedule> calendar during the minimum loading display', () => {
  it('is built out of sight while the skeleton holds, then shown as it goes: the same elements, no render left to do', async () => {
    window.history.replaceState(null, '', '/?date=2026-11-25');
    const { runtime } = testRuntime({
      routes: { 'GET /api/availabilities': availabilitiesRoute([tennis]), 'GET /api/availabilities/calendar': calendarRoute(['2026-11-25']) },
    });
    const started = Date.now();
    const { container } = renderWith(runtime, <WeekSchedule settings={settings({ mode: 'calendar' })} />);
    // the answer is in: the calendar exists, hidden, beside the skeleton still on screen
    await waitFor(() => expect(container.querySelector('.o-week-cal[hidden] a')).not.toBeNull());
    expect(Date.now() - started).toBeLessThan(340);
    expect(container.querySelector('.o-week-skeleton')).not.toBeNull();
    expect(screen.queryByRole('link', { name: /Initiation au tennis/ })).toBeNull();
    const built = container.querySelector('.o-week-cal[hidden]');
    // the hold over, the skeleton goes and that very calendar shows
    const link = await screen.findByRole('link', { name: /Initiation au tennis/ });
    expect(Date.now() - started).toBeGreaterThanOrEqual(340);
    expect(container.querySelector('.o-week-skeleton')).toBeNull();
    expect(link.closest('.o-week-cal')).toBe(built);
    expect(built?.hasAttribute('hidden')).toBe(false);
  });

  it("is built a day a task while the skeleton holds (a heavy week was one long task), every day in by the hold's end", async () => {
    window.history.replaceState(null, '', '/?date=2026-11-25');
    const monday = session('avmon', 'Éveil musical', '2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z');
    const sunday = session('avsun', 'Stage de poterie', '2026-11-29T09:00:00.000Z', '2026-11-29T10:00:00.000Z');
    const { runtime } = testRuntime({
      routes: {
        'GET /api/availabilities': availabilitiesRoute([monday, sunday]),
        'GET /api/availabilities/calendar': calendarRoute(['2026-11-23', '2026-11-29']),
      },
    });
    const { container } = renderWith(runtime, <WeekSchedule settings={settings({ mode: 'calendar' })} />);
    const hiddenLinks = () => [...container.querySelectorAll('.o-week-cal[hidden] a')].map((a) => a.textContent ?? '');
    // the data's first render builds Monday alone
    await waitFor(() => expect(hiddenLinks().some((text) => text.includes('Éveil musical'))).toBe(true));
    expect(hiddenLinks().some((text) => text.includes('Stage de poterie'))).toBe(false);
    // Sunday, six tasks later, still out of sight
    await waitFor(() => expect(hiddenLinks().some((text) => text.includes('Stage de poterie'))).toBe(true));
    expect(container.querySelector('.o-week-skeleton')).not.toBeNull();
    // both shown as the hold ends
    await screen.findByRole('link', { name: /Éveil musical/ });
    expect(
      screen
        .getByRole('link', { name: /Stage de poterie/ })
        .closest('.o-week-cal')
        ?.hasAttribute('hidden'),
    ).toBe(false);
  });
});
