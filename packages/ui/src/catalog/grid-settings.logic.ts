import type { CardsGridSettings } from '@oriel/core';

// Which facts and filters a cards grid uses (000 §5). The spec names them activity-properties,
// availabilities-properties and availabilities-filters; items-properties and filters are the grid's own names. A
// setting given under the spec's name wins; empty, the grid's own applies (and empty again, the card's defaults).

type GridChoices = Pick<CardsGridSettings, 'items-properties' | 'filters' | 'activity-properties' | 'availabilities-properties' | 'availabilities-filters'>;

const chosen = (own: readonly string[], generic: readonly string[]): readonly string[] => (own.length > 0 ? own : generic);

/** The facts an availability card shows: activity, dates, weekday, price, location, age, capacity, category-{cuid}. */
export const availabilityGridProperties = (s: GridChoices): readonly string[] => chosen(s['availabilities-properties'], s['items-properties']);

/** The facts an activity card shows: images, description, price, locations. */
export const activityGridProperties = (s: GridChoices): readonly string[] => chosen(s['activity-properties'], s['items-properties']);

/** The filter ids the grid offers and applies to its list call. */
export const gridFilters = (s: GridChoices): readonly string[] => chosen(s['availabilities-filters'], s.filters);
