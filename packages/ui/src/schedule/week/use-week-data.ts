import {
  addDaysToDay,
  catalogApi,
  daysBounds,
  nextAvailableDay,
  PAGING,
  previousAvailableDay,
  startOfDay,
  type AvailabilitiesParams,
  type Availability,
} from '@oriel/core';
import { useApi } from '../../context/use-api';
import { useRuntime } from '../../context/runtime';
import { useQuery } from '../../context/use-query';

type Catalog = ReturnType<typeof catalogApi>;

/** A week rarely holds more than a page, but a busy one must not lose sessions: read every page (10 at most). */
export async function listAllAvailabilities(api: Catalog, params: AvailabilitiesParams): Promise<Availability[]> {
  const size = PAGING.maxPageSize;
  const first = await api.listAvailabilities({ ...params, page_size: size, page_number: 1 });
  const pages = Math.min(10, Math.ceil(first.count / size));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => api.listAvailabilities({ ...params, page_size: size, page_number: i + 2 })),
  );
  return [...first.data, ...rest.flatMap((page) => page.data)];
}

/** Days with a matching availability (GET /api/availabilities/calendar) for the given bounds. */
export function useAvailableDays(base: AvailabilitiesParams, bounds: { after?: string; before?: string }, enabled = true) {
  const api = useApi(catalogApi);
  const params = { ...base, ...bounds };
  const q = useQuery(`calendar:${JSON.stringify(params)}`, () => api.getAvailabilitiesCalendar(params), { enabled });
  return q.data ? q.data.dates.map((d) => d.date) : null;
}

/**
 * The week's availabilities plus the previous and next available days beyond the visible days (the whole week
 * on desktop, the one shown day on mobile), read from the calendar call with the same filters.
 */
export function useWeekData(base: AvailabilitiesParams, days: readonly string[], visible: readonly string[], tz: string) {
  const { http } = useRuntime();
  const bounds = daysBounds(days, tz);
  const params = { ...base, ...bounds };
  const week = useQuery(`schedule-week:${JSON.stringify(params)}`, (signal) => listAllAvailabilities(catalogApi(http.withSignal(signal)), params));
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
