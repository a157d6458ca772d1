import pg from 'pg';
import type { Db } from './db';

// int8 (count, sum) would come back as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** A real PostgreSQL server (DATABASE_URL). Each transaction checks out its own client so FOR UPDATE locks really contend. */
export function createPgDb(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const onClient = (client: pg.PoolClient): Db => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    transaction: (fn) => fn(onClient(client)),
    async exec(sql) {
      await client.query(sql);
    },
    async close() {},
  });
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(onClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
