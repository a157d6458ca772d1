import * as v from 'valibot';
import {
  availabilityStatusSchema,
  buildHref,
  calendarDay,
  formatTime,
  localDayMinutes,
  type AvailabilitiesParams,
  type AvailabilityCardItem,
  type AvailabilityStatus,
  type LinkMode,
  type ScheduleSettings,
} from '@oriel/core';

/** One entry of a schedule: a session (date) of an availability, with the session's own capacity. */
export interface ScheduleItem {
  /** the date's cuid, unique in a schedule */
  key: string;
  /** a card answer (fields=card): whatever opens from the item reads the whole availability by cuid */
  availability: AvailabilityCardItem;
  start_at: string;
  end_at: string;
  /** the availability's status unless OPEN, then the session's (000 §4: items are disabled unless OPEN) */
  status: AvailabilityStatus;
  capacity: number | null;
  registered: number;
  /** local calendar day of the start */
  day: string;
}

/** Sessions of `availabilities` that start on one of `days`, sorted by start then title. */
export function expandItems(availabilities: readonly AvailabilityCardItem[], days: readonly string[], tz: string): ScheduleItem[] {
  const wanted = new Set(days);
  const items: ScheduleItem[] = [];
  for (const av of availabilities) {
    // the contract gives every availability at least one date; an older API may not
    const dates =
      av.dates.length > 0
        ? av.dates
        : [{ cuid: av.cuid, start_at: av.start_at, end_at: av.end_at, status: av.status, capacity: av.capacity, registered: av.registered }];
    for (const d of dates) {
      const day = localDayMinutes(d.start_at, tz).day;
      if (!wanted.has(day)) continue;
      items.push({
        key: `${av.cuid}:${d.cuid}`,
        availability: av,
        start_at: d.start_at,
        end_at: d.end_at,
        status: av.status === 'OPEN' ? d.status : av.status,
        capacity: d.capacity ?? av.capacity ?? null,
        registered: d.registered,
        day,
      });
    }
  }
  // each start parsed and each title folded once, not at every comparison: for a week of 1,000 sessions those
  // comparisons were a tenth of the calendar's render (scripts/bench/profile.mjs)
  const keys = new Map(items.map((item) => [item, { at: Date.parse(item.start_at), title: folded(title(item)) }]));
  return items.sort((a, b) => {
    const x = keys.get(a)!;
    const y = keys.get(b)!;
    return x.at - y.at || (x.title < y.title ? -1 : x.title > y.title ? 1 : 0);
  });
}

const title = (item: ScheduleItem) => item.availability.activity?.title ?? '';
// Titles without case or accents: localeCompare would start ICU's collator, about 100 ms of a phone's CPU at 4×
// (docs/decisions/0005-no-icu-on-widget-pages.md), to order sessions that start together.
const folded = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// A session's times repeat across a week's sessions: one Intl call per locale, zone and minute of the day (a week
// of 1,000 sessions formatted 2,000 times a render). A time of day reads the same whatever the date.
const wallTimes = new Map<string, Map<number, string>>();

/** formatTime of a session's start or end ('14:00' / '2:00 PM'). */
export function sessionTime(at: string, fmt: { locale: string; timeZone: string }): string {
  const zoneKey = `${fmt.locale}|${fmt.timeZone}`;
  let byMinute = wallTimes.get(zoneKey);
  if (!byMinute) wallTimes.set(zoneKey, (byMinute = new Map()));
  const minutes = localDayMinutes(at, fmt.timeZone).minutes;
  let text = byMinute.get(minutes);
  if (text === undefined) byMinute.set(minutes, (text = formatTime(at, fmt)));
  return text;
}

/** Items per day, every day present (empty days too). */
export function groupByDay(items: readonly ScheduleItem[], days: readonly string[]): Map<string, ScheduleItem[]> {
  const out = new Map(days.map((d) => [d, [] as ScheduleItem[]]));
  for (const item of items) out.get(item.day)?.push(item);
  return out;
}

/** The query every schedule call shares: the section's status, catalogs, segments and activity. */
export function scheduleBaseParams(
  settings: Pick<ScheduleSettings, 'status' | 'catalogs' | 'segments' | 'activity'>,
  /** `after` from a catalog page's pages_settings (000 §2, catalog-page.ts); undefined: no bound beyond the schedule's own */
  after?: string,
): AvailabilitiesParams {
  // unknown status names are dropped rather than sent to the API
  const status = settings.status.filter((s): s is AvailabilityStatus => v.is(availabilityStatusSchema, s));
  return {
    status: status.length ? status : undefined,
    ...(after === undefined ? {} : { after }),
    catalog: settings.catalogs.length ? [...settings.catalogs] : undefined,
    segment: settings.segments.length ? [...settings.segments] : undefined,
    activity: settings.activity || undefined,
  };
}

/** /cart/add?availabilities={cuids} for a multiple selection (000 §2); null when embedded without a template. */
export function cartAddHref(links: LinkMode, cuids: readonly string[]): string | null {
  return buildHref(links, 'cartAdd', {}, { availabilities: cuids.join(',') });
}

/** Remaining places of an item, shown only for a limited OPEN session (000 §4). */
export function itemRemaining(item: Pick<ScheduleItem, 'status' | 'capacity' | 'registered'>): number | null {
  return item.capacity == null || item.status !== 'OPEN' ? null : Math.max(0, item.capacity - item.registered);
}

/** The quick list shows whole availabilities: one item each, with the availability's own span and places. */
export function availabilityItem(av: AvailabilityCardItem, tz: string): ScheduleItem {
  return {
    key: av.cuid,
    availability: av,
    start_at: av.start_at,
    end_at: av.end_at,
    status: av.status,
    capacity: av.capacity ?? null,
    registered: av.registered,
    day: calendarDay(av.start_at, tz),
  };
}
