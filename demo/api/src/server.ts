import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { Clock } from './clock';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { isSeeded, seed } from './seed/index';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Migrates, seeds an empty database, and listens (port 0 = ephemeral, for tests). */
export async function startServer(opts: { db: Db; clock: Clock; port?: number; hostname?: string }): Promise<RunningServer> {
  await migrate(opts.db);
  if (!(await isSeeded(opts.db))) await seed(opts.db, opts.clock);
  const app = createApp({ db: opts.db, clock: opts.clock });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: opts.hostname ?? '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${opts.hostname === '0.0.0.0' ? 'localhost' : opts.hostname ?? '127.0.0.1'}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
