import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { availability } from '../testing/fixtures';
import { calledUrls, failure, renderWith, testRuntime } from '../testing/test-runtime';
import { AvailabilityCards } from './availability-cards';

const list = (items: unknown[], count = items.length) => ({ data: items, count });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('<AvailabilityCards>', () => {
  it('shows a busy skeleton, then the cards with title, place, price, places left and status badges', async () => {
    const full = availability({ id: 10, cuid: 'av-full', status: 'FULL', registered: 6, activity: { ...availability().activity, title: 'Poterie' } });
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list([availability(), full], 2) } });
    const { container } = renderWith(runtime, <AvailabilityCards columns={3} pageSize={20} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect((await screen.findByRole('link', { name: 'Initiation au tennis' })).getAttribute('href')).toBe('/fr/availabilities/av-tennis-1');
    const tennis = screen.getByRole('article', { name: 'Initiation au tennis' });
    expect(tennis.textContent).toContain('Centre sportif du Kauwberg');
    expect(tennis.textContent).toContain('5 places restantes');
    expect(container.textContent).toContain('20,00');
    // FULL shows its red badge and no remaining count
    const poterie = screen.getByRole('article', { name: 'Poterie' });
    expect(poterie.querySelector('.badge-red')?.textContent).toBe('Complet');
    expect(poterie.textContent).not.toContain('restante');
  });

  it('shows the empty state when nothing matches', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list([]) } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} />);
    await screen.findByText('Aucune disponibilité');
  });

  it('shows a translated error with a retry that refetches', async () => {
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/availabilities': failure(404, { error: 'NOT_FOUND' }) } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} />);
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(screen.getByRole('alert').textContent).toContain('Introuvable');
    fireEvent.click(retry);
    await waitFor(() => expect(calledUrls(fetch).filter((u) => u.includes('/api/availabilities')).length).toBe(2));
  });

  it('rejects a malformed answer as an error state instead of rendering it', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': { data: [{ id: 'nope' }], count: 1 } } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} />);
    // INVALID_RESPONSE is retried (3 times, exponential), so the error shows after the retries
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getByRole('alert').textContent).toContain('réponse inattendue');
  }, 15_000);

  it('pages through results and keeps page_number in the query string', async () => {
    const page = Array.from({ length: 2 }, (_, i) => availability({ id: i + 1, cuid: `av${i}` }));
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/availabilities': list(page, 5) } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={2} />);
    await screen.findByText(/Page 1 sur 3/);
    // the first answer is not announced
    const said = () =>
      screen
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join('|');
    expect(said()).not.toMatch(/Page 1/);
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(window.location.search).toBe('?page_number=2'));
    await waitFor(() => expect(calledUrls(fetch).some((u) => u.includes('offset=2'))).toBe(true));
    const nav = screen.getByRole('navigation', { name: /Pagination/ });
    await waitFor(() => expect(nav.textContent).toMatch(/Page 2 sur 3/));
    // what the page change found is said once, by the grid's one live region
    expect(said().match(/Page 2 sur 3 · 5 résultats/g)).toHaveLength(1);
  });
});

describe('greyscale setting (000 §4)', () => {
  it('greys the image of a card that shows a badge, only when the setting is on', async () => {
    const full = availability({ id: 10, cuid: 'av-full', status: 'FULL', registered: 6 });
    for (const grayscale of [true, false]) {
      const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': { data: [availability(), full], count: 2 } } });
      const { container, unmount } = renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} grayscale={grayscale} />);
      await waitFor(() => expect(container.querySelectorAll('.o-card-media').length).toBe(2));
      expect(container.querySelectorAll('.o-card-grey').length).toBe(grayscale ? 1 : 0);
      unmount();
    }
  });
});
