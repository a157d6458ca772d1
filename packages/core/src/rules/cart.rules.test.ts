import { describe, expect, it } from 'vitest';
import type { CartItemLike } from './cart.rules';
import {
  cartDrawerTransition,
  cartItemCount,
  cartSummary,
  cartTotal,
  isCartItemExpired,
  showsCartDeposit,
  sortCartItems,
  visibleCartItems,
} from './cart.rules';

const NOW = '2026-11-20T10:00:00Z';
type Item = CartItemLike & { id: number };
const later = '2026-11-20T10:15:00Z'; // carts_expiration_delay: 15 min
const items: Item[] = [
  { id: 1, type: 'REGISTRATION', price: 2500, deposit: 0, expires_at: later, availability: { start_at: '2026-12-02T09:00:00Z' } },
  { id: 2, type: 'BUNDLE', price: 9000, deposit: 0, expires_at: later },
  {
    id: 3,
    type: 'REGISTRATION',
    price: 4000,
    deposit: 1000,
    expires_at: later,
    availabilities: [{ start_at: '2026-12-05T09:00:00Z' }, { start_at: '2026-12-01T09:00:00Z' }],
  },
  { id: 4, type: 'VOUCHER', price: 3000, deposit: 0, expires_at: '2026-11-20T09:59:00Z' }, // expired
  { id: 5, type: 'MEMBERSHIP', price: 1500, deposit: 0, expires_at: later },
];

describe('cart rules', () => {
  it('an item expires when expires_at is past', () => {
    expect(isCartItemExpired({ expires_at: '2026-11-20T09:59:59Z' }, NOW)).toBe(true);
    expect(isCartItemExpired({ expires_at: NOW }, NOW)).toBe(true);
    expect(isCartItemExpired({ expires_at: later }, NOW)).toBe(false);
    expect(isCartItemExpired({ expires_at: null }, NOW)).toBe(false);
  });
  it('hides and does not count expired items', () => {
    expect(visibleCartItems(items, NOW).map((i) => i.id)).toEqual([1, 2, 3, 5]);
    expect(cartItemCount(items, NOW)).toBe(4);
    expect(cartItemCount(items, '2026-11-20T10:15:00Z')).toBe(0);
    expect(cartItemCount(null, NOW)).toBe(0);
  });
  it('registrations after other items, by start of their first availability', () => {
    expect(sortCartItems(items).map((i) => i.id)).toEqual([2, 4, 5, 3, 1]);
  });
  it('total is the sum of prices; deposit line when some deposit > 0', () => {
    expect(cartTotal(items)).toBe(20000);
    expect(showsCartDeposit(items)).toBe(true);
    expect(showsCartDeposit([{ deposit: 0 }, { deposit: null }])).toBe(false);
  });
  it('summary works on unexpired items only', () => {
    const s = cartSummary(items, NOW);
    expect(s.items.map((i) => i.id)).toEqual([2, 5, 3, 1]);
    expect(s).toMatchObject({ count: 4, total: 17000, deposit: 1000, showDeposit: true });
  });
  it('drawer opens when the count grows (not on /checkout) and closes at zero', () => {
    expect(cartDrawerTransition(1, 2, false)).toBe('open');
    expect(cartDrawerTransition(1, 2, true)).toBeNull();
    expect(cartDrawerTransition(2, 1, false)).toBeNull();
    expect(cartDrawerTransition(1, 0, false)).toBe('close');
    expect(cartDrawerTransition(0, 0, false)).toBeNull();
    // a cart loaded at sign-in grows the count without the customer adding anything: the drawer stays shut
    expect(cartDrawerTransition(0, 2, false, 'load')).toBeNull();
    expect(cartDrawerTransition(0, 1, false, 'add')).toBe('open');
    expect(cartDrawerTransition(2, 0, false, 'reset')).toBe('close');
    // the last holds ran out while the drawer was open: it stays, showing what ran out
    expect(cartDrawerTransition(2, 0, false, 'expire')).toBeNull();
  });
});
