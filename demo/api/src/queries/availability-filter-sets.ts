import type { Db } from '../db/db';
import { fold, likeEscape } from '../lib/sql';
import { fullByCarts, tellsFullApart } from './availability-status';

/**
 * What some filters stand for, read before the list from the small tables they name (activities, locations, segments,
 * periods), so that the list itself is a condition on indexed columns of `availabilities` instead of a sub-query per row.
 */
export interface FilterSets {
  /** OPEN availabilities that only the places held in carts fill (availability-status.ts) */
  fullIds: number[];
  /**
   * `search`: availabilities of these activities or at these locations; for a term of several words (`exact`), only
   * those whose searched text holds the whole term as well, checked row by row among these few
   */
  search?: { activityIds: number[]; locationIds: number[]; exact?: string };
  /** `segment`: the matching segments' conditions, an absent list being `null` (any) */
  segments?: SegmentRule[];
  /** `period`: the matching periods */
  periods?: { start_at: Date; end_at: Date }[];
}

export interface SegmentRule {
  activity_ids: number[] | null;
  location_ids: number[] | null;
  catalog_ids: number[] | null;
}

/**
 * The part of a search any match must contain within one field: its longest space-free piece. The searched text is
 * the activity's title and the location's name, title and city joined by spaces, so a piece without a space never
 * spans two fields; a term without a space is that piece, and then matching a field is matching the text.
 */
export function searchPiece(term: string): { piece: string; exact: boolean } {
  const pieces = term.split(' ').filter(Boolean);
  const piece = pieces.reduce((a, b) => (b.length > a.length ? b : a), '');
  return { piece, exact: pieces.length > 1 || piece !== term };
}

/** The searched text of an availability of activity `act` at location `l` (left-joined): the contract's search. */
export const searchedText = `act.title || ' ' || coalesce(l.name, '') || ' ' || coalesce(l.title, '') || ' ' || coalesce(l.city, '')`;

/** The filters loadFilterSets() reads (availability-filters.ts parses them all). */
interface SetFilters {
  status: readonly string[];
  search?: string;
  segment?: number[];
  period?: string[];
}

export async function loadFilterSets(db: Db, f: SetFilters, now: Date): Promise<FilterSets> {
  const [fullIds, search, segments, periods] = await Promise.all([
    tellsFullApart(f.status) ? fullByCarts(db, now) : [],
    f.search ? searchSets(db, f.search) : undefined,
    f.segment
      ? db.query<SegmentRule>(
          `SELECT ${['activity_ids', 'location_ids', 'catalog_ids']
            .map(
              (key) => `CASE WHEN conditions->'${key}' IS NULL THEN NULL ELSE ARRAY(SELECT jsonb_array_elements_text(conditions->'${key}')::int) END AS ${key}`,
            )
            .join(', ')}
           FROM segments WHERE id = ANY($1::int[]) AND entity = 'AVAILABILITIES'`,
          [f.segment],
        )
      : undefined,
    f.period ? db.query<{ start_at: Date; end_at: Date }>('SELECT start_at, end_at FROM periods WHERE cuid = ANY($1::text[])', [f.period]) : undefined,
  ]);
  return { fullIds, ...(search && { search }), ...(segments && { segments }), ...(periods && { periods }) };
}

async function searchSets(db: Db, term: string): Promise<NonNullable<FilterSets['search']>> {
  const { piece, exact } = searchPiece(term);
  const contains = (column: string, param: string) => `${fold(column)} LIKE '%' || ${fold(param)} || '%'`;
  const [found] = await db.query<{ activity_ids: number[]; location_ids: number[] }>(
    `SELECT ARRAY(SELECT id FROM activities WHERE ${contains('title', '$1')}) AS activity_ids,
       ARRAY(SELECT id FROM locations WHERE ${contains('name', '$1')} OR ${contains('title', '$1')} OR ${contains("coalesce(city, '')", '$1')}) AS location_ids`,
    [likeEscape(piece)],
  );
  const sets = { activityIds: found!.activity_ids, locationIds: found!.location_ids };
  return exact ? { ...sets, exact: likeEscape(term) } : sets;
}
