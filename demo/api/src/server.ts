import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { Clock } from './clock';
import type { Db } from './db/db';
import { migrate, withSetupLock } from './db/migrate';
import { newToken } from './lib/password';
import type { AppOptions } from './options';
import { isSeeded, seed } from './seed/index';

export interface RunningServer {
  url: string;
  port: number;
  /** In demo mode, the outbox's bearer token (the given one, else generated here); null without demo mode. */
  demoAdminToken: string | null;
  close(): Promise<void>;
}

/** Migrates, seeds an empty database (one process at a time), and listens (port 0 = ephemeral, for tests). */
export async function startServer(opts: { db: Db; clock: Clock; port?: number; hostname?: string } & AppOptions): Promise<RunningServer> {
  const { db, clock, port: wanted, hostname, ...options } = opts;
  // Several processes may start at once on one database: one migrates and seeds while the others wait for the lock,
  // then find both done.
  await withSetupLock(db, async (tx) => {
    await migrate(tx);
    if (!(await isSeeded(tx))) await seed(tx, clock);
  });
  const demoAdminToken = options.demo ? (options.demoAdminToken ?? newToken()) : null;
  const app = createApp({ db, clock }, { ...options, ...(demoAdminToken ? { demoAdminToken } : {}) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: wanted ?? 0, hostname: hostname ?? '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${hostname === '0.0.0.0' ? 'localhost' : (hostname ?? '127.0.0.1')}:${port}`,
    port,
    demoAdminToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
