import { describe, expect, it } from 'vitest';
import { toSearchParams } from '../api/query';
import { activitiesAfter, availabilitiesAfter, catalogListScope, laterAfter } from './catalog-page.rules';

const unset = { status: null, include_started: null };

describe('catalogListScope (000 §2 pages_settings)', () => {
  it('unset: the section status as today', () => {
    expect(catalogListScope(['OPEN'], false, unset)).toEqual({ status: ['OPEN'] });
    expect(catalogListScope(['OPEN'], false, null)).toEqual({ status: ['OPEN'] });
    expect(catalogListScope([], false, unset)).toEqual({ status: undefined });
  });

  it('the website setting applies when the section sets no status', () => {
    expect(catalogListScope(['OPEN'], false, { status: ['OPEN', 'FULL'], include_started: true })).toEqual({ status: ['OPEN', 'FULL'] });
    expect(catalogListScope(['OPEN'], false, { status: null, include_started: false })).toEqual({ status: ['OPEN'] });
  });

  it("a section's own status wins", () => {
    expect(catalogListScope(['CLOSED'], true, { status: ['OPEN', 'FULL'], include_started: true })).toEqual({ status: ['CLOSED'] });
  });

  it('builds the list call query with after, never started (000 §7)', () => {
    const scope = catalogListScope(['OPEN'], false, { status: ['OPEN', 'FULL'], include_started: true });
    const after = availabilitiesAfter('2026-12-02T08:00:00Z', 'Europe/Brussels');
    expect(toSearchParams({ catalog: [3], ...scope, after }).toString()).toBe('catalog=3&status=OPEN%2CFULL&after=2026-12-01T23%3A00%3A00.000Z');
  });
});

describe('after of the list calls (000 §7)', () => {
  it('availabilities: the start of today in the organiser timezone, the same all day', () => {
    expect(availabilitiesAfter('2026-12-02T08:00:00Z', 'Europe/Brussels')).toBe('2026-12-01T23:00:00.000Z');
    expect(availabilitiesAfter('2026-12-02T22:59:59Z', 'Europe/Brussels')).toBe('2026-12-01T23:00:00.000Z');
    // 23:30 UTC is already the next day in Brussels
    expect(availabilitiesAfter('2026-12-02T23:30:00Z', 'Europe/Brussels')).toBe('2026-12-02T23:00:00.000Z');
    // summer time: midnight is 22:00 UTC
    expect(availabilitiesAfter('2026-07-10T12:00:00Z', 'Europe/Brussels')).toBe('2026-07-09T22:00:00.000Z');
    expect(availabilitiesAfter('2026-12-02T08:00:00Z', 'Europe/London')).toBe('2026-12-02T00:00:00.000Z');
  });

  it('activities: now, to the minute', () => {
    expect(activitiesAfter('2026-12-02T08:17:42.512Z')).toBe('2026-12-02T08:17:00.000Z');
    expect(activitiesAfter(Date.parse('2026-12-02T08:17:00Z'))).toBe('2026-12-02T08:17:00.000Z');
  });
});

describe('laterAfter', () => {
  it('keeps the later bound, either when alone', () => {
    expect(laterAfter('2026-12-01T23:00:00.000Z', '2026-11-29T23:00:00.000Z')).toBe('2026-12-01T23:00:00.000Z');
    expect(laterAfter('2026-11-29T23:00:00.000Z', '2026-12-01T23:00:00.000Z')).toBe('2026-12-01T23:00:00.000Z');
    expect(laterAfter(undefined, '2026-12-01T23:00:00.000Z')).toBe('2026-12-01T23:00:00.000Z');
    expect(laterAfter('2026-12-01T23:00:00.000Z', undefined)).toBe('2026-12-01T23:00:00.000Z');
    expect(laterAfter(undefined, undefined)).toBeUndefined();
  });
});
