import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../testing/fixtures';
import { calledUrls, failure, renderWith, testRuntime } from '../testing/test-runtime';
import { activity, bundle, list, membership, voucher } from './catalog.fixtures';
import { ActivityCards } from './activity-cards';
import { OfferCards } from './offer-cards';

afterEach(() => window.history.replaceState(null, '', '/'));
const text = (el: Element | null) => el?.textContent?.replace(/\u00a0|\u202f/g, ' ') ?? '';
const embedded = (runtime: ReturnType<typeof testRuntime>['runtime'], templates: Record<string, string> = {}) => ({
  ...runtime,
  links: { kind: 'embedded' as const, templates },
});

describe('<OfferCards> bundles', () => {
  it('shows a busy skeleton, then title, image, price and the price per registration (000 §9)', async () => {
    const unlimited = bundle({ id: 5, cuid: 'b-free', title: 'Pass libre', capacity: null, images: [] });
    const { runtime } = testRuntime({ routes: { 'GET /api/bundles': list([bundle(), unlimited]) } });
    const { container } = renderWith(runtime, <OfferCards kind="bundles" columns={3} pageSize={20} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const card = await screen.findByRole('article', { name: 'Carte 10 séances' });
    expect(text(card)).toContain('150,00 €');
    expect(text(card)).toContain('10 inscriptions · 15,00 € par inscription');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://media.test/carte.svg');
    expect(text(screen.getByRole('article', { name: 'Pass libre' }))).not.toContain('par inscription');
    expect(screen.getByRole('link', { name: 'Carte 10 séances' }).getAttribute('href')).toBe('/fr/bundles/b-10');
  });

  it('embedded without a template, a bundle opens its detail in a dialog', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/bundles': list([bundle()]), 'GET /api/bundles/b-10': { data: bundle() } } });
    renderWith(embedded(runtime), <OfferCards kind="bundles" columns={2} pageSize={20} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Carte 10 séances' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carte 10 séances' });
    await waitFor(() => expect(text(dialog)).toContain('15,00 € par inscription'));
    within(dialog).getByRole('button', { name: 'Se connecter' });
  });

  it('asks only for the configured ids and pages in the query string', async () => {
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/bundles': list([bundle()], 3) } });
    renderWith(runtime, <OfferCards kind="bundles" columns={2} pageSize={1} ids={[4, 7]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Page suivante' }));
    // a bundles grid pages under its own name, so an availabilities grid on the same page keeps its page
    await waitFor(() => expect(window.location.search).toBe('?bundles_page_number=2'));
    await waitFor(() => expect(calledUrls(fetch).some((u) => u.includes('offset=1') && u.includes('id=4%2C7'))).toBe(true));
  });

  it('shows its empty state and a translated error with retry', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/bundles': list([]) } });
    renderWith(runtime, <OfferCards kind="bundles" columns={2} pageSize={20} />);
    await screen.findByText('Aucun abonnement');
    const failing = testRuntime({ routes: { 'GET /api/vouchers': failure(404, { error: 'NOT_FOUND' }) } });
    renderWith(failing.runtime, <OfferCards kind="vouchers" columns={2} pageSize={20} />);
    await screen.findByRole('button', { name: 'Réessayer' });
  });

  it('looks the same to a signed-in customer: the grid does not depend on the session', async () => {
    const { runtime } = testRuntime({ token: 't', routes: { 'GET /api/session': session, 'GET /api/bundles': list([bundle()]) } });
    renderWith(runtime, <OfferCards kind="bundles" columns={2} pageSize={20} />);
    await screen.findByRole('link', { name: 'Carte 10 séances' });
  });
});

describe('<OfferCards> memberships and vouchers', () => {
  it('a membership card shows its period and links to /memberships/{cuid}; description only when asked', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/memberships': list([membership()]) } });
    renderWith(runtime, <OfferCards kind="memberships" columns={2} pageSize={20} properties={['price', 'description']} />);
    const card = await screen.findByRole('article', { name: 'Adhésion au club' });
    expect(text(card)).toContain('45,00 €');
    expect(text(card)).toContain('Accès aux installations.');
    expect(card.querySelector('img, .o-card-noimg')).toBeNull();
    expect(screen.getByRole('link', { name: 'Adhésion au club' }).getAttribute('href')).toBe('/fr/memberships/m-club');
  });

  it('a voucher links through the integrator template, else opens its detail in a dialog', async () => {
    const routes = { 'GET /api/vouchers': list([voucher()]), 'GET /api/vouchers/v-50': { data: voucher() } };
    const a = testRuntime({ routes });
    const first = renderWith(embedded(a.runtime, { voucher: '/bons/{cuid}' }), <OfferCards kind="vouchers" columns={2} pageSize={20} />);
    expect((await screen.findByRole('link', { name: 'Bon cadeau 50 €' })).getAttribute('href')).toBe('/bons/v-50');
    expect(text(screen.getByRole('article'))).toContain('Valable');
    first.unmount();
    const b = testRuntime({ routes });
    renderWith(embedded(b.runtime), <OfferCards kind="vouchers" columns={2} pageSize={20} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bon cadeau 50 €' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bon cadeau 50 €' });
    await waitFor(() => within(dialog).getByRole('button', { name: 'Se connecter' }));
  });
});

describe('<ActivityCards>', () => {
  it('shows image, description, lowest price and places by default, and links to /activities/{cuid}', async () => {
    const { runtime, fetch } = testRuntime({ routes: { 'GET /api/activities': list([activity()]) } });
    renderWith(runtime, <ActivityCards columns={2} pageSize={20} catalogs={[3]} />);
    const card = await screen.findByRole('article', { name: 'Initiation au tennis' });
    expect(text(card)).toContain('À partir de 20,00 €');
    expect(text(card)).toContain('Centre sportif du Kauwberg');
    expect(text(card)).toContain('Raquettes fournies.');
    expect(card.querySelector('img')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Initiation au tennis' }).getAttribute('href')).toBe('/fr/activities/act-tennis');
    expect(calledUrls(fetch).some((u) => u.includes('/api/activities') && u.includes('catalog=3'))).toBe(true);
    // after: now, to the minute (000 §7: the activities still available)
    const call = new URL(calledUrls(fetch).find((u) => u.includes('/api/activities'))!);
    const after = Date.parse(call.searchParams.get('after') ?? '');
    expect(after % 60_000).toBe(0);
    expect(runtime.now.value - after).toBeGreaterThanOrEqual(0);
    expect(runtime.now.value - after).toBeLessThan(60_000);
  });

  it('shows only the configured activity-properties', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/activities': list([activity()]) } });
    renderWith(runtime, <ActivityCards columns={2} pageSize={20} itemsProperties={['price']} />);
    const card = await screen.findByRole('article', { name: 'Initiation au tennis' });
    expect(text(card)).toContain('20,00 €');
    expect(text(card)).not.toContain('Kauwberg');
    expect(text(card)).not.toContain('Raquettes');
    expect(card.querySelector('img')).toBeNull();
  });

  it('embedded without a template, an activity opens in a dialog', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/activities': list([activity()]), 'GET /api/activities/act-tennis': { data: activity() } } });
    renderWith(embedded(runtime), <ActivityCards columns={2} pageSize={20} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Initiation au tennis' }));
    await screen.findByRole('dialog', { name: 'Initiation au tennis' });
  });

  it('shows the activities empty state', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/activities': list([]) } });
    renderWith(runtime, <ActivityCards columns={2} pageSize={20} />);
    await screen.findByText('Aucune activité');
  });
});
