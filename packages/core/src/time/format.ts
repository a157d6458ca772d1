import type { Instant } from './clock';
import { toDate } from './clock';
import { resolveTimezone } from './timezone';

export type DateLocale = 'fr' | 'en';

export interface FormatOptions {
  locale: DateLocale | string;
  timeZone?: string | null;
}

const DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
// French writes '08:00', English '8:00 AM': a 2-digit hour only reads right in 24-hour locales.
const timeShapes = new Map<string, Intl.DateTimeFormatOptions>();
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

/** 'lun. 23 nov. 2026' / 'Mon, Nov 23, 2026'; `shape` overrides the fields (e.g. a long month). */
export function formatDate(at: Instant, opts: FormatOptions, shape: Intl.DateTimeFormatOptions = DATE): string {
  return formatter(opts, shape).format(toDate(at));
}

/** '14:00' / '2:00 PM'. */
export function formatTime(at: Instant, opts: FormatOptions): string {
  return formatter(opts, timeShape(opts.locale)).format(toDate(at));
}

/** 'lun. 23 nov. 2026, 14:00' / 'Mon, Nov 23, 2026, 2:00 PM'. */
export function formatDateTime(at: Instant, opts: FormatOptions): string {
  return formatter(opts, { ...DATE, ...timeShape(opts.locale) }).format(toDate(at));
}

/**
 * A page's first Intl date formatter loads the locale's date data: 60–85 ms of a phone's CPU (4× profile), once.
 * Called in a task of its own before the first render, it keeps that out of the render's task, and leaves the
 * formatter the cards use most in the cache.
 */
export function warmDateFormatting(opts: FormatOptions): void {
  formatDateRange(0, 3_600_000, opts);
}

/**
 * A session's span. Intl's formatRange collapses the shared date on one day
 * ('lun. 23 nov. 2026, 14:00 – 16:00') and writes both dates otherwise.
 */
export function formatDateRange(start: Instant, end: Instant, opts: FormatOptions): string {
  return formatter(opts, { ...DATE, ...timeShape(opts.locale) }).formatRange(toDate(start), toDate(end));
}

/** Day-only range ('23–27 nov. 2026'), for multi-day stays where times add noise. */
export function formatDayRange(start: Instant, end: Instant, opts: FormatOptions): string {
  return formatter(opts, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(toDate(start), toDate(end));
}
