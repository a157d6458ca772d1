import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, renderWith, testRuntime } from '../../testing/test-runtime';
import { availabilitiesRoute, calendarRoute, session, settings } from '../schedule.fixtures';
import { WeekSchedule } from './week-schedule';
import { DIALOG_LOADERS } from '../lazy-dialogs';
import { PANEL_LOADERS } from '../date-popover';

// now: Saturday 2026-11-21; the tests show the week of Wednesday 2026-11-25 (Monday 23 to Sunday 29)
const tennis = session('avtennis', 'Initiation au tennis', '2026-11-25T14:00:00.000Z', '2026-11-25T15:30:00.000Z');
const yoga = session('avyoga', 'Yoga au parc', '2026-11-27T08:15:00.000Z', '2026-11-27T09:15:00.000Z');
const full = session('avfull', 'Poterie', '2026-11-26T17:00:00.000Z', '2026-11-26T19:00:00.000Z', { status: 'FULL', registered: 6 });
const DAYS = ['2026-11-18', '2026-11-25', '2026-11-26', '2026-11-27', '2026-12-09'];

function setup(over: Record<string, unknown> = {}, date: string | null = '2026-11-25') {
  window.history.replaceState(null, '', date ? `/?date=${date}` : '/');
  const { runtime, fetch, navigate } = testRuntime({
    routes: { 'GET /api/availabilities': availabilitiesRoute([tennis, yoga, full]), 'GET /api/availabilities/calendar': calendarRoute(DAYS) },
  });
  const view = renderWith(runtime, <WeekSchedule settings={settings(over)} />);
  return { ...view, fetch, navigate };
}
const param = () => new URLSearchParams(window.location.search).get('date');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('<WeekSchedule> stacked', () => {
  it('keeps a skeleton at least 350 ms, then lists each day with time, title, place, places left and status', async () => {
    const started = Date.now();
    const { container } = setup();
    expect(container.querySelector('.o-week-skeleton')).not.toBeNull();
    const link = await screen.findByRole('link', { name: /Initiation au tennis/ });
    expect(Date.now() - started).toBeGreaterThanOrEqual(340);
    expect(link.getAttribute('href')).toBe('/fr/availabilities/avtennis');
    expect(link.textContent).toContain('15:00 – 16:30');
    expect(link.textContent).toContain('Centre sportif du Kauwberg');
    expect(link.textContent).toContain('5 places restantes');
    screen.getByText('Semaine du 23 novembre 2026');
    // days without sessions are left out unless show-empty-groups
    screen.getByRole('region', { name: 'mercredi 25 novembre' });
    expect(screen.queryByRole('region', { name: 'lundi 23 novembre' })).toBeNull();
  });

  it('shows every day with show-empty-groups', async () => {
    setup({ 'show-empty-groups': true });
    await screen.findByRole('link', { name: /Initiation au tennis/ });
    within(screen.getByRole('region', { name: 'lundi 23 novembre' })).getByText('Rien de prévu sur cette période.');
    expect(document.querySelectorAll('.o-week-day')).toHaveLength(7);
  });

  it('items that are not OPEN show a status badge; a full one leads to its waiting list, a closed one nowhere', async () => {
    const { container } = setup();
    await screen.findByRole('link', { name: /Initiation au tennis/ });
    const waiting = screen.getByRole('link', { name: /Poterie/ });
    expect(waiting.getAttribute('href')).toBe('/fr/availabilities/avfull#o-waiting-list');
    expect(waiting.classList.contains('is-disabled')).toBe(true);
    expect(waiting.querySelector('.badge-red')?.textContent).toBe('Complet');
    expect(waiting.textContent).toMatch(/Complet.*Liste d'attente$/);
    expect(waiting.textContent).not.toContain('restante');
    expect(container.querySelectorAll('.o-sched-item.is-disabled')).toHaveLength(1);
  });

  it('a closed session is neither a link nor a button', async () => {
    window.history.replaceState(null, '', '/?date=2026-11-25');
    const closed = session('avclosed', 'Poterie', '2026-11-26T17:00:00.000Z', '2026-11-26T19:00:00.000Z', { status: 'CLOSED' });
    const { runtime } = testRuntime({
      routes: { 'GET /api/availabilities': availabilitiesRoute([tennis, closed]), 'GET /api/availabilities/calendar': calendarRoute(DAYS) },
    });
    const { container } = renderWith(runtime, <WeekSchedule settings={settings()} />);
    await screen.findByRole('link', { name: /Initiation au tennis/ });
    expect(screen.queryByRole('link', { name: /Poterie/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Poterie/ })).toBeNull();
    const disabled = container.querySelector('.o-sched-item.is-disabled');
    expect(disabled?.tagName).toBe('DIV');
    expect(disabled?.textContent).toContain('Poterie');
    expect(disabled?.textContent).not.toContain("Liste d'attente");
  });
});

describe('<WeekSchedule> calendar layout', () => {
  it('places sessions on hour rows in 5-minute units, widening the configured hours to fit', async () => {
    const { container } = setup({ mode: 'calendar', start_hour: 10, end_hour: 18 });
    await screen.findByRole('link', { name: /Initiation au tennis/ });
    // yoga starts 09:15 local: the grid widens from 10 to 9; Poterie ends 20:00: to 20
    const hours = container.querySelectorAll('.o-week-cal-hours span');
    expect(hours[0]?.textContent).toBe('09:00');
    expect(hours).toHaveLength(11);
    const event = screen.getByRole('link', { name: /Initiation au tennis/ }).closest('li') as HTMLElement;
    // 15:00-16:30 from 09:00: 72 units of 4 px down, 18 units tall
    expect(event.style.top).toBe('288px');
    expect(event.style.height).toBe('72px');
  });
});

describe('<WeekSchedule> navigation', () => {
  it('reads the week from the date parameter and queries that week in Brussels time', async () => {
    const { fetch } = setup();
    await screen.findByRole('link', { name: /Initiation au tennis/ });
    expect(calledUrls(fetch).some((u) => u.includes('after=2026-11-22T23%3A00%3A00.000Z') && u.includes('before=2026-11-29T23%3A00%3A00.000Z'))).toBe(true);
  });

  it('moves by period and to the previous/next available date beyond the week, keeping date in the query', async () => {
    setup();
    await screen.findByRole('link', { name: /Initiation au tennis/ });
    const nextAvailable = screen.getByRole('button', { name: 'Date disponible suivante' });
    await waitFor(() => expect(nextAvailable.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(nextAvailable);
    await waitFor(() => expect(param()).toBe('2026-12-09'));
    await screen.findByText('Semaine du 7 décembre 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Période précédente' }));
    await waitFor(() => expect(param()).toBe('2026-12-02'));
    const previousAvailable = screen.getByRole('button', { name: 'Date disponible précédente' });
    await waitFor(() => expect(previousAvailable.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(previousAvailable);
    await waitFor(() => expect(param()).toBe('2026-11-27'));
    fireEvent.click(screen.getByRole('button', { name: 'Période suivante' }));
    await waitFor(() => expect(param()).toBe('2026-12-04'));
    // back restores the previous date
    window.history.back();
    await waitFor(() => expect(param()).toBe('2026-11-27'));
    await screen.findByText('Semaine du 23 novembre 2026');
  });

  it('disables next available date when no later day has sessions', async () => {
    setup({}, '2026-12-09');
    await screen.findByText('Semaine du 7 décembre 2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Date disponible précédente' }).getAttribute('aria-disabled')).toBeNull());
    expect(screen.getByRole('button', { name: 'Date disponible suivante' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps the focus on a toolbar button its own press makes unavailable (aria-disabled, inert, still focusable)', async () => {
    setup({}, '2026-12-09');
    await screen.findByText('Semaine du 7 décembre 2026');
    const today = screen.getByRole('button', { name: "Aujourd'hui" });
    today.focus();
    fireEvent.click(today);
    await screen.findByText('Semaine du 16 novembre 2026');
    // back on today's week the button cannot act, yet the keyboard user is not thrown back to <body>
    expect(today.getAttribute('aria-disabled')).toBe('true');
    expect((today as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(today);
    fireEvent.click(today);
    expect(param()).toBe('2026-11-21');
  });

  it('on a phone, the day tabs control a panel that exists on a day without sessions too (axe aria-valid-attr-value)', async () => {
    const media = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) =>
          ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
      );
    try {
      setup({}, '2026-11-24');
      await screen.findByText('mardi 24 novembre 2026');
      await waitFor(() => expect(document.querySelector('.o-week-skeleton')).toBeNull());
      const tab = screen.getByRole('tab', { selected: true });
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    } finally {
      media.mockRestore();
    }
  });

  it('renders the same elements on a phone and on a computer: the stylesheet picks the day or the week, so the server’s week is a phone’s first page too', async () => {
    // the markup of a loaded week, the panel's random id and a phone's tab-panel attributes aside
    const markup = async (phone: boolean, mode: 'stacked' | 'calendar') => {
      const media = vi
        .spyOn(window, 'matchMedia')
        .mockImplementation(
          (query: string) =>
            ({ matches: phone && query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
        );
      try {
        const { container, unmount } = setup({ mode }, '2026-11-24');
        await waitFor(() => expect(container.querySelector('.o-week[aria-busy="false"] :is(.o-week-cal, .o-week-stacked)')).not.toBeNull());
        const panel = container.querySelector('[role="tab"]')!.getAttribute('aria-controls')!;
        const html = container
          .querySelector('.o-week')!
          .outerHTML.split(panel)
          .join('ID')
          .replace(/ role="tabpanel"| aria-labelledby="[^"]*"/g, '');
        unmount();
        return html;
      } finally {
        media.mockRestore();
      }
    };
    // a phone leaves the hidden days of the hour grid empty (nothing on screen changes): the rest is the same
    const hiddenEvents = (html: string) =>
      html.replace(/(<section aria-label="[^"]*" class="o-week-cal-day"><ul class="o-sched-list">).*?(<\/ul><\/section>)/g, '$1$2');
    for (const mode of ['stacked', 'calendar'] as const) {
      const wide = await markup(false, mode);
      const phone = await markup(true, mode);
      expect(phone, mode).toBe(mode === 'calendar' ? hiddenEvents(wide) : wide);
      if (mode === 'calendar') expect(phone).not.toBe(wide);
      // both titles, the tabs, and the shown Tuesday: no session, so out of the stacked week but kept for a phone
      expect(wide).toContain('<span class="o-wide-only">Semaine du 23 novembre 2026</span><span class="o-narrow-only">mardi 24 novembre 2026</span>');
      expect(wide).toContain('role="tablist"');
    }
    setup({}, '2026-11-24');
    expect((await screen.findByRole('region', { name: 'mardi 24 novembre' })).className).toBe('o-week-day is-shown o-narrow-only');
    expect(screen.getByRole('region', { name: 'mercredi 25 novembre' }).className).toBe('o-week-day');
  });

  it('jumps to a date chosen in the popover month calendar, days with sessions marked', async () => {
    setup();
    await screen.findByRole('link', { name: /Initiation au tennis/ });
    const opener = screen.getByRole('button', { name: /Choisir une date/ });
    fireEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: 'Choisir une date' });
    const marked = await within(dialog).findByRole('button', { name: 'jeudi 26 novembre 2026, disponibilités' });
    expect(marked.className).toContain('is-marked');
    // the shown day has the focus; arrows move it, Enter/click chooses
    const current = within(dialog).getByRole('button', { name: /mercredi 25 novembre 2026/ });
    expect(current.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(current, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('button', { name: /mercredi 2 décembre 2026/ })
          .getAttribute('tabindex'),
      ).toBe('0'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /mercredi 2 décembre 2026/ }));
    await waitFor(() => expect(param()).toBe('2026-12-02'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('<WeekSchedule> multiple selection', () => {
  it('turns OPEN items into checkboxes and leads to /cart/add with the chosen availabilities', async () => {
    const { navigate } = setup({ 'multiple-selection': true });
    const tennisBox = await screen.findByRole('checkbox', { name: /Initiation au tennis/ });
    expect((screen.getByRole('checkbox', { name: /Poterie/ }) as HTMLInputElement).disabled).toBe(true);
    screen.getByText('0 séance sélectionnée');
    fireEvent.click(tennisBox);
    fireEvent.click(screen.getByRole('checkbox', { name: /Yoga au parc/ }));
    await screen.findByText('2 séances sélectionnées');
    const add = screen.getByRole('link', { name: 'Ajouter la sélection au panier' });
    expect(decodeURIComponent(add.getAttribute('href') ?? '')).toBe('/fr/cart/add?availabilities=avtennis,avyoga');
    fireEvent.click(add);
    expect(navigate).toHaveBeenCalledWith(add.getAttribute('href'));
  });
});

describe('<WeekSchedule> fetches what a tap will open on its intent', () => {
  it("fetches the session dialog's code when the pointer comes over a session or it takes the focus, before the open", async () => {
    const load = vi.spyOn(DIALOG_LOADERS, 'availability');
    window.history.replaceState(null, '', '/?date=2026-11-25');
    const { runtime } = testRuntime({
      routes: { 'GET /api/availabilities': availabilitiesRoute([tennis, yoga, full]), 'GET /api/availabilities/calendar': calendarRoute(DAYS) },
    });
    renderWith({ ...runtime, links: { kind: 'embedded' as const, templates: {} } }, <WeekSchedule settings={settings()} />);
    const session = await screen.findByRole('button', { name: /Initiation au tennis/ });
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(session);
    expect(load).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: /Yoga au parc/ }).focus();
    expect(load).toHaveBeenCalledTimes(2);
    load.mockRestore();
  });

  it("the date button fetches its month calendar's code when the pointer comes over it or it takes the focus", async () => {
    const load = vi.spyOn(PANEL_LOADERS, 'panel');
    setup();
    const opener = await screen.findByRole('button', { name: /Choisir une date/ });
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(opener);
    expect(load).toHaveBeenCalledTimes(1);
    opener.focus();
    expect(load).toHaveBeenCalledTimes(2);
    load.mockRestore();
  });
});
