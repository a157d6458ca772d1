import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { manualClock } from '../src/clock';
import { migrate } from '../src/db/migrate';
import { createPgDb } from '../src/db/pg';
import { seed } from '../src/seed/index';
import { adminStatement, databaseUrl } from './pg-admin';
import { NOW } from './now';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a database migrated and seeded at NOW on ORIEL_TEST_PG_URL's server, which each test API copies (test-db.ts) */
    pgTemplate: string;
  }
}

/**
 * The api-pg project's seed, made once per run: each test API's database is a copy of it (CREATE DATABASE …
 * TEMPLATE), where migrating and seeding each one took 1–2 s per test API. Dropped at the end of the run.
 */
export default async function setup(project: TestProject) {
  const server = process.env.ORIEL_TEST_PG_URL;
  if (!server) throw new Error('the api-pg project needs ORIEL_TEST_PG_URL');
  const name = `oriel_seed_${randomBytes(6).toString('hex')}`;
  // collation C with a UTF-8 ctype, as in PGlite, whatever the server's default: same text order and same lower()
  await adminStatement(server, `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`);
  const db = createPgDb(databaseUrl(server, name));
  try {
    await migrate(db);
    await seed(db, manualClock(NOW));
  } finally {
    await db.close();
  }
  project.provide('pgTemplate', name);
  return () => adminStatement(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
