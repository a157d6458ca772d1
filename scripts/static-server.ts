import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

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
  /** rewrite HTML before sending (inject the demo URLs) */
  transformHtml?: (html: string) => string;
}

/** A small static file server for the demo: the shell build, the widget bundles (as a CDN), the demo site. */
export function serveStatic(mounts: Mount[], port: number, host = 'localhost'): Promise<Server> {
  const roots = mounts.map((m) => ({ ...m, dir: resolve(m.dir) })).sort((a, b) => b.prefix.length - a.prefix.length);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const mount = roots.find((m) => url.pathname.startsWith(m.prefix));
    if (!mount) return void res.writeHead(404).end('Not found');
    if (mount.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    let rel = decodeURIComponent(url.pathname.slice(mount.prefix.length));
    let file = normalize(join(mount.dir, rel));
    if (!file.startsWith(mount.dir)) return void res.writeHead(403).end('Forbidden');
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
    if (type.startsWith('text/html') && mount.transformHtml) {
      import('node:fs/promises').then(async ({ readFile }) => {
        res.end(mount.transformHtml!(await readFile(file, 'utf8')));
      });
      return;
    }
    createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}
