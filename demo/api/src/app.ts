import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { isDatabaseUnavailable, reportUnavailable } from './db/unavailable';
import { contentLanguage, createGlossaryCache } from './lib/content-language';
import { ApiError, errorBody, sendError, serviceUnavailable } from './lib/errors';
import { AttemptLimiter } from './lib/rate-limit';
import { inputLimits } from './lib/input-limits';
import { organiserScope, routedPath } from './lib/organiser-scope';
import { privateAnswers } from './lib/private-answers';
import { securityHeaders } from './lib/security-headers';
import { fieldsOf } from './lib/validate';
import type { AppContext, Deps, ResolvedOptions } from './deps';
import { accountCartRoutes } from './routes/account-carts';
import { accountListRoutes } from './routes/account-lists';
import { accountRoutes } from './routes/accounts';
import { authRoutes } from './routes/auth';
import { availabilityRoutes } from './routes/availabilities';
import { cartRoutes } from './routes/carts';
import { catalogRoutes } from './routes/catalog';
import { checkoutRoutes } from './routes/checkout';
import { mediaRoutes } from './routes/media';
import { newsletterRoutes } from './routes/newsletters';
import type { AppOptions } from './options';
import { demoRoutes } from './routes/demo';
import { documentRoutes } from './routes/documents';
import { downloadRoutes } from './routes/downloads';
import { participantRoutes } from './routes/participants';
import { payRoutes } from './routes/pay';
import { profileRoutes } from './routes/profile';
import { registrationActionRoutes } from './routes/registration-actions';
import { registrationRoutes } from './routes/registrations';
import { reviewRoutes } from './routes/reviews';
import { transactionRoutes } from './routes/transactions';
import { voucherRedeemRoutes } from './routes/vouchers-redeem';
import { websiteRoutes } from './routes/website';
import { apiMetrics, type ApiMetrics } from './ops/api-metrics';
import { healthRoutes } from './ops/health';
import { log, type Logger } from './ops/log';
import { observe, organiserLabel, routeOf } from './ops/observe';
import { readiness as newReadiness, type Readiness } from './ops/readiness';
import { REQUEST_ID_HEADER } from './ops/request-id';

export type { AppContext, Deps, ResolvedOptions } from './deps';

/** How the app is watched (docs/operations.md): its log, its metrics, and whether it takes traffic. */
export interface Ops {
  logger: Logger;
  metrics: ApiMetrics;
  readiness: Readiness;
}

/**
 * The reference API (docs/api-contract.md). Everything stateful is injected, so tests get a fresh db and a pinned clock.
 * The demo-only routes exist only with options.demo (docs/security.md).
 */
export function createApp(deps: Deps, appOptions: AppOptions = {}, ops: Partial<Ops> = {}) {
  const options: ResolvedOptions = {
    demo: appOptions.demo ?? false,
    demoAdminToken: appOptions.demoAdminToken ?? null,
    storefrontOrigins: appOptions.storefrontOrigins ?? [],
    trustProxy: appOptions.trustProxy ?? false,
  };
  const readiness = ops.readiness ?? newReadiness('ready');
  const metrics = ops.metrics ?? apiMetrics({ ...deps, readiness });
  const logger = ops.logger ?? log;
  const ctx: AppContext = {
    ...deps,
    options,
    metrics,
    attempts: new AttemptLimiter(deps.db, deps.clock, undefined, (kind) => metrics.attemptRefused(kind)),
  };
  // `/o/{cuid}/api/...` is `/api/...` for another seeded organiser (lib/organiser-scope.ts)
  const app = new Hono({ getPath: routedPath });
  // before every middleware: probes and scrapes are neither logged, counted, nor limited
  app.route('/', healthRoutes({ db: deps.db, readiness, metrics, metricsToken: appOptions.metricsToken ?? null, demo: options.demo }));
  app.use('*', observe({ logger, metrics, readiness }));
  app.use('*', organiserScope());
  // First, so that it also wraps CORS preflights, errors and 404s.
  app.use('*', securityHeaders());
  // no-store on every answer but the public catalogue's (lib/private-answers.ts)
  app.use('*', privateAnswers());
  // JSON answers above 1 KB leave gzipped (a page of 20 availabilities shrinks about tenfold on a phone's network)
  app.use('*', compress({ encoding: 'gzip' }));
  // inside compression: `lang` on every call, the organiser's content translated before the answer is gzipped
  app.use('*', contentLanguage(createGlossaryCache(deps.db)));
  // Bearer tokens, never cookies (docs/design.md §3): any origin may call, credentials stay off. The demo routes are
  // the exception: only the demo's own pages may read them from a browser.
  const demoPages = new Set(options.storefrontOrigins);
  app.use(
    '*',
    cors({
      origin: (origin, c) => (c.req.path.startsWith('/api/demo/') ? (demoPages.has(origin) ? origin : null) : '*'),
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      // a page that gets 429 may read when to try again, and quote a request's id to support
      exposeHeaders: ['Retry-After', REQUEST_ID_HEADER, 'Content-Disposition'],
      maxAge: 600,
    }),
  );
  // After CORS, so a page may read the refusal: no NUL or lone surrogate in the URL, bodies of at most 100 KB.
  app.use('*', inputLimits());
  app.route('/media', mediaRoutes());
  app.route('/api', websiteRoutes(deps));
  app.route('/api/availabilities', availabilityRoutes(deps));
  // before the catalog, whose /vouchers/:cuid would take "redeem" for a cuid
  app.route('/api/vouchers/redeem', voucherRedeemRoutes(ctx));
  app.route('/api', catalogRoutes(deps));
  app.route('/api', authRoutes(ctx));
  app.route('/api', accountRoutes(ctx));
  app.route('/api', profileRoutes(deps));
  if (options.demo) app.route('/api', demoRoutes(ctx));
  app.route('/api', participantRoutes(deps));
  app.route('/api', checkoutRoutes(ctx));
  app.route('/api', newsletterRoutes(ctx));
  app.route('/api/carts', cartRoutes(deps));
  app.route('/api/registrations', registrationRoutes(deps));
  app.route('/api/registrations', registrationActionRoutes(deps));
  app.route('/api/registrations', reviewRoutes(deps));
  app.route('/api/transactions', transactionRoutes(ctx));
  app.route('/api/account', accountCartRoutes(deps));
  app.route('/api/account', accountListRoutes(deps));
  app.route('/api/downloads', downloadRoutes(deps));
  app.route('/api/documents', documentRoutes(deps));
  if (options.demo) app.route('/pay', payRoutes(ctx));
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'No such route'), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return sendError(c, err);
    if (err instanceof v.ValiError) return c.json(errorBody('VALIDATION_ERROR', 'Invalid input', fieldsOf(err.issues, undefined)), 400);
    // the database is out of reach (a restart, a network cut): a quick 503 the client may retry, not a 500
    if (isDatabaseUnavailable(err)) {
      metrics.databaseUnavailable();
      reportUnavailable(err);
      return sendError(c, serviceUnavailable());
    }
    // the route's pattern, not the path: a path may hold a secret (a download ticket, a payment id)
    logger.error('unexpected error', { request_id: c.get('requestId'), method: c.req.method, route: routeOf(c), organiser: organiserLabel(c.req.url) }, err);
    return c.json(errorBody('INTERNAL_ERROR', 'Unexpected error'), 500);
  });
  return app;
}
