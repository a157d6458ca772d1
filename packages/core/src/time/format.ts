import type { Instant } from './clock';
import { toDate, toEpoch } from './clock';
import { plainDate, plainDateTimeRange, plainDayRange } from './plain-dates';
import { resolveTimezone } from './timezone';

export type DateLocale = 'fr' | 'en';

export interface FormatOptions {
  locale: DateLocale | string;
  timeZone?: string | null;
}

const DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
// French writes '08:00', English '8:00 AM': a 2-digit hour only reads right in 24-hour locales.
const timeShapes = new Map<string, Intl.DateTimeFormatOptions>([
  ['fr', { hour: '2-digit', minute: '2-digit' }],
  ['en', { hour: 'numeric', minute: '2-digit' }],
]);
function timeShape(locale: string): Intl.DateTimeFormatOptions {
  let shape = timeShapes.get(locale);
  if (!shape) {
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    shape = { hour: cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric', minute: '2-digit' };
    timeShapes.set(locale, shape);
  }
  return shape;
}

// Formatters are costly to build and the catalog formats hundreds of dates: keep one per shape.
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(opts: FormatOptions, shape: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const timeZone = resolveTimezone(opts.timeZone);
  const key = `${opts.locale}|${timeZone}|${JSON.stringify(shape)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(opts.locale, { ...shape, timeZone });
    cache.set(key, f);
  }
  return f;
}

/** fr and en in a zone with known rules are written without Intl (plain-dates.ts); anything else asks Intl. */
function format(at: Instant, opts: FormatOptions, shape: Intl.DateTimeFormatOptions): string {
  return plainDate(toEpoch(at), opts.locale, resolveTimezone(opts.timeZone), shape) ?? formatter(opts, shape).format(toDate(at));
}

/** 'lun. 23 nov. 2026' / 'Mon, Nov 23, 2026'; `shape` overrides the fields (e.g. a long month). */
export function formatDate(at: Instant, opts: FormatOptions, shape: Intl.DateTimeFormatOptions = DATE): string {
  return format(at, opts, shape);
}

/** '14:00' / '2:00 PM'. */
export function formatTime(at: Instant, opts: FormatOptions): string {
  return format(at, opts, timeShape(opts.locale));
}

/** 'lun. 23 nov. 2026, 14:00' / 'Mon, Nov 23, 2026, 2:00 PM'. */
export function formatDateTime(at: Instant, opts: FormatOptions): string {
  return format(at, opts, { ...DATE, ...timeShape(opts.locale) });
}

// an instant the zone rules cover (1970 is before them, and would always ask Intl)
const WARM_AT = Date.UTC(2026, 0, 1);

/**
 * Where dates still go through Intl (a locale or zone plain-dates.ts does not write), a page's first formatter starts
 * ICU: 130–240 ms of a phone's CPU (4× CPU), once. Called in a task of its own before the first render, it keeps that
 * out of the render's task. For fr and en in a zone with known rules it costs nothing.
 */
export function warmDateFormatting(opts: FormatOptions): void {
  formatDateRange(WARM_AT, WARM_AT + 3_600_000, opts);
}

/**
 * A session's span. Intl's formatRange collapses the shared date on one day
 * ('lun. 23 nov. 2026, 14:00 – 16:00') and writes both dates otherwise.
 */
export function formatDateRange(start: Instant, end: Instant, opts: FormatOptions): string {
  const shape = { ...DATE, ...timeShape(opts.locale) };
  return (
    plainDateTimeRange(toEpoch(start), toEpoch(end), opts.locale, resolveTimezone(opts.timeZone), shape) ??
    formatter(opts, shape).formatRange(toDate(start), toDate(end))
  );
}

/** Day-only range ('23–27 nov. 2026'), for multi-day stays where times add noise. */
export function formatDayRange(start: Instant, end: Instant, opts: FormatOptions): string {
  return (
    plainDayRange(toEpoch(start), toEpoch(end), opts.locale, resolveTimezone(opts.timeZone)) ??
    formatter(opts, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(toDate(start), toDate(end))
  );
}
