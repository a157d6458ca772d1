import { describe, expect, it } from 'vitest';
import {
  canCancelRequest,
  canRedeemVoucher,
  membershipBadges,
  paymentBadge,
  redeemNeedsParticipant,
  registrationBadges,
  requestPaymentBadge,
  requestStatusBadge,
  voucherConfirmationState,
  voucherRedemptionBadge,
} from './badges.rules';

const NOW = '2026-11-20T10:00:00Z';

describe('registration badges (001 §4)', () => {
  it('outstanding (yellow) with the remaining amount', () => {
    expect(registrationBadges({ total_amount: 5000, paid_amount: 2000 })).toEqual([{ code: 'payment_outstanding', tone: 'yellow', amount: 3000 }]);
  });
  it('complete (green) when paid covers total', () => {
    expect(registrationBadges({ total_amount: 5000, paid_amount: 5000 })).toEqual([{ code: 'payment_complete', tone: 'green' }]);
  });
  it('cancelled red; bundle blue; refunded only with a bundle_id', () => {
    const codes = (r: Parameters<typeof registrationBadges>[0]) => registrationBadges(r).map((b) => `${b.code}:${b.tone}`);
    expect(codes({ cancelled: true, total_amount: 0, paid_amount: 0 })).toEqual(['cancelled:red', 'cancelled_nothing_due:grey']);
    expect(codes({ total_amount: 0, bundle_id: 7 })).toEqual(['payment_complete:green', 'bundle:blue']);
    expect(codes({ total_amount: 0, bundle_id: 7, bundle_capacity_refunded: true })).toEqual([
      'payment_complete:green',
      'bundle_capacity_refunded:blue',
      'bundle:blue',
    ]);
    expect(codes({ total_amount: 0, bundle_id: null, bundle_capacity_refunded: true })).toEqual(['payment_complete:green']);
  });
});

describe('a cancelled registration: never "cancelled" beside "to pay"', () => {
  it.each([
    // total, paid, refunded: the second badge
    [1800, 0, 0, { code: 'cancelled_nothing_due', tone: 'grey' }],
    [1800, 1800, 1800, { code: 'cancelled_refunded', tone: 'blue', amount: 1800 }],
    [1800, 1000, 1000, { code: 'cancelled_refunded', tone: 'blue', amount: 1000 }],
    [1800, 1800, 0, { code: 'cancelled_kept', tone: 'grey', amount: 1800 }],
    [1800, 1800, 800, { code: 'cancelled_refunded', tone: 'blue', amount: 800 }],
  ])('total %i, paid %i, refunded %i', (total_amount, paid_amount, refunded_amount, money) => {
    const badges = registrationBadges({ cancelled: true, total_amount, paid_amount, refunded_amount });
    expect(badges).toEqual([{ code: 'cancelled', tone: 'red' }, money]);
    expect(badges.map((b) => b.code)).not.toContain('payment_outstanding');
  });
});

describe('registration requests', () => {
  it('status badges and cancel only while PENDING', () => {
    expect(requestStatusBadge('PENDING')).toEqual({ code: 'PENDING', tone: 'yellow' });
    expect(requestStatusBadge('REJECTED').tone).toBe('red');
    expect(canCancelRequest({ status: 'PENDING' })).toBe(true);
    for (const status of ['APPROVED', 'REJECTED', 'CANCELLED'] as const) expect(canCancelRequest({ status })).toBe(false);
  });
  it('payment: complete, deposited, outstanding', () => {
    const r = { total_amount: 10000, deposit_amount: 3000 };
    expect(requestPaymentBadge({ ...r, paid_amount: 10000 }).code).toBe('payment_complete');
    expect(requestPaymentBadge({ ...r, paid_amount: 3000 })).toEqual({ code: 'payment_deposited', tone: 'blue', amount: 7000 });
    expect(requestPaymentBadge({ ...r, paid_amount: 2999 })).toEqual({ code: 'payment_outstanding', tone: 'yellow', amount: 7001 });
  });
});

describe('other payment badges', () => {
  it('only when total > 0; outstanding amount = total - paid', () => {
    expect(paymentBadge({ total_amount: 0, paid_amount: 0 })).toBeNull();
    expect(paymentBadge({ total_amount: 4500, paid_amount: 4500 })).toEqual({ code: 'payment_complete', tone: 'green' });
    expect(paymentBadge({ total_amount: 4500, paid_amount: 500 })).toEqual({
      code: 'payment_outstanding',
      tone: 'yellow',
      amount: 4000,
    });
  });
});

describe('vouchers', () => {
  const paid = { total_amount: 5000, paid_amount: 5000 };
  it('redemption badge only once fully paid', () => {
    expect(voucherRedemptionBadge({ total_amount: 5000, paid_amount: 0 })).toBeNull();
    expect(voucherRedemptionBadge(paid)?.code).toBe('voucher_waiting');
    expect(voucherRedemptionBadge({ ...paid, redeemed_at: NOW, recipient: { id: 1 } })?.code).toBe('voucher_redeemed');
    expect(voucherRedemptionBadge({ ...paid, redeemed_at: NOW, recipient: null })?.code).toBe('voucher_waiting');
  });
  it('confirmation: redeemed, expired, unpaid, later overriding earlier', () => {
    const future = '2027-01-01T00:00:00Z';
    const past = '2026-01-01T00:00:00Z';
    expect(voucherConfirmationState({ ...paid, expires_at: future }, NOW)).toBe('valid');
    expect(voucherConfirmationState({ ...paid, redeemed_at: past, expires_at: future }, NOW)).toBe('redeemed');
    expect(voucherConfirmationState({ ...paid, redeemed_at: past, expires_at: past }, NOW)).toBe('expired');
    expect(voucherConfirmationState({ total_amount: 5000, paid_amount: 0, redeemed_at: past, expires_at: past }, NOW)).toBe('unpaid');
    expect(canRedeemVoucher('valid')).toBe(true);
    expect(canRedeemVoucher('expired')).toBe(false);
  });
  it('a PARTICIPANTS bundle voucher asks for a participant', () => {
    expect(redeemNeedsParticipant({ bundle: { entity: 'PARTICIPANTS' } })).toBe(true);
    expect(redeemNeedsParticipant({ bundle: null })).toBe(false);
  });
});

describe('membership badges', () => {
  it('cancelled and recurring', () => {
    expect(membershipBadges({ status: 'CANCELLED', recurring: true }).map((b) => b.code)).toEqual(['membership_cancelled', 'membership_recurring']);
    expect(membershipBadges({ status: 'ACTIVE', recurring: false })).toEqual([]);
  });
});
