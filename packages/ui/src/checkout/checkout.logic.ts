import {
  safeUrl,
  checkoutMaths,
  couponBase,
  couponDiscount,
  defaultPaymentStrategy,
  showsPaymentSelector,
  sortCartItems,
  sortPaymentMethods,
  type CartItem,
  type CheckoutData,
  type CheckoutMaths,
  type Coupon,
  type PaymentStrategy,
} from '@oriel/core';

/** Strategies that send the customer to the payment provider. */
const ONLINE: ReadonlySet<PaymentStrategy> = new Set(['IMMEDIATE', 'IMMEDIATE_DEPOSIT']);

export interface CheckoutPlan extends CheckoutMaths {
  subtotal: number;
  discount: number;
  /** subtotal minus the coupon: the total the wallet and fees apply to (000 §9) */
  total: number;
  deposit: number;
  /** the methods the customer may pick, by priority */
  methods: PaymentStrategy[];
  defaultStrategy: PaymentStrategy;
  showSelector: boolean;
  /** something is left to pay and no method can take it */
  noMethod: boolean;
}

/**
 * Everything the checkout shows and sends, from the live items, the attached coupon and the checkout data.
 * Online methods are hidden when the organiser has no online payments (001 §6); the deposit method is
 * dropped when there is no deposit to pay, since it would charge the full amount under another name.
 */
export function checkoutPlan(args: { items: readonly CartItem[]; coupon: Coupon | null | undefined; data: CheckoutData; online: boolean }): CheckoutPlan {
  const subtotal = args.items.reduce((sum, i) => sum + i.price, 0);
  const deposit = args.items.reduce((sum, i) => sum + i.deposit, 0);
  const discount = couponDiscount(couponBase(args.items), args.coupon);
  const total = subtotal - discount;
  const maths = checkoutMaths({ total, deposit, wallet: args.data.wallet.amount, serviceFees: args.data.service_fees });
  const methods = sortPaymentMethods(args.data.payment_methods)
    .map((m) => m.type)
    .filter((type) => type !== 'WALLET' && (args.online || !ONLINE.has(type)) && (type !== 'IMMEDIATE_DEPOSIT' || maths.showDeposit));
  const unique = [...new Set(methods)];
  const offered = maths.totalToPay > 0 ? unique : [];
  return {
    ...maths,
    subtotal,
    discount,
    total,
    deposit,
    methods: offered,
    defaultStrategy: defaultPaymentStrategy({ paymentMethods: offered.map((type) => ({ type })), total, totalToPay: maths.totalToPay }),
    showSelector: showsPaymentSelector(
      offered.map((type) => ({ type })),
      maths.totalToPay,
    ),
    noMethod: maths.totalToPay > 0 && offered.length === 0,
  };
}

export interface ItemGroup {
  key: 'registrations' | 'bookings' | 'requests' | 'bundles' | 'vouchers' | 'memberships';
  items: CartItem[];
}

const GROUPS: readonly [ItemGroup['key'], CartItem['type']][] = [
  ['registrations', 'REGISTRATION'],
  ['bookings', 'BOOKING'],
  ['requests', 'REGISTRATION_REQUEST'],
  ['bundles', 'BUNDLE'],
  ['vouchers', 'VOUCHER'],
  ['memberships', 'MEMBERSHIP'],
];

/** A confirmed cart by kind in the order of 000 §2; registrations by the start of their availability. */
export function groupConfirmedItems(items: readonly CartItem[]): ItemGroup[] {
  return GROUPS.map(([key, type]) => ({ key, items: sortCartItems(items.filter((i) => i.type === type)) })).filter((g) => g.items.length > 0);
}

/** The page URL without the checkout's own view parameters: where the provider must come back to. */
export function withoutCheckoutParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('cart');
  url.searchParams.delete('payment');
  url.searchParams.delete('reason');
  return url.href;
}

/**
 * Online payment leaves the page (docs/design.md §3): the top window, since the widget may sit in an iframe; a
 * cross-origin parent refuses, and then this frame goes.
 */
export function navigateTop(url: string): void {
  // the URL comes from an API answer: only an absolute http(s) page may take the window (core safeUrl)
  const safe = safeUrl(url, 'navigation');
  if (!safe) throw new Error('refused navigation to an unsafe URL');
  url = safe;
  try {
    if (window.top && window.top !== window) {
      window.top.location.href = url;
      return;
    }
  } catch {
    // cross-origin top: fall through
  }
  window.location.href = url;
}
