import { describe, expect, it } from 'vitest';
import { plainDate, plainDateTimeRange, plainDayRange } from './plain-dates';

// Node's ICU writes a narrow no-break space before AM/PM and thin spaces around a range's dash where Chromium's
// writes plain spaces (what the widgets show): compared on plain spaces
const plain = (s: string) => s.replace(/[\u202f\u2009]/g, ' ');

const SHAPES: Intl.DateTimeFormatOptions[] = [
  { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  { weekday: 'long', day: 'numeric', month: 'long' },
  { weekday: 'short', day: 'numeric', month: 'short' },
  { day: 'numeric', month: 'long', year: 'numeric' },
  { day: 'numeric', month: 'short', year: 'numeric' },
  { day: 'numeric', month: 'short' },
  { day: 'numeric', month: 'long' },
  { month: 'long', year: 'numeric' },
  { month: 'short', year: 'numeric' },
  { weekday: 'short', day: 'numeric' },
  { weekday: 'long' },
  { weekday: 'short' },
  { weekday: 'narrow' },
  { day: 'numeric' },
  { month: 'short' },
  { month: 'long' },
];
const TIME = { fr: { hour: '2-digit', minute: '2-digit' }, en: { hour: 'numeric', minute: '2-digit' } } as const;
const ZONES = ['Europe/Brussels', 'Europe/London', 'Europe/Athens', 'UTC'];
// every 37 h 13 min over two years: each weekday, month, hour and most minutes, both sides of each change
const INSTANTS = Array.from({ length: 480 }, (_, i) => Date.UTC(2026, 0, 1) + i * (37 * 3_600_000 + 13 * 60_000));

describe('plain dates', () => {
  it('write every shape the widgets use as Intl does, in fr and en, in each zone with a rule', () => {
    const wrong: string[] = [];
    for (const locale of ['fr', 'en'] as const) {
      const shapes = [...SHAPES, TIME[locale], { ...SHAPES[0], ...TIME[locale] }];
      for (const timeZone of ZONES)
        for (const shape of shapes) {
          const intl = new Intl.DateTimeFormat(locale, { ...shape, timeZone });
          for (const ms of INSTANTS) {
            const ours = plainDate(ms, locale, timeZone, shape);
            if (ours !== plain(intl.format(ms)))
              wrong.push(`${locale} ${timeZone} ${JSON.stringify(shape)} ${new Date(ms).toISOString()}: ${ours} / ${intl.format(ms)}`);
          }
        }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('write ranges as formatRange does: one date for a day, a shared AM or PM once, both ends otherwise', () => {
    const wrong: string[] = [];
    const lengths = [0, 60_000, 30 * 60_000, 2 * 3_600_000, 9 * 3_600_000, 26 * 3_600_000, 3 * 86_400_000, 20 * 86_400_000, 70 * 86_400_000, 400 * 86_400_000];
    for (const locale of ['fr', 'en'] as const)
      for (const timeZone of ZONES) {
        const dateTime = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...TIME[locale] } as const;
        const withTime = new Intl.DateTimeFormat(locale, { ...dateTime, timeZone });
        const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone });
        for (const start of INSTANTS.slice(0, 200))
          for (const length of lengths) {
            const end = start + length;
            const a = plainDateTimeRange(start, end, locale, timeZone, dateTime);
            const b = plainDayRange(start, end, locale, timeZone);
            if (a !== plain(withTime.formatRange(start, end)))
              wrong.push(`${locale} ${timeZone} ${new Date(start).toISOString()} +${length}: ${a} / ${withTime.formatRange(start, end)}`);
            if (b !== plain(days.formatRange(start, end)))
              wrong.push(`${locale} ${timeZone} days ${new Date(start).toISOString()} +${length}: ${b} / ${days.formatRange(start, end)}`);
          }
      }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('leave to Intl what they do not know: another locale, zone, field or hour style, a date before 1997', () => {
    const at = Date.UTC(2026, 10, 23, 13);
    expect(plainDate(at, 'de', 'Europe/Brussels', { weekday: 'long' })).toBeNull();
    expect(plainDate(at, 'fr', 'America/New_York', { weekday: 'long' })).toBeNull();
    expect(plainDate(at, 'fr', 'Europe/Brussels', { weekday: 'long', timeZoneName: 'short' })).toBeNull();
    expect(plainDate(at, 'fr', 'Europe/Brussels', { hour: 'numeric', minute: '2-digit' })).toBeNull();
    expect(plainDate(at, 'en', 'Europe/Brussels', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })).toBeNull();
    expect(plainDate(at, 'fr', 'Europe/Brussels', { weekday: 'long', year: 'numeric' })).toBeNull();
    expect(plainDate(Date.UTC(1990, 0, 1), 'fr', 'Europe/Brussels', { weekday: 'long' })).toBeNull();
    expect(plainDayRange(at, at, 'fr', 'Asia/Tokyo')).toBeNull();
    expect(plainDateTimeRange(at, at, 'fr', 'Europe/Brussels', { weekday: 'long' })).toBeNull();
  });
});
