import * as z from 'zod/mini';
import { calendarDaySchema } from './common.schema';
import { lenientStringListSchema } from './lenient.schema';

// Catalog filters (000 §5) as read from the query string or a filter form. Ids: search, date, weekday,
// location, period, availabilities-period, age, category-{cuid}. Empty values mean "no filter".

export type CategoryFilterKey = `category-${string}`;
export interface CatalogFilters {
  search?: string | undefined;
  date?: string | undefined;
  weekday?: number[] | undefined;
  location?: string[] | undefined;
  period?: string[] | undefined;
  'availabilities-period'?: string[] | undefined;
  age?: number | undefined;
  [category: CategoryFilterKey]: string[] | undefined;
}

const blankToUndefined = (value: unknown): unknown => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
/* @__NO_SIDE_EFFECTS__ */
function optionalFilter<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(z.transform(blankToUndefined), z.optional(schema));
}
const list = optionalFilter(lenientStringListSchema);

const weekdayList = z.pipe(
  lenientStringListSchema,
  z.array(
    z.pipe(
      z.transform((day: string) => Number(day)),
      z.int().check(z.minimum(1), z.maximum(7)),
    ),
  ),
);

/** A form may hold numbers (`[1, 3]`) where the query string holds `"1,3"`. */
const numbersToStrings = (value: unknown): unknown => (typeof value === 'number' ? String(value) : Array.isArray(value) ? value.map(String) : value);

const knownFiltersSchema = z.object({
  search: optionalFilter(z.string().check(z.trim())),
  date: optionalFilter(calendarDaySchema),
  weekday: optionalFilter(z.pipe(z.transform(numbersToStrings), weekdayList)),
  location: list,
  period: list,
  'availabilities-period': list,
  /** A trimmed string holding a number of years, at least 0. */
  age: optionalFilter(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' ? Number(value.trim()) : value)),
      z.number().check(z.minimum(0)),
    ),
  ),
});

const isCategoryKey = (key: string): key is CategoryFilterKey => key.startsWith('category-') && key.length > 9;

/** Parses filters; `category-{cuid}` keys are kept as lists, unrelated keys (paging...) are dropped. */
export const catalogFiltersSchema: z.ZodMiniType<CatalogFilters, unknown> = z.pipe(
  z.catchall(knownFiltersSchema, z.unknown()),
  z.transform((input) => {
    const filters: CatalogFilters = {};
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      if (key in knownFiltersSchema.shape) {
        (filters as Record<string, unknown>)[key] = value;
      } else if (isCategoryKey(key)) {
        const categories = lenientStringListSchema.safeParse(blankToUndefined(value) ?? []);
        if (categories.success && categories.data.length > 0) filters[key] = categories.data;
      }
    }
    return filters;
  }),
);
