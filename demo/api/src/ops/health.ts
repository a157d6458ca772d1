import { Hono } from 'hono';
import type { Db } from '../db/db';
import { migrationFiles } from '../db/migrate';
import { isDatabaseUnavailable } from '../db/unavailable';
import { sameSecret } from '../lib/secret';
import { bearerToken } from '../queries/customers';
import type { ApiMetrics } from './api-metrics';
import { PROMETHEUS_CONTENT_TYPE } from './prometheus';
import type { Readiness } from './readiness';

/** /readyz waits at most this for the database; a pool that has no connection to give within it is not ready. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

const NEVER_STORED = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export type NotReadyReason = 'starting' | 'shutting_down' | 'database_unreachable' | 'migrations_pending';

/** Why the API cannot serve now, or null: setup done, not draining, the database answering with every migration applied. */
export async function notReadyReason(db: Db, readiness: Readiness): Promise<NotReadyReason | null> {
  if (readiness.state === 'starting') return 'starting';
  if (readiness.state === 'draining') return 'shutting_down';
  const files = await migrationFiles();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READY_CHECK_TIMEOUT_MS)));
  try {
    const answer = await Promise.race([
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations WHERE name = ANY($1::text[])', [files]),
      timeout,
    ]);
    if (answer === 'timeout') return 'database_unreachable';
    return answer[0]!.n === files.length ? null : 'migrations_pending';
  } catch (error) {
    // no schema_migrations table: a database nobody migrated
    if ((error as { code?: string }).code === '42P01') return 'migrations_pending';
    if (isDatabaseUnavailable(error)) return 'database_unreachable';
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What an orchestrator and a scraper call (docs/operations.md), mounted before every middleware: no request log, no
 * attempt limit, no CORS. /healthz: the process runs (no database call). /readyz: it may be sent traffic. /metrics: the
 * Prometheus text, behind ORIEL_METRICS_TOKEN when one is set; open in demo mode; otherwise it does not exist.
 */
export function healthRoutes({
  db,
  readiness,
  metrics,
  metricsToken,
  demo,
}: {
  db: Db;
  readiness: Readiness;
  metrics: ApiMetrics;
  metricsToken: string | null;
  demo: boolean;
}) {
  // no middleware here: mounted with app.route, a `use('*')` would run for every route of the API
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NEVER_STORED));
  app.get('/readyz', async (c) => {
    const reason = await notReadyReason(db, readiness);
    return reason ? c.json({ status: 'not_ready', reason }, 503, NEVER_STORED) : c.json({ status: 'ready' }, 200, NEVER_STORED);
  });
  app.get('/metrics', async (c) => {
    if (!metricsToken && !demo) return c.json({ error: 'NOT_FOUND', message: 'No such route' }, 404, NEVER_STORED);
    if (metricsToken && !sameSecret(bearerToken(c), metricsToken)) {
      return c.json({ error: 'UNAUTHENTICATED', message: 'The metrics token is required' }, 401, { ...NEVER_STORED, 'WWW-Authenticate': 'Bearer' });
    }
    return c.body(await metrics.scrape(), 200, { ...NEVER_STORED, 'Content-Type': PROMETHEUS_CONTENT_TYPE });
  });
  return app;
}
