import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { Clock } from './clock';
import type { Db } from './db/db';
import { migrate, withSetupLock } from './db/migrate';
import { errorBody, serviceUnavailable } from './lib/errors';
import { newToken } from './lib/password';
import { apiMetrics, type ApiMetrics } from './ops/api-metrics';
import { drain, SHUTDOWN_TIMEOUT_MS } from './ops/drain';
import { log, type Logger } from './ops/log';
import { readiness as newReadiness, type Readiness } from './ops/readiness';
import type { AppOptions } from './options';
import { isSeeded, seed } from './seed/index';

export interface RunningServer {
  url: string;
  port: number;
  /** In demo mode, the outbox's bearer token (the given one, else generated here); null without demo mode. */
  demoAdminToken: string | null;
  readiness: Readiness;
  metrics: ApiMetrics;
  /**
   * The stop an orchestrator asks for (SIGTERM): /readyz answers 503 at once, no new connection is accepted, the
   * requests in flight finish (at most `timeoutMs`, then they are cut). Answers how many connections were cut.
   */
  shutdown(timeoutMs?: number): Promise<{ cut: number }>;
  close(): Promise<void>;
}

/** What answers while the database is set up: the probes, and 503 for everything else. */
function starting(req: Request): Response {
  const path = new URL(req.url).pathname;
  const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' };
  if (path === '/healthz') return new Response(JSON.stringify({ status: 'ok' }), { headers });
  if (path === '/readyz') return new Response(JSON.stringify({ status: 'not_ready', reason: 'starting' }), { status: 503, headers });
  const e = serviceUnavailable();
  return new Response(JSON.stringify(errorBody(e.code, e.message)), { status: 503, headers: { ...headers, ...e.headers } });
}

/**
 * Listens at once (port 0 = ephemeral, for tests), answering /healthz while it migrates and seeds an empty database
 * (one process at a time), then serves the API. Resolves once it serves.
 */
export async function startServer(opts: { db: Db; clock: Clock; port?: number; hostname?: string; logger?: Logger } & AppOptions): Promise<RunningServer> {
  const { db, clock, port: wanted, hostname, logger = log, ...options } = opts;
  const readiness = newReadiness('starting');
  const metrics = apiMetrics({ db, clock, readiness });
  let fetch: (req: Request, env: unknown) => Response | Promise<Response> = starting;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (req, env) => fetch(req, env), port: wanted ?? 0, hostname: hostname ?? '127.0.0.1' }, () => resolve(s));
  });
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  try {
    // Several processes may start at once on one database: one migrates and seeds while the others wait for the lock,
    // then find both done.
    await withSetupLock(db, async (tx) => {
      await migrate(tx);
      if (!(await isSeeded(tx))) await seed(tx, clock);
    });
  } catch (error) {
    await closeServer();
    throw error;
  }
  const demoAdminToken = options.demo ? (options.demoAdminToken ?? newToken()) : null;
  const app = createApp({ db, clock }, { ...options, ...(demoAdminToken ? { demoAdminToken } : {}) }, { logger, metrics, readiness });
  fetch = app.fetch;
  readiness.set('ready');
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${hostname === '0.0.0.0' ? 'localhost' : (hostname ?? '127.0.0.1')}:${port}`,
    port,
    demoAdminToken,
    readiness,
    metrics,
    async shutdown(timeoutMs = SHUTDOWN_TIMEOUT_MS) {
      readiness.set('draining');
      // plain HTTP (no http2 option given to serve)
      return drain(server as Server, timeoutMs);
    },
    close: closeServer,
  };
}
