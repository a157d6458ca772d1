import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { activitySchema } from './activity.schema';
import { availabilitySchema, calendarAnswerSchema, datesAnswerSchema } from './availability.schema';
import { cartItemSchema, cartSchema } from './cart.schema';
import { checkoutAnswerSchema, estimateSchema } from './checkout.schema';
import { apiErrorBodySchema, listOf } from './common.schema';
import { organiserSchema } from './organiser.schema';
import { bundleSchema, membershipSchema, resourceAvailabilitySchema, voucherSchema } from './offer.schema';
import { sessionAnswerSchema, sessionSchema } from './session.schema';
import { blogArticleSchema } from './blog.schema';
import { availabilityFixture, cartFixture, sessionFixture } from './fixtures.test-data';

describe('availability', () => {
  it('accepts a realistic availability and strips unknown keys', () => {
    const availability = v.parse(availabilitySchema, availabilityFixture);
    expect(availability.price).toBe(12500);
    expect(availability.dates[0]?.status).toBe('OPEN');
    expect(availability.options[0]?.prices[0]?.amount).toBe(500);
    expect(availability.activity).not.toHaveProperty('internal_note');
    expect(availability.activity?.settings?.allow_registrations_after_start).toBe(false);
  });

  it('rejects a price sent as a string, a missing id and an unknown status', () => {
    expect(v.safeParse(availabilitySchema, { ...availabilityFixture, price: '125.00' }).success).toBe(false);
    const { id: _id, ...withoutId } = availabilityFixture;
    expect(v.safeParse(availabilitySchema, withoutId).success).toBe(false);
    expect(v.safeParse(availabilitySchema, { ...availabilityFixture, status: 'MAYBE' }).success).toBe(false);
  });

  it('tolerates omitted optional fields with defaults', () => {
    const { dates: _d, questions: _q, options: _o, categories: _c, deposit: _dep, registered: _r, ...minimal } = availabilityFixture;
    const availability = v.parse(availabilitySchema, minimal);
    expect(availability).toMatchObject({ deposit: 0, registered: 0, dates: [], options: [], questions: [] });
  });

  it('reads list, calendar and dates envelopes', () => {
    expect(v.parse(listOf(availabilitySchema), { data: [availabilityFixture], count: 31 }).count).toBe(31);
    expect(v.safeParse(listOf(availabilitySchema), { data: [availabilityFixture] }).success).toBe(false);
    expect(v.parse(calendarAnswerSchema, { dates: [{ date: '2026-11-23' }] }).dates).toHaveLength(1);
    expect(v.safeParse(calendarAnswerSchema, { dates: [{ date: '23/11/2026' }] }).success).toBe(false);
    const dates = v.parse(datesAnswerSchema, {
      availabilities_dates: { data: [{ ...availabilityFixture.dates[0], availability: availabilityFixture }], count: 1 },
    });
    expect(dates.availabilities_dates.data[0]?.availability?.cuid).toBe('clav1x2y3z4');
  });
});

describe('offers', () => {
  it('accepts bundles, memberships, vouchers and resource slots', () => {
    expect(v.parse(bundleSchema, { id: 1, cuid: 'clb1', title: '10 séances', price: 9000, capacity: null, duration: 3600, images: [] }).capacity).toBeNull();
    const membership = v.parse(membershipSchema, {
      id: 2,
      cuid: 'clm1',
      title: 'Membre',
      price: 2000,
      entity: 'CUSTOMERS',
      period_type: 'FIXED',
      fixed_period_start_at: '2026-01-01T00:00:00Z',
      fixed_period_end_at: '2026-12-31T23:59:59Z',
    });
    expect(membership.period_type).toBe('FIXED');
    expect(v.safeParse(membershipSchema, { id: 2, cuid: 'clm1', title: 'x', price: 1, period_type: 'WEEKLY' }).success).toBe(false);
    expect(v.parse(voucherSchema, { id: 3, cuid: 'clv1', title: 'Bon', price: 5000, duration: null }).images).toEqual([]);
    const slot = v.parse(resourceAvailabilitySchema, { id: 1, resource_id: 4, start_at: '2026-11-05T10:00:00Z', prices: [{ duration: 3600, amount: 1500 }] });
    expect(slot.prices[0]?.duration).toBe(3600);
    expect(v.safeParse(resourceAvailabilitySchema, { id: 1, resource_id: 4, start_at: 'x', prices: [] }).success).toBe(false);
  });

  it('accepts activities and blog articles', () => {
    expect(
      v.parse(activitySchema, {
        id: 1,
        cuid: 'cla',
        title: 'Natation',
        registration_flow: 'REQUEST',
        tiers: [{ minimum_availabilities: 2, maximum_availabilities: 4 }],
      }).tiers?.[0]?.maximum_availabilities,
    ).toBe(4);
    expect(
      v.safeParse(blogArticleSchema, { cuid: 'clblog', slug: 'rentree', title: 'Rentrée', content: '<p>x</p>', images: [], created_at: '2026-09-01T08:00:00Z' })
        .success,
    ).toBe(true);
    expect(v.safeParse(blogArticleSchema, { cuid: 'clblog', title: 'No slug', created_at: '2026-09-01T08:00:00Z' }).success).toBe(false);
  });
});

describe('cart', () => {
  it('accepts a cart holding all six item types', () => {
    const cart = v.parse(cartSchema, cartFixture);
    expect(cart.items.map((item) => item.type)).toEqual(['REGISTRATION', 'BUNDLE', 'VOUCHER', 'MEMBERSHIP', 'REGISTRATION_REQUEST', 'BOOKING']);
    const booking = cart.items[5];
    expect(booking?.type === 'BOOKING' && booking.booking_dates).toHaveLength(1);
    expect(cart.items[2]?.quantity).toBe(1);
  });

  it('rejects an unknown item type and an item without its typed payload', () => {
    expect(v.safeParse(cartItemSchema, { ...cartFixture.items[1], type: 'GIFT' }).success).toBe(false);
    const { bundle: _bundle, ...bundleless } = cartFixture.items[1] as Record<string, unknown>;
    expect(v.safeParse(cartItemSchema, bundleless).success).toBe(false);
  });

  it('reads checkout and estimate answers', () => {
    expect(v.parse(checkoutAnswerSchema, { next_action: 'payment', next_action_url: 'https://pay.example/x' }).next_action).toBe('payment');
    expect(v.parse(estimateSchema, { price: 11000, details: { base_price: 12500, discounts_total: -1500 } }).details.options_total).toBe(0);
  });
});

describe('organiser and session', () => {
  it('fills the spec defaults of organiser settings', () => {
    const organiser = v.parse(organiserSchema, { id: 1, cuid: 'clorg', name: 'Club', logo: null, settings: {} });
    expect(organiser.settings).toMatchObject({
      bank_transfers_payments_activated: true,
      online_payments_activated: false,
      create_customers_participant: true,
      carts_expiration_delay: 900,
      payments_references_prefix: '',
      formats: { ages: [] },
    });
    expect(organiser.timezone).toBe('Europe/Brussels');
  });

  it('accepts age formats and rejects an unknown rounding method', () => {
    const ages = [{ type: 'years', number_of_days: 365.25, limit: null, rounding_interval: 1, rounding_method: 'down' }];
    expect(v.parse(organiserSchema, { id: 1, cuid: 'c', name: 'n', settings: { formats: { ages } } }).settings.formats.ages).toHaveLength(1);
    expect(
      v.safeParse(organiserSchema, { id: 1, cuid: 'c', name: 'n', settings: { formats: { ages: [{ ...ages[0], rounding_method: 'ceil' }] } } }).success,
    ).toBe(false);
  });

  it('accepts a session, fills missing counters and allows a null session', () => {
    const session = v.parse(sessionSchema, sessionFixture);
    expect(session.counters).toMatchObject({ registrations: 3, carts: 0, available_vouchers: 1 });
    expect(session.wallet.amount).toBe(1500);
    expect(v.parse(sessionAnswerSchema, { data: null }).data).toBeNull();
    expect(v.safeParse(sessionSchema, { ...sessionFixture, customer: { ...sessionFixture.customer, id: '1' } }).success).toBe(false);
  });

  it('reads error bodies', () => {
    expect(v.parse(apiErrorBodySchema, { error: 'VALIDATION_ERROR', fields: { email: 'invalid' } }).fields).toEqual({ email: 'invalid' });
  });
});
