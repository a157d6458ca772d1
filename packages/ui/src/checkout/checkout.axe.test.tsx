import axe from 'axe-core';
import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { cart } from '../testing/fixtures';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { CheckoutView } from './checkout-view';
import { CheckoutSuccess } from './checkout-success';
import { campItem, checkoutData, onlineSession, voucherItem, withCoupon } from './checkout.fixtures';

// Structure rules only: happy-dom has no layout, so colour contrast is left to the browser tests.
async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.passes.length).toBeGreaterThan(10);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('checkout accessibility (axe)', () => {
  it('the checkout form with a coupon, the selector and an error', async () => {
    const { runtime } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': onlineSession,
        'GET /api/carts/current': withCoupon([campItem(), voucherItem()], { label: 'DIX', amount: 1000 }),
        'GET /api/checkout': checkoutData({ coupons_enabled: true, wallet: { amount: 2000 } }),
      },
    });
    const { container } = renderWith(runtime, <CheckoutView returnUrl="http://x.test/" onSuccess={vi.fn()} redirect={vi.fn()} />);
    (await screen.findByRole('button', { name: 'Confirmer ma commande' })).click();
    await screen.findByText('Vous devez accepter les conditions générales.');
    expect(await violations(container)).toEqual([]);
  });

  it('the coupon input and the success view', async () => {
    const { runtime } = testRuntime({
      token: 'tok',
      routes: {
        'GET /api/session': onlineSession,
        'GET /api/carts/current': cart([voucherItem()]),
        'GET /api/checkout': checkoutData({ coupons_enabled: true }),
        'GET /api/account/carts/cart7': {
          data: {
            ...cart([campItem(), voucherItem()]).data,
            payment_reference: '+++000/0000/00707+++',
            payments: [
              { method: 'ONLINE', amount: 3500, status: 'PAID' },
              { method: 'TRANSFER', amount: 1500, status: 'PENDING' },
            ],
          },
        },
      },
    });
    const { container } = renderWith(
      runtime,
      <>
        <CheckoutView returnUrl="http://x.test/" onSuccess={vi.fn()} redirect={vi.fn()} />
        <CheckoutSuccess cartCuid="cart7" onBack={vi.fn()} />
      </>,
    );
    await screen.findByLabelText('Code promo');
    await screen.findByRole('heading', { name: 'Merci pour votre commande' });
    expect(await violations(container)).toEqual([]);
  });
});
