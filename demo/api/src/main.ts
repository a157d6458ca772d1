import { envClock } from './clock';
import { createDb } from './db/db';
import { shutdownTimeout } from './ops/drain';
import { consoleWrite, createLogger, log, logFormat, setProcessLogger } from './ops/log';
import { stopOnSignals } from './ops/stop';
import { optionsFromEnv } from './options';
import { startServer } from './server';

// `pnpm --filter @oriel/demo-api start`: PORT/ORIEL_API_PORT (4310), DATABASE_URL (else in-memory PGlite), ORIEL_NOW, PUBLIC_URL,
// and the options of docs/security.md: ORIEL_DEMO (off here unless 1), ORIEL_DEMO_ADMIN_TOKEN, ORIEL_STOREFRONT_ORIGINS,
// ORIEL_TRUST_PROXY; those of docs/operations.md: ORIEL_METRICS_TOKEN, ORIEL_LOG_FORMAT (json or pretty),
// ORIEL_SHUTDOWN_TIMEOUT_MS (10000), ORIEL_SHUTDOWN_DELAY_MS (0).
setProcessLogger(createLogger({ format: logFormat(process.env, process.stdout), write: consoleWrite, base: { service: 'oriel-api' } }));
const port = Number(process.env.ORIEL_API_PORT ?? process.env.PORT ?? 4310);
const options = optionsFromEnv(process.env, { demoByDefault: false });
const db = await createDb();
const clock = envClock();
const server = await startServer({ db, clock, port, hostname: process.env.ORIEL_API_HOST ?? '127.0.0.1', ...options });
log.info(`Oriel demo API listening on ${server.url} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'}, now ${clock.now().toISOString()})`, {
  url: server.url,
  health: `${server.url}/healthz`,
  ready: `${server.url}/readyz`,
  metrics: options.metricsToken || options.demo ? `${server.url}/metrics` : 'off (set ORIEL_METRICS_TOKEN)',
});
if (server.demoAdminToken) {
  log.info(`Demo mode: /api/demo/outbox and /pay/*; outbox token ${options.demoAdminToken ? 'from ORIEL_DEMO_ADMIN_TOKEN' : server.demoAdminToken}`);
}

stopOnSignals({
  logger: log,
  readiness: server.readiness,
  delayMs: Number(process.env.ORIEL_SHUTDOWN_DELAY_MS) || 0,
  drain: () => server.shutdown(shutdownTimeout(process.env)),
  close: () => db.close(),
});
