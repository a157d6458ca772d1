import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { lastBody } from '../account.test-utils';
import { one, page, voucherBoughtRedeemed, voucherBoughtUnpaid, voucherBoughtWaiting, voucherReceived } from './lists.fixtures';
import { badgesOf, field, plain, renderScreen } from './lists.test-utils';

describe('gift vouchers (001 §2, §6 /account/vouchers)', () => {
  it('lists vouchers: the buyer sees code and payment, the redemption badge only once paid; a received one names its buyer', async () => {
    await renderScreen('vouchers', { 'GET /api/account/vouchers': page([voucherBoughtUnpaid, voucherBoughtRedeemed, voucherBoughtWaiting, voucherReceived]) });
    const rows = within(await screen.findByRole('list', { name: 'Mes bons cadeaux' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Bon cadeau 50 €' }).getAttribute('href')).toBe('/fr/account/vouchers/ov21');
    expect(badgesOf(rows[0]!)).toEqual(['50,00 € à payer']);
    expect(plain(rows[0])).toMatch(/50,00 € · Code NOEL-7KQ2 · Valable jusqu'au/);
    expect(badgesOf(rows[1]!)).toEqual(['Payé', 'Utilisé']);
    expect(badgesOf(rows[2]!)).toEqual(['Payé', "En attente d'utilisation"]);
    expect(within(rows[3]!).getByRole('link', { name: 'Bon cadeau padel' }).getAttribute('href')).toBe('/fr/account/vouchers/ov24');
    expect(badgesOf(rows[3]!)).toEqual(['Utilisé']);
    expect(plain(rows[3])).toMatch(/Abonnement « Carte 10 séances » · Offert par Marc Lenoir/);
    expect(plain(rows[3])).not.toMatch(/PADEL-4MN7/);
  });

  it('an expired voucher, paid and never used, says expired and when, never also waiting to be used', async () => {
    const expired = { ...voucherBoughtWaiting, cuid: 'ov29', expires_at: '2026-10-01T00:00:00.000Z' };
    await renderScreen('vouchers', { 'GET /api/account/vouchers': page([expired]) });
    const [row] = within(await screen.findByRole('list', { name: 'Mes bons cadeaux' })).getAllByRole('listitem');
    expect(badgesOf(row!)).toEqual(['Payé', 'Expiré']);
    expect(plain(row)).toMatch(/Expiré le/);
    expect(plain(row)).not.toMatch(/Valable jusqu'au/);
  });

  it('leads to the redeem form, and pages', async () => {
    const { moves } = await renderScreen('vouchers', { 'GET /api/account/vouchers': page([voucherBoughtUnpaid], 30) });
    const redeem = await screen.findByRole('link', { name: 'Utiliser un bon cadeau' });
    expect(redeem.getAttribute('href')).toBe('/fr/account/vouchers/redeem');
    await screen.findByText('Page 1 sur 2 · 30 résultats');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(moves.at(-1)).toEqual({ path: 'vouchers', query: { page_number: '2' } });
    fireEvent.click(redeem);
    expect(moves.at(-1)).toEqual({ path: 'vouchers/redeem', query: {} });
  });

  it('buyer, unpaid: the code to pass on, value, not redeemed yet, payment block; no redemption badge', async () => {
    const { fetch } = await renderScreen('vouchers/ov21', {
      'GET /api/account/vouchers/ov21': one(voucherBoughtUnpaid),
      'POST /api/transactions/wallet': { data: null },
    });
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau 50 €' });
    expect(screen.getByRole('link', { name: 'Retour à mes bons cadeaux' }).getAttribute('href')).toBe('/fr/account/vouchers');
    expect(field('Code')).toBe('NOEL-7KQ2');
    expect(field('Valeur')).toBe('50,00 €');
    expect(field('Utilisé par')).toBe('Pas encore utilisé');
    screen.getByText(/Donnez ce code/);
    expect(badgesOf()).toEqual(['50,00 € à payer']);
    const payment = screen.getByRole('region', { name: 'Paiement' });
    fireEvent.click(within(payment).getByRole('button', { name: /^Payer avec mon portefeuille \(/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer avec mon portefeuille' }));
    await waitFor(() => expect(lastBody(fetch, 'POST', '/api/transactions/wallet')).toEqual({ amount: 1500, destination: { voucher_id: 21 } }));
  });

  it('buyer, paid and redeemed: who redeemed it and when, the redemption badge, no payment block', async () => {
    await renderScreen('vouchers/ov22', { 'GET /api/account/vouchers/ov22': one(voucherBoughtRedeemed) });
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau 50 €' });
    expect(field('Code')).toBe('ANNIV-3PX9');
    expect(field('Utilisé par')).toBe('Marc Lenoir');
    expect(field('Utilisé le')).toMatch(/^jeu\. 19 nov\. 2026/);
    expect(badgesOf()).toEqual(['Payé', 'Utilisé']);
    expect(screen.queryByRole('region', { name: 'Paiement' })).toBeNull();
  });

  it('non-buyer (redeemed by the customer): who offered it, no code, no payment, no recipient', async () => {
    await renderScreen('vouchers/ov24', { 'GET /api/account/vouchers/ov24': one(voucherReceived) });
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau padel' });
    expect(field('Offert par')).toBe('Marc Lenoir');
    expect(field('Valeur')).toBe('Abonnement « Carte 10 séances »');
    expect(field('Utilisé le')).toMatch(/^ven\. 20 nov\. 2026/);
    expect(field('Code')).toBeNull();
    expect(field('Utilisé par')).toBeNull();
    expect(screen.queryByText('PADEL-4MN7')).toBeNull();
    expect(badgesOf()).toEqual(['Utilisé']);
    expect(screen.queryByRole('region', { name: 'Paiement' })).toBeNull();
  });
});
