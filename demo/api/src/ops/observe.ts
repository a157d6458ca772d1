import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { organiserOfUrl } from '../lib/organiser-scope';
import { setHeaders } from '../lib/security-headers';
import type { ApiMetrics } from './api-metrics';
import type { Logger } from './log';
import type { Readiness } from './readiness';
import { methodLabel, REQUEST_ID_HEADER, requestId } from './request-id';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

/** A route matched by no handler: one label for every unknown path (a path is never a label). */
export const UNMATCHED = '(unmatched)';

/**
 * The pattern of the route that answered (`/api/carts/:id`), never the path, which may hold a ticket or a payment id.
 * A middleware that answered first (a body too large, a CORS preflight) names the route the path would have reached.
 */
export function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (answered && answered.method !== 'ALL') return answered.path;
  return routes.find((r) => r.method !== 'ALL')?.path ?? UNMATCHED;
}

/** The organiser a request names (`/o/{cuid}/api/…`), else the API host's own. */
export const organiserLabel = (url: string) => organiserOfUrl(url) ?? 'default';

/**
 * First middleware: gives each request its id (X-Request-Id, kept or made, answered), then logs one line and counts it
 * once answered: method, route pattern, status, duration, organiser. While draining, answers close their connection
 * so that keep-alive clients reconnect to another process.
 */
export function observe({ logger, metrics, readiness }: { logger: Logger; metrics: ApiMetrics; readiness: Readiness }): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestId(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    metrics.inFlight.inc();
    try {
      await next();
    } finally {
      metrics.inFlight.dec();
    }
    setHeaders(c, (headers) => {
      headers.set(REQUEST_ID_HEADER, id);
      if (readiness.state === 'draining') headers.set('Connection', 'close');
    });
    const seconds = (performance.now() - started) / 1000;
    const method = methodLabel(c.req.method);
    const route = routeOf(c);
    const status = c.res.status;
    metrics.request(method, route, status, seconds);
    logger[status >= 500 ? 'error' : 'info']('request', {
      request_id: id,
      method,
      route,
      status,
      duration_ms: Math.round(seconds * 10_000) / 10,
      organiser: organiserLabel(c.req.url),
    });
  };
}
