import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

export interface Mount {
  /** URL prefix, e.g. "/oriel/" */
  prefix: string;
  dir: string;
  /** answer unknown paths with this file (single-page app fallback) */
  fallback?: string;
  /** allow any origin: the widget chunks are served like a CDN to other sites */
  cors?: boolean;
  /** rewrite HTML before sending (inject the demo URLs, and `{{NONCE}}`: this answer's CSP nonce) */
  transformHtml?: (html: string, nonce: string) => string;
  /** response headers of HTML pages (Content-Security-Policy with this answer's nonce, …) */
  pageHeaders?: (nonce: string) => Record<string, string>;
}

/** Sent with every file: no MIME sniffing, no full URL in the Referer to other sites. */
const COMMON_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

/** A small static file server for the demo: the shell build, the widget bundles (as a CDN), the demo site. */
export function serveStatic(mounts: Mount[], port: number, host = 'localhost'): Promise<Server> {
  const roots = mounts.map((m) => ({ ...m, dir: resolve(m.dir) })).sort((a, b) => b.prefix.length - a.prefix.length);
  const server = createServer((req, res) => {
    for (const [k, v] of Object.entries(COMMON_HEADERS)) res.setHeader(k, v);
    const url = new URL(req.url ?? '/', 'http://x');
    const mount = roots.find((m) => url.pathname.startsWith(m.prefix));
    if (!mount) return void res.writeHead(404).end('Not found');
    if (mount.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    let rel: string;
    try {
      rel = decodeURIComponent(url.pathname.slice(mount.prefix.length));
    } catch {
      return void res.writeHead(400).end('Bad request'); // a malformed %-escape, not a crash
    }
    let file = normalize(join(mount.dir, rel));
    // inside the folder itself: `dist` must not also serve its sibling `dist-x`
    if (file !== mount.dir && !file.startsWith(mount.dir + sep)) return void res.writeHead(403).end('Forbidden');
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      if (!mount.fallback || extname(rel)) return void res.writeHead(404).end('Not found');
      file = join(mount.dir, mount.fallback);
      rel = mount.fallback;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // hashed chunks never change; the loader and pages must be revalidated (docs/design.md §1 production notes)
    const immutable = /[\\/]chunks[\\/]|[\\/]assets[\\/]/.test(file);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Content-Type', type);
    if (type.startsWith('text/html') && (mount.transformHtml || mount.pageHeaders)) {
      const nonce = randomBytes(16).toString('base64');
      for (const [k, v] of Object.entries(mount.pageHeaders?.(nonce) ?? {})) res.setHeader(k, v);
      import('node:fs/promises').then(async ({ readFile }) => {
        const html = await readFile(file, 'utf8');
        res.end(mount.transformHtml ? mount.transformHtml(html, nonce) : html);
      }, () => res.writeHead(500).end());
      return;
    }
    createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}
