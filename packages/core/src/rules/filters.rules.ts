import { DEBOUNCE_MS, THRESHOLDS } from './organiser-defaults';

/** Category filter: a searchable multi-select above 300 categories, else checkboxes (000 §9). */
export function categoryFilterControl(count: number): 'multi-select' | 'checkboxes' {
  return count > THRESHOLDS.categoryMultiSelectAbove ? 'multi-select' : 'checkboxes';
}

/** Location filter: a multi-select above 5 locations. */
export function locationFilterControl(count: number): 'multi-select' | 'checkboxes' {
  return count > THRESHOLDS.locationMultiSelectAbove ? 'multi-select' : 'checkboxes';
}

/**
 * How long a text filter waits after the last keystroke (000 §9): 500 ms beside a grid; the inline-filters section
 * 750 ms on a desktop (from the 1024 px filters breakpoint) and 350 ms otherwise.
 */
export function catalogFiltersDebounceMs(variant: 'grid' | 'inline', desktop: boolean): number {
  if (variant === 'grid') return DEBOUNCE_MS.catalogFilters;
  return desktop ? DEBOUNCE_MS.catalogFiltersInlineDesktop : DEBOUNCE_MS.catalogFiltersOther;
}

/** A date list switches to a grid over 7 dates. */
export function dateListLayout(count: number): 'grid' | 'list' {
  return count > THRESHOLDS.dateGridAbove ? 'grid' : 'list';
}

/** Filter ids a grid may be configured with (000 §5); `category-{groupCuid}` names a category group. */
export const CATALOG_FILTER_IDS = ['search', 'date', 'weekday', 'location', 'period', 'availabilities-period', 'age'] as const;
export type CatalogFilterId = (typeof CATALOG_FILTER_IDS)[number] | `category-${string}`;

export function isCatalogFilterId(id: string): id is CatalogFilterId {
  return (CATALOG_FILTER_IDS as readonly string[]).includes(id) || (id.startsWith('category-') && id.length > 9);
}
