import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { bootShell, LEA, tennis } from './testing/boot-shell';
// The detail, /cart/add and registration-request routes in the hosted shell (000 §2).
const boot = (path: string, routes: Record<string, unknown> = {}) => bootShell(path, { routes, participants: [LEA] });

describe('shell detail, cart add and request routes', () => {
  it('/memberships/{cuid}: the organiser name as first crumb, the detail and its form', async () => {
    boot('/memberships/m1', {
      'GET /api/memberships/m1': {
        data: {
          id: 4,
          cuid: 'm1',
          title: 'Abonnement mensuel',
          price: 4000,
          images: [],
          entity: 'CUSTOMERS',
          period_type: 'ROLLING',
          rolling_period_type: 'months',
          rolling_period_duration: 1,
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement mensuel' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: /fil|breadcrumb/i });
    await waitFor(() => expect(crumbs.textContent).toContain('Les Ateliers du Parc'));
    expect(await screen.findByLabelText('Quantité')).toBeTruthy();
  });

  it('/vouchers/{cuid} and /activities/{cuid} render their details', async () => {
    boot('/vouchers/v1', { 'GET /api/vouchers/v1': { data: { id: 8, cuid: 'v1', title: 'Bon cadeau 25 €', price: 2500, images: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bon cadeau 25 €' })).toBeTruthy();
    stop?.();
    boot('/activities/act-tennis', {
      'GET /api/activities/act-tennis': { data: { id: 3, cuid: 'act-tennis', title: 'Initiation au tennis', images: [] } },
      'GET /api/availabilities': { data: [tennis], count: 1 },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Prochaines séances' })).toBeTruthy();
  });

  it('/cart/add: removing an availability rewrites the query; the last one removed leaves the empty state', async () => {
    boot('/cart/add?availabilities=av-tennis', { 'GET /api/availabilities/av-tennis': { data: tennis } });
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer de la sélection : Initiation au tennis' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByText('Rien à ajouter au panier.')).toBeTruthy();
  });

  it('/cart/registrations/request?availabilities=…&tier=… shows the request form', async () => {
    boot('/cart/registrations/request?availabilities=9&tier=1', { 'GET /api/availabilities/9': { data: tennis } });
    expect(await screen.findByRole('heading', { level: 1, name: "Demande d'inscription" })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Envoyer la demande' })).toBeTruthy();
  });
});
