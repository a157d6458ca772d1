import * as v from 'valibot';
import { intSchema } from './common.schema';

// Lenient readers for section settings and element data-attributes (000 §5): the page builder stores JSON
// values while `data-*` attributes are strings, so each reader accepts both and normalises to one type.
// Values that cannot be read still fail: the section then renders nothing.

const splitCommas = (value: unknown): unknown => {
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  }
  if (typeof value === 'number') return [value];
  return value;
};
const toNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? value : Number(trimmed);
};

/** `"a, b"` or `["a","b"]` -> `["a","b"]`. */
export const lenientStringListSchema = v.pipe(v.unknown(), v.transform(splitCommas), v.array(v.string()));
/** `"3,4"`, `3` or `[3,"4"]` -> `[3,4]`. */
export const lenientNumberListSchema = v.pipe(
  v.unknown(),
  v.transform(splitCommas),
  v.array(v.pipe(v.unknown(), v.transform(toNumber), v.number(), v.finite())),
);
/** `"3"` or `3` -> `3`; must be an integer. */
export const lenientIntSchema = v.pipe(v.unknown(), v.transform(toNumber), intSchema);
/** `"8.5"` or `8.5` -> `8.5`; an empty string or null means null (000 §5 start_hour/end_hour). */
export const lenientNullableNumberSchema = v.pipe(
  v.unknown(),
  v.transform((value: unknown) => (value === '' || value === null ? null : toNumber(value))),
  v.nullable(v.pipe(v.number(), v.finite())),
);
/** `true`, `"true"`, `"1"` and a bare attribute `""` are true; `false`, `"false"`, `"0"` are false. */
export const lenientBooleanSchema = v.pipe(
  v.unknown(),
  v.transform((value: unknown) => {
    if (value === 'true' || value === '1' || value === '') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  }),
  v.boolean(),
);
/** A string or a list of strings -> a list (split-hero image). */
export const stringOrListSchema = v.pipe(
  v.unknown(),
  v.transform((value: unknown) => (typeof value === 'string' ? [value] : value)),
  v.array(v.string()),
);
/**
 * `data-heading-level`: `"1"` makes a widget's title the page's h1 (its main content), 2 by default (an h2 under the
 * host's own title). The default is the attribute's string: valibot runs a default through its schema.
 */
export const headingLevelSchema = v.optional(
  v.pipe(
    v.picklist(['1', '2']),
    v.transform((value) => (value === '1' ? 1 : 2) as 1 | 2),
  ),
  '2',
);
