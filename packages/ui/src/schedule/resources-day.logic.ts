import { addDaysToDay, calendarDay, dayRange, SCHEDULE, startOfDay, toEpoch, type Instant, type ResourceAvailability } from '@oriel/core';

// The resources daily schedule of spec 000 §2/§9: a 30-day strip from today, the start times of the chosen
// day, optional durations, then the matching slots. Pure, so the view only renders what these return.

/** The strip's days ('YYYY-MM-DD' in the organiser timezone), today first. */
export function stripDays(now: Instant, tz: string, count: number = SCHEDULE.mobileStripDays): string[] {
  return dayRange(calendarDay(now, tz), count);
}

/** The chosen day when it is one of the strip's, else today: an old or hand-edited `date` never sticks. */
export function clampDay(day: string | null, days: readonly string[]): string {
  return day && days.includes(day) ? day : (days[0] ?? '');
}

/** The slots call for one day: `after` and `before` are the day's midnights in the organiser timezone. */
export function dayWindow(day: string, tz: string): { after: string; before: string } {
  return { after: startOfDay(day, tz), before: startOfDay(addDaysToDay(day, 1), tz) };
}

/** A slot ends at its start plus its first price's duration (000 §3). */
export function slotEnd(slot: Pick<ResourceAvailability, 'start_at' | 'prices'>): string {
  return new Date(toEpoch(slot.start_at) + (slot.prices[0]?.duration ?? 0) * 1000).toISOString();
}

/** Distinct start instants of the day's slots, earliest first (several resources share one start). */
export function startTimes(slots: readonly ResourceAvailability[]): string[] {
  const byEpoch = new Map<number, string>();
  for (const slot of slots) {
    const epoch = toEpoch(slot.start_at);
    if (!byEpoch.has(epoch)) byEpoch.set(epoch, slot.start_at);
  }
  return [...byEpoch.entries()].sort((a, b) => a[0] - b[0]).map(([, iso]) => iso);
}

/** The chosen start when the day has it, else the day's first: the slot list is never empty while slots exist. */
export function effectiveStart(chosen: string | null, starts: readonly string[]): string | null {
  if (chosen !== null && starts.some((s) => toEpoch(s) === toEpoch(chosen))) return chosen;
  return starts[0] ?? null;
}

const startsAt = (start: string) => (slot: ResourceAvailability) => toEpoch(slot.start_at) === toEpoch(start);

/** Distinct bookable durations (seconds) of the slots starting at `start`, shortest first. */
export function durationsAt(slots: readonly ResourceAvailability[], start: string): number[] {
  const set = new Set<number>();
  for (const slot of slots.filter(startsAt(start))) for (const price of slot.prices) set.add(price.duration);
  return [...set].sort((a, b) => a - b);
}

export interface SlotRow {
  slot: ResourceAvailability;
  start_at: string;
  end_at: string;
  /** seconds */
  duration: number;
  amount: number;
}

/**
 * The slots starting at `start`; with a chosen duration only those priced for it (at that price), otherwise
 * each slot at its first price, so the row's end is the slot's own end (000 §3).
 */
export function matchingSlots(slots: readonly ResourceAvailability[], start: string, duration: number | null): SlotRow[] {
  const rows: SlotRow[] = [];
  for (const slot of slots.filter(startsAt(start))) {
    const price = duration === null ? slot.prices[0] : slot.prices.find((p) => p.duration === duration);
    if (!price) continue;
    const end_at = new Date(toEpoch(slot.start_at) + price.duration * 1000).toISOString();
    rows.push({ slot, start_at: slot.start_at, end_at, duration: price.duration, amount: price.amount });
  }
  return rows;
}

/**
 * The query of /cart/bookings/add (000 §2: start_at ISO, duration in seconds, amount) plus `resource`, the
 * resource's cuid: the booking page shows its name and image and books its id.
 */
export function bookingQuery(row: SlotRow, resourceCuid: string): { start_at: string; duration: number; amount: number; resource: string } {
  return { start_at: new Date(toEpoch(row.start_at)).toISOString(), duration: row.duration, amount: row.amount, resource: resourceCuid };
}
