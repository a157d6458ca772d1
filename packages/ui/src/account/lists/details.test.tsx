import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { failure } from '../../testing/test-runtime';
import { AccountArea } from '../account-area';
import { memoryNav, renderAccount } from '../account.test-utils';
import { booking, one } from './lists.fixtures';
import { renderScreen } from './lists.test-utils';

const DETAILS = [
  ['carts/c404', 'GET /api/account/carts/c404', 'Retour à mes commandes', '/fr/account/carts'],
  ['bookings/c404', 'GET /api/account/bookings/c404', 'Retour à mes réservations', '/fr/account/bookings'],
  ['registrations-requests/c404', 'GET /api/account/registrations-requests/c404', 'Retour à mes demandes', '/fr/account/registrations-requests'],
  ['bundles/c404', 'GET /api/account/bundles/c404', 'Retour à mes abonnements', '/fr/account/bundles'],
  ['vouchers/c404', 'GET /api/account/vouchers/c404', 'Retour à mes bons cadeaux', '/fr/account/vouchers'],
  ['memberships/c404', 'GET /api/account/memberships/c404', 'Retour à mes adhésions', '/fr/account/memberships'],
  ['attendance-charges/c404', 'GET /api/account/attendance-charges/c404', 'Retour à mes frais de présence', '/fr/account/attendance-charges'],
] as const;

describe('every detail: loading, error with retry, not found (001 §2)', () => {
  it.each(DETAILS)('%s: another customer’s (404) reads as not found, with the way back', async (path, route, back, href) => {
    await renderScreen(path, { [route]: failure(404, { error: 'NOT_FOUND' }) });
    await screen.findByRole('heading', { level: 3, name: 'Introuvable' });
    screen.getByText('Cet élément est introuvable, ou il ne vous appartient pas.');
    expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe(href);
  });

  it.each(DETAILS)('%s: a skeleton while it loads, already with the way back', async (path, route, back) => {
    const { container } = await renderScreen(path, { [route]: () => new Promise(() => {}) });
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    expect(container.querySelector('[aria-busy="true"] .skeleton')).not.toBeNull();
    screen.getByRole('link', { name: back });
  });

  it('a failure shows the error with a retry that loads it again (4xx: the cache does not retry by itself)', async () => {
    let fail = true;
    await renderScreen('bookings/bk70', {
      'GET /api/account/bookings/bk70': () => (fail ? failure(409, { error: 'INTERNAL_ERROR' }) : one(booking)),
    });
    await screen.findByRole('alert');
    screen.getByText('Une erreur serveur est survenue. Veuillez réessayer.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => screen.getByRole('heading', { level: 3, name: 'Terrain de padel 1' }));
  });
});

describe('Screens switch', () => {
  it.each([
    ['carts', 'GET /api/account/carts', 'Mes commandes'],
    ['bookings', 'GET /api/account/bookings', 'Mes réservations'],
    ['registrations-requests', 'GET /api/account/registrations-requests', "Mes demandes d'inscription"],
    ['bundles', 'GET /api/account/bundles', 'Mes abonnements'],
    ['vouchers', 'GET /api/account/vouchers', 'Mes bons cadeaux'],
    ['memberships', 'GET /api/account/memberships', 'Mes adhésions'],
    ['attendance-charges', 'GET /api/account/attendance-charges', 'Mes frais de présence'],
  ])('%s shows its list, titled, with its empty state', async (path, route, title) => {
    await renderScreen(path, { [route]: { data: [], count: 0 } });
    await screen.findByRole('heading', { level: 3, name: title });
    await screen.findByRole('status');
  });
});

describe('inside the area', () => {
  it('the area loads this group for its screens (the bookings tab current) and a row opens its detail', async () => {
    const { nav, moves } = memoryNav('bookings');
    await renderAccount(<AccountArea nav={nav} />, { nav, routes: { 'GET /api/account/bookings': { data: [booking], count: 1 } } });
    const link = await screen.findByRole('link', { name: 'Terrain de padel 1' });
    expect(screen.getByRole('link', { name: /^Réservations/ }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(link);
    expect(moves).toEqual([{ path: 'bookings/bk70', query: {} }]);
  });
});
