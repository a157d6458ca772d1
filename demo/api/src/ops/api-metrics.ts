import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { processMetrics } from './process-metrics';
import { Registry } from './prometheus';
import type { Readiness } from './readiness';

/** How often the counts read from the database (cart holds) are read again, at most: a scrape every few seconds costs one. */
const DATABASE_READ_EVERY_MS = 15_000;
/** A scrape never waits longer than this for the database: the rest of the page answers anyway. */
const DATABASE_READ_TIMEOUT_MS = 1_000;

/**
 * The reference API's metrics (docs/operations.md lists each): requests by route pattern and status, the pool, and the
 * business events an operator watches (attempt-limit refusals, carts processed, registrations created, holds expired).
 * One registry per app: tests start several servers in one process.
 */
export function apiMetrics({ db, clock, readiness }: { db: Db; clock: Clock; readiness: Readiness }) {
  const registry = new Registry();
  const requests = registry.counter('oriel_http_requests_total', 'Requests answered, by method, route pattern and status.');
  const duration = registry.histogram('oriel_http_request_duration_seconds', 'Time from a request to its answer, by method, route pattern and status.');
  const inFlight = registry.gauge('oriel_http_requests_in_flight', 'Requests being answered now.');
  registry.gauge('oriel_ready', 'Whether the process answers ready on /readyz (1) or not (0: starting, draining).', () => [
    { value: readiness.state === 'ready' ? 1 : 0 },
  ]);
  registry.gauge('oriel_db_pool_connections', 'Database connections of this process, by state: in_use (a query or transaction holds it), idle.', () => {
    const p = db.pool?.();
    return p
      ? [
          { labels: { state: 'in_use' }, value: p.total - p.idle },
          { labels: { state: 'idle' }, value: p.idle },
        ]
      : [];
  });
  registry.gauge('oriel_db_pool_waiting', 'Queries and transactions waiting for a database connection.', () => {
    const p = db.pool?.();
    return p ? [{ value: p.waiting }] : [];
  });
  registry.gauge('oriel_db_pool_max', 'The most database connections this process opens.', () => {
    const p = db.pool?.();
    return p ? [{ value: p.max }] : [];
  });
  const unavailable = registry.counter('oriel_db_unavailable_total', 'Requests answered 503 SERVICE_UNAVAILABLE because the database could not be reached.');
  const refusals = registry.counter('oriel_attempt_refusals_total', 'Attempts refused 429 TOO_MANY_ATTEMPTS by the guessing limits, by kind.');
  const carts = registry.counter('oriel_carts_processed_total', 'Carts checked out and turned into what was bought.');
  const registrations = registry.counter('oriel_registrations_created_total', 'Registrations created by processed carts.');
  const holds = registry.gauge(
    'oriel_cart_holds',
    'Cart items by hold state, read from the database (the same on every process): active holds places now, expired let its hold lapse unbought.',
  );
  const databaseRead = registry.gauge(
    'oriel_metrics_database_read_ok',
    'Whether the last read of oriel_cart_holds from the database succeeded (1) or not (0).',
  );
  processMetrics(registry, { service: 'oriel-api', version: process.env.npm_package_version ?? '0.1.0' });

  let readAt = -Infinity;
  async function readDatabase() {
    if (Date.now() - readAt < DATABASE_READ_EVERY_MS) return;
    readAt = Date.now();
    try {
      const [row] = await db.transaction(async (tx) => {
        await tx.exec(`SET LOCAL statement_timeout = ${DATABASE_READ_TIMEOUT_MS}`);
        // an item is bought when its hold was still running at checkout; otherwise its hold lapsed
        return tx.query<{ active: number; expired: number }>(
          `SELECT count(*) FILTER (WHERE c.processed_at IS NULL AND ci.expires_at > $1)::int AS active,
                  count(*) FILTER (WHERE ci.expires_at <= LEAST(coalesce(c.processed_at, $1), $1))::int AS expired
           FROM cart_items ci JOIN carts c ON c.id = ci.cart_id`,
          [clock.now()],
        );
      });
      holds.set(row!.active, { state: 'active' });
      holds.set(row!.expired, { state: 'expired' });
      databaseRead.set(1);
    } catch {
      databaseRead.set(0);
    }
  }

  return {
    registry,
    inFlight,
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(seconds, labels);
    },
    databaseUnavailable: () => unavailable.inc(),
    attemptRefused: (kind: string) => refusals.inc({ kind }),
    cartProcessed(created: { registrations: number }) {
      carts.inc();
      registrations.inc({}, created.registrations);
    },
    /** The exposition text, the database's counts read first (bounded: they keep their last value when it fails). */
    async scrape(): Promise<string> {
      await readDatabase();
      return registry.text();
    },
  };
}

export type ApiMetrics = ReturnType<typeof apiMetrics>;
