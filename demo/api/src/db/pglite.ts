import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './types';

/**
 * In-memory PostgreSQL in WebAssembly. PGlite runs one transaction at a time, which also serialises concurrent adds.
 * `cluster`: a dump (dumpDataDir) to start from instead of creating the cluster, which costs seconds (the API tests).
 */
export async function createPgliteDb(dataDir?: string, cluster?: Blob): Promise<Db> {
  const pg = new PGlite({ dataDir, loadDataDir: cluster });
  await pg.waitReady;
  return pgliteDb(pg);
}

/** The Db interface over a started PGlite (the API tests' setup keeps the PGlite to dump its seeded cluster). */
export function pgliteDb(pg: PGlite): Db {
  const wrapTx = (tx: Transaction): Db => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await tx.query<T>(sql, params)).rows;
    },
    transaction: (fn) => fn(wrapTx(tx)),
    async exec(sql) {
      await tx.exec(sql);
    },
    async close() {},
  });
  // PGlite is one connection that runs one call at a time: the others wait for it
  let pending = 0;
  const counted = async <T>(run: () => Promise<T>): Promise<T> => {
    pending++;
    try {
      return await run();
    } finally {
      pending--;
    }
  };
  return {
    query: <T>(sql: string, params: unknown[] = []) => counted(async () => (await pg.query<T>(sql, params)).rows),
    transaction: (fn) => counted(() => pg.transaction((tx) => fn(wrapTx(tx)))),
    exec: (sql) => counted(async () => void (await pg.exec(sql))),
    pool: () => ({ total: 1, idle: pending > 0 ? 0 : 1, waiting: Math.max(0, pending - 1), max: 1 }),
    async close() {
      await pg.close();
    },
  };
}
