import { THRESHOLDS } from './organiser-defaults';

/** Category filter: a searchable multi-select above 300 categories, else checkboxes (000 §9). */
export function categoryFilterControl(count: number): 'multi-select' | 'checkboxes' {
  return count > THRESHOLDS.categoryMultiSelectAbove ? 'multi-select' : 'checkboxes';
}

/** Location filter: a multi-select above 5 locations. */
export function locationFilterControl(count: number): 'multi-select' | 'checkboxes' {
  return count > THRESHOLDS.locationMultiSelectAbove ? 'multi-select' : 'checkboxes';
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
