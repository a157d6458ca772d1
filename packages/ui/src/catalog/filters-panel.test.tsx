import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availability } from '../testing/fixtures';
import { calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { categories, list, locations, periods } from './catalog.fixtures';
import { AvailabilityCards } from './availability-cards';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const availabilityCalls = (fetch: Parameters<typeof calledUrls>[0]) =>
  calledUrls(fetch).filter((u) => u.includes('/api/availabilities?') || u.endsWith('/api/availabilities'));
function setup(filters: string[], extra: Record<string, unknown> = {}) {
  const { runtime, fetch } = testRuntime({
    routes: {
      'GET /api/availabilities': list([availability()]),
      'GET /api/locations': locations(3),
      'GET /api/categories': categories(3),
      'GET /api/availabilities/periods': periods,
      ...extra,
    },
  });
  const view = renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} filters={filters} />);
  return { ...view, fetch };
}
const aside = () => screen.getByRole('complementary', { name: 'Recherche' });

describe('catalog filters (000 §5, §9)', () => {
  it('applies the search 500 ms after the last keystroke, back on page 1, and sends it to the API', async () => {
    window.history.replaceState(null, '', '/?page_number=3');
    const { fetch } = setup(['search']);
    const input = await screen.findByLabelText('Rechercher');
    vi.useFakeTimers();
    fireEvent.input(input, { target: { value: 'ten' } });
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.input(input, { target: { value: 'tennis ' } });
    act(() => void vi.advanceTimersByTime(499));
    expect(window.location.search).toBe('?page_number=3');
    act(() => void vi.advanceTimersByTime(1));
    expect(window.location.search).toBe('?search=tennis');
    vi.useRealTimers();
    await waitFor(() => expect(availabilityCalls(fetch).some((u) => u.includes('search=tennis') && u.includes('offset=0'))).toBe(true));
    expect((input as HTMLInputElement).value).toBe('tennis ');
  });

  it('restores the filters and the page from the query string on back/forward', async () => {
    const { fetch } = setup(['search', 'weekday']);
    const input = (await screen.findByLabelText('Rechercher')) as HTMLInputElement;
    act(() => {
      window.history.pushState(null, '', '/?search=yoga&weekday=3&page_number=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(input.value).toBe('yoga'));
    expect((within(aside()).getByLabelText('mercredi') as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(availabilityCalls(fetch).some((u) => u.includes('search=yoga') && u.includes('weekday=3') && u.includes('offset=20'))).toBe(true),
    );
  });

  it('weekday, date, age, location and period send the ids the API expects', async () => {
    window.history.replaceState(null, '', '/?page_number=2');
    const { fetch } = setup(['weekday', 'date', 'location', 'period', 'age']);
    fireEvent.click(await screen.findByLabelText('lundi'));
    expect(window.location.search).toBe('?weekday=1');
    fireEvent.click(screen.getByLabelText('samedi'));
    fireEvent.input(screen.getByLabelText('Date'), { target: { value: '2026-11-25' } });
    fireEvent.click(await screen.findByLabelText('Salle 2'));
    fireEvent.click(await screen.findByLabelText('Carnaval'));
    expect(new URLSearchParams(window.location.search).toString()).toBe('weekday=1%2C6&date=2026-11-25&location=loc-2&period=per-carnaval');
    vi.useFakeTimers();
    fireEvent.input(screen.getByLabelText('Âge du participant'), { target: { value: '7' } });
    act(() => void vi.advanceTimersByTime(500));
    vi.useRealTimers();
    await waitFor(() =>
      expect(
        availabilityCalls(fetch).some((u) =>
          ['weekday=1%2C6', 'date=2026-11-25', 'location=loc-2', 'period=per-carnaval', 'age=7'].every((p) => u.includes(p)),
        ),
      ).toBe(true),
    );
  });

  it('offers checkboxes up to 5 locations and a multi-select above, with a debounced option search', async () => {
    const few = setup(['location']);
    await screen.findByLabelText('Salle 3');
    screen.getByRole('group', { name: 'Lieu' });
    few.unmount();
    setup(['location'], { 'GET /api/locations': locations(6) });
    const toggle = await screen.findByRole('button', { name: 'Lieu Tous' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(within(panel).getAllByRole('checkbox').length).toBe(6);
    vi.useFakeTimers();
    fireEvent.input(within(panel).getByLabelText('Filtrer les choix'), { target: { value: 'salle 6' } });
    act(() => void vi.advanceTimersByTime(349));
    expect(within(panel).getAllByRole('checkbox').length).toBe(6);
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(within(panel).getAllByRole('checkbox').length).toBe(1);
    fireEvent.click(within(panel).getByLabelText('Salle 6'));
    expect(window.location.search).toBe('?location=loc-6');
    expect(toggle.textContent).toBe('1 sélectionné');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('a category group shows checkboxes up to 300 categories and a multi-select above', async () => {
    const few = setup(['category-grp-sport'], { 'GET /api/categories': categories(300) });
    await screen.findByRole('group', { name: 'Sport' });
    fireEvent.click(screen.getByLabelText('Catégorie 2'));
    expect(window.location.search).toBe('?category-grp-sport=cat-2');
    await waitFor(() => expect(availabilityCalls(few.fetch).some((u) => u.includes('category-grp-sport=cat-2'))).toBe(true));
    few.unmount();
    window.history.replaceState(null, '', '/');
    setup(['category-grp-sport'], { 'GET /api/categories': categories(301) });
    await screen.findByRole('button', { name: 'Sport Tous' });
  });

  it("under 1024 px: the 'Recherche' dialog applies its draft with 'Voir les résultats' and clears with 'Réinitialiser'", async () => {
    window.history.replaceState(null, '', '/?weekday=2&page_number=4');
    setup(['search', 'weekday']);
    const open = await screen.findByRole('button', { name: /^Filtres/ });
    expect(open.textContent).toContain('1 filtre actif');
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Recherche' });
    fireEvent.input(within(dialog).getByLabelText('Rechercher'), { target: { value: 'poterie' } });
    // a draft: nothing applies before the visitor asks for the results
    expect(window.location.search).toBe('?weekday=2&page_number=4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voir les résultats' }));
    expect(new URLSearchParams(window.location.search).toString()).toBe('weekday=2&search=poterie');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(open);
    const again = screen.getByRole('dialog', { name: 'Recherche' });
    expect((within(again).getByLabelText('Rechercher') as HTMLInputElement).value).toBe('poterie');
    fireEvent.click(within(again).getByRole('button', { name: 'Réinitialiser' }));
    expect(window.location.search).toBe('');
    expect((within(again).getByLabelText('Rechercher') as HTMLInputElement).value).toBe('');
  });

  it("the dialog's search keeps every letter typed fast (a render between two keystrokes must not put back an older text)", async () => {
    setup(['search']);
    fireEvent.click(await screen.findByRole('button', { name: /^Filtres/ }));
    const dialog = screen.getByRole('dialog', { name: 'Recherche' });
    const input = within(dialog).getByLabelText('Rechercher') as HTMLInputElement;
    // as a browser types fast: each letter's render comes before the next letter, its effects (after paint) only after
    // it (a native event: testing-library's would flush the effects at once)
    for (const letter of 'multisport') {
      input.value += letter;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
    }
    await waitFor(() => expect(input.value).toBe('multisport'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voir les résultats' }));
    expect(new URLSearchParams(window.location.search).get('search')).toBe('multisport');
  });

  it('a sort select shows the configured sorts and the chosen sort goes to the API', async () => {
    window.history.replaceState(null, '', '/?sort=-price');
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/availabilities': list([availability()]) } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} sorting={['price', '-price']} />);
    const select = (await screen.findByLabelText('Trier par')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Prix croissant', 'Prix décroissant']);
    await waitFor(() => expect(availabilityCalls(fetch).some((u) => u.includes('sort=-price'))).toBe(true));
  });
});
