/** Query keys of filtersApi's answers (store/query-key.ts). */
export const filtersKeys = {
  all: ['filters'] as const,
  locations: () => [...filtersKeys.all, 'locations'] as const,
  categories: () => [...filtersKeys.all, 'categories'] as const,
  periods: () => [...filtersKeys.all, 'periods'] as const,
};
