import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import * as f from './lists.fixtures';
import { renderScreen } from './lists.test-utils';

// Structure rules only: happy-dom has no layout, so colour contrast is left to the browser tests.
async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.length).toBeGreaterThan(3); // axe ran (a small screen passes fewer rules)
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const DETAILS = [
  ['carts/cart42', 'GET /api/account/carts/cart42', f.cartTransfer, 'Commande CMD-0042'],
  ['bookings/bk70', 'GET /api/account/bookings/bk70', f.booking, 'Terrain de padel 1'],
  ['registrations-requests/rq31', 'GET /api/account/registrations-requests/rq31', f.requestPending, 'Escalade à la carte'],
  ['registrations-requests/rq33', 'GET /api/account/registrations-requests/rq33', f.requestApprovedDeposited, 'Escalade à la carte'],
  ['bundles/ob12', 'GET /api/account/bundles/ob12', f.bundleOwing, 'Carte 10 séances'],
  ['vouchers/ov21', 'GET /api/account/vouchers/ov21', f.voucherBoughtUnpaid, 'Bon cadeau 50 €'],
  ['vouchers/ov24', 'GET /api/account/vouchers/ov24', f.voucherReceived, 'Bon cadeau padel'],
  ['memberships/om15', 'GET /api/account/memberships/om15', f.membershipOwing, 'Adhésion au club'],
  ['attendance-charges/ch51', 'GET /api/account/attendance-charges/ch51', f.chargeOwing, 'Garderie du mercredi'],
] as const;

describe('account lists and details accessibility (axe)', () => {
  it.each(DETAILS)('%s', async (path, route, item, title) => {
    const { container } = await renderScreen(path, { [route]: f.one(item) });
    await screen.findByRole('heading', { level: 3, name: title });
    expect(await violations(container)).toEqual([]);
  });

  it('a list with its rows and pagination', async () => {
    const { container } = await renderScreen('vouchers', { 'GET /api/account/vouchers': f.page([f.voucherBoughtUnpaid, f.voucherReceived], 25) });
    await screen.findByRole('list', { name: 'Mes bons cadeaux' });
    expect(await violations(container)).toEqual([]);
  });

  it('the cancel confirm step of a request', async () => {
    const { container } = await renderScreen('registrations-requests/rq31', { 'GET /api/account/registrations-requests/rq31': f.one(f.requestPending) });
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la demande' }));
    await screen.findByRole('group');
    expect(await violations(container)).toEqual([]);
  });

  it('the redeem form with its error', async () => {
    const { container } = await renderScreen('vouchers/redeem');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    await screen.findByText('Obligatoire.');
    expect(await violations(container)).toEqual([]);
  });

  it('the redeem confirmation of a pass for one participant, with the participant error', async () => {
    const { container } = await renderScreen('vouchers/redeem/PADEL-NEW', { 'GET /api/vouchers/redeem': f.one(f.redeemable.participants) });
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau padel' });
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser ce bon' }));
    await waitFor(() => screen.getByText('Obligatoire.'));
    expect(await violations(container)).toEqual([]);
  });

  it('the redeem confirmation of an expired voucher and of an unknown code', async () => {
    const first = await renderScreen('vouchers/redeem/VIEUX-PRIS', { 'GET /api/vouchers/redeem': f.one(f.redeemable.redeemedExpired) });
    await screen.findByRole('heading', { level: 3, name: 'Bon cadeau 50 €' });
    expect(await violations(first.container)).toEqual([]);
    first.unmount();
    const second = await renderScreen('vouchers/redeem/NOPE', {});
    await screen.findByRole('link', { name: 'Saisir un autre code' });
    expect(await violations(second.container)).toEqual([]);
  });
});
