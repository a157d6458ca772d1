import type { Clock } from './clock';
import type { Db } from './db/db';
import type { AttemptLimiter } from './lib/rate-limit';
import type { ApiMetrics } from './ops/api-metrics';

// What the routes receive from createApp (app.ts), apart from it: app.ts imports every route, so routes importing
// these from app.ts made all of them one import cycle.

export interface Deps {
  db: Db;
  clock: Clock;
}

/** AppOptions with the defaults applied. */
export interface ResolvedOptions {
  demo: boolean;
  demoAdminToken: string | null;
  storefrontOrigins: readonly string[];
  trustProxy: boolean;
}

/** What the routes that need more than the db and the clock get. */
export interface AppContext extends Deps {
  options: ResolvedOptions;
  /**
   * failed logins, reset links, coupon and voucher codes, unsubscribe tokens, per account and per client, counted in the
   * database: the same limits for every process on it (docs/security.md §3)
   */
  attempts: AttemptLimiter;
  /** the business events an operator watches (ops/api-metrics.ts) */
  metrics: ApiMetrics;
}
