import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { availability } from '../testing/fixtures';
import { calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { ActivityCards } from './activity-cards';
import { AvailabilityCards } from './availability-cards';

// The grids read card answers (`fields=card`, docs/api-contract.md "Card answers"); what opens reads the whole object.

/** What the API answers for `availability()` with fields=card: no description, options, questions or ids of sessions. */
function card(over: Record<string, unknown> = {}) {
  const { activity, location, id, cuid, status, start_at, end_at, price, capacity, registered, age_minimum, age_maximum } = availability();
  return {
    ...{ id, cuid, status, start_at, end_at, price, capacity, registered, age_minimum, age_maximum },
    location: { name: location.name, title: location.title },
    activity: { id: activity.id, cuid: activity.cuid, title: activity.title, images: activity.images.map(({ public_url }) => ({ public_url })) },
    // the one session is the availability itself
    dates: [],
    ...over,
  };
}
const group = { cuid: 'grp-age', title: 'Âge' };
const listUrls = (fetch: Parameters<typeof calledUrls>[0], path: string) => calledUrls(fetch).filter((u) => new URL(u).pathname === path);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('availabilities grid: card answers', () => {
  it('asks fields=card and renders a card answer like a full one', async () => {
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/availabilities': { data: [card()], count: 1 } } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} />);
    const article = await screen.findByRole('article', { name: 'Initiation au tennis' });
    expect(article.textContent).toContain('Centre sportif du Kauwberg');
    expect(article.textContent).toContain('5 places restantes');
    expect(article.querySelector('img')?.getAttribute('src')).toBe('https://media.test/tennis.svg');
    const [url] = listUrls(fetch, '/api/availabilities');
    expect(new URL(url!).searchParams.get('fields')).toBe('card');
  });

  it('asks the categories only when a card shows a category fact', async () => {
    const categories = [
      { title: 'Enfants', group },
      { title: 'Ados', group },
    ];
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/availabilities': { data: [card({ categories })], count: 1 } } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} itemsProperties={['activity', 'category-grp-age']} />);
    const article = await screen.findByRole('article', { name: 'Initiation au tennis' });
    expect(article.textContent).toContain('Âge Enfants, Ados');
    expect(new URL(listUrls(fetch, '/api/availabilities')[0]!).searchParams.get('fields')).toBe('card,categories');
  });

  it('a card answer keeps the card rules: a started session with no late registrations is closed and full', async () => {
    const started = card({ start_at: '2026-11-21T09:00:00.000Z', end_at: '2026-11-21T11:00:00.000Z' });
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': { data: [started], count: 1 } } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} />);
    const article = await screen.findByRole('article', { name: 'Initiation au tennis' });
    expect([...article.querySelectorAll('.badge-red')].map((b) => b.textContent)).toEqual(['Inscriptions fermées', 'Complet']);
  });

  it('embedded, a card opens the whole availability, read by cuid', async () => {
    const { runtime, fetch } = testRuntime({
      routes: { 'GET /api/availabilities': { data: [card()], count: 1 }, 'GET /api/availabilities/av-tennis-1': { data: availability() } },
    });
    renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <AvailabilityCards columns={2} pageSize={20} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Initiation au tennis' }));
    const dialog = await screen.findByRole('dialog');
    // the description is in the detail only
    await within(dialog).findByText('Raquettes fournies.');
    expect(listUrls(fetch, '/api/availabilities/av-tennis-1')).toHaveLength(1);
  });
});

describe('activities grid: card answers', () => {
  it('asks fields=card and opens the whole activity by cuid', async () => {
    const activityCard = {
      id: 3,
      cuid: 'act-tennis',
      title: 'Initiation au tennis',
      description: '<p>Sur terre battue.</p>',
      images: [],
      locations: [{ title: 'Kauwberg' }],
      price: 2000,
    };
    const { runtime, fetch } = testRuntime({
      routes: {
        'GET /api/activities': { data: [activityCard], count: 1 },
        'GET /api/activities/act-tennis': { data: { ...activityCard, instructions: '<p>Raquettes prêtées.</p>' } },
        'GET /api/availabilities': { data: [], count: 0 },
      },
    });
    renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <ActivityCards columns={2} pageSize={20} />);
    const article = await screen.findByRole('article', { name: 'Initiation au tennis' });
    expect(article.textContent).toContain('Kauwberg');
    expect(new URL(listUrls(fetch, '/api/activities')[0]!).searchParams.get('fields')).toBe('card');
    fireEvent.click(within(article).getByRole('button', { name: 'Initiation au tennis' }));
    await screen.findByText('Raquettes prêtées.');
    await waitFor(() => expect(listUrls(fetch, '/api/activities/act-tennis')).toHaveLength(1));
  });
});
