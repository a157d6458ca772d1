import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { lastBody } from '../account.test-utils';
import { membershipCancelled, membershipOwing, one, page } from './lists.fixtures';
import { badgesOf, field, plain, renderScreen, tableHeaders, tableRows } from './lists.test-utils';

describe('memberships (001 §2 /account/memberships)', () => {
  it('lists memberships: participant, period, cancelled / recurring and payment badges; rows link to details', async () => {
    await renderScreen('memberships', { 'GET /api/account/memberships': page([membershipOwing, membershipCancelled]) });
    const rows = within(await screen.findByRole('list', { name: 'Mes adhésions' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Adhésion au club' }).getAttribute('href')).toBe('/fr/account/memberships/om15');
    expect(badgesOf(rows[0]!)).toEqual(['Récurrente', '30,00 € à payer']);
    expect(plain(rows[0])).toMatch(/Pour Léa Dubois · mar\. 1 sept\. 2026 – lun\. 30 nov\. 2026/);
    expect(badgesOf(rows[1]!)).toEqual(['Annulée', 'Payé']);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/fr/account/memberships/om16');
  });

  it('pages to page 2', async () => {
    const { moves } = await renderScreen('memberships', { 'GET /api/account/memberships': page([membershipOwing], 25) });
    await screen.findByText('Page 1 sur 2 · 25 résultats');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(moves.at(-1)).toEqual({ path: 'memberships', query: { page_number: '2' } });
  });

  it('detail: the cycles table in order with a badge per cycle, and the payment block while a cycle is owed', async () => {
    const { fetch } = await renderScreen('memberships/om15', {
      'GET /api/account/memberships/om15': one(membershipOwing),
      'POST /api/transactions/wallet': { data: null },
    });
    await screen.findByRole('heading', { level: 3, name: 'Adhésion au club' });
    expect(screen.getByRole('link', { name: 'Retour à mes adhésions' }).getAttribute('href')).toBe('/fr/account/memberships');
    expect(field('Participant')).toBe('Léa Dubois');
    expect(field('Période')).toMatch(/^mar\. 1 sept\. 2026 – lun\. 30 nov\. 2026$/);
    expect(badgesOf()).toEqual(['Récurrente', '30,00 € à payer']);
    const table = screen.getByRole('table', { name: 'Périodes de facturation de cette adhésion' });
    expect(table.querySelector('caption')).not.toBeNull();
    expect(tableHeaders(table)).toEqual(['Début', 'Fin', 'Total', 'Payé', 'Paiement']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .every((th) => th.getAttribute('scope') === 'col'),
    ).toBe(true);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .every((th) => th.getAttribute('scope') === 'row'),
    ).toBe(true);
    expect(tableRows(table)).toEqual([
      ['mar. 1 sept. 2026', 'mer. 30 sept. 2026', '30,00 €', '30,00 €', 'Payé'],
      ['jeu. 1 oct. 2026', 'sam. 31 oct. 2026', '30,00 €', '30,00 €', 'Payé'],
      ['dim. 1 nov. 2026', 'lun. 30 nov. 2026', '30,00 €', '0,00 €', '30,00 € à payer'],
    ]);
    const payment = screen.getByRole('region', { name: 'Paiement' });
    expect(field('Reste à payer', payment)).toBe('30,00 €');
    fireEvent.click(within(payment).getByRole('button', { name: /^Payer avec mon portefeuille \(/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await waitFor(() => expect(lastBody(fetch, 'POST', '/api/transactions/wallet')).toEqual({ amount: 1500, destination: { membership_id: 15 } }));
  });

  it('a cancelled, paid membership: the cancelled badge, no payment block', async () => {
    await renderScreen('memberships/om16', { 'GET /api/account/memberships/om16': one(membershipCancelled) });
    await screen.findByRole('heading', { level: 3, name: 'Adhésion au club' });
    expect(badgesOf()).toEqual(['Annulée', 'Payé']);
    expect(field('Participant')).toBe('Hugo Dubois');
    expect(tableRows(screen.getByRole('table'))).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Paiement' })).toBeNull();
  });
});
