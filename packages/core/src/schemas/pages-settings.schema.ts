import * as v from 'valibot';
import { lazySchema } from './common.schema';
import { availabilityStatusSchema, type AvailabilityStatus } from './availability.schema';
import { lenientBooleanSchema, lenientStringListSchema } from './lenient.schema';

// The website's pages_settings (000 §2: "A catalog page setting allows statuses OPEN and FULL and includes
// availabilities that have already started"). Read leniently field by field: a bad value is as if unset, so a
// broken setting never takes a catalog page down. Unset keeps the lists as they were (section status, no time bound).
// Its larger schemas are lazySchema: built by their first parse, not when the module loads (docs/design.md §6.10).

export interface PagesSettings {
  /** statuses the catalog pages list when a section sets none; null: the section's own (default OPEN) */
  status: AvailabilityStatus[] | null;
  /** true: availabilities already started are listed; false: upcoming ones only; null: no time bound */
  include_started: boolean | null;
}

export const DEFAULT_PAGES_SETTINGS: PagesSettings = { status: null, include_started: null };

const statusListSchema = v.pipe(
  lenientStringListSchema,
  v.transform((list: string[]) => {
    // unknown names are dropped; nothing left means unset
    const known = [...new Set(list.map((s) => s.trim().toUpperCase()))].filter((s): s is AvailabilityStatus => v.is(availabilityStatusSchema, s));
    return known.length > 0 ? known : null;
  }),
);

/** Never fails: any value (null, a string, an object with bad fields) reads as settings. */
export const pagesSettingsSchema = lazySchema(() =>
  v.pipe(
    v.unknown(),
    v.transform((value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})),
    v.object({
      status: v.fallback(v.optional(v.nullable(statusListSchema), null), null),
      include_started: v.fallback(v.optional(v.nullable(lenientBooleanSchema), null), null),
    }),
  ),
);

export function parsePagesSettings(value: unknown): PagesSettings {
  const parsed = v.safeParse(pagesSettingsSchema, value);
  return parsed.success ? parsed.output : DEFAULT_PAGES_SETTINGS;
}
