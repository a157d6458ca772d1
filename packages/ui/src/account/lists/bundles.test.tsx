import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { lastBody } from '../account.test-utils';
import { bundleOwing, bundleUnlimitedExpired, one, page } from './lists.fixtures';
import { badgesOf, field, plain, renderScreen } from './lists.test-utils';

describe('passes (001 §2 /account/bundles)', () => {
  it('lists passes: participant (PARTICIPANTS only), places used and left or unlimited, expiry, badges', async () => {
    await renderScreen('bundles', { 'GET /api/account/bundles': page([bundleOwing, bundleUnlimitedExpired]) });
    const rows = within(await screen.findByRole('list', { name: 'Mes abonnements' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Carte 10 séances' }).getAttribute('href')).toBe('/fr/account/bundles/ob12');
    expect(badgesOf(rows[0]!)).toEqual(['80,00 € à payer']);
    expect(plain(rows[0])).toMatch(/Pour Hugo Dubois · 3 sur 10 utilisées · 7 restantes · Valable jusqu'au/);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/fr/account/bundles/ob13');
    expect(badgesOf(rows[1]!)).toEqual(['Expiré', 'Payé']);
    expect(plain(rows[1])).toMatch(/Illimité · 14 utilisées · Expiré le mer\. 30 sept\. 2026/);
    expect(plain(rows[1])).not.toMatch(/Pour Léa/);
  });

  it('pages to page 2', async () => {
    const { moves } = await renderScreen('bundles', { 'GET /api/account/bundles': page([bundleOwing], 22) });
    await screen.findByText('Page 1 sur 2 · 22 résultats');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(moves.at(-1)).toEqual({ path: 'bundles', query: { page_number: '2' } });
  });

  it('detail of a PARTICIPANTS pass with something owed: participant, places, expiry, payment block', async () => {
    const { fetch } = await renderScreen('bundles/ob12', {
      'GET /api/account/bundles/ob12': one(bundleOwing),
      'POST /api/transactions/wallet': { data: null },
    });
    await screen.findByRole('heading', { level: 3, name: 'Carte 10 séances' });
    expect(screen.getByRole('link', { name: 'Retour à mes abonnements' }).getAttribute('href')).toBe('/fr/account/bundles');
    expect(field('Participant')).toBe('Hugo Dubois');
    expect(field('Places')).toBe('10');
    expect(field('Utilisées')).toBe('3');
    expect(field('Restantes')).toBe('7');
    expect(field("Valable jusqu'au")).toMatch(/30 juin 2027/);
    expect(badgesOf()).toEqual(['80,00 € à payer']);
    const payment = screen.getByRole('region', { name: 'Paiement' });
    expect(field('Reste à payer', payment)).toBe('80,00 €');
    fireEvent.click(within(payment).getByRole('button', { name: /^Payer avec mon portefeuille \(/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await waitFor(() => expect(lastBody(fetch, 'POST', '/api/transactions/wallet')).toEqual({ amount: 1500, destination: { bundle_id: 12 } }));
  });

  it('detail of an unlimited, expired, paid pass: unlimited places, the expired state, no participant, no payment block', async () => {
    await renderScreen('bundles/ob13', { 'GET /api/account/bundles/ob13': one(bundleUnlimitedExpired) });
    await screen.findByRole('heading', { level: 3, name: 'Pass illimité été' });
    expect(field('Places')).toBe('Illimité');
    expect(field('Restantes')).toBe('Illimité');
    expect(field('Utilisées')).toBe('14');
    expect(field('Expiré le')).toMatch(/30 sept\. 2026/);
    expect(field('Participant')).toBeNull();
    expect(badgesOf()).toEqual(['Expiré', 'Payé']);
    expect(screen.queryByRole('region', { name: 'Paiement' })).toBeNull();
  });
});
