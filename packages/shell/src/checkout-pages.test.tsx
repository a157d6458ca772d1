import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { bootShell, openCart } from './testing/boot-shell';
// /checkout and /checkout/{cart}/success in the hosted shell (000 §2, docs/design.md §3).
const boot = (path: string, routes: Record<string, unknown> = {}) => bootShell(path, { routes, participants: [] });

describe('shell checkout routes', () => {
  it('/checkout renders the checkout; a delayed checkout goes to /checkout/{cart}/success', async () => {
    const { fetch } = boot('/checkout', {
      'GET /api/checkout': { data: { payment_methods: [{ type: 'DELAYED', priority: 1 }] } },
      'POST /api/carts/checkout': { data: { next_action: null, next_action_url: null, cart: { cuid: 'cart7' } } },
      'GET /api/account/carts/cart7': { data: { ...openCart, processed_at: '2026-11-21T10:01:00Z' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Commande' });
    fireEvent.click(screen.getByLabelText("J'accepte les conditions générales"));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' });
    expect(window.location.pathname).toBe('/checkout/cart7/success');
    const post = fetch.mock.calls.find(([u, i]) => String(u).includes('carts/checkout') && (i as RequestInit).method === 'POST');
    expect(JSON.parse(String((post![1] as RequestInit).body)).return_url).toBe(`${window.location.origin}/checkout`);
  });

  it('the provider return /checkout?cart=…&payment=success is replaced by the success route', async () => {
    boot('/fr/checkout?cart=cart7&payment=success', { 'GET /api/account/carts/cart7': { data: { ...openCart, processed_at: '2026-11-21T10:01:00Z' } } });
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande' });
    expect(window.location.pathname + window.location.search).toBe('/fr/checkout/cart7/success');
  });

  it('payment=failed shows the failure with a way back to /checkout', async () => {
    boot('/checkout?cart=cart7&payment=failed', { 'GET /api/checkout': { data: {} } });
    await screen.findByRole('heading', { level: 1, name: "Le paiement n'a pas abouti" });
    expect(window.location.search).toBe('?payment=failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la commande' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/checkout'));
  });
});
