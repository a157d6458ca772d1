import type { AvailabilityStatus } from '../schemas/availability.schema';
import type { PagesSettings } from '../schemas/pages-settings.schema';

/** What a catalog page's list calls add to their own filters (GET /api/availabilities status and started). */
export interface CatalogListScope {
  status?: AvailabilityStatus[] | undefined;
  started?: boolean | undefined;
}

/**
 * The status and time bound of a catalog page's grid or schedule: a `status` the section sets itself wins, else
 * the website's pages_settings, else the API's default (OPEN). `started` goes to the API rather than an `after`
 * computed here: the browser's clock in a query key would refetch on every render and miss the server render's
 * answers.
 */
export function catalogListScope(
  sectionStatus: readonly AvailabilityStatus[] | undefined,
  sectionSetsStatus: boolean,
  pages: PagesSettings | null | undefined,
): CatalogListScope {
  const own = sectionSetsStatus && sectionStatus && sectionStatus.length > 0 ? [...sectionStatus] : undefined;
  const status = own ?? (pages?.status ? [...pages.status] : sectionStatus?.length ? [...sectionStatus] : undefined);
  const started = pages?.include_started ?? undefined;
  return started === undefined ? { status } : { status, started };
}
