import * as v from 'valibot';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { cartItemSchema } from '@oriel/core';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { CartItemRow } from './cart-item';
import { CheckoutItemRow } from '../checkout/checkout-item';

// A court booked with a partner (000 §5 participants, payment_split): the cart and the checkout say what each pays.

const booking = (over: Record<string, unknown> = {}) =>
  v.parse(cartItemSchema, {
    id: 80,
    cuid: 'it80',
    type: 'BOOKING',
    price: 2501,
    deposit: 0,
    quantity: 1,
    expires_at: '2026-11-21T10:15:00Z',
    participant: { id: 1, fullname: 'Léa Dubois' },
    resource: { cuid: 'res-court-1', name: 'Court de tennis 1', images: [] },
    booking_dates: [{ start_at: '2026-11-24T17:00:00Z', end_at: '2026-11-24T18:00:00Z' }],
    participants: [
      { id: 1, fullname: 'Léa Dubois' },
      { id: 2, fullname: 'Hugo Dubois' },
    ],
    payment_split: true,
    ...over,
  });
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('a split booking in the cart and at checkout', () => {
  it('the drawer row names the partner and what each pays, the first paying the odd cent', () => {
    const { runtime } = testRuntime();
    const { container } = renderWith(runtime, <CartItemRow item={booking()} deleting={false} />);
    screen.getByText('Pour Léa Dubois, Hugo Dubois');
    expect(plain(container.querySelector('.o-cart-split')?.textContent)).toBe('Paiement partagé : Léa Dubois 12,51 €, Hugo Dubois 12,50 €');
  });

  it('the checkout row says the same', () => {
    const { runtime } = testRuntime();
    const { container } = renderWith(runtime, <CheckoutItemRow item={booking()} />);
    expect(plain(container.querySelector('.o-cart-split')?.textContent)).toBe('Paiement partagé : Léa Dubois 12,51 €, Hugo Dubois 12,50 €');
  });

  it('no split line without the split, or with one participant', () => {
    const { runtime } = testRuntime();
    const { container } = renderWith(
      runtime,
      <>
        <CartItemRow item={booking({ payment_split: false })} deleting={false} />
        <CheckoutItemRow item={booking({ participants: [{ id: 1, fullname: 'Léa Dubois' }] })} />
      </>,
    );
    expect(container.querySelector('.o-cart-split')).toBeNull();
    expect(container.textContent).not.toContain('partagé');
  });

  it('an answer without payment_split reads as no split', () => {
    const item = booking();
    const { payment_split: _dropped, ...rest } = item as typeof item & { payment_split?: boolean };
    expect((v.parse(cartItemSchema, rest) as { payment_split?: boolean }).payment_split).toBe(false);
  });
});
