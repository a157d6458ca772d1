import {
  bundleRemaining,
  canCancelRequest,
  cartTotal,
  couponBase,
  couponDiscount,
  sortDatesByStart,
  toEpoch,
  type AttendanceChargeItem,
  type Booking,
  type Cart,
  type Instant,
  type Location,
  type OwnedBundle,
  type OwnedMembership,
  type OwnedVoucher,
  type RegistrationRequest,
} from '@oriel/core';

// What the account lists and details show of each owned thing (001 §3, §4, §6), apart from rendering.

interface Amounts {
  total_amount: number;
  paid_amount: number;
}

const sum = (xs: readonly Amounts[]): Amounts => ({
  total_amount: xs.reduce((s, x) => s + x.total_amount, 0),
  paid_amount: xs.reduce((s, x) => s + x.paid_amount, 0),
});

const owes = (x: Amounts) => x.total_amount > x.paid_amount;

/** An expiry moment that has passed (a missing one never expires). */
export function isExpired(expiresAt: string | null | undefined, now: Instant): boolean {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return !Number.isNaN(at) && at <= toEpoch(now);
}

/** A place as two lines: its name, then "street number, postcode city" (either may be missing). */
export function locationLines(location: Location | null | undefined): { name: string | null; address: string | null } {
  if (!location) return { name: null, address: null };
  const street = [location.street, location.number].filter(Boolean).join(' ');
  const town = [location.postcode, location.city].filter(Boolean).join(' ');
  const address = [street, town].filter(Boolean).join(', ');
  return { name: location.name || location.title || null, address: address || null };
}

/** Processed cart: items' prices, minus the coupon (000 §9), and what is still to transfer. */
export function cartAmounts(cart: Pick<Cart, 'items' | 'coupon' | 'to_pay_amount' | 'payment_reference'>) {
  const subtotal = cartTotal(cart.items);
  const discount = couponDiscount(couponBase(cart.items), cart.coupon);
  const toTransfer = cart.payment_reference && cart.to_pay_amount != null && cart.to_pay_amount > 0 ? cart.to_pay_amount : 0;
  return { subtotal, discount, total: subtotal - discount, toTransfer };
}

/** A participation the signed-in customer pays: their participant's (a split booking may hold other customers' shares). */
export function isOwnParticipation(p: Booking['participations'][number], customerId: number | null | undefined): boolean {
  return p.participant.customer_id == null || p.participant.customer_id === customerId;
}

/** What the customer owes for a booking: the sum of their own participations (the API charges the same). */
export function bookingAmounts(booking: Pick<Booking, 'participations'>, customerId: number | null | undefined): Amounts {
  return sum(booking.participations.filter((p) => isOwnParticipation(p, customerId)));
}

/** 001 §4: cancel only while PENDING; pay (PaymentBlock) only once APPROVED with something owed. */
export function requestActions(request: Pick<RegistrationRequest, 'status' | 'total_amount' | 'paid_amount'>) {
  return { cancel: canCancelRequest(request), pay: request.status === 'APPROVED' && owes(request) };
}

/**
 * The request payment badge (001 §4) while the request is alive (PENDING, APPROVED), or when something was paid:
 * "48,00 € outstanding" on a REJECTED or CANCELLED request would ask for money nobody owes.
 */
export function requestShowsPayment(request: Pick<RegistrationRequest, 'status' | 'paid_amount'>): boolean {
  return request.status === 'PENDING' || request.status === 'APPROVED' || request.paid_amount > 0;
}

/** The activity a request is about: the title of its first availability (by start). */
export function requestTitle(request: Pick<RegistrationRequest, 'availabilities'>): string | null {
  return sortDatesByStart(request.availabilities)[0]?.activity?.title ?? null;
}

/** A pass's places: capacity null is unlimited; remaining null then too. */
export function bundleUsage(bundle: Pick<OwnedBundle, 'capacity' | 'used'>) {
  return { capacity: bundle.capacity ?? null, used: bundle.used, remaining: bundleRemaining(bundle) };
}

/** A PARTICIPANTS pass belongs to one participant, shown with it; other passes serve the whole account. */
export function bundleShowsParticipant(bundle: Pick<OwnedBundle, 'entity' | 'bundle' | 'participant'>): boolean {
  return (bundle.entity ?? bundle.bundle?.entity) === 'PARTICIPANTS' && !!bundle.participant;
}

/** 001 §6: the buyer sees the code, payment and recipient; someone who redeemed another's voucher sees the buyer. */
export function isVoucherBuyer(voucher: Pick<OwnedVoucher, 'customer_id' | 'customer'>, customerId: number | null | undefined): boolean {
  return customerId != null && (voucher.customer_id ?? voucher.customer?.id) === customerId;
}

export function voucherTitle(voucher: Pick<OwnedVoucher, 'voucher' | 'bundle' | 'code'>): string {
  return voucher.voucher?.title ?? voucher.bundle?.title ?? voucher.code;
}

/** A membership's cycles in order, its whole period and whether any cycle is still owed. */
export function membershipSummary(membership: Pick<OwnedMembership, 'cycles'>) {
  const cycles = sortDatesByStart(membership.cycles);
  const last = cycles.at(-1);
  return {
    cycles,
    period: cycles[0] ? { start: cycles[0].start_at, end: last?.end_at ?? null } : null,
    amounts: sum(cycles),
    owes: cycles.some(owes),
  };
}

/** One line of an attendance charge's table: the day, who, arrival, departure, time spent and its price. */
export function chargeItemRow(item: AttendanceChargeItem) {
  const rd = item.registration_date;
  const date = rd?.date;
  const day = typeof date === 'string' ? date : (date?.start_at ?? rd?.arrival ?? null);
  return {
    key: item.cuid,
    day,
    participant: rd?.registration?.participant?.fullname ?? null,
    arrival: rd?.arrival ?? null,
    departure: rd?.departure ?? null,
    duration: durationParts(item.duration),
    amount: item.amount,
  };
}

/** Seconds as whole hours and minutes (rounded to the minute); null when unknown. */
export interface DurationParts {
  hours: number;
  minutes: number;
}

export function durationParts(seconds: number | null | undefined): DurationParts | null {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds / 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The redeem form's code: trimmed, at least 1 character (001 §5). */
export function redeemCode(input: string): { code: string } | { error: 'required' } {
  const code = input.trim();
  return code ? { code } : { error: 'required' };
}
