import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { createTestDb } from './test-db';

// The Db seam must read and behave the same on PGlite (project api) and PostgreSQL (project api-pg): routes rely on it.

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('Db seam', () => {
  it('hands back the same JS values for every column type the API reads', async () => {
    // node-postgres would give a date as local midnight: in a timezone west of UTC that is the day before.
    const tz = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const [row] = await db.query(
        `SELECT count(*) AS n, 5::int8 AS big, 7::int AS small, 1.5::numeric AS num, 0.25::float8 AS ratio, true AS flag,
           '2020-01-02'::date AS day, '2026-11-23T09:00:00Z'::timestamptz AS at, '{"a":[1,null]}'::jsonb AS doc,
           '[1]'::json AS list, ARRAY[1,2] AS ints, ARRAY['a','b'] AS texts, NULL::int AS nothing
         FROM (VALUES (1)) v(x)`,
      );
      expect(row).toEqual({
        n: 1,
        big: 5,
        small: 7,
        num: '1.5',
        ratio: 0.25,
        flag: true,
        day: new Date('2020-01-02T00:00:00.000Z'),
        at: new Date('2026-11-23T09:00:00.000Z'),
        doc: { a: [1, null] },
        list: [1],
        ints: [1, 2],
        texts: ['a', 'b'],
        nothing: null,
      });
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });

  it('takes Dates, arrays and JSON text as parameters', async () => {
    const at = new Date('2026-11-23T09:00:00.000Z');
    const [row] = await db.query('SELECT $1::timestamptz AS at, $2::int[] AS ids, $3::text[] AS names, $4::jsonb AS doc', [
      at,
      [3, 1],
      ['é', 'b'],
      JSON.stringify([{ x: 1 }]),
    ]);
    expect(row).toEqual({ at, ids: [3, 1], names: ['é', 'b'], doc: [{ x: 1 }] });
  });

  it('sorts text bytewise (collation C) and lowercases accented capitals, as search and sorts expect', async () => {
    const rows = await db.query<{ t: string }>("SELECT t FROM (VALUES ('b'), ('É'), ('a'), ('B'), ('e')) v(t) ORDER BY t");
    expect(rows.map((r) => r.t)).toEqual(['B', 'a', 'b', 'e', 'É']);
    expect(await db.query("SELECT lower('ÉLODIE Ñ') AS l")).toEqual([{ l: 'élodie ñ' }]);
  });

  it('rolls a failed transaction back whole, nested calls included, and stays usable', async () => {
    await db.exec('CREATE TABLE db_seam_t (id int PRIMARY KEY)');
    const failing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO db_seam_t VALUES (1)');
      await tx.transaction((inner) => inner.query('INSERT INTO db_seam_t VALUES (2)'));
      await tx.query('INSERT INTO db_seam_t VALUES (1)');
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT count(*) AS n FROM db_seam_t')).toEqual([{ n: 0 }]);
    expect(await db.transaction((tx) => tx.query('INSERT INTO db_seam_t VALUES (3) RETURNING id'))).toEqual([{ id: 3 }]);
    await db.exec('DROP TABLE db_seam_t');
  });
});
