import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { drain, SHUTDOWN_TIMEOUT_MS } from '../demo/api/src/ops/drain';
import { log, type Logger } from '../demo/api/src/ops/log';
import { readiness as newReadiness, type Readiness } from '../demo/api/src/ops/readiness';
import { shellHeaders } from './page-headers';
import type { RenderCacheOptions } from './render-cache';
import { answerOps, observeShellRequest, shellMetrics, type ShellMetrics } from './shell-ops';
import { shellRenderer } from './shell-ssr';
import { listen, staticHandler } from './static-server';

export interface ShellServerOptions {
  /** the API the pages and their server render call */
  apiUrl: string;
  port: number;
  host?: string;
  /** the storefront's public origin (absolute alternate links); behind a load balancer, its address */
  origin: string;
  /** the admin console allowed to frame the shell (live preview) */
  adminOrigin?: string;
  /** the image CDN host (000 §1): the API's images are served through it */
  imageCdn?: string | undefined;
  /** {{…}} placeholders of the built pages (the demo's loader and API URLs) */
  transformHtml?: (html: string, nonce: string) => string;
  /** the render's clock (the API's, in the demo) */
  now?: () => number;
  quiet?: boolean;
  /** the render cache's lifetimes and limits (render-cache.ts; the bench turns it off to compare) */
  cache?: Partial<RenderCacheOptions>;
  /** the bearer token /metrics asks for; without it /metrics is open with `demo`, absent otherwise */
  metricsToken?: string;
  demo?: boolean;
  /** where its request log goes (the process's log by default) */
  logger?: Logger;
}

export interface ShellServer {
  server: Server;
  render: Awaited<ReturnType<typeof shellRenderer>>;
  readiness: Readiness;
  metrics: ShellMetrics;
  /** not ready at once, no new connection, the requests in flight let finish (at most `timeoutMs`); answers how many were cut */
  shutdown(timeoutMs?: number): Promise<{ cut: number }>;
}

const root = new URL('..', import.meta.url).pathname;

/**
 * The loader's folder pinned to the package's major (`/oriel/1/`): a site that names it keeps this major's loader and
 * chunks when a later major is served at `/oriel/`, the latest's path.
 */
export const PINNED_LOADER_PATH = `/oriel/${(JSON.parse(readFileSync(`${root}packages/elements/package.json`, 'utf8')) as { version: string }).version.split('.')[0]}/`;

/**
 * The hosted shell's server: the widget bundles under /oriel/ and /oriel/<major>/ (as a CDN would, to any origin) and the shell's pages,
 * server-rendered through a render cache of its own, with its probes and metrics (docs/operations.md). It keeps no
 * state a second process would need: run as many as the traffic asks for, behind any load balancer, against one API.
 */
export async function startShellServer(options: ShellServerOptions): Promise<ShellServer> {
  const apiOrigin = new URL(options.apiUrl).origin;
  const readiness = newReadiness('starting');
  // the cache's counts are read at scrape time, once the renderer exists
  const metrics = shellMetrics({ readiness, cacheStats: () => render.stats() });
  const render = await shellRenderer({
    apiBase: options.apiUrl,
    imageCdn: options.imageCdn,
    now: options.now,
    quiet: options.quiet,
    origin: options.origin,
    cache: options.cache,
    onRender: (seconds, ok) => metrics.render(seconds, ok),
  });
  const files = staticHandler([
    { prefix: '/oriel/', dir: `${root}packages/elements/dist`, cors: true },
    { prefix: PINNED_LOADER_PATH, dir: `${root}packages/elements/dist`, cors: true },
    {
      prefix: '/',
      dir: `${root}packages/shell/dist`,
      fallback: 'index.html',
      transformHtml: options.transformHtml,
      pageHeaders: (nonce) => shellHeaders(apiOrigin, nonce, options.adminOrigin, options.imageCdn),
      render,
    },
  ]);
  const logger = options.logger ?? log;
  const ops = { readiness, metrics, metricsToken: options.metricsToken, demo: options.demo, logger };
  const server = await listen(
    createServer((req, res) => {
      if (answerOps(req, res, ops)) return;
      observeShellRequest(req, res, ops);
      files(req, res);
    }),
    options.port,
    options.host ?? 'localhost',
  );
  readiness.set('ready');
  return {
    server,
    render,
    readiness,
    metrics,
    shutdown(timeoutMs = SHUTDOWN_TIMEOUT_MS) {
      readiness.set('draining');
      return drain(server, timeoutMs);
    },
  };
}
