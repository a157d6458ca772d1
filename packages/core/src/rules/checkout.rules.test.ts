import { describe, expect, it } from 'vitest';
import {
  checkoutMaths,
  checkoutOutcome,
  couponApplies,
  couponBase,
  couponDiscount,
  checkoutTermsError,
  defaultPaymentStrategy,
  isCouponSubmitDisabled,
  showsPaymentSelector,
  sortPaymentMethods,
  strategyToSend,
  walletAmountError,
} from './checkout.rules';

describe('checkout maths (000 §9)', () => {
  it('no wallet, no fees', () => {
    expect(checkoutMaths({ total: 10000 })).toEqual({ walletApplied: 0, fees: 0, totalToPay: 10000, showDeposit: false });
  });
  it('fees = fixed + floor(pct/100 x (total - wallet))', () => {
    // 150 + floor(2.5% of 9999 - 2000 = 7999 -> 199.975) = 150 + 199
    const m = checkoutMaths({ total: 9999, wallet: 2000, serviceFees: { amount: 150, percentage: 2.5 } });
    expect(m).toEqual({ walletApplied: 2000, fees: 349, totalToPay: 9999 - 2000 + 349, showDeposit: false });
  });
  it('integer percentages do not lose a cent to float drift', () => {
    expect(checkoutMaths({ total: 100, serviceFees: { percentage: 7 } }).fees).toBe(7);
    expect(checkoutMaths({ total: 10000, serviceFees: { percentage: 21 } }).fees).toBe(2100);
  });
  it('wallet applied = min(wallet, total), total to pay never below 0', () => {
    const m = checkoutMaths({ total: 3000, wallet: 5000 });
    expect(m.walletApplied).toBe(3000);
    expect(m.totalToPay).toBe(0);
  });
  it('deposit line when deposit > 0 and total exceeds the wallet', () => {
    expect(checkoutMaths({ total: 5000, deposit: 1000, wallet: 0 }).showDeposit).toBe(true);
    expect(checkoutMaths({ total: 5000, deposit: 1000, wallet: 5000 }).showDeposit).toBe(false);
    expect(checkoutMaths({ total: 5000, deposit: 0 }).showDeposit).toBe(false);
  });
});

describe('payment strategy (000 §5)', () => {
  const methods = [
    { type: 'DELAYED' as const, priority: 2 },
    { type: 'IMMEDIATE' as const, priority: 1 },
  ];
  it('first method by priority when an amount remains', () => {
    expect(sortPaymentMethods(methods).map((m) => m.type)).toEqual(['IMMEDIATE', 'DELAYED']);
    expect(defaultPaymentStrategy({ paymentMethods: methods, total: 5000, totalToPay: 5000 })).toBe('IMMEDIATE');
  });
  it('WALLET when the wallet covers a non-zero total', () => {
    expect(defaultPaymentStrategy({ paymentMethods: methods, total: 5000, totalToPay: 0 })).toBe('WALLET');
  });
  it('DELAYED otherwise', () => {
    expect(defaultPaymentStrategy({ paymentMethods: methods, total: 0, totalToPay: 0 })).toBe('DELAYED');
    expect(defaultPaymentStrategy({ paymentMethods: [], total: 5000, totalToPay: 5000 })).toBe('DELAYED');
  });
  it('WALLET is sent as DELAYED', () => {
    expect(strategyToSend('WALLET')).toBe('DELAYED');
    expect(strategyToSend('IMMEDIATE_DEPOSIT')).toBe('IMMEDIATE_DEPOSIT');
  });
  it('selector only with more than one method and something to pay', () => {
    expect(showsPaymentSelector(methods, 100)).toBe(true);
    expect(showsPaymentSelector(methods, 0)).toBe(false);
    expect(showsPaymentSelector([{ type: 'IMMEDIATE' }], 100)).toBe(false);
  });
});

describe('checkout form', () => {
  it('terms must be accepted', () => {
    expect(checkoutTermsError(false)).toBe('form.messages.errors.terms');
    expect(checkoutTermsError(undefined)).toBe('form.messages.errors.terms');
    expect(checkoutTermsError(true)).toBeNull();
  });
  it('coupon submit disabled while empty', () => {
    expect(isCouponSubmitDisabled('')).toBe(true);
    expect(isCouponSubmitDisabled('  ')).toBe(true);
    expect(isCouponSubmitDisabled('NOEL')).toBe(false);
  });
  it('redirects to the provider only for a payment with a URL', () => {
    expect(checkoutOutcome({ next_action: 'payment', next_action_url: 'https://pay.example/x' })).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/x',
    });
    expect(checkoutOutcome({ next_action: 'payment', next_action_url: null })).toEqual({ kind: 'success' });
    expect(checkoutOutcome({ next_action: null })).toEqual({ kind: 'success' });
    expect(checkoutOutcome({ next_action: 'PAYMENT', next_action_url: '/pay/1' })).toEqual({ kind: 'redirect', url: '/pay/1' });
  });
  it('a coupon discounts everything but gift vouchers, whose face value is money', () => {
    expect(['REGISTRATION', 'BUNDLE', 'MEMBERSHIP', 'BOOKING', 'REGISTRATION_REQUEST', 'VOUCHER'].filter(couponApplies)).toEqual([
      'REGISTRATION',
      'BUNDLE',
      'MEMBERSHIP',
      'BOOKING',
      'REGISTRATION_REQUEST',
    ]);
    const items = [
      { type: 'REGISTRATION', price: 18000 },
      { type: 'VOUCHER', price: 5000 },
      { type: 'BUNDLE', price: 9000 },
    ];
    expect(couponBase(items)).toBe(27000);
    expect(couponDiscount(couponBase([{ type: 'VOUCHER', price: 5000 }]), { percentage: 10 })).toBe(0);
  });
  it('coupon discount: amount or floored percentage, never above the subtotal', () => {
    expect(couponDiscount(5000, { amount: 1000 })).toBe(1000);
    expect(couponDiscount(5000, { amount: 9000 })).toBe(5000);
    expect(couponDiscount(3333, { percentage: 10 })).toBe(333);
    expect(couponDiscount(5000, null)).toBe(0);
    expect(couponDiscount(5000, { amount: 1000, active: false })).toBe(0);
    expect(couponDiscount(5000, { amount: 1000, active: true })).toBe(1000);
  });
  it('wallet amount above the balance is refused', () => {
    expect(walletAmountError(1001, 1000)).toBe('INSUFFICIENT_WALLET_AMOUNT');
    expect(walletAmountError(1000, 1000)).toBeNull();
  });
});
