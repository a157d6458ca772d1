import { describe, expect, it } from 'vitest';
import {
  BILLING_ITEM_TYPES,
  CACHE,
  CARTS_EXPIRATION_DELAY_SECONDS,
  DEFAULT_BILLING,
  DEFAULT_ORGANISER_SETTINGS,
  DEFAULT_REFERRALS,
  DEFAULT_SEGMENTS,
  DEFAULT_WALLET,
  NOTIFICATION_TRIGGERS,
  SCHEDULE,
  THRESHOLDS,
} from './organiser-defaults';

describe('organiser defaults (000 §9)', () => {
  it('billing: 500 minimum, monthly, 14 days, SMS 15, VAT 21', () => {
    expect(DEFAULT_BILLING.minimum_invoice_amount).toBe(500);
    expect(DEFAULT_BILLING.billing_cycle_type).toBe('MONTHLY');
    expect(DEFAULT_BILLING.delay_before_overdue).toBe(14);
    expect(DEFAULT_BILLING.items).toHaveLength(BILLING_ITEM_TYPES.length);
    expect(DEFAULT_BILLING.items.find((i) => i.type === 'SMS')?.unit_amount).toBe(15);
    expect(DEFAULT_BILLING.items.filter((i) => i.unit_amount > 0 || i.flat_amount > 0 || i.percentage > 0)).toHaveLength(1);
    expect(DEFAULT_BILLING.taxes[0].percentage).toBe(21);
  });
  it('settings, referrals, wallet, segments', () => {
    expect(CARTS_EXPIRATION_DELAY_SECONDS).toBe(900);
    expect(DEFAULT_ORGANISER_SETTINGS).toMatchObject({
      bank_transfers_payments_activated: true,
      online_payments_activated: false,
      create_customers_participant: true,
      payments_references_prefix: '',
    });
    expect(DEFAULT_REFERRALS).toEqual({ rate: 30, duration: 365 });
    expect(DEFAULT_WALLET.amount).toBe(0);
    expect(DEFAULT_SEGMENTS.map((s) => s.entity)).toEqual(['CUSTOMERS', 'PARTICIPANTS', 'AVAILABILITIES']);
    expect(NOTIFICATION_TRIGGERS).toContain('cart.processed');
    expect(NOTIFICATION_TRIGGERS).toHaveLength(12);
  });
  it('thresholds, schedule and cache numbers', () => {
    expect(THRESHOLDS.categoryMultiSelectAbove).toBe(300);
    expect(SCHEDULE.unitsPerHour).toBe(12);
    expect(SCHEDULE.minLoadingMs).toBe(350);
    expect(CACHE).toEqual({ gcMs: 300_000, retries: 3, retryCapMs: 30_000, minStaleMs: 1_000 });
  });
});
