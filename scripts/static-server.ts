import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
  /** a server render of the page the URL names, into the HTML template (after transformHtml); null: the template */
  render?: (url: URL, template: string, nonce: string) => Promise<{ status: number; html: string } | null>;
}

/** The encodings the client takes, best first: brotli, then gzip (a `q=0` refuses one). */
export function acceptedEncodings(req: IncomingMessage): ('br' | 'gzip')[] {
  const header = String(req.headers['accept-encoding'] ?? '');
  const takes = (name: string) =>
    header.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token?.trim() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  return (['br', 'gzip'] as const).filter(takes);
}

/**
 * How long a file may be reused: hashed chunks and assets never change (a year, immutable); the loader `oriel.js`
 * keeps its name across releases, so caches ask again after 5 minutes; pages always revalidate.
 */
export function cacheControl(file: string): string {
  if (/[\\/](chunks|assets)[\\/]/.test(file)) return 'public, max-age=31536000, immutable';
  if (/[\\/]oriel\.js$/.test(file)) return 'public, max-age=300';
  return 'no-cache';
}

/** Types worth compressing; images other than SVG already are. */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/** Under about one packet, compression saves no round trip and costs the server a call. */
const MIN_COMPRESSED_SIZE = 1024;

const compressed = new Map<string, { mtimeMs: number; body: Buffer }>();

/** A file without a precompressed copy, compressed at its first request and kept in memory until it changes. */
function compressedOnce(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}`;
  const { mtimeMs } = statSync(file);
  const kept = compressed.get(key);
  if (kept?.mtimeMs === mtimeMs) return kept.body;
  const raw = readFileSync(file);
  const body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw, { level: 9 });
  compressed.set(key, { mtimeMs, body });
  return body;
}

/** Sent with every file: no MIME sniffing, no full URL in the Referer to other sites. */
const COMMON_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

/** A small static file server for the demo: the shell build, the widget bundles (as a CDN), the demo site. */
export function serveStatic(mounts: Mount[], port: number, host = 'localhost'): Promise<Server> {
  return listen(createServer(staticHandler(mounts)), port, host);
}

/** Starts `server` on the port and host; resolves once it listens. */
export function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

/** The request handler of serveStatic, for a server that answers a few paths of its own first (the shell's probes). */
export function staticHandler(mounts: Mount[]): (req: IncomingMessage, res: ServerResponse) => void {
  const roots = mounts.map((m) => ({ ...m, dir: resolve(m.dir) })).sort((a, b) => b.prefix.length - a.prefix.length);
  return (req, res) => {
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
    res.setHeader('Cache-Control', cacheControl(file));
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'Accept-Encoding');
    const encodings = acceptedEncodings(req);
    if (type.startsWith('text/html') && (mount.transformHtml || mount.pageHeaders || mount.render)) {
      const nonce = randomBytes(16).toString('base64');
      for (const [k, v] of Object.entries(mount.pageHeaders?.(nonce) ?? {})) res.setHeader(k, v);
      import('node:fs/promises').then(
        async ({ readFile }) => {
          const raw = await readFile(file, 'utf8');
          const template = mount.transformHtml ? mount.transformHtml(raw, nonce) : raw;
          const rendered = req.method === 'GET' ? await mount.render?.(url, template, nonce) : null;
          if (rendered) res.statusCode = rendered.status;
          const html = Buffer.from(rendered?.html ?? template);
          // each answer differs (its nonce): compressed as it goes, quickly
          const encoding = encodings[0];
          if (encoding) res.setHeader('Content-Encoding', encoding);
          res.end(
            encoding === 'br'
              ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
              : encoding === 'gzip'
                ? gzipSync(html, { level: 6 })
                : html,
          );
        },
        () => res.writeHead(500).end(),
      );
      return;
    }
    // the build's precompressed copy (scripts/precompress.mjs) in the best encoding the client takes
    const suffix = { br: '.br', gzip: '.gz' } as const;
    const encoded = encodings.find((e) => existsSync(file + suffix[e]));
    if (encoded) {
      res.setHeader('Content-Encoding', encoded);
      file += suffix[encoded];
    } else if (encodings[0] && COMPRESSIBLE.test(type) && statSync(file).size >= MIN_COMPRESSED_SIZE) {
      // a text file no build compressed (the demo site's own stylesheet and scripts), as an organiser's host would
      res.setHeader('Content-Encoding', encodings[0]);
      return void res.end(compressedOnce(file, encodings[0]));
    }
    createReadStream(file).pipe(res);
  };
}
