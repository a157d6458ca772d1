import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { lastBody } from '../account.test-utils';
import { chargeOwing, chargePaid, one, page } from './lists.fixtures';
import { badgesOf, field, plain, renderScreen, tableHeaders, tableRows } from './lists.test-utils';

describe('attendance charges (001 §2 /account/attendance-charges)', () => {
  it('lists charges: billing cycle, period, reference, total and payment badge; rows link to details', async () => {
    await renderScreen('attendance-charges', { 'GET /api/account/attendance-charges': page([chargeOwing, chargePaid]) });
    const rows = within(await screen.findByRole('list', { name: 'Mes frais de présence' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Garderie du mercredi' }).getAttribute('href')).toBe('/fr/account/attendance-charges/ch51');
    expect(badgesOf(rows[0]!)).toEqual(['21,50 € à payer']);
    expect(plain(rows[0])).toMatch(/1–31 oct\. 2026 · Référence GAR-2026-10 · Total 21,50 €/);
    expect(badgesOf(rows[1]!)).toEqual(['Payé']);
  });

  it('pages to page 2', async () => {
    const { moves } = await renderScreen('attendance-charges', { 'GET /api/account/attendance-charges': page([chargeOwing], 60) });
    await screen.findByText('Page 1 sur 3 · 60 résultats');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(moves.at(-1)).toEqual({ path: 'attendance-charges', query: { page_number: '2' } });
  });

  it('detail: the billing cycle, its description and images, reference, the items table by date, the payment block', async () => {
    const { fetch } = await renderScreen('attendance-charges/ch51', {
      'GET /api/account/attendance-charges/ch51': one(chargeOwing),
      'POST /api/transactions/wallet': { data: null },
    });
    await screen.findByRole('heading', { level: 3, name: 'Garderie du mercredi' });
    expect(screen.getByRole('link', { name: 'Retour à mes frais de présence' }).getAttribute('href')).toBe('/fr/account/attendance-charges');
    screen.getByText('Accueil après les cours, de 12 h à 18 h.');
    expect(screen.getByRole('list', { name: 'Photos' }).querySelector('img')?.getAttribute('src')).toBe('https://media.test/garderie.jpg');
    expect(field('Période')).toBe('1–31 oct. 2026');
    expect(field('Référence')).toBe('GAR-2026-10');
    expect(badgesOf()).toEqual(['21,50 € à payer']);
    const table = screen.getByRole('table', { name: 'Présences facturées dans ces frais' });
    expect(tableHeaders(table)).toEqual(['Date', 'Participant', 'Arrivée', 'Départ', 'Durée', 'Montant']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .every((th) => th.getAttribute('scope') === 'col'),
    ).toBe(true);
    expect(tableRows(table)).toEqual([
      ['mer. 7 oct. 2026', 'Hugo Dubois', '12:00', '13:30', '1 h 30 min', '6,00 €'],
      ['mer. 14 oct. 2026', 'Léa Dubois', '12:30', '18:00', '5 h 30 min', '11,00 €'],
      ['mer. 21 oct. 2026', 'Léa Dubois', '12:00', '12:45', '45 min', '4,50 €'],
    ]);
    const payment = screen.getByRole('region', { name: 'Paiement' });
    expect(field('Reste à payer', payment)).toBe('21,50 €');
    fireEvent.click(within(payment).getByRole('button', { name: /^Payer avec mon portefeuille \(/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await waitFor(() => expect(lastBody(fetch, 'POST', '/api/transactions/wallet')).toEqual({ amount: 1500, destination: { attendance_charge_id: 51 } }));
  });

  it('a paid charge without items: says no attendance was billed, no payment block', async () => {
    await renderScreen('attendance-charges/ch50', { 'GET /api/account/attendance-charges/ch50': one(chargePaid) });
    await screen.findByRole('heading', { level: 3, name: 'Garderie du mercredi' });
    screen.getByText('Aucune présence facturée.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Paiement' })).toBeNull();
  });
});
