import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Db } from '../src/db/db';
import { createPgDb } from '../src/db/pg';
import { createPgliteDb } from '../src/db/pglite';
import { adminStatement, databaseUrl } from './pg-admin';

/** True in the api-pg project (vitest.workspace.ts), which exists only when ORIEL_TEST_PG_URL names a server. */
const onPostgres = () => process.env.ORIEL_TEST_DB === 'postgres' && Boolean(process.env.ORIEL_TEST_PG_URL);

/**
 * A database of its own on the server of ORIEL_TEST_PG_URL: empty, or a copy of the run's seeded one (pg-template.ts).
 * Collation C with a UTF-8 ctype, as in PGlite, whatever the server's default: same text order and same lower() (a copy
 * has its template's). Answers its URL, for pools of its own (several API processes on one database), and drop().
 */
export async function createPostgresDatabase(serverUrl: string, seeded: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `oriel_t_${randomBytes(6).toString('hex')}`;
  const create = seeded
    ? `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`
    : `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`;
  // two files copying the template at the same moment: PostgreSQL refuses a copy while another session is on it
  for (let attempt = 0; ; attempt++) {
    try {
      await adminStatement(serverUrl, create);
      break;
    } catch (e) {
      if (attempt >= 20 || !/being accessed by other users/.test((e as Error).message)) throw e;
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
  return { url: databaseUrl(serverUrl, name), drop: () => adminStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A database of its own for one test file (createPostgresDatabase), dropped again by close(). */
async function createPostgresTestDb(serverUrl: string, seeded: boolean): Promise<Db> {
  const database = await createPostgresDatabase(serverUrl, seeded);
  const db = createPgDb(database.url);
  return {
    ...db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/**
 * PGlite in memory from the run's cluster (pglite-cluster.ts), or a fresh PostgreSQL database in the api-pg project.
 * `seeded`: migrated and seeded at the tests' NOW, as every test API starts; otherwise empty.
 */
export const createTestDb = ({ seeded = false } = {}): Promise<Db> => {
  if (onPostgres()) return createPostgresTestDb(process.env.ORIEL_TEST_PG_URL!, seeded);
  return createPgliteDb(undefined, new Blob([readFileSync(inject(seeded ? 'pgliteSeeded' : 'pgliteCluster'))]));
};
