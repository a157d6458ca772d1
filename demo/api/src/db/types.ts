/** The one database seam: routes and seed only see this, so PGlite (demo, tests) and pg (DATABASE_URL) are interchangeable. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in one transaction; nested calls join the outer one (no savepoints needed so far). */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Multi-statement SQL without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The connections behind it, for the metrics (ops/api-metrics.ts); none inside a transaction. */
  pool?(): PoolStats;
}

export interface PoolStats {
  /** connections open */
  total: number;
  /** open and free */
  idle: number;
  /** queries and transactions waiting for one */
  waiting: number;
  /** the most it opens */
  max: number;
}
