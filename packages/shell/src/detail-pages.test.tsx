import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { bootShell, json, LEA, tennis, website, type RouteAnswer } from './testing/boot-shell';
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
    await screen.findByRole('heading', { level: 1, name: 'Abonnement mensuel' });
    const crumbs = screen.getByRole('navigation', { name: /fil|breadcrumb/i });
    await waitFor(() => expect(crumbs.textContent).toContain('Les Ateliers du Parc'));
    await screen.findByLabelText('Quantité');
  });

  it('/vouchers/{cuid} and /activities/{cuid} render their details', async () => {
    boot('/vouchers/v1', { 'GET /api/vouchers/v1': { data: { id: 8, cuid: 'v1', title: 'Bon cadeau 25 €', price: 2500, images: [] } } });
    await screen.findByRole('heading', { level: 1, name: 'Bon cadeau 25 €' });
    stop?.();
    boot('/activities/act-tennis', {
      'GET /api/activities/act-tennis': { data: { id: 3, cuid: 'act-tennis', title: 'Initiation au tennis', images: [] } },
      'GET /api/availabilities': { data: [tennis], count: 1 },
    });
    await screen.findByRole('heading', { level: 2, name: 'Prochaines séances' });
  });

  it('/cart/add: removing an availability rewrites the query; the last one removed leaves the empty state', async () => {
    boot('/cart/add?availabilities=av-tennis', { 'GET /api/availabilities/av-tennis': { data: tennis } });
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer de la sélection : Initiation au tennis' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await screen.findByText('Rien à ajouter au panier.');
  });

  it('/cart/registrations/request?availabilities=…&tier=… shows the request form', async () => {
    boot('/cart/registrations/request?availabilities=9&tier=1', { 'GET /api/availabilities/9': { data: tennis } });
    await screen.findByRole('heading', { level: 1, name: "Demande d'inscription" });
    await screen.findByRole('button', { name: 'Envoyer la demande' });
  });
});

describe('membership and voucher breadcrumbs name the catalog page, as the availability does (000 §2)', () => {
  const membership = { id: 4, cuid: 'm1', title: 'Abonnement mensuel', price: 4000, images: [], entity: 'CUSTOMERS', period_type: 'FIXED' };
  const voucher = { id: 8, cuid: 'v1', title: 'Bon cadeau 25 €', price: 2500, images: [] };
  const pages = [...website.pages, { id: 2, title: 'Abonnements et bons', pathname: '/offres', type: 'DEFAULT' }];
  const grids = [
    { id: 'g1', type: 'SECTION', element: 'memberships-cards', settings: { columns: 2 }, children: [] },
    { id: 'g2', type: 'SECTION', element: 'vouchers-cards', settings: { columns: 2 }, children: [] },
  ];
  const pageAnswer: RouteAnswer = (request) => {
    const page = pages.find((p) => p.pathname === new URL(request.url).searchParams.get('pathname'));
    return page ? json(200, { data: { ...page, content: page.pathname === '/offres' ? grids : [] } }) : json(404, { error: 'NOT_FOUND' });
  };
  const visit = (path: string) =>
    bootShell(path, {
      participants: [LEA],
      routes: {
        'GET /api/website': { data: { ...website, pages } },
        'GET /api/website/pages': pageAnswer,
        'GET /api/memberships/m1': { data: membership },
        'GET /api/vouchers/v1': { data: voucher },
        'GET /api/memberships': { data: [membership], count: 1 },
        'GET /api/vouchers': { data: [voucher], count: 1 },
      },
    });
  const crumbs = async (title: string) => {
    const nav = await screen.findByRole('navigation', { name: /fil|breadcrumb/i });
    await waitFor(() => expect(nav.textContent).toContain(title));
    await waitFor(() => expect(nav.textContent).toContain('Les Ateliers du Parc'));
    return within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  };

  it("the catalog page's cards link with ?from=", async () => {
    visit('/fr/offres');
    const links = await screen.findAllByRole('link', { name: /Abonnement mensuel|Bon cadeau 25 €/ });
    const hrefs = new Set(links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(new Set(['/fr/memberships/m1?from=%2Foffres', '/fr/vouchers/v1?from=%2Foffres']));
  });

  it.each([
    ['memberships/m1', 'Abonnement mensuel'],
    ['vouchers/v1', 'Bon cadeau 25 €'],
  ])('/%s?from=/offres: organiser / catalog page (linked with the language) / title', async (path, title) => {
    visit(`/fr/${path}?from=%2Foffres`);
    await waitFor(async () => expect(await crumbs(title)).toEqual(['Les Ateliers du Parc', 'Abonnements et bons', title]));
    const nav = screen.getByRole('navigation', { name: /fil|breadcrumb/i });
    expect(within(nav).getByRole('link', { name: 'Abonnements et bons' }).getAttribute('href')).toBe('/fr/offres');
  });

  it.each(['/inconnue', '//evil.test/offres', '/'])('?from=%s names no page: no crumb', async (from) => {
    visit(`/fr/vouchers/v1?from=${encodeURIComponent(from)}`);
    expect(await crumbs('Bon cadeau 25 €')).toEqual(['Les Ateliers du Parc', 'Bon cadeau 25 €']);
  });
});
