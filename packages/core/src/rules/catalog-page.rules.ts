import type { AvailabilityStatus } from '../schemas/availability.schema';
import type { PagesSettings } from '../schemas/pages-settings.schema';
import { calendarDay, startOfDay } from '../time/calendar';

/** What a catalog page's list calls add to their own filters (GET /api/availabilities status). */
export interface CatalogListScope {
  status?: AvailabilityStatus[] | undefined;
}

/**
 * The status of a catalog page's grid or schedule: a `status` the section sets itself wins, else the website's
 * pages_settings, else the API's default (OPEN).
 */
export function catalogListScope(
  sectionStatus: readonly AvailabilityStatus[] | undefined,
  sectionSetsStatus: boolean,
  pages: PagesSettings | null | undefined,
): CatalogListScope {
  const own = sectionSetsStatus && sectionStatus && sectionStatus.length > 0 ? [...sectionStatus] : undefined;
  return { status: own ?? (pages?.status ? [...pages.status] : sectionStatus?.length ? [...sectionStatus] : undefined) };
}

/**
 * `after` of the availabilities lists (000 §7): the start of today in the organiser's timezone. The API keeps what
 * ends at or after it, so an availability already started and not yet ended stays listed (000 §2's catalog page).
 * A day, not an instant: the query key stays the same all day and matches the server render's.
 */
export function availabilitiesAfter(now: number | string | Date, tz: string | null | undefined): string {
  return startOfDay(calendarDay(now, tz), tz);
}

/**
 * `after` of the activities grid (000 §7: now, for a grid of activities still available): the current minute, so the
 * query key moves once a minute at most rather than on every render.
 */
export function activitiesAfter(now: number | string | Date): string {
  const ms = new Date(now).getTime();
  return new Date(ms - (ms % 60_000)).toISOString();
}

/** The later of two `after` bounds (UTC ISO strings, which order as text): a schedule's range never widens its scope. */
export function laterAfter(a: string | undefined, b: string | undefined): string | undefined {
  return a && b ? (a > b ? a : b) : (a ?? b);
}
