import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatDayRange, formatTime } from './format';

// Intl separates some parts with narrow/no-break spaces; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0\u2009]/g, ' ');
const fr = { locale: 'fr' };
const en = { locale: 'en' };

describe('formatting in Brussels', () => {
  const start = '2026-11-23T13:00:00Z';
  const end = '2026-11-23T15:00:00Z';

  it('formats dates, times and date-times', () => {
    expect(formatDate(start, fr)).toBe('lun. 23 nov. 2026');
    expect(formatDate(start, en)).toBe('Mon, Nov 23, 2026');
    expect(formatTime(start, fr)).toBe('14:00');
    expect(plain(formatTime(start, en))).toBe('2:00 PM');
    expect(formatDateTime(start, fr)).toBe('lun. 23 nov. 2026, 14:00');
    expect(plain(formatDateTime(start, en))).toBe('Mon, Nov 23, 2026, 2:00 PM');
  });

  it('same-day range shows the date once', () => {
    expect(plain(formatDateRange(start, end, fr))).toBe('lun. 23 nov. 2026, 14:00 – 16:00');
    expect(plain(formatDateRange(start, end, en))).toBe('Mon, Nov 23, 2026, 2:00 – 4:00 PM');
  });

  it('multi-day range shows both dates', () => {
    const out = plain(formatDateRange(start, '2026-11-25T15:00:00Z', fr));
    expect(out).toContain('lun. 23 nov. 2026');
    expect(out).toContain('mer. 25 nov. 2026');
    expect(plain(formatDayRange(start, '2026-11-27T15:00:00Z', fr))).toBe('23–27 nov. 2026');
  });

  it('uses the wall-clock offset on each side of the DST change', () => {
    expect(formatTime('2026-10-24T12:00:00Z', fr)).toBe('14:00'); // CEST
    expect(formatTime('2026-10-25T12:00:00Z', fr)).toBe('13:00'); // CET
    expect(formatTime('2027-03-27T12:00:00Z', fr)).toBe('13:00'); // CET
    expect(formatTime('2027-03-28T12:00:00Z', fr)).toBe('14:00'); // CEST
    // 01:30 UTC on 2026-10-25 is 02:30 CET, after the clocks went back at 03:00 CEST
    expect(formatTime('2026-10-25T01:30:00Z', fr)).toBe('02:30');
  });

  it('honours an organiser timezone', () => {
    expect(formatTime(start, { locale: 'fr', timeZone: 'America/New_York' })).toBe('08:00');
  });
});

describe("formatting in the organiser's zone (000 §1)", () => {
  // one session, 16:00 UTC: 17:00 in Brussels and 16:00 in London, winter (CET/GMT) and summer (CEST/BST) alike
  it('shows the same instant an hour apart in Brussels and London', () => {
    for (const at of ['2026-12-02T16:00:00Z', '2026-07-01T15:00:00Z']) {
      const brussels = formatTime(at, { locale: 'fr', timeZone: 'Europe/Brussels' });
      const london = formatTime(at, { locale: 'fr', timeZone: 'Europe/London' });
      expect(Number(brussels.slice(0, 2)) - Number(london.slice(0, 2))).toBe(1);
    }
    expect(formatTime('2026-12-02T16:00:00Z', { locale: 'fr', timeZone: 'Europe/Brussels' })).toBe('17:00');
    expect(formatTime('2026-12-02T16:00:00Z', { locale: 'fr', timeZone: 'Europe/London' })).toBe('16:00');
    expect(plain(formatTime('2026-12-02T16:00:00Z', { locale: 'en', timeZone: 'Europe/London' }))).toBe('4:00 PM');
  });
  it('moves the calendar day with the zone', () => {
    const lateUtc = '2026-12-02T23:30:00Z';
    expect(formatDate(lateUtc, { locale: 'en', timeZone: 'Europe/London' })).toBe('Wed, Dec 2, 2026');
    expect(formatDate(lateUtc, { locale: 'en', timeZone: 'Europe/Brussels' })).toBe('Thu, Dec 3, 2026');
  });
  it('falls back to Brussels for a zone Intl does not know', () => {
    expect(formatTime('2026-12-02T16:00:00Z', { locale: 'fr', timeZone: 'Mars/Olympus' })).toBe('17:00');
  });
});
