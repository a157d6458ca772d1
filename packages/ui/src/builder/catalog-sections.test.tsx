import { describe, expect, it, afterEach, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { PageRenderer } from './page-renderer';
import { calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { activity, bundle, list, membership, voucher } from '../catalog/catalog.fixtures';
import { availability } from '../testing/fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});
const section = (element: string, settings: Record<string, unknown>) => ({
  id: element,
  element,
  type: 'SECTION',
  family: 'sections',
  name: element,
  settings,
  children: [],
});
const routes = {
  'GET /api/activities': list([activity()]),
  'GET /api/bundles': list([bundle()]),
  'GET /api/memberships': list([membership()]),
  'GET /api/vouchers': list([voucher()]),
  'GET /api/availabilities': list([availability()]),
};

describe('catalog sections of the page builder (000 §2)', () => {
  it('renders the activities, bundles, memberships and vouchers grids from their settings', async () => {
    const { runtime, fetch } = testRuntime({ routes });
    renderWith(
      runtime,
      <PageRenderer
        elements={[
          section('activities-cards', { columns: 3, 'items-properties': ['price'] }),
          section('bundles-cards', { ids: [4] }),
          section('memberships-cards', { columns: '2' }),
          section('vouchers-cards', {}),
          section('bundles-cards', { columns: 'many' }),
        ]}
      />,
    );
    for (const name of ['Initiation au tennis', 'Carte 10 séances', 'Adhésion au club', 'Bon cadeau 50 €']) {
      await screen.findByRole('article', { name });
    }
    // the invalid section renders nothing: one bundles grid only
    expect(screen.getAllByRole('heading', { level: 2, name: 'Abonnements' }).length).toBe(1);
    expect(calledUrls(fetch).some((u) => u.includes('/api/bundles') && u.includes('id=4'))).toBe(true);
  });

  it('activity-properties (000 §5): an activity card shows only the facts chosen; unset, all four', async () => {
    const { runtime } = testRuntime({ routes });
    renderWith(
      runtime,
      <PageRenderer elements={[section('activities-cards', { 'activity-properties': 'images,locations', 'items-properties': ['price'] })]} />,
    );
    const card = await screen.findByRole('article', { name: 'Initiation au tennis' });
    expect(card.querySelector('img')).toBeTruthy();
    expect(card.textContent).toContain('Centre sportif du Kauwberg');
    expect(card.textContent).not.toContain('Raquettes fournies.');
    expect(card.textContent).not.toMatch(/20,00/);
  });

  it('availabilities-properties (000 §5): an availability card shows only the facts chosen, over items-properties', async () => {
    const { runtime } = testRuntime({ routes });
    renderWith(
      runtime,
      <PageRenderer
        elements={[section('availabilities-cards', { 'availabilities-properties': ['activity', 'dates'], 'items-properties': ['price', 'location'] })]}
      />,
    );
    const card = await screen.findByRole('article', { name: /Initiation au tennis/ });
    expect(card.textContent).toMatch(/nov/);
    expect(card.textContent).not.toMatch(/20,00/);
    expect(card.textContent).not.toContain('Kauwberg');
    expect(card.textContent).not.toMatch(/place/i);
  });

  it('availabilities-filters (000 §5): the filters offered and applied to the list call, over filters', async () => {
    const { runtime, fetch } = testRuntime({ routes });
    renderWith(runtime, <PageRenderer elements={[section('availabilities-cards', { 'availabilities-filters': 'weekday', filters: 'search' })]} />);
    fireEvent.click(await screen.findByLabelText('vendredi'));
    expect(window.location.search).toBe('?weekday=5');
    await waitFor(() => expect(calledUrls(fetch).some((u) => u.includes('/api/availabilities') && u.includes('weekday=5'))).toBe(true));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('inline filters drive the grids of the shell page through the query string', async () => {
    const { runtime, fetch } = testRuntime({ routes });
    renderWith(runtime, <PageRenderer elements={[section('inline-filters', { filters: 'weekday' }), section('availabilities-cards', {})]} />);
    fireEvent.click(await screen.findByLabelText('vendredi'));
    expect(window.location.search).toBe('?weekday=5');
    await waitFor(() => expect(calledUrls(fetch).some((u) => u.includes('/api/availabilities') && u.includes('weekday=5'))).toBe(true));
  });

  it.each([
    [true, 750],
    [false, 350],
  ])('inline filters on a desktop %s apply the search %i ms after the last keystroke (000 §9), their fields shown with no dialog', async (desktop, ms) => {
    // the filters' breakpoint, 1024 px: matches on a desktop
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1024px)' ? desktop : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { runtime } = testRuntime({ routes });
    renderWith(runtime, <PageRenderer elements={[section('inline-filters', { filters: 'search' }), section('availabilities-cards', {})]} />);
    const input = await screen.findByLabelText('Rechercher');
    expect(screen.queryByRole('button', { name: /Filtres|Recherche/ })).toBeNull();
    vi.useFakeTimers();
    fireEvent.input(input, { target: { value: 'tennis' } });
    act(() => void vi.advanceTimersByTime(ms - 1));
    expect(window.location.search).toBe('');
    act(() => void vi.advanceTimersByTime(1));
    expect(window.location.search).toBe('?search=tennis');
  });
});
