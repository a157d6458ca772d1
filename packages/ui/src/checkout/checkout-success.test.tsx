import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { cart, registrationItem } from '../testing/fixtures';
import { failure, renderWith, testRuntime } from '../testing/test-runtime';
import { CheckoutSuccess } from './checkout-success';
import { EmbeddedCheckout } from './checkout-flow';
import { campItem, checkoutData, onlineSession, voucherItem } from './checkout.fixtures';

const paid = () => {
  const c = cart([campItem(), voucherItem(), registrationItem()]).data;
  return { data: { ...c, processed_at: '2026-11-21T10:01:00Z', payment_reference: '+++000/0000/00707+++', to_pay_amount: 20600 } };
};

/** Each payment line of the block under `heading`: method, amount and status, spaces made plain. */
const paidLines = (heading: HTMLElement) =>
  [...heading.parentElement!.querySelectorAll('dl > div')].map((d) =>
    [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent].join(' ').replace(/\s+/g, ' ').trim(),
  );

function setup(routes: Record<string, unknown>) {
  return testRuntime({ token: 'tok', routes: { 'GET /api/session': onlineSession, ...routes } });
}

describe('<CheckoutSuccess>', () => {
  it('lists the paid cart by kind, registrations by start; reference, transfer details; emits checkout-complete', async () => {
    const { runtime } = setup({ 'GET /api/account/carts/cart7': paid() });
    const complete = vi.fn();
    document.addEventListener('oriel:checkout-complete', complete);
    renderWith(runtime, <CheckoutSuccess cartCuid="cart7" onBack={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Merci pour votre commande' });
    const regs = screen.getByRole('heading', { name: 'Inscriptions' }).parentElement!;
    expect(
      within(regs)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Initiation au tennis', 'Stage multisport']);
    within(screen.getByRole('heading', { name: 'Bons cadeaux' }).parentElement!).getByText('Bon cadeau 50 €');
    screen.getByText('Référence C-7');
    expect(screen.getByText('Communication structurée').parentElement?.textContent).toContain('+++000/0000/00707+++');
    expect(screen.getByText('Montant à virer').parentElement?.textContent).toContain('206,00');
    expect(screen.getByText('Compte bancaire').parentElement?.textContent).toContain('BE71 0961 2345 6769');
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    expect((complete.mock.calls[0]![0] as CustomEvent).detail).toEqual({ cart: 'cart7', reference: 'C-7' });
    document.removeEventListener('oriel:checkout-complete', complete);
  });

  it('online payment: what was paid, how and its status, in euros, then links to the account', async () => {
    const c = cart([voucherItem()]).data;
    const online = {
      data: {
        ...c,
        processed_at: '2026-11-21T10:01:00Z',
        to_pay_amount: 3500,
        payments: [
          { method: 'ONLINE', amount: 3500, status: 'PAID' },
          { method: 'WALLET', amount: 1500, status: 'PAID' },
        ],
      },
    };
    const { runtime } = setup({ 'GET /api/account/carts/cart7': online });
    renderWith(runtime, <CheckoutSuccess cartCuid="cart7" onBack={vi.fn()} />);
    expect(paidLines(await screen.findByRole('heading', { name: 'Paiement' }))).toEqual(['En ligne 35,00 € Payé', 'Portefeuille 15,00 € Payé']);
    expect(screen.queryByText('Montant à virer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mes inscriptions' }).getAttribute('href')).toBe('/fr/account/registrations');
    expect(screen.getByRole('link', { name: 'Mes commandes' }).getAttribute('href')).toBe('/fr/account/carts');
  });

  it('bank transfer: the transfer line is pending; a free order has no payment block', async () => {
    const transfer = paid();
    const { runtime } = setup({
      'GET /api/account/carts/cart7': { data: { ...transfer.data, payments: [{ method: 'TRANSFER', amount: 20600, status: 'PENDING' }] } },
      'GET /api/account/carts/free': cart([voucherItem()]),
    });
    const view = renderWith(runtime, <CheckoutSuccess cartCuid="cart7" onBack={vi.fn()} />);
    expect(paidLines(await screen.findByRole('heading', { name: 'Paiement' }))).toEqual(['Virement 206,00 € En attente']);
    view.unmount();
    renderWith(runtime, <CheckoutSuccess cartCuid="free" onBack={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Bons cadeaux' });
    expect(screen.queryByRole('heading', { name: 'Paiement' })).toBeNull();
    screen.getByRole('link', { name: 'Mes inscriptions' });
  });

  it('no transfer block without a payment reference', async () => {
    const { runtime } = setup({ 'GET /api/account/carts/cart7': cart([voucherItem()]) });
    renderWith(runtime, <CheckoutSuccess cartCuid="cart7" onBack={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Bons cadeaux' });
    expect(screen.queryByText('Communication structurée')).toBeNull();
  });

  it('an unknown cart shows the error without retry', async () => {
    const { runtime } = setup({ 'GET /api/account/carts/nope': failure(404, { error: 'NOT_FOUND' }) });
    renderWith(runtime, <CheckoutSuccess cartCuid="nope" onBack={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Introuvable.');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('payment=failed: says so and leads back to the checkout', async () => {
    const { runtime, fetch } = setup({});
    const onBack = vi.fn();
    renderWith(runtime, <CheckoutSuccess cartCuid="cart7" failed onBack={onBack} />);
    screen.getByRole('heading', { name: "Le paiement n'a pas abouti" });
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la commande' }));
    expect(onBack).toHaveBeenCalled();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('account/carts'))).toBe(false);
  });

  it('payment=failed with the API reason: says plainly that the places went, that nothing was charged; an unknown reason reads as a plain failure', async () => {
    const { runtime } = setup({});
    const { unmount } = renderWith(runtime, <CheckoutSuccess cartCuid="cart7" failed reason="places_unavailable" onBack={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Des places de votre panier ont été prises pendant qu’elles n’étaient plus réservées. Votre panier a été mis à jour : vérifiez-le et confirmez à nouveau. Aucun montant n’a été débité.',
    );
    unmount();
    renderWith(runtime, <CheckoutSuccess cartCuid="cart7" failed reason="<script>" onBack={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(
      "Rien n'a été débité. Votre panier est conservé tant que ses places sont réservées : vous pouvez réessayer.",
    );
  });
});

describe('<EmbeddedCheckout>', () => {
  it('the provider return (?cart&payment=success) shows the success view; a delayed checkout pushes those params', async () => {
    window.history.replaceState(null, '', '/stages?cart=cart7&payment=success');
    const { runtime } = setup({ 'GET /api/account/carts/cart7': paid() });
    renderWith(runtime, <EmbeddedCheckout redirect={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Merci pour votre commande' });
    window.history.replaceState(null, '', '/');
  });

  it('delayed payment: return_url is the host page without view params, then ?cart=…&payment=success', async () => {
    window.history.replaceState(null, '', '/stages?x=1&payment=failed');
    const { runtime, fetch } = setup({
      'GET /api/carts/current': cart([registrationItem()]),
      'GET /api/checkout': checkoutData({ payment_methods: [{ type: 'DELAYED', priority: 1 }] }),
      'POST /api/carts/checkout': { data: { next_action: null, next_action_url: null, cart: { cuid: 'cart7' } } },
      'GET /api/account/carts/cart7': paid(),
    });
    renderWith(runtime, <EmbeddedCheckout redirect={vi.fn()} />);
    fireEvent.click(await screen.findByLabelText("J'accepte les conditions générales"));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    await screen.findByRole('heading', { name: 'Merci pour votre commande' });
    expect(window.location.search).toBe('?x=1&cart=cart7&payment=success');
    const post = fetch.mock.calls.find(([u, init]) => String(u).includes('carts/checkout') && (init as RequestInit).method === 'POST');
    expect(JSON.parse(String((post![1] as RequestInit).body)).return_url).toBe(`${window.location.origin}/stages?x=1`);
    window.history.replaceState(null, '', '/');
  });
});

describe('per-customer cache (issue 8.3)', () => {
  it("customer B signing in after A in the same tab sees nothing of A on A's success URL", async () => {
    let who = 'A';
    const { runtime } = setup({
      // the API answers the cart only to its owner; to anyone else it does not exist
      'GET /api/account/carts/cart7': () => (who === 'A' ? paid() : failure(404, { error: 'NOT_FOUND' })),
      'POST /api/auth/login': { data: { token: 'tok-b', customer: { id: 2, firstname: 'Bruno', lastname: 'B', email: 'b@x.be' } } },
    });
    const view = renderWith(runtime, <CheckoutSuccess cartCuid="cart7" onBack={vi.fn()} />);
    await screen.findByText('Référence C-7');
    await runtime.session.logout();
    who = 'B';
    await runtime.session.login('b@x.be', 'secret');
    await waitFor(() => expect(runtime.session.state.value.status).toBe('authenticated'));
    // neither the old answer on screen nor the cached one when the page is opened again
    await waitFor(() => expect(screen.queryByText('Référence C-7')).toBeNull());
    view.unmount();
    renderWith(runtime, <CheckoutSuccess cartCuid="cart7" onBack={vi.fn()} />);
    await screen.findByRole('alert');
    expect(screen.queryByText('Référence C-7')).toBeNull();
    expect(screen.queryByText('Initiation au tennis')).toBeNull();
  });
});
