export type PaymentStrategyCode = 'IMMEDIATE' | 'IMMEDIATE_DEPOSIT' | 'DELAYED' | 'WALLET';

export interface CheckoutMathsInput {
  /** Cart total (sum of item prices), minor units. */
  total: number;
  deposit?: number | null;
  wallet?: number | null;
  serviceFees?: { amount?: number | null; percentage?: number | null } | null;
}

export interface CheckoutMaths {
  walletApplied: number;
  fees: number;
  totalToPay: number;
  showDeposit: boolean;
}

/**
 * 000 §9: wallet applied = min(wallet, total); fees = fixed + floor(pct/100 x (total - wallet));
 * to pay = max(0, total - wallet + fees). The percentage base is clamped at 0 so a wallet larger
 * than the cart never yields negative fees.
 */
export function checkoutMaths(input: CheckoutMathsInput): CheckoutMaths {
  const total = input.total;
  const wallet = Math.max(0, input.wallet ?? 0);
  const fixed = input.serviceFees?.amount ?? 0;
  const pct = input.serviceFees?.percentage ?? 0;
  const base = Math.max(0, total - wallet);
  // Integer percentages times integers can drift (0.07 * 100): round to 1e-9 before flooring.
  const fees = fixed + Math.floor(Math.round((pct / 100) * base * 1e9) / 1e9);
  return {
    walletApplied: Math.min(wallet, total),
    fees,
    totalToPay: Math.max(0, total - wallet + fees),
    showDeposit: (input.deposit ?? 0) > 0 && total > wallet,
  };
}

/**
 * Whether a coupon discounts an item of this type: everything but gift vouchers. A voucher is money (its face value is
 * credited when redeemed), so a discounted one would credit more than was paid.
 */
export const couponApplies = (type: string): boolean => type !== 'VOUCHER';

/** The part of a cart a coupon discounts, and on which its minimum total is measured. */
export function couponBase(items: readonly { type: string; price: number }[]): number {
  return items.reduce((sum, i) => (couponApplies(i.type) ? sum + i.price : sum), 0);
}

/**
 * The coupon's part of the cart total (docs/api-contract.md, 000 §9): a fixed amount or a percentage of the
 * subtotal (floored like the fees), never more than the subtotal so the total never goes below 0. A coupon the organiser
 * has switched off since it was attached discounts nothing (the API refuses the checkout until it is removed).
 */
export function couponDiscount(
  subtotal: number,
  coupon: { amount?: number | null; percentage?: number | null; active?: boolean | null } | null | undefined,
): number {
  if (!coupon || coupon.active === false || subtotal <= 0) return 0;
  const off = coupon.amount ?? Math.floor(Math.round(((coupon.percentage ?? 0) / 100) * subtotal * 1e9) / 1e9);
  return Math.min(subtotal, Math.max(0, off));
}

export interface PaymentMethodLike<T extends string = string> {
  type: T;
  priority?: number | null;
}

/** Methods by ascending priority (1 first); missing priorities last, server order kept on ties. */
export function sortPaymentMethods<T extends PaymentMethodLike>(methods: readonly T[]): T[] {
  const p = (m: T) => m.priority ?? Number.POSITIVE_INFINITY;
  return [...methods].sort((a, b) => (p(a) === p(b) ? 0 : p(a) < p(b) ? -1 : 1));
}

/**
 * 000 §5: the first method by priority when something remains to pay; WALLET when the wallet
 * covers a non-zero total; otherwise DELAYED.
 */
export function defaultPaymentStrategy<T extends string>(args: {
  paymentMethods: readonly PaymentMethodLike<T>[];
  total: number;
  totalToPay: number;
}): T | 'WALLET' | 'DELAYED' {
  const first = sortPaymentMethods(args.paymentMethods)[0];
  if (args.totalToPay > 0 && first) return first.type;
  if (args.totalToPay <= 0 && args.total > 0) return 'WALLET';
  return 'DELAYED';
}

/** The server has no WALLET strategy: wallet checkouts are sent as DELAYED. */
export function strategyToSend<T extends string>(strategy: T): Exclude<T, 'WALLET'> | 'DELAYED' {
  return (strategy === 'WALLET' ? 'DELAYED' : strategy) as Exclude<T, 'WALLET'> | 'DELAYED';
}

/** The selector shows only with a real choice and something to pay. */
export function showsPaymentSelector(methods: readonly PaymentMethodLike[], totalToPay: number): boolean {
  return methods.length > 1 && totalToPay > 0;
}

/** Checkout terms must be accepted; the message key of 000 §5. */
export function checkoutTermsError(terms: boolean | null | undefined): 'form.messages.errors.terms' | null {
  return terms === true ? null : 'form.messages.errors.terms';
}

/** The coupon button stays disabled while the input is empty. */
export function isCouponSubmitDisabled(coupon: string | null | undefined): boolean {
  return !coupon || coupon.trim() === '';
}

/** After checkout: follow the provider URL when a payment is due, else the success page (000 §4). */
export function checkoutOutcome(answer: {
  next_action?: string | null;
  next_action_url?: string | null;
}): { kind: 'redirect'; url: string } | { kind: 'success' } {
  // The contract answers "PAYMENT"; the spec writes it in lower case: accept both.
  if (answer.next_action?.toLowerCase() === 'payment' && answer.next_action_url) return { kind: 'redirect', url: answer.next_action_url };
  return { kind: 'success' };
}

/** Wallet top-up above the balance is refused with the field error of 001 §5. */
export function walletAmountError(amount: number, balance: number): 'INSUFFICIENT_WALLET_AMOUNT' | null {
  return amount > balance ? 'INSUFFICIENT_WALLET_AMOUNT' : null;
}
