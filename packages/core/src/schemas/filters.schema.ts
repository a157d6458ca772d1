import * as v from 'valibot';
import { calendarDaySchema, intSchema } from './common.schema';
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
function optionalFilter<T extends v.GenericSchema>(schema: T) {
  // the outer optional lets the key be absent (a pipe that starts with unknown would be a required key)
  return v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(schema)));
}
const list = optionalFilter(lenientStringListSchema);

const weekdayList = v.pipe(
  lenientStringListSchema,
  v.array(
    v.pipe(
      v.string(),
      v.transform((day) => Number(day)),
      intSchema,
      v.minValue(1),
      v.maxValue(7),
    ),
  ),
);

/** A form may hold numbers (`[1, 3]`) where the query string holds `"1,3"`. */
const numbersToStrings = (value: unknown): unknown => (typeof value === 'number' ? String(value) : Array.isArray(value) ? value.map(String) : value);

const knownFiltersSchema = v.object({
  search: optionalFilter(v.pipe(v.string(), v.trim())),
  date: optionalFilter(calendarDaySchema),
  weekday: optionalFilter(v.pipe(v.unknown(), v.transform(numbersToStrings), weekdayList)),
  location: list,
  period: list,
  'availabilities-period': list,
  /** A trimmed string holding a number of years, at least 0 (finite: `1e999` is no age). */
  age: optionalFilter(
    v.pipe(
      v.unknown(),
      v.transform((value: unknown) => (typeof value === 'string' ? Number(value.trim()) : value)),
      v.number(),
      v.finite(),
      v.minValue(0),
    ),
  ),
});

const isCategoryKey = (key: string): key is CategoryFilterKey => key.startsWith('category-') && key.length > 9;

/** Parses filters; `category-{cuid}` keys are kept as lists, unrelated keys (paging...) are dropped. */
export const catalogFiltersSchema: v.GenericSchema<unknown, CatalogFilters> = v.pipe(
  v.objectWithRest(knownFiltersSchema.entries, v.unknown()),
  v.transform((input) => {
    const filters: CatalogFilters = {};
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      if (key in knownFiltersSchema.entries) {
        (filters as Record<string, unknown>)[key] = value;
      } else if (isCategoryKey(key)) {
        const categories = v.safeParse(lenientStringListSchema, blankToUndefined(value) ?? []);
        if (categories.success && categories.output.length > 0) filters[key] = categories.output;
      }
    }
    return filters;
  }),
);
