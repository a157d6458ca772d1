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
