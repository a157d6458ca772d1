import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { availability } from '../testing/fixtures';
import { calledUrls, renderWith, testRuntime } from '../testing/test-runtime';
import { ResourcesSchedule } from './resources-schedule';

const yoga = { ...availability().activity, id: 5, cuid: 'act-yoga', title: 'Yoga' };
const list = [
  availability(),
  availability({ id: 10, cuid: 'av-tennis-full', status: 'FULL', start_at: '2026-11-21T13:00:00.000Z', end_at: '2026-11-21T14:30:00.000Z' }),
  availability({ id: 11, cuid: 'av-yoga', activity: yoga, start_at: '2026-11-19T17:30:00.000Z', end_at: '2026-11-19T18:30:00.000Z' }),
];
const routes = { 'GET /api/availabilities': { data: list, count: 3 } };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('<ResourcesSchedule>', () => {
  it('shows one column per activity; items other than OPEN are not links', async () => {
    const { runtime, fetch } = testRuntime({ routes });
    const { container } = renderWith(runtime, <ResourcesSchedule status={['OPEN', 'FULL']} catalogs={[2]} />);
    const columns = await screen.findByRole('list', { name: 'Planning par activité' });
    const sections = [...columns.querySelectorAll<HTMLElement>('.o-rs-column')];
    expect(sections.map((s) => s.querySelector('h4')?.textContent)).toEqual(['Initiation au tennis', 'Yoga']);
    const links = within(sections[0]!).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/fr/availabilities/av-tennis-1');
    within(sections[0]!).getByText('Complet');
    screen.getByRole('heading', { name: 'Semaine du 16 novembre 2026' });
    const url = calledUrls(fetch).find((u) => u.includes('/api/availabilities'))!;
    expect(url).toContain('after=2026-11-15T23%3A00%3A00.000Z');
    expect(url).toContain('before=2026-11-22T23%3A00%3A00.000Z');
    expect(url).toContain('catalog=2');
    // the week in one request of card answers (docs/api-contract.md "Card answers")
    expect(url).toContain('fields=card');
    expect(url).toContain('limit=1000');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('moves by weeks, keeping the week in ?date=', async () => {
    const { runtime, fetch } = testRuntime({ routes });
    renderWith(runtime, <ResourcesSchedule />);
    await screen.findByRole('list', { name: 'Planning par activité' });
    expect(screen.getByRole('button', { name: "Aujourd'hui" }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Période suivante' }));
    expect(window.location.search).toBe('?date=2026-11-23');
    await waitFor(() => expect(calledUrls(fetch).some((u) => u.includes('after=2026-11-22T23%3A00%3A00.000Z'))).toBe(true));
    screen.getByRole('heading', { name: 'Semaine du 23 novembre 2026' });
    fireEvent.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    expect(window.location.search).toBe('');
  });

  it('show-empty-groups: every activity of the catalogs gets a column, from the activity card answers', async () => {
    const activities = {
      data: [
        { id: 3, cuid: 'act-tennis', title: 'Initiation au tennis' },
        { id: 8, cuid: 'act-poterie', title: 'Poterie' },
      ],
      count: 2,
    };
    const { runtime, fetch } = testRuntime({ routes: { ...routes, 'GET /api/activities': activities } });
    renderWith(runtime, <ResourcesSchedule catalogs={[2]} showEmptyGroups />);
    const columns = await screen.findByRole('list', { name: 'Planning par activité' });
    expect([...columns.querySelectorAll('h4')].map((h) => h.textContent)).toEqual(['Initiation au tennis', 'Poterie', 'Yoga']);
    const url = new URL(calledUrls(fetch).find((u) => u.includes('/api/activities'))!);
    expect([url.searchParams.get('fields'), url.searchParams.get('catalog')]).toEqual(['card', '2']);
  });

  it('embedded, an item opens in place', async () => {
    const { runtime } = testRuntime({ routes: { ...routes, 'GET /api/availabilities/av-yoga': { data: list[2] } } });
    renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <ResourcesSchedule />);
    const columns = await screen.findByRole('list', { name: 'Planning par activité' });
    fireEvent.click(within(columns.querySelectorAll<HTMLElement>('.o-rs-column')[1]!).getByRole('button'));
    await screen.findByRole('dialog');
  });
});
