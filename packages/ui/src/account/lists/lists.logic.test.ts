import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  attendanceChargeSchema,
  bookingSchema,
  cartSchema,
  ownedBundleSchema,
  ownedMembershipSchema,
  ownedVoucherSchema,
  registrationRequestSchema,
  voucherConfirmationState,
} from '@oriel/core';
import * as f from './lists.fixtures';
import {
  bookingAmounts,
  bundleShowsParticipant,
  bundleUsage,
  cartAmounts,
  chargeItemRow,
  durationParts,
  isExpired,
  isVoucherBuyer,
  locationLines,
  membershipSummary,
  redeemCode,
  requestActions,
  requestShowsPayment,
  requestTitle,
  voucherTitle,
} from './lists.logic';

const NOW = '2026-11-21T10:00:00Z';

describe('lists fixtures', () => {
  it('each parses with its core schema', () => {
    for (const c of [f.cartTransfer, f.cartPaid]) expect(() => v.parse(cartSchema, c)).not.toThrow();
    for (const b of [f.booking, f.bookingPaid]) expect(() => v.parse(bookingSchema, b)).not.toThrow();
    for (const r of [f.requestPending, f.requestApprovedOwing, f.requestApprovedDeposited, f.requestRejected, f.requestApprovedPaid])
      expect(() => v.parse(registrationRequestSchema, r)).not.toThrow();
    for (const b of [f.bundleOwing, f.bundleUnlimitedExpired]) expect(() => v.parse(ownedBundleSchema, b)).not.toThrow();
    for (const voucher of [f.voucherBoughtUnpaid, f.voucherBoughtRedeemed, f.voucherBoughtWaiting, f.voucherReceived, ...Object.values(f.redeemable)])
      expect(() => v.parse(ownedVoucherSchema, voucher)).not.toThrow();
    for (const m of [f.membershipOwing, f.membershipCancelled]) expect(() => v.parse(ownedMembershipSchema, m)).not.toThrow();
    for (const c of [f.chargeOwing, f.chargePaid]) expect(() => v.parse(attendanceChargeSchema, c)).not.toThrow();
  });

  it('the redeem fixtures land in the state their name says (001 §4 order)', () => {
    const state = (raw: unknown) => voucherConfirmationState(v.parse(ownedVoucherSchema, raw), NOW);
    expect(state(f.redeemable.valid)).toBe('valid');
    expect(state(f.redeemable.participants)).toBe('valid');
    expect(state(f.redeemable.redeemed)).toBe('redeemed');
    expect(state(f.redeemable.redeemedExpired)).toBe('expired');
    expect(state(f.redeemable.expiredUnpaid)).toBe('unpaid');
    expect(state(f.redeemable.unpaid)).toBe('unpaid');
  });
});

describe('lists logic', () => {
  it('isExpired: a passed moment; none never expires; the boundary is expired', () => {
    expect(isExpired('2026-11-21T09:59:59Z', NOW)).toBe(true);
    expect(isExpired('2026-11-21T10:00:00Z', NOW)).toBe(true);
    expect(isExpired('2026-11-21T10:00:01Z', NOW)).toBe(false);
    expect(isExpired(null, NOW)).toBe(false);
    expect(isExpired('nonsense', NOW)).toBe(false);
  });

  it('locationLines: name (else title), then street number, postcode city', () => {
    expect(locationLines({ name: 'Kauwberg', street: 'Rue du Kauwberg', number: '2', postcode: '1180', city: 'Uccle' })).toEqual({
      name: 'Kauwberg',
      address: 'Rue du Kauwberg 2, 1180 Uccle',
    });
    expect(locationLines({ title: 'Salle', city: 'Uccle' })).toEqual({ name: 'Salle', address: 'Uccle' });
    expect(locationLines(null)).toEqual({ name: null, address: null });
  });

  it('cartAmounts: prices minus the coupon; the transfer only with a payment reference and something to pay', () => {
    expect(cartAmounts(v.parse(cartSchema, f.cartTransfer))).toEqual({ subtotal: 19000, discount: 0, total: 19000, toTransfer: 4500 });
    expect(cartAmounts(v.parse(cartSchema, f.cartPaid))).toEqual({ subtotal: 3500, discount: 500, total: 3000, toTransfer: 0 });
    expect(cartAmounts({ items: [], coupon: null, payment_reference: null, to_pay_amount: 900 }).toTransfer).toBe(0);
  });

  it("bookingAmounts sums the customer's own participations (another customer's share is theirs to pay)", () => {
    expect(bookingAmounts(v.parse(bookingSchema, f.booking), 1)).toEqual({ total_amount: 3000, paid_amount: 1500 });
    expect(bookingAmounts(v.parse(bookingSchema, f.booking), 9)).toEqual({ total_amount: 1500, paid_amount: 0 });
    const noOwner = v.parse(bookingSchema, { ...f.booking, participations: [{ participant: { fullname: 'A' }, total_amount: 100, paid_amount: 0 }] });
    expect(bookingAmounts(noOwner, 1)).toEqual({ total_amount: 100, paid_amount: 0 });
  });

  it('requestActions: cancel only PENDING; pay only APPROVED with something owed', () => {
    expect(requestActions({ status: 'PENDING', total_amount: 4800, paid_amount: 0 })).toEqual({ cancel: true, pay: false });
    expect(requestActions({ status: 'APPROVED', total_amount: 4800, paid_amount: 1000 })).toEqual({ cancel: false, pay: true });
    expect(requestActions({ status: 'APPROVED', total_amount: 4800, paid_amount: 4800 })).toEqual({ cancel: false, pay: false });
    expect(requestActions({ status: 'REJECTED', total_amount: 4800, paid_amount: 0 })).toEqual({ cancel: false, pay: false });
    expect(requestActions({ status: 'CANCELLED', total_amount: 4800, paid_amount: 0 })).toEqual({ cancel: false, pay: false });
  });

  it('requestShowsPayment: while PENDING or APPROVED, or once something was paid', () => {
    expect(requestShowsPayment({ status: 'PENDING', paid_amount: 0 })).toBe(true);
    expect(requestShowsPayment({ status: 'APPROVED', paid_amount: 0 })).toBe(true);
    expect(requestShowsPayment({ status: 'REJECTED', paid_amount: 0 })).toBe(false);
    expect(requestShowsPayment({ status: 'CANCELLED', paid_amount: 0 })).toBe(false);
    expect(requestShowsPayment({ status: 'CANCELLED', paid_amount: 1000 })).toBe(true);
  });

  it('requestTitle: the activity of the earliest session', () => {
    expect(requestTitle(v.parse(registrationRequestSchema, f.requestPending))).toBe('Escalade à la carte');
    expect(requestTitle({ availabilities: [] })).toBeNull();
  });

  it('bundleUsage: capacity null is unlimited, remaining never below 0', () => {
    expect(bundleUsage({ capacity: 10, used: 3 })).toEqual({ capacity: 10, used: 3, remaining: 7 });
    expect(bundleUsage({ capacity: null, used: 14 })).toEqual({ capacity: null, used: 14, remaining: null });
    expect(bundleUsage({ capacity: 2, used: 5 }).remaining).toBe(0);
  });

  it('bundleShowsParticipant: only a PARTICIPANTS pass (own entity, else its offer) with a participant', () => {
    expect(bundleShowsParticipant(v.parse(ownedBundleSchema, f.bundleOwing))).toBe(true);
    expect(bundleShowsParticipant(v.parse(ownedBundleSchema, f.bundleUnlimitedExpired))).toBe(false);
    expect(bundleShowsParticipant({ entity: null, bundle: { title: 'x', images: [], entity: 'PARTICIPANTS' }, participant: { fullname: 'A' } })).toBe(true);
    expect(bundleShowsParticipant({ entity: 'PARTICIPANTS', bundle: null, participant: null })).toBe(false);
  });

  it('isVoucherBuyer: the voucher customer is the signed-in one (001 §6)', () => {
    expect(isVoucherBuyer({ customer_id: 1, customer: null }, 1)).toBe(true);
    expect(isVoucherBuyer({ customer_id: 9, customer: null }, 1)).toBe(false);
    expect(isVoucherBuyer({ customer_id: null, customer: { id: 1 } }, 1)).toBe(true);
    expect(isVoucherBuyer({ customer_id: 1, customer: null }, undefined)).toBe(false);
  });

  it('voucherTitle: the offer, else the pass, else the code', () => {
    expect(voucherTitle({ voucher: { title: 'Bon', images: [] }, bundle: null, code: 'C' })).toBe('Bon');
    expect(voucherTitle({ voucher: null, bundle: { title: 'Carte', images: [] }, code: 'C' })).toBe('Carte');
    expect(voucherTitle({ voucher: null, bundle: null, code: 'C' })).toBe('C');
  });

  it('membershipSummary: cycles by start, whole period, sums, owed when any cycle is', () => {
    const s = membershipSummary(v.parse(ownedMembershipSchema, f.membershipOwing));
    expect(s.cycles.map((c) => c.start_at.slice(0, 7))).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(s.period).toEqual({ start: '2026-09-01T00:00:00.000Z', end: '2026-11-30T22:59:59.000Z' });
    expect(s.amounts).toEqual({ total_amount: 9000, paid_amount: 6000 });
    expect(s.owes).toBe(true);
    expect(membershipSummary(v.parse(ownedMembershipSchema, f.membershipCancelled)).owes).toBe(false);
    expect(membershipSummary({ cycles: [] }).period).toBeNull();
  });

  it('chargeItemRow: the day from the date (string or range), participant, times, duration, amount', () => {
    const charge = v.parse(attendanceChargeSchema, f.chargeOwing);
    expect(chargeItemRow(charge.items[0]!)).toEqual({
      key: 'ci2',
      day: '2026-10-14T00:00:00.000Z',
      participant: 'Léa Dubois',
      arrival: '2026-10-14T10:30:00.000Z',
      departure: '2026-10-14T16:00:00.000Z',
      duration: { hours: 5, minutes: 30 },
      amount: 1100,
    });
    expect(chargeItemRow(charge.items[2]!).day).toBe('2026-10-21T10:00:00.000Z');
    expect(chargeItemRow({ cuid: 'x', amount: 0, duration: null, registration_date: null })).toMatchObject({ day: null, participant: null, duration: null });
  });

  it('durationParts: whole minutes, hours apart', () => {
    expect(durationParts(5400)).toEqual({ hours: 1, minutes: 30 });
    expect(durationParts(2700)).toEqual({ hours: 0, minutes: 45 });
    expect(durationParts(89)).toEqual({ hours: 0, minutes: 1 });
    expect(durationParts(null)).toBeNull();
    expect(durationParts(-1)).toBeNull();
  });

  it('redeemCode: trimmed, at least one character (001 §5)', () => {
    expect(redeemCode('  NOEL-7KQ2 ')).toEqual({ code: 'NOEL-7KQ2' });
    expect(redeemCode('   ')).toEqual({ error: 'required' });
    expect(redeemCode('')).toEqual({ error: 'required' });
  });
});
