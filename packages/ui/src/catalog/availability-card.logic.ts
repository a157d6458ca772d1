import { calendarDay, DAYS_PER_YEAR, displayAgeRange, formatDate, type AgeFormatLike, type AvailabilityCardItem } from '@oriel/core';

// Which facts an availability card shows (000 §5 availabilities-properties) and how they read.

/** Without items-properties the card shows what the grid always showed. */
export const DEFAULT_AVAILABILITY_PROPERTIES: readonly string[] = ['activity', 'dates', 'price', 'location', 'capacity'];

export function cardProperties(configured: readonly string[] | undefined, defaults: readonly string[]): ReadonlySet<string> {
  return new Set(configured && configured.length > 0 ? configured : defaults);
}

/** The group cuids of the `category-{cuid}` properties, in their configured order. */
export function categoryGroupsOf(properties: ReadonlySet<string>): string[] {
  return [...properties].filter((p) => p.startsWith('category-') && p.length > 9).map((p) => p.slice(9));
}

type CategoryLike = { title: string; group?: { cuid: string; title: string } | undefined };

/**
 * The availability's categories of one group (its own, else its activity's), for a `category-{cuid}` fact. A card
 * answer carries them only when the grid asks (`fields=card,categories`); a full availability always does.
 */
export function categoryFact(
  av: { categories: readonly CategoryLike[]; activity?: { title: string; categories?: readonly CategoryLike[] | undefined } | undefined },
  groupCuid: string,
): { group: string; titles: string[] } | null {
  const all = av.categories.length > 0 ? av.categories : (av.activity?.categories ?? []);
  const mine = all.filter((c) => c.group?.cuid === groupCuid);
  const first = mine[0];
  if (!first?.group) return null;
  return { group: first.group.title, titles: mine.map((c) => c.title) };
}

/**
 * Sessions on several days (a camp, a weekly course): the card's dates are then a day range ('14–18 déc. 2026'), its
 * days listed apart and its weekdays said by the weekday fact, so no weekday or day is written twice.
 */
export function spansSeveralDays(av: Pick<AvailabilityCardItem, 'dates' | 'start_at' | 'end_at'>, timeZone: string): boolean {
  if (av.dates.length < 2) return false;
  // core's plain calendar day: a formatter here would start ICU on a French page in Brussels (docs/decisions/0005-no-icu-on-widget-pages.md)
  return calendarDay(av.start_at, timeZone) !== calendarDay(av.end_at, timeZone);
}

/**
 * The weekday fact: distinct weekdays of the sessions, in date order ('mercredi, samedi'). Null when the card's dates
 * already name it (`datesShown`: a one-day range starts with its weekday) and every session falls on that one day: a
 * card read 'jeu. 3 déc. 2026, 18:30 – 19:30' then 'jeudi'.
 */
export function weekdayFact(av: Pick<AvailabilityCardItem, 'dates' | 'start_at'>, locale: string, timeZone: string, datesShown: boolean): string | null {
  const starts = av.dates.length > 0 ? av.dates.map((d) => d.start_at) : [av.start_at];
  const names = [...new Set(starts.map((at) => formatDate(at, { locale, timeZone }, { weekday: 'long' })))];
  return datesShown && names.length === 1 ? null : names.join(', ');
}

/** age_minimum / age_maximum are years (docs/api-contract.md); the organiser's formats take days. */
export function ageRangeOf(av: Pick<AvailabilityCardItem, 'age_minimum' | 'age_maximum'>, formats: readonly AgeFormatLike[] | null | undefined) {
  const days = (years: number | null | undefined) => (years == null ? null : years * DAYS_PER_YEAR);
  return displayAgeRange(days(av.age_minimum), days(av.age_maximum), formats);
}
