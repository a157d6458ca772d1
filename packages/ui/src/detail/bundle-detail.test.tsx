import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { cart, session } from '../testing/fixtures';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { bundle as bundleOf } from '../catalog/catalog.fixtures';
import { BundleDetail } from './bundle-detail';

const bundle = bundleOf({ images: [] });
const routes = { 'GET /api/bundles/b-10': { data: bundle } };
const bundleItem = {
  id: 9,
  cuid: 'i9',
  type: 'BUNDLE',
  price: 15000,
  deposit: 0,
  quantity: 1,
  expires_at: '2026-11-21T10:15:00Z',
  participant: { id: 2, fullname: 'Hugo Dubois' },
  bundle: { title: bundle.title, images: [], capacity: 10, entity: 'PARTICIPANTS' },
};

describe('<BundleDetail>', () => {
  it('shows the price per registration and, to visitors, the login prompt', async () => {
    const { runtime } = testRuntime({ routes, location: '/fr/bundles/b-10' });
    const { container } = renderWith(runtime, <BundleDetail cuid="b-10" />);
    await screen.findByRole('heading', { level: 1, name: 'Carte 10 séances' });
    // 150,00 € / 10 (000 §9)
    expect(container.textContent?.replace(/\u00a0|\u202f/g, ' ')).toContain('15,00 € par inscription');
    expect(container.textContent).toContain('10 inscriptions');
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr/auth/login?redirect=%2Ffr%2Fbundles%2Fb-10');
  });

  it("a participant's bundle, to a customer without participant: the form to add one first, as for a membership", async () => {
    const { runtime } = testRuntime({ token: 't', routes: { ...routes, 'GET /api/session': { data: { ...session.data, participants: [] } } } });
    renderWith(runtime, <BundleDetail cuid="b-10" />);
    await screen.findByText('Ajoutez un participant à votre compte pour vous inscrire.');
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });

  it('a customer adds two for a participant: one cart item each', async () => {
    const { runtime, fetch } = testRuntime({
      token: 't',
      routes: { ...routes, 'GET /api/session': session, 'POST /api/carts/items': cart([bundleItem, bundleItem]) },
    });
    renderWith(runtime, <BundleDetail cuid="b-10" />);
    const quantity = (await screen.findByLabelText('Quantité')) as HTMLInputElement;
    expect((screen.getByLabelText('Participant') as HTMLSelectElement).value).toBe('1');
    fireEvent.input(quantity, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(runtime.cart.state.value.data?.items.length).toBe(2));
    const post = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({
      bundles: [
        { bundle_id: 4, participant_id: 1 },
        { bundle_id: 4, participant_id: 1 },
      ],
    });
  });

  it('refuses a quantity below 1 before calling the API', async () => {
    const { runtime, fetch } = testRuntime({ token: 't', routes: { ...routes, 'GET /api/session': session } });
    renderWith(runtime, <BundleDetail cuid="b-10" />);
    fireEvent.input(await screen.findByLabelText('Quantité'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByText("Ce champ n'est pas valide.");
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });
});
