import * as v from 'valibot';
import {
  availabilitySortSchema,
  catalogFiltersSchema,
  isCatalogFilterId,
  normalizePaging,
  type AvailabilitySort,
  type CatalogFilterId,
  type CatalogFilters,
  type Paging,
} from '@oriel/core';
import type { QueryPatch } from '../context/url-state';

// How a catalog grid reads its view from the query string (000 §2, §9): page_number, page_size, sort and
// every filter id live there under their own names, which are also the API's parameter names.

export const PAGE_PARAM = 'page_number';
export const PAGE_SIZE_PARAM = 'page_size';
export const SORT_PARAM = 'sort';

/**
 * The availabilities grid (a catalog page's main grid) pages with the spec's own `page_number` and
 * `page_size`; a grid of another kind beside it pages under `{kind}_page_number`, so paging one grid never
 * empties the other.
 */
export function pageParams(kind: string = 'availabilities'): { page: string; size: string } {
  return kind === 'availabilities' ? { page: PAGE_PARAM, size: PAGE_SIZE_PARAM } : { page: `${kind}_${PAGE_PARAM}`, size: `${kind}_${PAGE_SIZE_PARAM}` };
}

/** A filter narrows every grid of the page: each goes back to its first page (000 §9). */
const ALL_PAGE_PARAMS = ['availabilities', 'activities', 'bundles', 'memberships', 'vouchers'].map((k) => pageParams(k).page);
const firstPages = (): QueryPatch => Object.fromEntries(ALL_PAGE_PARAMS.map((p) => [p, null]));

/** The configured filter ids this version knows; unknown ones are dropped rather than breaking the grid. */
export function knownFilterIds(ids: readonly string[]): CatalogFilterId[] {
  return [...new Set(ids.filter(isCatalogFilterId))];
}

/** The raw query-string values of the grid's filters (what the controls show). */
export function rawFilterValues(query: URLSearchParams, ids: readonly string[]): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const id of ids) {
    const value = query.get(id);
    if (value !== null && value.trim() !== '') raw[id] = value;
  }
  return raw;
}

/** Typed filters of the grid, as the API expects them. A hand-edited bad value drops only itself. */
export function readFilters(query: URLSearchParams, ids: readonly string[]): CatalogFilters {
  const raw = rawFilterValues(query, ids);
  const all = v.safeParse(catalogFiltersSchema, raw);
  if (all.success) return all.output;
  let filters: CatalogFilters = {};
  for (const [id, value] of Object.entries(raw)) {
    const one = v.safeParse(catalogFiltersSchema, { [id]: value });
    if (one.success) filters = { ...filters, ...one.output };
  }
  return filters;
}

export function readPaging(query: URLSearchParams, defaultSize: number, kind?: string): Paging {
  const names = pageParams(kind);
  return normalizePaging({ page_number: query.get(names.page), page_size: query.get(names.size) }, defaultSize);
}

/** The sort choices of the `sorting` setting, in its order; unknown names are dropped. */
export function sortOptions(sorting: readonly string[]): AvailabilitySort[] {
  return [...new Set(sorting)].filter((s): s is AvailabilitySort => v.is(availabilitySortSchema, s));
}

/** The sort in the query string when it is one of the offered choices, else the first choice (or none). */
export function readSort(query: URLSearchParams, options: readonly AvailabilitySort[]): AvailabilitySort | undefined {
  const value = query.get(SORT_PARAM);
  return options.find((o) => o === value) ?? options[0];
}

/** One filter change; every filter change sends the visitor back to page 1 (000 §9). */
export function filterPatch(id: string, value: string | null): QueryPatch {
  const text = value?.trim() ?? '';
  return { ...firstPages(), [id]: text === '' ? null : text };
}

/** Several filters at once (the mobile dialog applies its draft): unset ids are removed. */
export function filtersPatch(ids: readonly string[], values: Record<string, string>): QueryPatch {
  const patch: QueryPatch = firstPages();
  for (const id of ids) patch[id] = values[id]?.trim() || null;
  return patch;
}

export function activeFilterCount(values: Record<string, string>): number {
  return Object.values(values).filter((text) => text.trim() !== '').length;
}

/** A comma list in the query string <-> the checked values of a control. */
export const splitList = (value: string | undefined): string[] => (value ? value.split(',').filter((part) => part !== '') : []);
export const toggleInList = (value: string | undefined, item: string, on: boolean): string => {
  const items = splitList(value).filter((part) => part !== item);
  return (on ? [...items, item] : items).join(',');
};

/**
 * The filter ids a grid reads: its own, plus in the hosted shell every filter id in the query string, so an
 * inline-filters section drives the grids of its page. Embedded, a host page's own parameters (`date`...) must
 * not filter a grid that offers no such filter.
 */
export function appliedFilterIds(own: readonly CatalogFilterId[], query: URLSearchParams, shell: boolean): CatalogFilterId[] {
  return shell ? knownFilterIds([...own, ...query.keys()]) : [...own];
}
