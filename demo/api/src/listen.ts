import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { envClock, type Clock } from './clock';
import { createDb } from './db/db';
import { migrate } from './db/migrate';
import { isSeeded, seed } from './seed/index';

export interface ListeningApi {
  url: string;
  close(): Promise<void>;
}

/**
 * Migrates, seeds an empty database, and listens. Shared by `main.ts`, the demo start script and the
 * browser tests so all three run the same API.
 */
export async function listenApi(options: { port: number; hostname?: string; clock?: Clock; databaseUrl?: string }): Promise<ListeningApi> {
  const clock = options.clock ?? envClock();
  const db = await createDb(options.databaseUrl ?? process.env.DATABASE_URL);
  await migrate(db);
  if (!(await isSeeded(db))) await seed(db, clock);
  const app = createApp({ db, clock });
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname ?? 'localhost' }, () => ok(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
