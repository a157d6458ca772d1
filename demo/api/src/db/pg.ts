import pg from 'pg';
import type { Db } from './types';
import { pgliteLikeTypes } from './pg-types';

/**
 * A real PostgreSQL server (DATABASE_URL). Each transaction checks out its own client so row locks really contend:
 * unlike PGlite, which runs one transaction at a time, transactions here interleave, so a transaction must lock the rows
 * it relies on (FOR NO KEY UPDATE) and read counts after taking the lock, in a statement of its own.
 */
export function createPgDb(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgliteLikeTypes() });
  // An idle connection can die (server restart, a DBA's pg_terminate_backend): the pool drops it and makes a new one on
  // demand. Without a listener the 'error' event would crash the whole API process.
  pool.on('error', (error) => console.error('[oriel-api] idle PostgreSQL connection lost:', error.message));
  let open = 0;
  pool.on('connect', () => void open++);
  pool.on('remove', () => void open--);

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
      // A client whose ROLLBACK failed may still be inside the transaction (or be dead): destroyed, never reused.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(onClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => void (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
      // pool.end() resolves once every client is asked to end, not once its connection is closed; waiting for the last
      // 'remove' means the server has let go of us too (a DROP DATABASE right after, as the tests do, then succeeds).
      while (open > 0) await new Promise((resolve) => pool.once('remove', resolve));
    },
  };
}
