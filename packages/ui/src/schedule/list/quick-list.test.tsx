import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { session as sessionAnswer } from '../../testing/fixtures';
import { calledUrls, renderWith, testRuntime, type FakeRoutes } from '../../testing/test-runtime';
import { calendarRoute, session, settings } from '../schedule.fixtures';
import { QuickList } from './quick-list';
import { nothingHappensFor } from '../../testing/nothing-happens';

const tennis = session('avtennis', 'Initiation au tennis', '2026-11-25T14:00:00.000Z', '2026-11-25T15:30:00.000Z');
const yoga = session('avyoga', 'Yoga au parc', '2026-11-27T08:15:00.000Z', '2026-11-27T09:15:00.000Z');
const locations = { data: [{ id: 1, cuid: 'kauwberg', name: 'Kauwberg', title: 'Centre sportif du Kauwberg' }], count: 1 };

/** /api/availabilities filtered by search and date like the API. */
const listRoute = (url: URL) => {
  const search = url.searchParams.get('search')?.toLowerCase();
  const date = url.searchParams.get('date');
  const data = [tennis, yoga].filter((a) => (!search || a.activity.title.toLowerCase().includes(search)) && (!date || a.start_at.startsWith(date)));
  return { data, count: data.length };
};

function setup(routes: FakeRoutes = {}, over: Record<string, unknown> = {}, signedIn = true) {
  const { runtime, fetch } = testRuntime({
    token: signedIn ? 'tok' : undefined,
    routes: {
      'GET /api/session': sessionAnswer,
      'GET /api/locations': locations,
      'GET /api/availabilities': listRoute,
      'GET /api/availabilities/calendar': calendarRoute(['2026-11-25', '2026-11-27', '2026-12-02']),
      ...routes,
    },
  });
  renderWith(runtime, <QuickList settings={settings(over)} />);
  return { fetch };
}
const query = (name: string) => new URLSearchParams(window.location.search).get(name);
const listCalls = (fetch: Parameters<typeof calledUrls>[0]) => calledUrls(fetch).filter((u) => new URL(u).pathname === '/api/availabilities');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('<QuickList>', () => {
  it('is private: a visitor sees the login prompt and no list', async () => {
    const { fetch } = setup({}, {}, false);
    await screen.findByText('Connectez-vous pour vous inscrire');
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr/auth/login?redirect=%2F');
    expect(listCalls(fetch)).toHaveLength(0);
  });

  it('lists the upcoming availabilities from today with day, time, title and place', async () => {
    const { fetch } = setup();
    const link = await screen.findByRole('link', { name: /Initiation au tennis/ });
    expect(link.getAttribute('href')).toBe('/fr/availabilities/avtennis');
    expect(link.textContent).toContain('mer. 25 nov. 2026, 15:00 – 16:30');
    screen.getByRole('link', { name: /Yoga au parc/ });
    expect(listCalls(fetch)[0]).toContain('after=2026-11-20T23%3A00%3A00.000Z');
    expect(new URL(listCalls(fetch)[0]!).searchParams.get('fields')).toBe('card');
  });

  it('debounces the search by 350 ms, then keeps it in the query string and back on page 1', async () => {
    window.history.replaceState(null, '', '/?page_number=2');
    const { fetch } = setup();
    await screen.findByRole('link', { name: /Initiation au tennis/ });
    fireEvent.input(screen.getByLabelText('Rechercher'), { target: { value: 'yoga' } });
    await nothingHappensFor(200, 'the search waits out its debounce');
    expect(listCalls(fetch).some((u) => u.includes('search=yoga'))).toBe(false);
    await waitFor(() => expect(query('search')).toBe('yoga'));
    expect(query('page_number')).toBeNull();
    await screen.findByRole('link', { name: /Yoga au parc/ });
    expect(screen.queryByRole('link', { name: /Initiation au tennis/ })).toBeNull();
    expect(listCalls(fetch).filter((u) => u.includes('search=yoga'))).toHaveLength(1);
  });

  it('filters by date and offers the location choices', async () => {
    const { fetch } = setup();
    await screen.findByRole('link', { name: /Initiation au tennis/ });
    screen.getByRole('option', { name: 'Centre sportif du Kauwberg' });
    fireEvent.input(screen.getByLabelText('Date'), { target: { value: '2026-11-27' } });
    await waitFor(() => expect(query('date')).toBe('2026-11-27'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Initiation au tennis/ })).toBeNull());
    expect(listCalls(fetch).some((u) => u.includes('date=2026-11-27'))).toBe(true);
  });

  it('filters by a day chosen in its calendar, days with availabilities marked', async () => {
    setup({}, { 'availabilities-filters-calendar': true });
    const day = await screen.findByRole('button', { name: 'mercredi 25 novembre 2026, disponibilités' });
    screen.getByRole('grid', { name: 'novembre 2026' });
    fireEvent.click(day);
    await waitFor(() => expect(query('date')).toBe('2026-11-25'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Yoga au parc/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la date' }));
    await waitFor(() => expect(query('date')).toBeNull());
  });

  it('empty: proposes the next available date after the searched day and goes there', async () => {
    window.history.replaceState(null, '', '/?date=2026-11-28');
    const { fetch } = setup();
    await screen.findByText('Aucun résultat');
    await screen.findByText('Prochaine disponibilité le mercredi 2 décembre 2026.');
    expect(calledUrls(fetch).some((u) => u.includes('/calendar') && u.includes('after=2026-11-28T23%3A00%3A00.000Z'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Aller à cette date' }));
    await waitFor(() => expect(query('date')).toBe('2026-12-02'));
  });

  it('empty with no later date: says nothing matches', async () => {
    setup({ 'GET /api/availabilities': { data: [], count: 0 }, 'GET /api/availabilities/calendar': { dates: [] } });
    await screen.findByText('Aucun résultat');
    await screen.findByText("Il semblerait qu'aucune disponibilité ne corresponde à votre recherche.");
    expect(screen.queryByRole('button', { name: 'Aller à cette date' })).toBeNull();
  });
});
