import { describe, expect, it, afterEach } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { PageRenderer } from './page-renderer';
import { calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { activity, bundle, list, membership, voucher } from '../catalog/catalog.fixtures';
import { availability } from '../testing/fixtures';

afterEach(() => window.history.replaceState(null, '', '/'));
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
      expect(await screen.findByRole('article', { name })).toBeTruthy();
    }
    // the invalid section renders nothing: one bundles grid only
    expect(screen.getAllByRole('heading', { level: 2, name: 'Abonnements' }).length).toBe(1);
    expect(calledUrls(fetch).some((u) => u.includes('/api/bundles') && u.includes('id=4'))).toBe(true);
  });

  it('inline filters drive the grids of the shell page through the query string', async () => {
    const { runtime, fetch } = testRuntime({ routes });
    renderWith(runtime, <PageRenderer elements={[section('inline-filters', { filters: 'weekday' }), section('availabilities-cards', {})]} />);
    fireEvent.click(await screen.findByLabelText('vendredi'));
    expect(window.location.search).toBe('?weekday=5');
    await waitFor(() => expect(calledUrls(fetch).some((u) => u.includes('/api/availabilities') && u.includes('weekday=5'))).toBe(true));
  });
});
