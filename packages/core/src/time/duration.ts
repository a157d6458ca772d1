import { plainInteger, plainPlural } from '../i18n/plain-numbers';

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

const FRENCH_UNITS: Readonly<Record<DurationUnit, string>> = {
  seconds: 'seconde',
  minutes: 'minute',
  hours: 'heure',
  days: 'jour',
  weeks: 'semaine',
  months: 'mois',
  years: 'an',
};

/** Intl's long unit name in fr or en with the space before it: CLDR's French has a no-break one but before "minute(s)" and "ans". */
function unitName(unit: DurationUnit, locale: string, one: boolean): string | null {
  if (locale === 'en') return ` ${unit.slice(0, -1)}${one ? '' : 's'}`;
  if (locale !== 'fr') return null;
  const stem = FRENCH_UNITS[unit];
  const name = one || stem === 'mois' ? stem : `${stem}s`;
  return (unit === 'minutes' || name === 'ans' ? ' ' : '\u00a0') + name;
}

/** "3 mois", "1 year": a count of a unit in words, with Intl's plural rules (whole counts in fr and en without Intl). */
export function formatPeriod(count: number, unit: DurationUnit, locale: string): string {
  const digits = plainInteger(count, locale);
  const name = digits === null ? null : unitName(unit, locale, plainPlural(count, locale) === 'one');
  if (name !== null) return digits + name;
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
