/** Period units of the platform (001 §9 time-interval units). */
export type DurationUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';

const INTL_UNIT: Record<DurationUnit, string> = {
  seconds: 'second',
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
  weeks: 'week',
  months: 'month',
  years: 'year',
};

/** "3 mois", "1 year": a count of a unit in words, with Intl's plural rules. */
export function formatPeriod(count: number, unit: DurationUnit, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: INTL_UNIT[unit], unitDisplay: 'long' }).format(count);
}

/**
 * A duration in seconds (bundle and voucher validity) in the largest whole unit: 31 536 000 s is "365 jours",
 * 2 592 000 s "30 jours", 7 200 s "2 heures". Calendar months and years are not whole numbers of seconds, so
 * days stay days.
 */
export function formatDurationSeconds(seconds: number, locale: string): string {
  const steps: [DurationUnit, number][] = [
    ['weeks', 604_800],
    ['days', 86_400],
    ['hours', 3_600],
    ['minutes', 60],
  ];
  for (const [unit, size] of steps) {
    if (seconds >= size && seconds % size === 0) return formatPeriod(seconds / size, unit, locale);
  }
  return formatPeriod(seconds, 'seconds', locale);
}
