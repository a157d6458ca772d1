import type { Server } from 'node:http';
import { shellHeaders } from './page-headers';
import type { RenderCacheOptions } from './render-cache';
import { shellRenderer } from './shell-ssr';
import { serveStatic } from './static-server';

export interface ShellServerOptions {
  /** the API the pages and their server render call */
  apiUrl: string;
  port: number;
  host?: string;
  /** the storefront's public origin (absolute alternate links); behind a load balancer, its address */
  origin: string;
  /** the admin console allowed to frame the shell (live preview) */
  adminOrigin?: string;
  /** {{…}} placeholders of the built pages (the demo's loader and API URLs) */
  transformHtml?: (html: string, nonce: string) => string;
  /** the render's clock (the API's, in the demo) */
  now?: () => number;
  quiet?: boolean;
  /** the render cache's lifetimes and limits (render-cache.ts; the bench turns it off to compare) */
  cache?: Partial<RenderCacheOptions>;
}

const root = new URL('..', import.meta.url).pathname;

/**
 * The hosted shell's server: the widget bundles under /oriel/ (as a CDN would, to any origin) and the shell's pages,
 * server-rendered through a render cache of its own. It keeps no state a second process would need: run as many as
 * the traffic asks for, behind any load balancer, against one API (docs/operations.md).
 */
export async function startShellServer(options: ShellServerOptions): Promise<{ server: Server; render: Awaited<ReturnType<typeof shellRenderer>> }> {
  const apiOrigin = new URL(options.apiUrl).origin;
  const render = await shellRenderer({ apiBase: options.apiUrl, now: options.now, quiet: options.quiet, origin: options.origin, cache: options.cache });
  const server = await serveStatic(
    [
      { prefix: '/oriel/', dir: `${root}packages/elements/dist`, cors: true },
      {
        prefix: '/',
        dir: `${root}packages/shell/dist`,
        fallback: 'index.html',
        transformHtml: options.transformHtml,
        pageHeaders: (nonce) => shellHeaders(apiOrigin, nonce, options.adminOrigin),
        render,
      },
    ],
    options.port,
    options.host ?? 'localhost',
  );
  return { server, render };
}
