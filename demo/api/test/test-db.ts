import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import type { Db } from '../src/db/db';
import { createPgDb } from '../src/db/pg';
import { createPgliteDb } from '../src/db/pglite';

/** True in the api-pg project (vitest.workspace.ts), which exists only when ORIEL_TEST_PG_URL names a server. */
const onPostgres = () => process.env.ORIEL_TEST_DB === 'postgres' && Boolean(process.env.ORIEL_TEST_PG_URL);

/** An admin connection for one statement: CREATE/DROP DATABASE cannot run on the database they act on. */
async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * An empty database of its own for one test file on the server of ORIEL_TEST_PG_URL, dropped again by close().
 * Collation C with a UTF-8 ctype, as in PGlite, whatever the server's default: same text order and same lower().
 */
async function createPostgresTestDb(serverUrl: string): Promise<Db> {
  const name = `oriel_t_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createPgDb(url.toString());
  return {
    ...db,
    async close() {
      await db.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** PGlite in memory from the run's empty cluster (pglite-cluster.ts), or a fresh PostgreSQL database in the api-pg project. */
export const createTestDb = (): Promise<Db> => {
  if (onPostgres()) return createPostgresTestDb(process.env.ORIEL_TEST_PG_URL!);
  const cluster = inject('pgliteCluster');
  return createPgliteDb(undefined, cluster ? new Blob([readFileSync(cluster)]) : undefined);
};
