import pg from 'pg';

// OIDs of the types whose node-postgres default differs from what PGlite hands back.
const INT8 = 20;
const DATE = 1082;

/** A date as PGlite gives it: midnight UTC of that day, whatever TZ the Node process runs in (node-postgres: local midnight). */
const utcDay = (value: string): Date | string => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00.000Z`) : value);

/**
 * Parsers for one pool, so rows read the same on PostgreSQL as on PGlite, and the process-wide pg.types are left alone.
 * int8 (count, sum) is a number, as in PGlite: our counts and sums fit in a JS number.
 */
export function pgliteLikeTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8, Number);
  // 'infinity' and BC dates, which a Date cannot hold, stay strings
  types.setTypeParser(DATE, utcDay);
  return types;
}
