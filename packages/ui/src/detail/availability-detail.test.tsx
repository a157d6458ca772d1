import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { availability, camp, cart, registrationItem, session } from '../testing/fixtures';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { AvailabilityDetail } from './availability-detail';

const one = (data: unknown) => ({ data });

describe('<AvailabilityDetail>', () => {
  it('anonymous: facts, sanitised description and the login prompt with the redirect', async () => {
    const { runtime } = testRuntime({
      routes: { 'GET /api/availabilities/av-tennis-1': one(availability()) },
      location: '/fr/availabilities/av-tennis-1',
    });
    const { container } = renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await screen.findByRole('heading', { level: 1, name: 'Initiation au tennis' });
    expect(container.textContent).toContain('Raquettes fournies.');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).not.toContain('Acompte'); // deposit 0 is not shown
    const login = screen.getByRole('link', { name: 'Se connecter' });
    expect(login.getAttribute('href')).toBe('/fr/auth/login?redirect=%2Ffr%2Favailabilities%2Fav-tennis-1');
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });

  it('embedded without a login page: the prompt opens the in-place login (onLogin)', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/availabilities/av-tennis-1': one(availability()) } });
    let asked = 0;
    renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <AvailabilityDetail cuid="av-tennis-1" onLogin={() => asked++} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(asked).toBe(1);
  });

  it('signed in: adds for the first participant by default and refreshes the cart', async () => {
    const { runtime, fetch } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': session,
        'GET /api/availabilities/av-tennis-1': one(availability()),
        'POST /api/carts/items': cart([registrationItem()]),
      },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    const add = await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect((screen.getByLabelText('Participant') as HTMLSelectElement).value).toBe('1');
    fireEvent.click(add);
    await waitFor(() => expect(runtime.cart.state.value.data?.items.length).toBe(1));
    const post = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({
      registrations: [{ availability_id: 9, participant_id: 1, quantity: 1, availability_dates: [{ date_id: 91 }], options: [], questions: [] }],
    });
    expect(runtime.toasts.all.value.at(-1)?.message).toBe('Panier mis à jour');
  });

  it('multi-date: full dates are disabled; with no date chosen the form says availability dates are required', async () => {
    const { runtime, fetch } = testRuntime({
      token: 'tok',
      routes: { 'GET /api/session': session, 'GET /api/availabilities/av-camp': one(camp()) },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-camp" />);
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [b.checked, b.disabled])).toEqual([
      [true, false],
      [false, true],
      [true, false],
    ]);
    expect(screen.getByText('Acompte').parentElement?.textContent).toContain('50,00');
    // a date that cannot be chosen says why: full (worth a waiting list) or closed, never "full or closed"
    expect(boxes[1]!.closest('label')!.textContent).toMatch(/ · complet$/);
    expect(screen.queryByText(/complet ou fermé/)).toBeNull();
    for (const b of boxes.filter((x) => x.checked)) fireEvent.click(b);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByText('Veuillez choisir au moins une date.');
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });

  it('a closed date is said closed, a date without places full', async () => {
    const dates = camp().dates;
    const closedCamp = { ...camp(), dates: [dates[0], { ...dates[1], status: 'CLOSED', registered: 0 }, { ...dates[2], registered: 12 }] };
    const { runtime } = testRuntime({ token: 'tok', routes: { 'GET /api/session': session, 'GET /api/availabilities/av-camp': one(closedCamp) } });
    renderWith(runtime, <AvailabilityDetail cuid="av-camp" />);
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    const labels = (screen.getAllByRole('checkbox') as HTMLInputElement[]).map((b) => b.closest('label')!.textContent!.split(' · ')[1] ?? null);
    expect(labels).toEqual([null, 'fermé', 'complet']);
  });

  it('shows the API refusal as a toast and keeps what was chosen', async () => {
    const { runtime } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': session,
        'GET /api/availabilities/av-tennis-1': one(availability()),
        'POST /api/carts/items': failure(409, { error: 'AVAILABILITY_FULL' }),
      },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    const quantity = (await screen.findByLabelText('Quantité')) as HTMLInputElement;
    fireEvent.input(quantity, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe('Cette séance est complète.'));
    expect((screen.getByLabelText('Quantité') as HTMLInputElement).value).toBe('2');
  });

  it.each([
    [{ status: 'FULL', registered: 6 }, 'Cette séance est complète'],
    [{ registrations_start_at: '2026-12-01T09:00:00.000Z' }, 'Ouverture des inscriptions le'],
    [{ registrations_end_at: '2026-11-20T09:00:00.000Z' }, 'Inscriptions clôturées le'],
  ])('replaces the form by its state %o', async (over, text) => {
    const { runtime } = testRuntime({
      token: 'tok',
      routes: { 'GET /api/session': session, 'GET /api/availabilities/av-tennis-1': one(availability(over)) },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await screen.findByText(new RegExp(text));
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });

  it('an open session whose places are taken offers its waiting list, not an add the API can only refuse', async () => {
    const { runtime, fetch } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': session,
        'GET /api/availabilities/av-tennis-1': one(availability({ registered: 6 })),
        'POST /api/registrations/waiting-list': { data: { cuid: 'w1' }, message: 'WAITING_LIST_JOINED' },
      },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await screen.findByText('Cette séance est complète');
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: "Rejoindre la liste d'attente" }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/registrations/waiting-list'))).toBe(true));
  });

  it('opened at its waiting list (a full card links there), the form is the focus once it comes', async () => {
    window.history.replaceState(null, '', '/fr/availabilities/av-tennis-1#o-waiting-list');
    try {
      const { runtime } = testRuntime({
        token: 'tok',
        routes: { 'GET /api/session': session, 'GET /api/availabilities/av-tennis-1': one(availability({ status: 'FULL', registered: 6 })) },
      });
      renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
      const participant = await screen.findByLabelText('Participant');
      expect(participant.closest('section')?.id).toBe('o-waiting-list');
      await waitFor(() => expect(document.activeElement).toBe(participant));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('without the anchor, nothing takes the focus', async () => {
    const { runtime } = testRuntime({
      token: 'tok',
      routes: { 'GET /api/session': session, 'GET /api/availabilities/av-tennis-1': one(availability({ status: 'FULL', registered: 6 })) },
    });
    renderWith(runtime, <AvailabilityDetail cuid="av-tennis-1" />);
    await screen.findByLabelText('Participant');
    expect(document.activeElement).toBe(document.body);
  });
});
