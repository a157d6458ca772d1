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
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrapTx(tx))),
    async exec(sql) {
      await pg.exec(sql);
    },
    async close() {
      await pg.close();
    },
  };
}
