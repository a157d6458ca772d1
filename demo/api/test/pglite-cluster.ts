import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a file holding an empty PGlite cluster (dumpDataDir), for the API tests' fresh databases */
    pgliteCluster: string;
  }
}

/**
 * Each API test file starts a database of its own, and a new PGlite spends 1.8–2.9 s creating its cluster (initdb
 * in WebAssembly) where loading a dump of one takes 0.45 s (measured here): the api project makes the cluster once
 * per run, and every file loads it (test-db.ts). Migrations and seed still run per file, on the loaded cluster.
 */
export default async function setup(project: TestProject) {
  const pg = new PGlite();
  await pg.waitReady;
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const dir = mkdtempSync(join(tmpdir(), 'oriel-pglite-'));
  const file = join(dir, 'cluster.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteCluster', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
