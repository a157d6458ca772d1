// Test answers for the schedule views (not exported from the package).
import * as v from 'valibot';
import { scheduleSettingsSchema, type ScheduleSettings } from '@oriel/core';
import { availability } from '../testing/fixtures';

export const settings = (over: Record<string, unknown> = {}): ScheduleSettings => v.parse(scheduleSettingsSchema, over);

/** An availability with one session; `start`/`end` are UTC instants. */
export function session(cuid: string, title: string, start: string, end: string, over: Record<string, unknown> = {}) {
  const base = availability();
  return availability({
    id: cuid.length * 100 + cuid.charCodeAt(cuid.length - 1),
    cuid,
    start_at: start,
    end_at: end,
    activity: { ...base.activity, title },
    dates: [{ id: 1, cuid: `d${cuid}`, start_at: start, end_at: end, status: (over.status as string) ?? 'OPEN', capacity: 6, registered: 1 }],
    ...over,
  });
}

/** Answers /api/availabilities with the items that overlap [after, before), like the API. */
export function availabilitiesRoute(items: ReturnType<typeof availability>[]) {
  return (url: URL) => {
    const after = url.searchParams.get('after');
    const before = url.searchParams.get('before');
    const data = items.filter((a) => (!after || a.end_at >= new Date(after).toISOString()) && (!before || a.start_at < new Date(before).toISOString()));
    return { data, count: data.length };
  };
}

/** Answers /api/availabilities/calendar with the given days bounded by after/before (day precision, Brussels). */
export function calendarRoute(days: string[]) {
  return (url: URL) => {
    const after = url.searchParams.get('after');
    const before = url.searchParams.get('before');
    const local = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString().slice(0, 10);
    return { dates: days.filter((d) => (!after || d >= local(after)) && (!before || d < local(before))).map((date) => ({ date })) };
  };
}
