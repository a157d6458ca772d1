import type { Db } from '../db/db';

/** Multi-row INSERT ... RETURNING id, in chunks so parameter counts stay well under PostgreSQL's limit. */
export async function insertMany(db: Db, table: string, rows: Record<string, unknown>[], returning = true): Promise<number[]> {
  const ids: number[] = [];
  if (!rows.length) return ids;
  const cols = Object.keys(rows[0]!);
  const perChunk = Math.max(1, Math.floor(2000 / cols.length));
  for (let i = 0; i < rows.length; i += perChunk) {
    const chunk = rows.slice(i, i + perChunk);
    const params: unknown[] = [];
    const values = chunk.map(
      (row) =>
        `(${cols
          .map((c) => {
            const v = row[c];
            // Objects and arrays go to jsonb columns; the one text[] column (languages) takes a JS array as is.
            const json = v !== null && typeof v === 'object' && !(v instanceof Date) && c !== 'languages';
            params.push(json ? JSON.stringify(v) : v);
            return `$${params.length}`;
          })
          .join(', ')})`,
    );
    const res = await db.query<{ id: number }>(
      `INSERT INTO ${table} (${cols.map((c) => `"${c}"`).join(', ')}) VALUES ${values.join(', ')}${returning ? ' RETURNING id' : ''}`,
      params,
    );
    if (returning) ids.push(...res.map((r) => r.id));
  }
  return ids;
}

export async function insertOne(db: Db, table: string, row: Record<string, unknown>): Promise<number> {
  const [id] = await insertMany(db, table, [row]);
  return id!;
}
