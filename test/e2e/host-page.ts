import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { HOST_PAGE_PORTS } from './host-origins';

/** A minimal host document around `body`. */
export const hostDocument = (body: string, lang = 'fr'): string =>
  `<!doctype html><html lang="${lang}"><head><title>host</title></head><body>${body}</body></html>`;

export interface HostPages {
  /** Serves this HTML at `path` (query strings ignored), with this Content-Security-Policy if any. */
  serve(path: string, html: string, csp?: string): void;
  /** Serves a file of the host's own (a script its bundler wrote) at `path`, as `type`. */
  file(path: string, body: string, type: string): void;
  /** Serves this HTML at a path of its own and returns its address (once the server listens). */
  page(html: string, csp?: string): string;
  /** The address of `path` on this machine; only once the server listens (in a test, or a later beforeAll). */
  url(path?: string): string;
}

/**
 * Integrator's pages written by the test, served from loopback for the tests of the calling suite, like the demo site:
 * a page fulfilled by page.route counts as a public address, which Chrome forbids to load the loopback widgets server
 * from ("Local Network Access"). Unknown paths answer 404.
 */
export function useHostPages(): HostPages {
  const pages = new Map<string, { html: string; csp?: string; type?: string }>();
  let server: Server | undefined;
  let origin = '';
  let served = 0;
  beforeAll(async () => {
    const s = createServer((req, res) => {
      const page = pages.get(new URL(req.url ?? '/', 'http://h').pathname);
      if (!page) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...(page.csp ? { 'content-security-policy': page.csp } : {}) });
      res.end(page.html);
    });
    server = s;
    // one of the ports the API knows as embedding pages (global-setup.ts): a checkout's return_url must be one of them
    for (const port of HOST_PAGE_PORTS) {
      const listening = await new Promise<boolean>((ok) => {
        s.once('error', () => ok(false));
        s.listen(port, '127.0.0.1', () => ok(true));
      });
      if (listening) break;
    }
    if (!s.listening) throw new Error(`no free host page port among ${HOST_PAGE_PORTS.join(', ')}`);
    origin = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => (server ? server.close(() => ok()) : ok())));
  const url = (path = '/') => {
    if (!origin) throw new Error('the host pages server is not listening yet');
    return origin + path;
  };
  return {
    serve: (path, html, csp) => void pages.set(path, { html, csp }),
    file: (path, body, type) => void pages.set(path, { html: body, type }),
    page: (html, csp) => {
      const path = `/page-${served++}.html`;
      pages.set(path, { html, csp });
      return url(path);
    },
    url,
  };
}
