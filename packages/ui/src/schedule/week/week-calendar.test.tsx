import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWith, testRuntime } from '../../testing/test-runtime';
import { availabilitiesRoute, calendarRoute, session, settings } from '../schedule.fixtures';
import { WeekSchedule } from './week-schedule';

// Busy weeks in the calendar layout (week-calendar.tsx): sessions side by side, and more of them than one step shows.

const at = (day: number, minutes: number) =>
  `2026-11-${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000Z`;

function setup(items: ReturnType<typeof session>[], { embedded = false } = {}) {
  window.history.replaceState(null, '', '/?date=2026-11-25');
  const { runtime } = testRuntime({
    routes: { 'GET /api/availabilities': availabilitiesRoute(items), 'GET /api/availabilities/calendar': calendarRoute(['2026-11-25']) },
  });
  // embedded without an availability page: a session opens in place
  const links = embedded ? ({ kind: 'embedded', templates: {} } as const) : runtime.links;
  return renderWith({ ...runtime, links }, <WeekSchedule settings={settings({ mode: 'calendar', start_hour: 8, end_hour: 20 })} />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('<WeekCalendar> busy weeks', () => {
  it('shows six or more side-by-side sessions as bars named by their facts, the others with their text', async () => {
    // Wednesday: six sessions at 09:00-10:30 UTC side by side, one alone in the afternoon
    const crowd = Array.from({ length: 6 }, (_, i) => session(`avcrowd${i}`, `Atelier ${i}`, at(25, 9 * 60), at(25, 10 * 60 + 30)));
    const alone = session('avalone', 'Yoga au parc', at(25, 14 * 60), at(25, 15 * 60));
    const { container } = setup([...crowd, alone]);
    const bar = await screen.findByRole('link', { name: '10:00 – 11:30, Atelier 3, Centre sportif du Kauwberg, 5 places restantes' });
    expect(bar.textContent).toBe('');
    expect(bar.getAttribute('title')).toBe('10:00 – 11:30, Atelier 3, Centre sportif du Kauwberg, 5 places restantes');
    expect(bar.getAttribute('href')).toBe('/fr/availabilities/avcrowd3');
    // the fourth of six lanes: a sixth of the column, half of it to its left
    expect(bar.style.width).toMatch(/^16\.66/);
    expect(bar.style.left).toBe('50%');
    const text = screen.getByRole('link', { name: /Yoga au parc/ });
    expect(text.textContent).toContain('15:00 – 16:00');
    expect(container.querySelectorAll('.o-week-bar')).toHaveLength(6);
  });

  it('shows a full session in a crowd as a bar that is no control, its facts and status read as text', async () => {
    const crowd = Array.from({ length: 6 }, (_, i) =>
      session(`avfull${i}`, `Complet ${i}`, at(25, 9 * 60), at(25, 10 * 60), i === 0 ? { status: 'FULL' } : {}),
    );
    const { container } = setup(crowd);
    await screen.findByRole('link', { name: /Complet 1/ });
    const full = container.querySelector('.o-week-bar.is-disabled') as HTMLElement;
    expect(full.tagName).toBe('DIV');
    expect(full.textContent).toBe('10:00 – 11:00, Complet 0, Centre sportif du Kauwberg, Complet');
    expect(full.getAttribute('title')).toBe(full.textContent);
    expect(screen.queryByRole('link', { name: /Complet 0/ })).toBeNull();
    expect(container.querySelectorAll('.o-week-bar')).toHaveLength(6);
  });

  it('opens a bar in place when there is no availability page, by click or by keyboard', async () => {
    const crowd = Array.from({ length: 6 }, (_, i) => session(`avopen${i}`, `Atelier ${i}`, at(25, 9 * 60), at(25, 10 * 60 + 30)));
    setup(crowd, { embedded: true });
    const bar = await screen.findByRole('button', { name: /Atelier 2,/ });
    expect(bar.textContent).toBe('');
    bar.click();
    await screen.findByRole('dialog');
  });

  it('shows a busy day completely in one render, earliest first, text and bars in time order', async () => {
    // 140 sessions five minutes apart, 15 minutes long (three side by side: text), then a crowd of six (bars)
    const many = Array.from({ length: 140 }, (_, i) => session(`avmany${i}`, `Séance ${i}`, at(25, 7 * 60 + i * 5), at(25, 7 * 60 + i * 5 + 15)));
    const crowd = Array.from({ length: 6 }, (_, i) => session(`avlate${i}`, `Tard ${i}`, at(25, 19 * 60), at(25, 19 * 60 + 30)));
    setup([...many, ...crowd]);
    const day = await screen.findByRole('region', { name: 'mercredi 25 novembre' });
    await waitFor(() => expect(within(day).getAllByRole('link')).toHaveLength(146));
    const names = within(day)
      .getAllByRole('link')
      .map((link) => link.getAttribute('title') ?? link.textContent);
    expect(names[0]).toContain('Séance 0');
    expect(names[139]).toContain('Séance 139');
    expect(names[140]).toContain('Tard 0');
    expect(day.querySelectorAll('.o-week-cal-event')).toHaveLength(146);
  });
});
