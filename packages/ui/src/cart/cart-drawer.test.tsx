import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { detailKeys, type Signal } from '@oriel/core';
import { cart, registrationItem, session } from '../testing/fixtures';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';
import { nothingHappensFor } from '../testing/nothing-happens';

const both = (
  <>
    <CartButton />
    <CartDrawer />
  </>
);

describe('<CartButton> and <CartDrawer>', () => {
  it('anonymous: the drawer asks the visitor to log in', async () => {
    const { runtime } = testRuntime();
    renderWith(runtime, both);
    fireEvent.click(screen.getByRole('button', { name: 'Panier, 0 article' }));
    await screen.findByText('Connectez-vous pour voir votre panier');
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr/auth/login?redirect=%2F');
  });

  it('signed in with an empty cart: the empty state', async () => {
    const { runtime } = testRuntime({ token: 't', routes: { 'GET /api/session': session, 'GET /api/carts/current': { data: null } } });
    renderWith(runtime, both);
    await waitFor(() => expect(runtime.cart.state.value.status).toBe('success'));
    fireEvent.click(screen.getByRole('button', { name: 'Panier, 0 article' }));
    await screen.findByText('Votre panier est vide');
  });

  it("the button's count follows the clock: a hold that runs out leaves the count, and the drawer stays closed", async () => {
    // the test runtime's clock is at 10:00; this hold runs out at 10:10
    const reg = registrationItem({ id: 3, expires_at: '2026-11-21T10:10:00.000Z' });
    const { runtime } = testRuntime({ token: 't', routes: { 'GET /api/session': session, 'GET /api/carts/current': cart([reg]) } });
    renderWith(runtime, both);
    await screen.findByRole('button', { name: 'Panier, 1 article' });
    // the runtime's tick, played by hand
    const clock = runtime.now as Signal<number>;
    act(() => void (clock.value = Date.parse('2026-11-21T10:05:00Z')));
    screen.getByRole('button', { name: 'Panier, 1 article' });
    act(() => void (clock.value = Date.parse('2026-11-21T10:11:00Z')));
    await screen.findByRole('button', { name: 'Panier, 0 article' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists unexpired items, registrations after the others, with total and deposit line; counts only live items', async () => {
    const expired = registrationItem({ id: 1, cuid: 'old', expires_at: '2026-11-21T09:00:00.000Z' });
    const voucher = {
      id: 2,
      cuid: 'v',
      type: 'VOUCHER',
      price: 5000,
      deposit: 0,
      quantity: 1,
      expires_at: '2026-11-21T10:15:00.000Z',
      participant: null,
      voucher: { title: 'Bon cadeau 50 €', images: [], duration: null },
    };
    const reg = registrationItem({ id: 3, deposit: 1000 });
    const { runtime } = testRuntime({ token: 't', routes: { 'GET /api/session': session, 'GET /api/carts/current': cart([reg, expired, voucher]) } });
    renderWith(runtime, both);
    const button = await screen.findByRole('button', { name: 'Panier, 2 articles' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    const [held, ranOut] = within(dialog).getAllByRole('list');
    const items = within(held!).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Bon cadeau 50 €', 'Initiation au tennis']);
    // the item whose hold ran out is apart, not counted in the total, and may be held again
    expect(ranOut!.closest('section')?.querySelector('h3')?.textContent).toBe('Plus réservés');
    within(ranOut!).getByRole('button', { name: 'Réserver à nouveau · Initiation au tennis' });
    expect(dialog.textContent).toContain('Pour Léa Dubois');
    expect(within(dialog).getByText('Total').parentElement?.textContent).toContain('70,00');
    expect(within(dialog).getByText('Acompte').parentElement?.textContent).toContain('10,00');
  });

  it('deleting shows a busy item with a disabled button, then updates the cart and toasts', async () => {
    let release!: () => void;
    const { runtime, fetch } = testRuntime({ token: 't', routes: { 'GET /api/session': session, 'GET /api/carts/current': cart([registrationItem()]) } });
    const base = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        await new Promise<void>((r) => (release = r));
        return new Response(JSON.stringify(cart([])), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return base(input, init);
    });
    renderWith(runtime, both);
    fireEvent.click(await screen.findByRole('button', { name: 'Panier, 1 article' }));
    const remove = await screen.findByRole('button', { name: 'Supprimer · Initiation au tennis' });
    fireEvent.click(remove);
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(true));
    expect(remove.closest('li')?.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(runtime.toasts.all.value.at(-1)?.message).toBe('Panier mis à jour'));
    // the drawer closes when the count reaches zero (spec 001 §2)
    await waitFor(() => expect(runtime.cartOpen.value).toBe(false));
  });

  it('opens by itself when the count grows', async () => {
    const { runtime } = testRuntime({
      token: 't',
      routes: { 'GET /api/session': session, 'GET /api/carts/current': { data: null }, 'POST /api/carts/items': cart([registrationItem()]) },
    });
    renderWith(runtime, both);
    await waitFor(() => expect(runtime.cart.state.value.status).toBe('success'));
    expect(runtime.cartOpen.value).toBe(false);
    await runtime.cart.add({ registrations: [] });
    await waitFor(() => expect(runtime.cartOpen.value).toBe(true));
  });

  it('stays shut when a returning customer signs in with a cart that already holds items', async () => {
    const { runtime } = testRuntime({
      routes: {
        'POST /api/auth/login': { data: { token: 't', customer: session.data.customer } },
        'GET /api/session': session,
        'GET /api/carts/current': cart([registrationItem()]),
      },
    });
    renderWith(runtime, both);
    await runtime.session.login('demo@oriel.test', 'demo-password');
    await screen.findByRole('button', { name: 'Panier, 1 article' });
    // the loaded cart grew the count from 0 to 1 without an add: the drawer must not cover the page
    await nothingHappensFor(20, 'the drawer stays shut');
    expect(runtime.cartOpen.value).toBe(false);
  });
});

describe('the checkout button (spec 000 §2)', () => {
  const routes = { 'GET /api/session': session, 'GET /api/carts/current': cart([registrationItem()]) };

  it('links to /checkout', async () => {
    const { runtime, navigate } = testRuntime({ token: 't', routes });
    renderWith(runtime, both);
    fireEvent.click(await screen.findByRole('button', { name: 'Panier, 1 article' }));
    const link = await screen.findByRole('link', { name: 'Commander' });
    expect(link.getAttribute('href')).toBe('/fr/checkout');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/fr/checkout');
    expect(runtime.cartOpen.value).toBe(false);
  });

  it('already on /checkout it only closes the panel', async () => {
    const { runtime, navigate } = testRuntime({ token: 't', routes, location: '/fr/checkout' });
    renderWith(runtime, both);
    fireEvent.click(await screen.findByRole('button', { name: 'Panier, 1 article' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Commander' }));
    expect(runtime.cartOpen.value).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('cart changes and estimates (000 §7)', () => {
  it('a changed cart refetches the price estimates being shown', async () => {
    const { runtime } = testRuntime({
      token: 't',
      routes: {
        'GET /api/session': session,
        'GET /api/carts/current': cart([registrationItem()]),
        'POST /api/carts/items': cart([registrationItem(), registrationItem({ id: 502, cuid: 'it502' })]),
      },
    });
    await waitFor(() => expect(runtime.cart.state.value.status).toBe('success'));
    let calls = 0;
    const estimate = runtime.queries.query(detailKeys.estimate('{"availability_id":9}'), async () => ++calls);
    const release = estimate.retain();
    await estimate.ensure();
    expect(calls).toBe(1);
    await runtime.cart.add({ registrations: [] });
    await waitFor(() => expect(calls).toBe(2));
    release();
  });
});
