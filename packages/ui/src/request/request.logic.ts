import { addDaysToDay, calendarDay, dayRange, type AvailabilitySummary, type RegistrationRequestTier, type ShellTranslator } from '@oriel/core';

/** The tier named by the `tier` query (an id), else the activity's first; null when it has none. */
export function resolveTier(tiers: readonly RegistrationRequestTier[] | undefined, tierParam: string | null | undefined): RegistrationRequestTier | null {
  const list = tiers ?? [];
  return list.find((t) => tierParam != null && String(t.id) === tierParam) ?? list[0] ?? null;
}

/** "2 séances" for a fixed tier, "De 3 à 5 séances" for an interval. */
export function tierLabel(t: ShellTranslator, tier: RegistrationRequestTier): string {
  return tier.minimum_availabilities === tier.maximum_availabilities
    ? t('request.tier_fixed', { count: tier.minimum_availabilities })
    : t('request.tier_interval', { min: tier.minimum_availabilities, max: tier.maximum_availabilities });
}

/** The instruction above the schedule (000 §4: the label differs for a fixed tier and an interval). */
export function selectionInstruction(t: ShellTranslator, tier: RegistrationRequestTier): string {
  return tier.minimum_availabilities === tier.maximum_availabilities
    ? t('schedules.selection.fixed', { count: tier.minimum_availabilities })
    : t('schedules.selection.interval', { min: tier.minimum_availabilities, max: tier.maximum_availabilities });
}

/** The 7 days (Monday first) of the week starting on `monday`, each with its sessions in start order. */
export function weekColumns<A extends Pick<AvailabilitySummary, 'start_at'>>(monday: string, list: readonly A[], tz: string): { day: string; items: A[] }[] {
  // by instant (localeCompare would start ICU's collator: docs/decisions/0005-no-icu-on-widget-pages.md)
  const sorted = [...list].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  return dayRange(monday, 7).map((day) => ({ day, items: sorted.filter((a) => calendarDay(a.start_at, tz) === day) }));
}

export const nextWeek = (monday: string, weeks: number): string => addDaysToDay(monday, 7 * weeks);

export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** ?availabilities=1,2,3 as ids (anything else dropped). */
export function parseIds(value: string | null | undefined): number[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
}
