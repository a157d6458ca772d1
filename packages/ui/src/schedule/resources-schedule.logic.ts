import { addDaysToDay, calendarDay, startOfDay, startOfWeekDay, toEpoch, type AvailabilityCardItem, type Instant } from '@oriel/core';

// The resources schedule of spec 000 §2: one column per activity, for one week (Monday start, 000 §9) kept in
// the `date` query parameter. Pure, so the view only renders the columns.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface WeekSpan {
  /** Monday, 'YYYY-MM-DD' in the organiser timezone */
  monday: string;
  /** the catalog call's window: availabilities that end after Monday's midnight and start before the next */
  after: string;
  before: string;
}

/** The week holding `date` (any day of it), or this week when the parameter is missing or unreadable. */
export function weekOf(date: string | null, now: Instant, tz: string): WeekSpan {
  const day = date && DAY.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : calendarDay(now, tz);
  const monday = startOfWeekDay(startOfDay(day, tz), tz);
  return { monday, after: startOfDay(monday, tz), before: startOfDay(addDaysToDay(monday, 7), tz) };
}

/** The `date` value of the week `weeks` away (previous -1, next +1). */
export function shiftWeek(span: WeekSpan, weeks: number): string {
  return addDaysToDay(span.monday, 7 * weeks);
}

export interface ActivityColumn {
  key: string;
  title: string;
  items: AvailabilityCardItem[];
}

type ActivityLike = { id?: number | undefined; cuid?: string | undefined; title: string };

const keyOf = (a: ActivityLike | undefined) => a?.cuid ?? `activity-${a?.id ?? 'none'}`;

/**
 * One column per activity, titles in alphabetical order, items by start. With `alsoEmpty` (the
 * show-empty-groups setting) the given activities get a column even without an item this week.
 */
export function activityColumns(list: readonly AvailabilityCardItem[], locale: string, alsoEmpty: readonly ActivityLike[] = []): ActivityColumn[] {
  const columns = new Map<string, ActivityColumn>();
  for (const a of alsoEmpty) columns.set(keyOf(a), { key: keyOf(a), title: a.title, items: [] });
  for (const av of list) {
    const key = keyOf(av.activity);
    let column = columns.get(key);
    if (!column) {
      column = { key, title: av.activity?.title ?? '', items: [] };
      columns.set(key, column);
    }
    column.items.push(av);
  }
  const collator = new Intl.Collator(locale);
  for (const c of columns.values()) c.items.sort((a, b) => toEpoch(a.start_at) - toEpoch(b.start_at));
  return [...columns.values()].sort((a, b) => collator.compare(a.title, b.title));
}
