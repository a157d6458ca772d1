import type { Instant } from '../time/clock';
import { epochOrNull, nowMs } from './time';

export type CartItemTypeCode = 'REGISTRATION' | 'BUNDLE' | 'VOUCHER' | 'MEMBERSHIP' | 'REGISTRATION_REQUEST' | 'BOOKING';

interface StartLike {
  start_at?: string | null;
}

export interface CartItemLike {
  type: string;
  price?: number | null;
  deposit?: number | null;
  expires_at?: string | null;
  /** A registration item carries one availability or several (000 §3). */
  availability?: StartLike | null;
  availabilities?: readonly StartLike[] | null;
}

/** An item whose expires_at has passed no longer holds its places (000 §4, 001 §4). */
export function isCartItemExpired(item: Pick<CartItemLike, 'expires_at'>, now: Instant): boolean {
  const at = epochOrNull(item.expires_at);
  // Without a date the server keeps it: count it as live rather than hiding a paid-for place.
  return at !== null && at <= nowMs(now);
}

export function visibleCartItems<T extends Pick<CartItemLike, 'expires_at'>>(items: readonly T[], now: Instant): T[] {
  return items.filter((i) => !isCartItemExpired(i, now));
}

/** The cart badge: number of unexpired items. */
export function cartItemCount(items: readonly Pick<CartItemLike, 'expires_at'>[] | null | undefined, now: Instant): number {
  return items ? visibleCartItems(items, now).length : 0;
}

/** Start of a registration item's first availability, for sorting; +Infinity when unknown. */
export function firstAvailabilityStart(item: CartItemLike): number {
  const starts = [item.availability, ...(item.availabilities ?? [])].map((a) => epochOrNull(a?.start_at)).filter((ms): ms is number => ms !== null);
  return starts.length ? Math.min(...starts) : Number.POSITIVE_INFINITY;
}

/**
 * Other items keep their order first; registrations follow, by the start of their first
 * availability (000 §4). Array.prototype.sort is stable, so ties keep the server order.
 */
export function sortCartItems<T extends CartItemLike>(items: readonly T[]): T[] {
  const isReg = (i: T) => i.type === 'REGISTRATION';
  return [...items].sort((a, b) => {
    if (isReg(a) !== isReg(b)) return isReg(a) ? 1 : -1;
    if (!isReg(a)) return 0;
    const d = firstAvailabilityStart(a) - firstAvailabilityStart(b);
    return Number.isNaN(d) ? 0 : d;
  });
}

/** Sum of item prices (000 §9). */
export function cartTotal(items: readonly Pick<CartItemLike, 'price'>[]): number {
  return items.reduce((sum, i) => sum + (i.price ?? 0), 0);
}

export function cartDepositTotal(items: readonly Pick<CartItemLike, 'deposit'>[]): number {
  return items.reduce((sum, i) => sum + (i.deposit ?? 0), 0);
}

/** The deposit line shows only when some item asks for a deposit. */
export function showsCartDeposit(items: readonly Pick<CartItemLike, 'deposit'>[]): boolean {
  return items.some((i) => (i.deposit ?? 0) > 0);
}

export interface CartSummary<T> {
  items: T[];
  count: number;
  total: number;
  deposit: number;
  showDeposit: boolean;
}

/** Everything the cart drawer and checkout list need, computed on the unexpired items only. */
export function cartSummary<T extends CartItemLike>(items: readonly T[] | null | undefined, now: Instant): CartSummary<T> {
  const live = sortCartItems(visibleCartItems(items ?? [], now));
  return {
    items: live,
    count: live.length,
    total: cartTotal(live),
    deposit: cartDepositTotal(live),
    showDeposit: showsCartDeposit(live),
  };
}

/**
 * The drawer opens when the count grows through the customer's own add (not on /checkout), never because a
 * cart was loaded (at sign-in, a returning customer's cart would otherwise slide over what they were doing),
 * and closes when the count reaches zero (001 §2), except when holds ran out (`expire`): the open drawer then shows
 * what ran out and how to hold it again. Returns the transition to apply, or null.
 */
export function cartDrawerTransition(
  previous: number,
  next: number,
  onCheckout: boolean,
  cause: 'load' | 'add' | 'remove' | 'hold' | 'reset' | 'expire' = 'add',
): 'open' | 'close' | null {
  if (next === 0 && previous > 0) return cause === 'expire' ? null : 'close';
  if (next > previous && !onCheckout && cause === 'add') return 'open';
  return null;
}
