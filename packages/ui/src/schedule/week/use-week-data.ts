import {
  addDaysToDay,
  scheduleApi,
  daysBounds,
  laterAfter,
  nextAvailableDay,
  PAGING,
  previousAvailableDay,
  startOfDay,
  type AvailabilitiesParams,
  type AvailabilityCardItem,
  scheduleKeys,
} from '@oriel/core';
import { useApi } from '../../context/use-api';
import { useRuntime } from '../../context/runtime';
import { useQuery } from '../../context/use-query';

type ScheduleCalls = ReturnType<typeof scheduleApi>;

/** Requests beyond the first the safety net may make: a range that outgrew one answer still shows everything. */
const MAX_EXTRA_PAGES = 20;

/**
 * A bounded range's availabilities (`after` + `before`, at most 31 days) in ONE request: the API answers such a range
 * up to 1000 cards at once (docs/api-contract.md "Card answers"). Should the answer hold fewer than `count` (a busier
 * range, or an API that caps pages lower), the rest is read in pages of the size it answered, and a dev warning says
 * the calendar outgrew its one request.
 */
export async function listRangeCards(api: ScheduleCalls, params: AvailabilitiesParams): Promise<AvailabilityCardItem[]> {
  const first = await api.listAvailabilityCards({ ...params, page_size: PAGING.rangePageSize, page_number: 1 });
  const size = first.data.length;
  if (size === 0 || first.count <= size) return first.data;
  if (import.meta.env.DEV) console.warn(`[oriel] ${first.count} availabilities in one range: ${size} answered, reading the rest page by page`);
  const pages = Math.min(MAX_EXTRA_PAGES, Math.ceil(first.count / size) - 1);
  const rest = await Promise.all(Array.from({ length: pages }, (_, i) => api.listAvailabilityCards({ ...params, page_size: size, page_number: i + 2 })));
  return [...first.data, ...rest.flatMap((page) => page.data)];
}

/** Days with a matching availability (GET /api/availabilities/calendar) for the given bounds. */
export function useAvailableDays(base: AvailabilitiesParams, bounds: { after?: string; before?: string }, enabled = true) {
  const api = useApi(scheduleApi);
  const params = { ...base, ...bounds, after: laterAfter(base.after, bounds.after) };
  const q = useQuery(scheduleKeys.calendar(params), () => api.getAvailabilitiesCalendar(params), { enabled });
  return q.data ? q.data.dates.map((d) => d.date) : null;
}

/**
 * The week's availabilities (card answers, one request) plus the previous and next available days beyond the visible days (the whole week
 * on desktop, the one shown day on mobile), read from the calendar call with the same filters.
 */
export function useWeekData(base: AvailabilitiesParams, days: readonly string[], visible: readonly string[], tz: string) {
  const { http } = useRuntime();
  const bounds = daysBounds(days, tz);
  const params = { ...base, ...bounds, after: laterAfter(base.after, bounds.after) };
  const week = useQuery(scheduleKeys.range(params), (signal) => listRangeCards(scheduleApi(http.withSignal(signal)), params));
  const first = visible[0] ?? days[0] ?? '';
  const last = visible[visible.length - 1] ?? first;
  const after = useAvailableDays(base, { after: startOfDay(addDaysToDay(last, 1), tz) });
  const before = useAvailableDays(base, { before: startOfDay(first, tz) });
  return {
    week,
    next: after ? nextAvailableDay(after, last) : null,
    previous: before ? previousAvailableDay(before, first) : null,
  };
}
