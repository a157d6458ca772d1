import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { lastBody } from '../account.test-utils';
import { booking, bookingPaid, one, page } from './lists.fixtures';
import { field, plain, renderScreen, tableHeaders, tableRows } from './lists.test-utils';

describe('bookings (001 §2 /account/bookings)', () => {
  it('lists bookings: resource, first date and how many more, place, payment badge; rows link to details', async () => {
    await renderScreen('bookings', { 'GET /api/account/bookings': page([booking, bookingPaid]) });
    const rows = within(await screen.findByRole('list', { name: 'Mes réservations' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Terrain de padel 1' }).getAttribute('href')).toBe('/fr/account/bookings/bk70');
    expect(plain(rows[0])).toMatch(/15,00 € à payer/);
    expect(plain(rows[0])).toMatch(/jeu\. 26 nov\. 2026.* · et 1 autre date · Kauwberg/);
    within(rows[1]!).getByText('Payé');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/fr/account/bookings/bk71');
  });

  it('pages to page 2', async () => {
    const { moves } = await renderScreen('bookings', { 'GET /api/account/bookings': page([booking], 21) });
    await screen.findByText('Page 1 sur 2 · 21 résultats');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(moves.at(-1)).toEqual({ path: 'bookings', query: { page_number: '2' } });
  });

  it('detail: images, location, sorted dates, the participations table with badges, and the payment block for what is owed', async () => {
    await renderScreen('bookings/bk70', { 'GET /api/account/bookings/bk70': one(booking) });
    await screen.findByRole('heading', { level: 3, name: 'Terrain de padel 1' });
    expect(screen.getByRole('link', { name: 'Retour à mes réservations' }).getAttribute('href')).toBe('/fr/account/bookings');
    expect(screen.getByRole('img', { name: 'Le terrain couvert' }).getAttribute('src')).toBe('https://media.test/padel.jpg');
    expect(screen.getAllByText('RES-0070')).toHaveLength(2); // the detail and the payment block's reference
    expect(field('Lieu')).toBe('KauwbergRue du Kauwberg 2, 1180 Uccle'); // two lines
    expect(field('Réservé le')).toMatch(/^ven\. 20 nov\. 2026/);
    expect(field('Dates')).toMatch(/^jeu\. 26 nov\. 2026, 19:00 – 20:00\s*sam\. 28 nov\. 2026, 11:00 – 12:30$/);

    const table = screen.getByRole('table', { name: 'La part de chaque participant dans cette réservation' });
    expect(tableHeaders(table)).toEqual(['Participant', 'Montant', 'Payé', 'Paiement']);
    expect(tableRows(table)).toEqual([
      ['Léa Dubois', '15,00 €', '15,00 €', 'Payé'],
      ['Hugo Dubois', '15,00 €', '0,00 €', '15,00 € à payer'],
      ['Marc Lenoir · payée par un autre client', '15,00 €', '0,00 €', '15,00 € à payer'],
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    // a phone scrolls it sideways: the keyboard reaches that scroll, a group named by the table's heading
    const scroller = screen.getByRole('group', { name: 'Participants' });
    expect(scroller.contains(table)).toBe(true);
    expect(scroller.tabIndex).toBe(0);

    const payment = within(screen.getByRole('region', { name: 'Paiement' }));
    expect(plain(payment.getByText('Reste à payer').nextElementSibling)).toBe('15,00 €');
    payment.getByRole('button', { name: /^Payer 15,00\s€ en ligne$/ });
  });

  it('a paid booking has no payment block', async () => {
    await renderScreen('bookings/bk71', { 'GET /api/account/bookings/bk71': one(bookingPaid) });
    await screen.findByRole('heading', { name: 'Terrain de padel 1' });
    expect(screen.queryByRole('region', { name: 'Paiement' })).toBeNull();
  });

  it('paying from the wallet names the booking as destination', async () => {
    const { fetch } = await renderScreen('bookings/bk70', {
      'GET /api/account/bookings/bk70': one(booking),
      'POST /api/transactions/wallet': { data: null },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Payer avec mon portefeuille \(15,00\s€\)$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await waitFor(() => expect(lastBody(fetch, 'POST', '/api/transactions/wallet')).toEqual({ amount: 1500, destination: { booking_id: 70 } }));
  });
});
