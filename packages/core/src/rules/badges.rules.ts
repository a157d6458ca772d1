// Account-area badges (001 §4). Each returns codes the UI translates (badges.*) plus a tone.
import type { Instant } from '../time/clock';
import { epochOrNull, nowMs } from './time';

export type BadgeTone = 'red' | 'yellow' | 'green' | 'blue' | 'grey';

export interface Badge<C extends string = string> {
  code: C;
  tone: BadgeTone;
  /** Amount still due, minor units, for outstanding badges. */
  amount?: number;
}

interface Amounts {
  total_amount?: number | null;
  paid_amount?: number | null;
}

const due = (x: Amounts) => Math.max(0, (x.total_amount ?? 0) - (x.paid_amount ?? 0));

export type RegistrationBadgeCode =
  | 'cancelled'
  | 'cancelled_refunded'
  | 'cancelled_kept'
  | 'cancelled_nothing_due'
  | 'payment_outstanding'
  | 'payment_complete'
  | 'bundle_capacity_refunded'
  | 'bundle';

export interface RegistrationBadgeInput extends Amounts {
  cancelled?: boolean | null;
  /** minor units given back to the customer's wallet when it was cancelled */
  refunded_amount?: number | null;
  bundle_id?: number | null;
  bundle_capacity_refunded?: boolean | null;
}

export function registrationBadges(reg: RegistrationBadgeInput): Badge<RegistrationBadgeCode>[] {
  const out: Badge<RegistrationBadgeCode>[] = [];
  const total = reg.total_amount ?? 0;
  const paid = reg.paid_amount ?? 0;
  if (reg.cancelled) out.push({ code: 'cancelled', tone: 'red' }, cancelledMoney(reg));
  else if (total > 0 && paid < total) out.push({ code: 'payment_outstanding', tone: 'yellow', amount: due(reg) });
  else out.push({ code: 'payment_complete', tone: 'green' });
  if (reg.bundle_id != null) {
    if (reg.bundle_capacity_refunded) out.push({ code: 'bundle_capacity_refunded', tone: 'blue' });
    out.push({ code: 'bundle', tone: 'blue' });
  }
  return out;
}

/**
 * What became of the money of a cancelled registration: nothing is due on it any more (the API's payables count 0),
 * so it never shows "to pay" beside "cancelled". What was paid was refunded to the wallet, or kept (paid before
 * refunds were recorded, or kept by the organiser), or nothing was paid.
 */
export function cancelledMoney(reg: RegistrationBadgeInput): Badge<'cancelled_refunded' | 'cancelled_kept' | 'cancelled_nothing_due'> {
  const refunded = Math.max(0, reg.refunded_amount ?? 0);
  const kept = Math.max(0, (reg.paid_amount ?? 0) - refunded);
  if (refunded > 0) return { code: 'cancelled_refunded', tone: 'blue', amount: refunded };
  if (kept > 0) return { code: 'cancelled_kept', tone: 'grey', amount: kept };
  return { code: 'cancelled_nothing_due', tone: 'grey' };
}

export type RequestStatusCode = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

const REQUEST_TONES: Record<RequestStatusCode, BadgeTone> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'grey',
};

export function requestStatusBadge(status: RequestStatusCode): Badge<RequestStatusCode> {
  return { code: status, tone: REQUEST_TONES[status] };
}

/** Customers may cancel a request only while it is PENDING. */
export function canCancelRequest(req: { status: RequestStatusCode }): boolean {
  return req.status === 'PENDING';
}

export type RequestPaymentBadgeCode = 'payment_complete' | 'payment_deposited' | 'payment_outstanding';

export function requestPaymentBadge(req: Amounts & { deposit_amount?: number | null }): Badge<RequestPaymentBadgeCode> {
  const total = req.total_amount ?? 0;
  const paid = req.paid_amount ?? 0;
  if (paid >= total) return { code: 'payment_complete', tone: 'green' };
  if (paid >= (req.deposit_amount ?? 0)) return { code: 'payment_deposited', tone: 'blue', amount: due(req) };
  return { code: 'payment_outstanding', tone: 'yellow', amount: due(req) };
}

/** Bundles, vouchers, memberships, bookings, attendance charges: only when something is charged. */
export function paymentBadge(x: Amounts): Badge<'payment_complete' | 'payment_outstanding'> | null {
  const total = x.total_amount ?? 0;
  if (total <= 0) return null;
  return (x.paid_amount ?? 0) >= total ? { code: 'payment_complete', tone: 'green' } : { code: 'payment_outstanding', tone: 'yellow', amount: due(x) };
}

export interface VoucherLike extends Amounts {
  redeemed_at?: string | null;
  recipient?: unknown;
  expires_at?: string | null;
}

const isFullyPaid = (x: Amounts) => (x.paid_amount ?? 0) >= (x.total_amount ?? 0);

/** Redeemed once redeemed_at and a recipient are set, else waiting; hidden until fully paid. */
export function voucherRedemptionBadge(v: VoucherLike): Badge<'voucher_redeemed' | 'voucher_waiting'> | null {
  if (!isFullyPaid(v)) return null;
  return v.redeemed_at && v.recipient != null ? { code: 'voucher_redeemed', tone: 'green' } : { code: 'voucher_waiting', tone: 'yellow' };
}

export type VoucherConfirmationState = 'valid' | 'redeemed' | 'expired' | 'unpaid';

/** Checked in order, later overriding earlier: redeemed, expired, unpaid; otherwise valid (001 §4). */
export function voucherConfirmationState(v: VoucherLike, now: Instant): VoucherConfirmationState {
  let state: VoucherConfirmationState = 'valid';
  if (v.redeemed_at) state = 'redeemed';
  const exp = epochOrNull(v.expires_at);
  if (exp !== null && exp <= nowMs(now)) state = 'expired';
  if (!isFullyPaid(v)) state = 'unpaid';
  return state;
}

export function canRedeemVoucher(state: VoucherConfirmationState): boolean {
  return state === 'valid';
}

/** A voucher for a PARTICIPANTS bundle asks whom it is for. */
export function redeemNeedsParticipant(v: { bundle?: { entity?: string | null } | null }): boolean {
  return v.bundle?.entity === 'PARTICIPANTS';
}

export function membershipBadges(m: { status?: string | null; recurring?: boolean | null }): Badge<'membership_cancelled' | 'membership_recurring'>[] {
  const out: Badge<'membership_cancelled' | 'membership_recurring'>[] = [];
  if (m.status === 'CANCELLED') out.push({ code: 'membership_cancelled', tone: 'red' });
  if (m.recurring) out.push({ code: 'membership_recurring', tone: 'blue' });
  return out;
}
