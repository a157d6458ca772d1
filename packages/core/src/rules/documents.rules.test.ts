import { describe, expect, it } from 'vitest';
import { documentAvailability, visibleDocuments } from './documents.rules';

const NOW = '2026-11-20T10:00:00Z';
const reg = {
  total_amount: 10000,
  paid_amount: 3000,
  deposit_amount: 3000,
  availability: { start_at: '2026-11-23T13:00:00Z', end_at: '2026-11-27T15:00:00Z' },
};

describe('document availability (001 §4)', () => {
  it('payment requirement DEPOSIT / TOTAL', () => {
    expect(documentAvailability({ settings: { payment_requirement: 'DEPOSIT' } }, reg, NOW)).toEqual({ available: true });
    expect(documentAvailability({ settings: { payment_requirement: 'DEPOSIT' } }, { ...reg, paid_amount: 2999 }, NOW)).toEqual({
      available: false,
      reason: 'payment',
    });
    expect(documentAvailability({ settings: { payment_requirement: 'TOTAL' } }, reg, NOW)).toEqual({
      available: false,
      reason: 'payment',
    });
  });
  it('date requirement blocks until the moment has come', () => {
    const start = { settings: { date_requirement: 'AVAILABILITY_START' } };
    const end = { settings: { date_requirement: 'AVAILABILITY_END' } };
    expect(documentAvailability(start, reg, NOW)).toEqual({ available: false, reason: 'date', at: '2026-11-23T13:00:00Z' });
    expect(documentAvailability(start, reg, '2026-11-24T00:00:00Z')).toEqual({ available: true });
    expect(documentAvailability(end, reg, '2026-11-24T00:00:00Z').available).toBe(false);
    expect(documentAvailability(end, reg, '2026-11-28T00:00:00Z').available).toBe(true);
  });
  it('no requirement: available', () => {
    expect(documentAvailability({ settings: null }, reg, NOW)).toEqual({ available: true });
  });
  it('cancelled registrations show no documents', () => {
    expect(visibleDocuments({ cancelled: true }, [1, 2])).toEqual([]);
    expect(visibleDocuments({ cancelled: false }, [1, 2])).toEqual([1, 2]);
  });
});
