import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { cart, session } from '../testing/fixtures';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { bodyOf, posted } from '../testing/posted';
import { MembershipDetail } from './membership-detail';
import { VoucherDetail } from './voucher-detail';

const one = (data: unknown) => ({ data });
const image = [{ id: 1, public_url: 'https://media.test/m.svg' }];
const rolling = {
  id: 4,
  cuid: 'm-monthly',
  title: 'Abonnement mensuel',
  price: 4000,
  images: image,
  description: '<p>Accès libre</p><script>x()</script>',
  entity: 'PARTICIPANTS',
  period_type: 'ROLLING',
  rolling_period_type: 'months',
  rolling_period_duration: 3,
};
const fixed = {
  id: 5,
  cuid: 'm-club',
  title: 'Carte club',
  price: 9000,
  images: [],
  description: null,
  entity: 'CUSTOMERS',
  period_type: 'FIXED',
  fixed_period_start_at: '2026-09-01T00:00:00.000Z',
  fixed_period_end_at: '2027-06-30T00:00:00.000Z',
};
const voucher = { id: 8, cuid: 'v-25', title: 'Bon cadeau 25 €', price: 2500, duration: 31_536_000, images: image, description: '<p>À offrir</p>' };

describe('<MembershipDetail>', () => {
  it('ROLLING, PARTICIPANTS: period from purchase, quantity and participant, one item with the quantity', async () => {
    const { runtime, fetch } = testRuntime({
      token: 'tok',
      routes: { 'GET /api/session': session, 'GET /api/memberships/m-monthly': one(rolling), 'POST /api/carts/items': cart([]) },
    });
    const { container } = renderWith(runtime, <MembershipDetail cuid="m-monthly" />);
    await screen.findByRole('heading', { level: 1, name: 'Abonnement mensuel' });
    expect(screen.getByText('Période').parentElement?.textContent).toMatch(/Pendant 3\smois à partir de l'achat/);
    expect(container.textContent).toContain('40,00');
    expect(container.querySelector('script')).toBeNull();
    fireEvent.input(await screen.findByLabelText('Quantité'), { target: { value: '2' } });
    expect((screen.getByLabelText('Participant') as HTMLSelectElement).value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(posted(fetch, '/api/carts/items')).toHaveLength(1));
    expect(await bodyOf(posted(fetch, '/api/carts/items')[0])).toEqual({ memberships: [{ membership_id: 4, quantity: 2, participant_id: 1 }] });
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe('Panier mis à jour'));
  });

  it('FIXED, CUSTOMERS: from-to period, no quantity and no participant', async () => {
    const { runtime, fetch } = testRuntime({
      token: 'tok',
      routes: { 'GET /api/session': session, 'GET /api/memberships/m-club': one(fixed), 'POST /api/carts/items': cart([]) },
    });
    renderWith(runtime, <MembershipDetail cuid="m-club" />);
    const add = await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(screen.getByText('Période').parentElement?.textContent).toMatch(/^PériodeDu .*2026 au .*2027$/);
    expect(screen.queryByLabelText('Quantité')).toBeNull();
    expect(screen.queryByLabelText('Participant')).toBeNull();
    fireEvent.click(add);
    await waitFor(() => expect(posted(fetch, '/api/carts/items')).toHaveLength(1));
    expect(await bodyOf(posted(fetch, '/api/carts/items')[0])).toEqual({ memberships: [{ membership_id: 5, quantity: 1 }] });
  });

  it('anonymous: the login prompt; loading: a skeleton; unknown: the error', async () => {
    const { runtime } = testRuntime({
      routes: { 'GET /api/memberships/m-monthly': one(rolling), 'GET /api/memberships/nope': failure(404, { error: 'NOT_FOUND' }) },
    });
    const first = renderWith(runtime, <MembershipDetail cuid="m-monthly" />);
    expect(first.container.querySelector('[aria-busy="true"] .skeleton')).toBeTruthy();
    await screen.findByRole('link', { name: 'Se connecter' });
    first.unmount();
    renderWith(runtime, <MembershipDetail cuid="nope" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Introuvable.');
  });
});

describe('<VoucherDetail>', () => {
  it('price, validity and the quantity sent with the voucher', async () => {
    const { runtime, fetch } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': session,
        'GET /api/vouchers/v-25': one(voucher),
        'POST /api/carts/items': failure(404, { error: 'NOT_FOUND', fields: { voucher_id: 'not_found' } }),
      },
    });
    renderWith(runtime, <VoucherDetail cuid="v-25" />);
    await screen.findByRole('heading', { level: 1, name: 'Bon cadeau 25 €' });
    expect(screen.getByText('Période').parentElement?.textContent).toMatch(/Valable 365\sjours/);
    fireEvent.input(screen.getByLabelText('Quantité'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe('Introuvable.'));
    expect(await bodyOf(posted(fetch, '/api/carts/items')[0])).toEqual({ vouchers: [{ voucher_id: 8, quantity: 3 }] });
    expect((screen.getByLabelText('Quantité') as HTMLInputElement).value).toBe('3');
  });

  it('refuses a quantity below 1 without calling the API', async () => {
    const { runtime, fetch } = testRuntime({ token: 'tok', routes: { 'GET /api/session': session, 'GET /api/vouchers/v-25': one(voucher) } });
    renderWith(runtime, <VoucherDetail cuid="v-25" />);
    fireEvent.input(await screen.findByLabelText('Quantité'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByText("Ce champ n'est pas valide.");
    expect(posted(fetch, '/api/carts/items')).toHaveLength(0);
  });
});
