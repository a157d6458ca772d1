export interface Postgres {
  /** postgres://postgres@127.0.0.1:{port}/postgres */
  url: string;
  stop(): Promise<void>;
}

export interface OwnPostgres extends Postgres {
  /** pg_ctl stop -m fast: every session is ended, new connections are refused */
  halt(): Promise<void>;
  /** pg_ctl start on the same data dir and port, resolved once it listens again */
  resume(): Promise<void>;
}

export declare function ensurePostgres(options: { install?: boolean; log?: (line: string) => void; own: true }): Promise<OwnPostgres | null>;
export declare function ensurePostgres(options?: { install?: boolean; log?: (line: string) => void; own?: false }): Promise<Postgres | null>;
