export type { Db } from './types';
import type { Db } from './types';

export async function createDb(url = process.env.DATABASE_URL): Promise<Db> {
  if (url) {
    const { createPgDb } = await import('./pg');
    return createPgDb(url);
  }
  const { createPgliteDb } = await import('./pglite');
  return createPgliteDb();
}
