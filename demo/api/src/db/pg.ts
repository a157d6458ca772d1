import pg from 'pg';
import type { Db } from './types';
import { pgliteLikeTypes } from './pg-types';
import { log } from '../ops/log';

/** How long a request may wait for a database connection before it is answered 503 SERVICE_UNAVAILABLE. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** Connections a process opens at most: N processes open up to N times this (PostgreSQL's max_connections is 100). */
export const POOL_MAX = 10;

/**
 * A real PostgreSQL server (DATABASE_URL). Each transaction checks out its own client so row locks really contend:
 * unlike PGlite, which runs one transaction at a time, transactions here interleave, so a transaction must lock the rows
 * it relies on (FOR NO KEY UPDATE) and read counts after taking the lock, in a statement of its own.
 */
export function createPgDb(url: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    types: pgliteLikeTypes(),
    // A request waits at most this long for a connection (a free one, or a new one from a server that does not answer),
    // then fails with a connection error the API answers as 503: during an outage requests fail fast, never hang.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // a server that vanished without closing the socket (a network cut) is noticed instead of waited on forever
    keepAlive: true,
    // No JIT: the API's statements answer in milliseconds, and a row estimate that passes jit_above_cost (a page of
    // 1,000 cards, a list of ids) makes PostgreSQL spend far longer compiling a plan than running it.
    options: '-c jit=off',
  });
  // An idle connection can die (server restart, a DBA's pg_terminate_backend): the pool drops it and makes a new one on
  // demand. Without a listener the 'error' event would crash the whole API process.
  pool.on('error', (error) => log.warn('idle PostgreSQL connection lost', {}, error));
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
      // A checked-out client has no pool listener: its connection dying mid-transaction (a restart) emits 'error' here,
      // which unheard would crash the process. The query under way fails with it and so does the transaction.
      let broken: Error | undefined;
      const lost = (error: Error) => void (broken ??= error);
      client.on('error', lost);
      try {
        await client.query('BEGIN');
        const result = await fn(onClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // PostgreSQL rolls back what a lost connection held; a client whose ROLLBACK failed may still be inside the
        // transaction (or be dead): either way destroyed, never handed to the next request.
        if (!broken) await client.query('ROLLBACK').catch((rollbackError: Error) => void (broken = rollbackError));
        throw error;
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    async close() {
      await pool.end();
      // pool.end() resolves once every client is asked to end, not once its connection is closed; waiting for the last
      // 'remove' means the server has let go of us too (a DROP DATABASE right after, as the tests do, then succeeds).
      while (open > 0) await new Promise((resolve) => pool.once('remove', resolve));
    },
  };
}
