import { TEXT_LIMITS } from '@oriel/core';
import * as v from 'valibot';
import { tryDecodeURIComponent } from 'hono/utils/url';
import { validation, type Fields } from './errors';
import { hasInvalidCharacters } from './text-limits';

/** Query-string parsing shared by every list: bad values answer 400 VALIDATION_ERROR, never 500. */
export type Query = Record<string, string | undefined>;

/** The longest search term the lists take (`search`): a search box's words, not a document. */
export const SEARCH_MAX_LENGTH = 200;
/** The longest value of the parameters that hold free text; any other takes QUERY_MAX_LENGTH (a list of 100 cuids). */
const TEXT_PARAMS: Record<string, number> = { search: SEARCH_MAX_LENGTH, code: TEXT_LIMITS.short, to: TEXT_LIMITS.email, pathname: TEXT_LIMITS.url };
export const QUERY_MAX_LENGTH = 4096;

/**
 * What no route may be handed, read from the URL before any route is (lib/input-limits.ts): a path segment, a query
 * name or value holding NUL or a lone surrogate once decoded as Hono decodes them (`invalid_characters`; `path` or
 * `query` for a segment or a name), a value longer than its parameter takes (`too_long`).
 */
export function urlFields(url: string, queries: Record<string, string[]>): Fields {
  const fields: Fields = {};
  if (new URL(url).pathname.split('/').some((segment) => hasInvalidCharacters(tryDecodeURIComponent(segment)))) fields.path = 'invalid_characters';
  for (const [name, values] of Object.entries(queries)) {
    if (hasInvalidCharacters(name)) fields.query = 'invalid_characters';
    else if (values.some(hasInvalidCharacters)) fields[name] = 'invalid_characters';
    else if (values.some((value) => value.length > (TEXT_PARAMS[name] ?? QUERY_MAX_LENGTH))) fields[name] = 'too_long';
  }
  return fields;
}

const intRe = /^\d+$/;

export function int(q: Query, name: string, fields: Fields, opts: { min?: number; max?: number } = {}): number | undefined {
  const raw = q[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!intRe.test(raw) || n < (opts.min ?? 0) || n > (opts.max ?? Number.MAX_SAFE_INTEGER)) {
    fields[name] = 'invalid';
    return undefined;
  }
  return n;
}

export function list(q: Query, name: string): string[] | undefined {
  const raw = q[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function intList(q: Query, name: string, fields: Fields): number[] | undefined {
  const items = list(q, name);
  if (!items) return undefined;
  if (items.some((s) => !intRe.test(s) || Number(s) > MAX_ID)) {
    fields[name] = 'invalid';
    return undefined;
  }
  return items.map(Number);
}

/** A calendar day, leap years included (`2024-02-29` but not `2025-02-29`). */
const isoDay =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
const hhmm = '(?:[01]\\d|2[0-3]):[0-5]\\d';
/**
 * An ISO date-time as the API has always read it: `T`, seconds (any fraction) and `Z` or a `±hh:mm` offset; `local`
 * also takes a time with neither zone nor seconds. Stricter than valibot's isoTimestamp, which takes a space instead
 * of the `T`, a `+hhmm` offset or a 31 February.
 */
export function isoDateTime(local = false) {
  const zoned = `${hhmm}:[0-5]\\d(?:\\.\\d+)?(?:Z|[+-]${hhmm})`;
  const time = local ? `${zoned}|${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?` : zoned;
  return v.pipe(v.string(), v.regex(new RegExp(`^${isoDay}T(?:${time})$`)));
}

const isoDate = isoDateTime(true);
export function instant(q: Query, name: string, fields: Fields): Date | undefined {
  const raw = q[name];
  if (raw === undefined || raw === '') return undefined;
  const d = new Date(raw);
  if ((!v.is(isoDate, raw) && !/^\d{4}-\d{2}-\d{2}$/.test(raw)) || Number.isNaN(d.getTime())) {
    fields[name] = 'invalid';
    return undefined;
  }
  return d;
}

export function day(q: Query, name: string, fields: Fields): string | undefined {
  const raw = q[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(new Date(`${raw}T00:00:00Z`).getTime())) {
    fields[name] = 'invalid';
    return undefined;
  }
  return raw;
}

export const MAX_PAGE = 100;
/** A bounded range (after + before, at most 31 days) may ask this many at once: a calendar's range in one request. */
export const MAX_RANGE_PAGE = 1000;
/** 31 days, plus the hour a daylight-saving change adds to a month of local midnights. */
const MAX_RANGE_MS = (31 * 24 + 1) * 3_600_000;

/** The largest page of a list bounded by `after` and `before` (docs/api-contract.md "Card answers"). */
export function rangePageMax(q: Query): number {
  const scratch: Fields = {};
  const after = instant(q, 'after', scratch);
  const before = instant(q, 'before', scratch);
  if (!after || !before) return MAX_PAGE;
  const span = before.getTime() - after.getTime();
  return span > 0 && span <= MAX_RANGE_MS ? MAX_RANGE_PAGE : MAX_PAGE;
}

export interface ListShape {
  /** `fields=card`: the compact card answers; absent, the whole objects */
  card: boolean;
  /** `fields=card,categories` (availabilities): the cards with the categories a grid's category facts show */
  categories: boolean;
}

/** The `fields` parameter of a list: `card`, plus the `extras` this list takes; anything else is a 400. */
export function listShape(q: Query, fields: Fields, extras: readonly string[] = []): ListShape {
  const raw = q.fields;
  if (raw === undefined || raw === '') return { card: false, categories: false };
  const asked = raw.split(',').map((s) => s.trim());
  if (!asked.includes('card') || asked.some((f) => f !== 'card' && !extras.includes(f))) {
    fields.fields = 'invalid';
    return { card: false, categories: false };
  }
  return { card: true, categories: asked.includes('categories') };
}

/** limit+offset or page_number+page_size (contract: page size at most 100, default 20; `max` for bounded ranges). */
export function paging(q: Query, fields: Fields, defaultLimit: number | null = 20, max = MAX_PAGE): { limit: number | null; offset: number } {
  const limit = int(q, 'limit', fields, { max });
  const offset = int(q, 'offset', fields);
  const pageNumber = int(q, 'page_number', fields, { min: 1 });
  const pageSize = int(q, 'page_size', fields, { min: 1, max });
  if (limit !== undefined || offset !== undefined) return { limit: limit ?? defaultLimit ?? MAX_PAGE, offset: offset ?? 0 };
  if (pageNumber !== undefined || pageSize !== undefined) {
    const size = pageSize ?? 20;
    return { limit: size, offset: ((pageNumber ?? 1) - 1) * size };
  }
  return { limit: defaultLimit, offset: 0 };
}

/** A plain list's query: its page and the `id` comma list, refused as a whole when either is malformed. */
export function pagedIds(q: Query): { page: { limit: number | null; offset: number }; ids: number[] | undefined } {
  const fields: Fields = {};
  const page = paging(q, fields);
  const ids = intList(q, 'id', fields);
  throwIfInvalid(fields);
  return { page, ids };
}

export function throwIfInvalid(fields: Fields) {
  if (Object.keys(fields).length) throw validation(fields, 'Invalid query parameters');
}

/** PostgreSQL int columns: a larger "id" can only be unknown, and must not reach the database as an overflow error. */
export const MAX_ID = 2147483647;

/** Detail routes take the cuid (contract); an integer id is accepted too. Out-of-range ids match nothing. */
export function lookupKey(key: string): { column: 'id' | 'cuid'; value: string | number } {
  if (/^\d+$/.test(key)) return { column: 'id', value: Number(key) > MAX_ID ? -1 : Number(key) };
  return { column: 'cuid', value: key };
}
