import axe from 'axe-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { cart, participants, session } from '../testing/fixtures';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { resources } from '../schedule/resources.fixtures';
import { BookingAdd } from './booking-add';
import { readBookingQuery } from './booking.logic';

const query = readBookingQuery(new URLSearchParams('start_at=2026-11-21T11:00:00.000Z&duration=5400&amount=2500&resource=res-court-1'));
const routes = { 'GET /api/resources/res-court-1': { data: resources[0] } };
const three = {
  data: {
    ...session.data,
    participants: [...participants, { id: 3, cuid: 'p3', firstname: 'Claire', lastname: 'Dubois', fullname: 'Claire Dubois', birthdate: '1985-02-01' }],
  },
};
const bookingItem = {
  id: 80,
  cuid: 'it80',
  type: 'BOOKING',
  price: 2500,
  deposit: 0,
  quantity: 1,
  expires_at: '2026-11-21T10:15:00Z',
  participant: { id: 1, fullname: 'Léa Dubois' },
  resource: { cuid: 'res-court-1', name: 'Court de tennis 1', images: [] },
  booking_dates: [],
  participants: [],
};
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');
const posted = (fetch: { mock: { calls: unknown[][] } }) => {
  const call = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
};

describe('<BookingAdd>', () => {
  it('previews the slot and asks visitors to log in', async () => {
    const { runtime } = testRuntime({ routes, location: '/fr/cart/bookings/add?start_at=x' });
    const { container } = renderWith(runtime, <BookingAdd query={query} />);
    await screen.findByRole('heading', { level: 1, name: 'Réserver · Court de tennis 1' });
    const text = plain(container.textContent);
    for (const part of ['Centre sportif du Kauwberg', 'samedi 21 novembre 2026', '12:00 – 13:30', '90 minutes', '25,00 €']) expect(text).toContain(part);
    screen.getByText('Connectez-vous pour réserver');
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/fr/auth/login?redirect=%2Ffr%2Fcart%2Fbookings%2Fadd%3Fstart_at%3Dx',
    );
  });

  it('asks who comes with the main participant, and says what each pays with the split and without it', async () => {
    const { runtime } = testRuntime({ token: 't', routes: { ...routes, 'GET /api/session': three } });
    renderWith(runtime, <BookingAdd query={query} />);
    await screen.findByLabelText('Participant');
    const partners = screen.getByRole('group', { name: 'Qui vient avec Léa Dubois ? (facultatif)' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Claire Dubois' }));
    expect((within(partners).getByRole('checkbox', { name: 'Claire Dubois' }) as HTMLInputElement).checked).toBe(true);
    const split = screen.getByRole('switch', { name: 'Partager le paiement entre les participants' });
    const hint = () => plain(document.getElementById(split.getAttribute('aria-describedby')!)?.textContent);
    expect(hint()).toBe('Léa Dubois paie les 25,00 €.');
    fireEvent.click(split);
    expect(hint()).toBe('Chacun paie sa part : Léa Dubois 12,50 €, Claire Dubois 12,50 €.');
    // a third player: equal shares in cents, the first pays the remainder (the API's rule)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hugo Dubois' }));
    expect(hint()).toBe('Chacun paie sa part : Léa Dubois 8,34 €, Claire Dubois 8,33 €, Hugo Dubois 8,33 €.');
  });

  it('above 5 others, asks GET /api/participants as the searched multi-select (001 §7), by keyboard, axe-clean', async () => {
    const family = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      cuid: `p${i + 1}`,
      firstname: ['Léa', 'Hugo', 'Claire', 'Noé', 'Inès', 'Jules', 'Zoé', 'Élise'][i]!,
      lastname: 'Dubois',
      fullname: `${['Léa', 'Hugo', 'Claire', 'Noé', 'Inès', 'Jules', 'Zoé', 'Élise'][i]} Dubois`,
      birthdate: '2010-01-01',
    }));
    const lookup = (url: URL) => {
      const term = (url.searchParams.get('search') ?? '').toLowerCase();
      const data = family.filter((p) => p.fullname.toLowerCase().includes(term)).map((p) => ({ id: p.id, cuid: p.cuid, fullname: p.fullname }));
      return { data, count: data.length };
    };
    const { runtime, fetch } = testRuntime({
      token: 't',
      routes: { ...routes, 'GET /api/session': { data: { ...session.data, participants: family } }, 'GET /api/participants': lookup },
    });
    const { container } = renderWith(runtime, <BookingAdd query={query} />);
    await screen.findByLabelText('Participant');
    expect(screen.queryByRole('checkbox', { name: 'Claire Dubois' })).toBeNull();
    const opener = screen.getByRole('button', { name: 'Qui vient avec Léa Dubois ? Personne' });
    fireEvent.click(opener);
    const search = screen.getByLabelText('Rechercher un participant');
    expect(document.activeElement).toBe(search);
    // every other one, never Léa herself
    await screen.findByRole('checkbox', { name: 'Élise Dubois' });
    expect(screen.queryByRole('checkbox', { name: 'Léa Dubois' })).toBeNull();
    vi.useFakeTimers();
    fireEvent.input(search, { target: { value: 'cla' } });
    act(() => void vi.advanceTimersByTime(349));
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['Claire Dubois']));
    const url = fetch.mock.calls.map(([u]) => new URL(String(u instanceof Request ? u.url : u))).find((u) => u.searchParams.get('search') === 'cla');
    expect(url?.searchParams.get('response_type')).toBe('multiselect-search');
    expect(url?.searchParams.get('value_key')).toBe('id');
    expect(within(container as HTMLElement).getByRole('status', { name: '' }).textContent).toBe('1 participant trouvé');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Claire Dubois' }));
    screen.getByRole('switch', { name: 'Partager le paiement entre les participants' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Claire Dubois' }), { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(opener.textContent).toBe('Claire Dubois');
  });

  it('says so when the link is incomplete', () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <BookingAdd query={null} />);
    screen.getByText('Ce lien de réservation est incomplet. Choisissez à nouveau un créneau.');
  });

  it('books for the first participant; the split switch appears with extra participants', async () => {
    const { runtime, fetch } = testRuntime({ token: 't', routes: { ...routes, 'GET /api/session': three, 'POST /api/carts/items': cart([bookingItem]) } });
    const { container } = renderWith(runtime, <BookingAdd query={query} />);
    expect(((await screen.findByLabelText('Participant')) as HTMLSelectElement).value).toBe('1');
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Claire Dubois' }));
    const split = screen.getByRole('switch', { name: 'Partager le paiement entre les participants' });
    fireEvent.click(split);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(runtime.cart.state.value.data?.items.length).toBe(1));
    expect(posted(fetch)).toEqual({
      participant_id: 1,
      bookings: [
        {
          resource_id: 1,
          participant_id: 1,
          dates: [{ start_at: '2026-11-21T11:00:00.000Z', end_at: '2026-11-21T12:30:00.000Z' }],
          participants: [{ id: 1 }, { id: 3 }],
          payment_split: true,
        },
      ],
    });
    expect(runtime.toasts.all.value.map((toast) => toast.message)).toContain('Panier mis à jour');
  });

  it('hides the switch again when the extra participants are unticked, and shows an API refusal', async () => {
    const refused = failure(409, { error: 'RESOURCE_UNAVAILABLE', fields: { dates: 'unavailable' } });
    const { runtime, fetch } = testRuntime({ token: 't', routes: { ...routes, 'GET /api/session': session, 'POST /api/carts/items': refused } });
    renderWith(runtime, <BookingAdd query={query} />);
    const hugo = await screen.findByRole('checkbox', { name: 'Hugo Dubois' });
    fireEvent.click(hugo);
    screen.getByRole('switch');
    fireEvent.click(hugo);
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('alert');
    expect(screen.getAllByText('Ce créneau est déjà réservé.').length).toBeGreaterThan(0);
    expect(posted(fetch).bookings[0]).toMatchObject({ participants: [{ id: 1 }], payment_split: false });
  });
});
