import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './types';

const dir = new URL('./migrations/', import.meta.url);

/** The advisory lock key of the database's setup (migrations and seed): "oriel" in ASCII. */
export const SETUP_LOCK = 0x6f_72_69_65_6c;

/**
 * Runs fn in one transaction holding the setup lock (pg_advisory_xact_lock), so that processes started at once on one
 * database take turns: each finds what the one before did (the schema migrated, the seed in place) instead of doing it
 * again and failing on "relation already exists". The lock goes with the transaction: at its commit, its rollback, or
 * when its connection dies, so a process that crashes mid-setup leaves nothing half done and blocks no one.
 */
export function withSetupLock<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`);
    return fn(tx);
  });
}

/** The migrations this code knows, in order (their file names, as schema_migrations records them). */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d+_.*\.sql$/.test(f)).sort();
}

/** Applies migrations/NNN_name.sql in order, each once, under the setup lock and in one transaction: all or none. */
export function migrate(db: Db): Promise<string[]> {
  return withSetupLock(db, async (tx) => {
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const files = await migrationFiles();
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(new URL(file, dir), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
