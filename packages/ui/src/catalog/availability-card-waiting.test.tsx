import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { createTranslatorFrom, SHELL_CATALOGUES, shellLinks } from '@oriel/core';
import { afterEach, describe, expect, it } from 'vitest';
import { availability } from '../testing/fixtures';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { AvailabilityCards } from './availability-cards';

// A full session's card offers its waiting list right there (000 §4): the detail's waiting-list form, or its dialog.

afterEach(() => window.history.replaceState(null, '', '/'));
const list = (items: unknown[]) => ({ data: items, count: items.length });
const ahead = { start_at: '2026-12-09T14:00:00.000Z', end_at: '2026-12-09T15:30:00.000Z', dates: [] };
const titled = (title: string) => ({ activity: { ...availability().activity, title } });
const sessions = [
  availability({ ...ahead, id: 1, cuid: 'av-open', ...titled('Tennis') }),
  availability({ ...ahead, id: 2, cuid: 'av-full', status: 'FULL', registered: 6, ...titled('Poterie') }),
  availability({ ...ahead, id: 3, cuid: 'av-taken', registered: 6, ...titled('Escalade') }),
  availability({ ...ahead, id: 4, cuid: 'av-closed', status: 'CLOSED', ...titled('Yoga') }),
  availability({
    id: 5,
    cuid: 'av-past',
    status: 'FULL',
    registered: 6,
    start_at: '2026-11-01T08:00:00.000Z',
    end_at: '2026-11-01T09:00:00.000Z',
    ...titled('Balade'),
  }),
];

describe('the waiting list beside a full session (000 §4)', () => {
  it('a full card links to its detail at the waiting list, named with its title; open, closed and past ones do not', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list(sessions) } });
    renderWith(runtime, <AvailabilityCards columns={2} pageSize={20} />);
    const full = await screen.findByRole('link', { name: "Liste d'attente : Poterie" });
    expect(full.getAttribute('href')).toBe('/fr/availabilities/av-full#o-waiting-list');
    expect(full.textContent).toBe("Liste d'attente");
    // OPEN with its capacity taken: the API takes a waiting list there too
    const taken = screen.getByRole('link', { name: "Liste d'attente : Escalade" });
    expect(taken.getAttribute('href')).toBe('/fr/availabilities/av-taken#o-waiting-list');
    expect(screen.getAllByRole('link', { name: /^Liste d'attente/ })).toHaveLength(2);
    for (const title of ['Tennis', 'Yoga', 'Balade']) {
      expect(screen.getByRole('article', { name: title }).querySelector('.o-card-action')).toBeNull();
    }
  });

  it('in English', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities': list(sessions.slice(1, 2)) } });
    const en = { ...runtime, lang: 'en' as const, t: createTranslatorFrom('en', SHELL_CATALOGUES.en), links: shellLinks('en') };
    renderWith(en, <AvailabilityCards columns={2} pageSize={20} />);
    expect((await screen.findByRole('link', { name: 'Waiting list: Poterie' })).textContent).toBe('Waiting list');
  });

  it('embedded without a detail page: a button opens the session in place, where its waiting list is', async () => {
    const { runtime } = testRuntime({
      routes: { 'GET /api/availabilities': list(sessions.slice(1, 2)), 'GET /api/availabilities/av-full': { data: sessions[1] } },
    });
    renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <AvailabilityCards columns={2} pageSize={20} />);
    fireEvent.click(await screen.findByRole('button', { name: "Liste d'attente : Poterie" }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('Cette séance est complète'));
  });
});
