import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { manualClock } from '../src/clock';
import { migrate } from '../src/db/migrate';
import { pgliteDb } from '../src/db/pglite';
import { seed } from '../src/seed/index';
import { NOW } from './now';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a file holding an empty PGlite cluster (dumpDataDir), for the tests of migrations and of an empty database */
    pgliteCluster: string;
    /** the same cluster migrated and seeded at NOW, for every test API (helpers.ts) */
    pgliteSeeded: string;
  }
}

/**
 * Each API test file starts a database of its own. A new PGlite spends 1.8–2.9 s creating its cluster (initdb in
 * WebAssembly) where loading a dump of one takes 0.45 s, and migrating and seeding it took 1.7–2.5 s more per test
 * API (measured here): the api project makes the cluster once per run, migrated and seeded once at the tests' NOW
 * (the seed is deterministic for a given clock), and every file loads the dump it needs (test-db.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'oriel-pglite-'));
  const save = async (pg: PGlite, name: string) => {
    const file = join(dir, name);
    writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const empty = new PGlite();
  await empty.waitReady;
  const cluster = await save(empty, 'cluster.tar');
  await empty.close();

  const seeded = new PGlite({ loadDataDir: new Blob([readFileSync(cluster)]) });
  await seeded.waitReady;
  const db = pgliteDb(seeded);
  await migrate(db);
  await seed(db, manualClock(NOW));
  const seededFile = await save(seeded, 'seeded.tar');
  await seeded.close();

  project.provide('pgliteCluster', cluster);
  project.provide('pgliteSeeded', seededFile);
  return () => rmSync(dir, { recursive: true, force: true });
}
