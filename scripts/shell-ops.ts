import type { IncomingMessage, ServerResponse } from 'node:http';
import { sameSecret } from '../demo/api/src/lib/secret';
import type { Logger } from '../demo/api/src/ops/log';
import { processMetrics } from '../demo/api/src/ops/process-metrics';
import { PROMETHEUS_CONTENT_TYPE, Registry } from '../demo/api/src/ops/prometheus';
import type { Readiness } from '../demo/api/src/ops/readiness';
import { methodLabel, REQUEST_ID_HEADER, requestId } from '../demo/api/src/ops/request-id';
import type { RenderCacheStats } from './render-cache';

/** How long a render may take, in seconds: a render past 2 s is one a visitor waited for. */
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];

/**
 * The hosted shell's metrics (docs/operations.md): requests by kind and status, its server render's time and the
 * render cache's outcomes. One registry per server.
 */
export function shellMetrics(o: { readiness: Readiness; cacheStats: () => RenderCacheStats }) {
  const registry = new Registry();
  const requests = registry.counter('oriel_shell_http_requests_total', 'Requests answered, by method, route (/oriel/* bundles, page, file) and status.');
  const duration = registry.histogram('oriel_shell_http_request_duration_seconds', 'Time from a request to its answer, by method, route and status.');
  registry.gauge('oriel_ready', 'Whether the process answers ready on /readyz (1) or not (0: draining).', () => [
    { value: o.readiness.state === 'ready' ? 1 : 0 },
  ]);
  const renders = registry.histogram(
    'oriel_shell_render_duration_seconds',
    'Time of each server render the cache did not spare, by outcome (ok, failed).',
    RENDER_BUCKETS,
  );
  registry.counter(
    'oriel_shell_render_cache_total',
    'Pages asked of the render cache, by result: hit (fresh, or joined a render under way), stale (served while one render refreshes it), miss (rendered), shed (answered client-rendered at once: too many renders, or a recent failure).',
    () => {
      const s = o.cacheStats();
      return (['hit', 'stale', 'miss', 'shed'] as const).map((result) => ({
        labels: { result },
        value: s[result === 'hit' ? 'hits' : result === 'miss' ? 'misses' : result],
      }));
    },
  );
  processMetrics(registry, { service: 'oriel-shell', version: process.env.npm_package_version ?? '0.1.0' });
  return {
    registry,
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(seconds, labels);
    },
    render: (seconds: number, ok: boolean) => renders.observe(seconds, { outcome: ok ? 'ok' : 'failed' }),
  };
}

export type ShellMetrics = ReturnType<typeof shellMetrics>;

/** A shell request's route label: the bundles, a page (HTML), or another file; never its path. */
export function shellRoute(path: string, contentType: string | number | string[] | undefined): string {
  if (path.startsWith('/oriel/')) return '/oriel/*';
  return String(contentType ?? '').startsWith('text/html') ? 'page' : 'file';
}

const send = (res: ServerResponse, status: number, body: string, type = 'application/json', headers: Record<string, string> = {}) =>
  void res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers }).end(body);

/**
 * The shell's own paths, answered before any file: /healthz (the process runs), /readyz (it serves: the render bundle
 * is loaded and it is not draining; the API is not asked, since without it the pages still answer, client-rendered),
 * /metrics (behind the token; open in the demo; otherwise absent). True when it answered.
 */
export function answerOps(
  req: IncomingMessage,
  res: ServerResponse,
  o: { readiness: Readiness; metrics: ShellMetrics; metricsToken?: string; demo?: boolean },
): boolean {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (path === '/healthz') return (send(res, 200, JSON.stringify({ status: 'ok' })), true);
  if (path === '/readyz') {
    const ready = o.readiness.state === 'ready';
    send(
      res,
      ready ? 200 : 503,
      JSON.stringify(ready ? { status: 'ready' } : { status: 'not_ready', reason: o.readiness.state === 'draining' ? 'shutting_down' : 'starting' }),
    );
    return true;
  }
  if (path === '/metrics') {
    if (!o.metricsToken && !o.demo) return (send(res, 404, JSON.stringify({ error: 'NOT_FOUND', message: 'No such route' })), true);
    const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (o.metricsToken && !sameSecret(token, o.metricsToken)) {
      send(res, 401, JSON.stringify({ error: 'UNAUTHENTICATED', message: 'The metrics token is required' }), 'application/json', {
        'WWW-Authenticate': 'Bearer',
      });
    } else send(res, 200, o.metrics.registry.text(), PROMETHEUS_CONTENT_TYPE);
    return true;
  }
  return false;
}

/** Gives the request its id (kept or made, answered), then logs and counts it once its answer is sent. */
export function observeShellRequest(req: IncomingMessage, res: ServerResponse, o: { logger: Logger; metrics: ShellMetrics; readiness: Readiness }): void {
  const started = performance.now();
  const id = requestId(req.headers['x-request-id'] as string | undefined);
  res.setHeader(REQUEST_ID_HEADER, id);
  if (o.readiness.state === 'draining') res.setHeader('Connection', 'close');
  res.once('finish', () => {
    const seconds = (performance.now() - started) / 1000;
    const method = methodLabel(req.method ?? '');
    const route = shellRoute(new URL(req.url ?? '/', 'http://x').pathname, res.getHeader('Content-Type'));
    o.metrics.request(method, route, res.statusCode, seconds);
    o.logger[res.statusCode >= 500 ? 'error' : 'info']('request', {
      request_id: id,
      method,
      route,
      status: res.statusCode,
      duration_ms: Math.round(seconds * 10_000) / 10,
    });
  });
}
