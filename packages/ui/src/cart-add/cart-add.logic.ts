import { isDateOpen, sortDatesByStart, type Availability, type AvailabilityDate, type AvailabilitySummary, type RegistrationItemInput } from '@oriel/core';

/** One availability of the /cart/add selection and the dates chosen for it. */
export interface CartAddEntry {
  availability: AvailabilitySummary;
  /** the dates offered: all of the availability's, or the ones the link named */
  choices: AvailabilityDate[];
  dateIds: number[];
}

/** A comma list of the query string as cuids (empty and repeated ones dropped). */
export function splitCuids(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** ?availabilities=: every open date of each one is preselected (as the availability form does). */
export function entriesFromAvailabilities(list: readonly Availability[]): CartAddEntry[] {
  return list.map((availability) => {
    const choices = sortDatesByStart(availability.dates);
    return { availability, choices, dateIds: choices.filter(isDateOpen).map((d) => d.id) };
  });
}

/** ?dates=: the given dates grouped under their availability, in the order they came. */
export function entriesFromDates(dates: readonly AvailabilityDate[]): CartAddEntry[] {
  const out: CartAddEntry[] = [];
  for (const d of dates) {
    if (!d.availability) continue;
    const entry = out.find((e) => e.availability.id === d.availability!.id);
    if (entry) {
      entry.choices.push(d);
      entry.dateIds.push(d.id);
    } else out.push({ availability: d.availability, choices: [d], dateIds: [d.id] });
  }
  return out;
}

/** The query after removing one availability: its cuid, or all its date cuids. */
export function withoutEntry(query: { availabilities: string[]; dates: string[] }, entry: CartAddEntry) {
  const gone = new Set(entry.choices.map((d) => d.cuid));
  return {
    availabilities: query.availabilities.filter((c) => c !== entry.availability.cuid),
    dates: query.dates.filter((c) => !gone.has(c)),
  };
}

/** One registration per availability, all in one POST /api/carts/items (000 §2 /cart/add). */
export function registrationsOf(entries: readonly CartAddEntry[], participantId: number): RegistrationItemInput[] {
  return entries.map((e) => ({
    availability_id: e.availability.id,
    participant_id: participantId,
    quantity: 1,
    availability_dates: e.dateIds.map((date_id) => ({ date_id })),
    options: [],
    questions: [],
  }));
}

/** Entries without any date chosen, as field errors keyed by availability (000 §8 availability_dates_required). */
export function missingDates(entries: readonly CartAddEntry[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of entries) if (!e.dateIds.length) out[`dates_${e.availability.id}`] = 'availability_dates_required';
  return out;
}
