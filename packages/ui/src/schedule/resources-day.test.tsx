import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { resources, slotsRoute } from './resources.fixtures';
import { ResourcesDay } from './resources-day';

const routes = { 'GET /api/resources': { data: resources, count: 2 }, 'GET /api/resources/availabilities': slotsRoute };
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('<ResourcesDay>', () => {
  it('shows 30 days from today, the start times, durations and slots leading to the booking page', async () => {
    const { runtime, fetch } = testRuntime({ routes });
    const { container } = renderWith(runtime, <ResourcesDay />);
    const days = within(screen.getByRole('group', { name: 'Jour' })).getAllByRole('button');
    expect(days).toHaveLength(30);
    expect(days[0]!.textContent).toBe('sam. 21 nov.');
    expect(days[0]!.getAttribute('aria-pressed')).toBe('true');
    const starts = within(await screen.findByRole('group', { name: 'Heure de début' })).getAllByRole('button');
    expect(starts.map((b) => b.textContent)).toEqual(['12:00', '13:00']);
    expect(starts[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(calledUrls(fetch).some((u) => u.includes('after=2026-11-20T23%3A00%3A00.000Z') && u.includes('before=2026-11-21T23%3A00%3A00.000Z'))).toBe(true);

    // 12:00: court 1 (1 h / 1 h 30) and the dance room (1 h / 2 h): three durations to choose from
    const durations = within(screen.getByRole('group', { name: 'Durée' })).getAllByRole('button');
    expect(durations.map((b) => plain(b.textContent))).toEqual(['1 heure', '90 minutes', '2 heures']);
    let links = within(screen.getByRole('list', { name: 'Créneaux disponibles' })).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(plain(links[0]!.getAttribute('aria-label'))).toBe('Réserver Court de tennis 1, 12:00 – 13:00, 1 heure, 18,00 €');

    fireEvent.click(durations[1]!);
    links = within(screen.getByRole('list', { name: 'Créneaux disponibles' })).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/fr/cart/bookings/add?start_at=2026-11-21T11%3A00%3A00.000Z&duration=5400&amount=2500&resource=res-court-1');
    expect(container.textContent).toContain('12:00 – 13:30');

    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('choosing another day keeps it in ?date= and loads that day; arrows move through the strip', async () => {
    const { runtime, fetch } = testRuntime({ routes });
    renderWith(runtime, <ResourcesDay />);
    await screen.findByRole('group', { name: 'Heure de début' });
    const first = screen.getByRole('button', { name: 'sam. 21 nov.' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const sunday = screen.getByRole('button', { name: 'dim. 22 nov.' });
    expect(sunday.getAttribute('aria-pressed')).toBe('true');
    expect(sunday.getAttribute('tabindex')).toBe('0');
    expect(window.location.search).toBe('?date=2026-11-22');
    await waitFor(() => expect(calledUrls(fetch).some((u) => u.includes('after=2026-11-21T23%3A00%3A00.000Z'))).toBe(true));
    const starts = within(await screen.findByRole('group', { name: 'Heure de début' })).getAllByRole('button');
    expect(starts.map((b) => b.textContent)).toEqual(['10:00']);
    fireEvent.click(screen.getByRole('button', { name: 'lun. 23 nov.' }));
    await screen.findByText('Aucun créneau disponible ce jour-là.');
  });

  it('embedded without a booking page, a slot opens the booking in place', async () => {
    const { runtime } = testRuntime({ routes: { ...routes, 'GET /api/resources/res-court-1': { data: resources[0] } } });
    renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <ResourcesDay resources={[1]} />);
    const list = await screen.findByRole('list', { name: 'Créneaux disponibles' });
    fireEvent.click(within(list).getAllByRole('button')[0]!);
    await screen.findByRole('heading', { name: 'Court de tennis 1' });
    await screen.findByRole('button', { name: 'Se connecter' });
  });
});
