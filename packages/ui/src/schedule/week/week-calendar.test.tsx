import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWith, testRuntime } from '../../testing/test-runtime';
import { availabilitiesRoute, calendarRoute, session, settings } from '../schedule.fixtures';
import { FIRST_STEP } from './week-calendar';
import { WeekSchedule } from './week-schedule';

// Busy weeks in the calendar layout (week-calendar.tsx): sessions side by side, and more of them than one step shows.

const at = (day: number, minutes: number) =>
  `2026-11-${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000Z`;

function setup(items: ReturnType<typeof session>[]) {
  window.history.replaceState(null, '', '/?date=2026-11-25');
  const { runtime } = testRuntime({
    routes: { 'GET /api/availabilities': availabilitiesRoute(items), 'GET /api/availabilities/calendar': calendarRoute(['2026-11-25']) },
  });
  return renderWith(runtime, <WeekSchedule settings={settings({ mode: 'calendar', start_hour: 8, end_hour: 20 })} />);
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
    expect((bar.closest('li') as HTMLElement).style.getPropertyValue('--o-lanes')).toBe('6');
    const text = screen.getByRole('link', { name: /Yoga au parc/ });
    expect(text.textContent).toContain('15:00 – 16:00');
    expect(container.querySelectorAll('.o-sched-item.is-compact')).toHaveLength(6);
  });

  it('keeps the text of a full session in a crowd: its name comes from it', async () => {
    const crowd = Array.from({ length: 6 }, (_, i) =>
      session(`avfull${i}`, `Complet ${i}`, at(25, 9 * 60), at(25, 10 * 60), i === 0 ? { status: 'FULL' } : {}),
    );
    const { container } = setup(crowd);
    await screen.findByRole('link', { name: /Complet 1/ });
    const full = container.querySelector('.o-sched-item.is-disabled');
    expect(full?.textContent).toContain('Complet 0');
    expect(full?.querySelector('.badge-red')?.textContent).toBe('Complet');
  });

  it('shows a day of more sessions than one step holds completely, earliest first', async () => {
    const count = FIRST_STEP * 3 + 5;
    const many = Array.from({ length: count }, (_, i) => session(`avmany${i}`, `Séance ${i}`, at(25, 7 * 60 + i * 5), at(25, 7 * 60 + i * 5 + 15)));
    setup(many);
    const day = await screen.findByRole('region', { name: 'mercredi 25 novembre' });
    await waitFor(() => expect(within(day).getAllByRole('listitem')).toHaveLength(count));
    const titles = within(day)
      .getAllByRole('listitem')
      .map((li) => li.firstElementChild?.getAttribute('title') ?? li.textContent);
    expect(titles[0]).toContain('Séance 0');
    expect(titles[count - 1]).toContain(`Séance ${count - 1}`);
  });
});
