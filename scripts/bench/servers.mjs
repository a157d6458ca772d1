// The bench's two origins: a fake API (instant answers, CORS) and a static site serving the pages, a snapshot of
// the widget build and FullCalendar's standalone bundle.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { card, WEEK } from './data.mjs';

/**
 * The fake API: answers the calls the two widgets make, and FullCalendar's JSON event feed. Under /slow/ it answers
 * the availabilities SLOW_MS late: the data then arrives once the week's 350 ms minimum loading display is over.
 */
export const SLOW_MS = 600;

export function fakeApi(items, fcEvents) {
  // pages like the demo API (page_number/page_size or limit/offset, at most 100; 1,000 within an after-before
  // range of at most 31 days)
  const page = (q) => {
    const span = Date.parse(q.get('before') ?? '') - Date.parse(q.get('after') ?? '');
    const max = span > 0 && span <= (31 * 24 + 1) * 3_600_000 ? 1000 : 100;
    const size = Math.min(max, Number(q.get('page_size') ?? q.get('limit') ?? 20));
    const offset = q.has('offset') ? Number(q.get('offset')) : (Number(q.get('page_number') ?? 1) - 1) * size;
    const data = items.slice(offset, offset + size);
    return JSON.stringify({ data: (q.get('fields') ?? '').split(',').includes('card') ? data.map(card) : data, count: items.length });
  };
  const fcBody = JSON.stringify(fcEvents);
  return createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://x');
    const slow = url.pathname.startsWith('/slow/');
    const path = slow ? url.pathname.slice(5) : url.pathname;
    res.setHeader('Content-Type', 'application/json');
    if (path === '/api/availabilities') return void setTimeout(() => res.end(page(url.searchParams)), slow ? SLOW_MS : 0);
    if (path === '/api/availabilities/calendar') return void res.end(JSON.stringify({ dates: WEEK.map((date) => ({ date })) }));
    if (path === '/api/session') return void res.end(JSON.stringify({ data: null }));
    if (path === '/api/carts/current') return void res.writeHead(401).end(JSON.stringify({ error: 'UNAUTHENTICATED' }));
    if (path === '/fc/events') return void res.end(fcBody);
    res.end(JSON.stringify({ data: [], count: 0 }));
  });
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.css': 'text/css' };

/**
 * Another agent's `pnpm build` empties packages/elements/dist while it runs: the bench serves a copy taken at
 * its start, so every run of one bench measures the same build.
 */
export function snapshotDist(dist) {
  if (!existsSync(join(dist, 'oriel.js'))) {
    console.error('No widget build: run `pnpm build` first.');
    process.exit(1);
  }
  const copy = mkdtempSync(join(tmpdir(), 'oriel-bench-'));
  cpSync(dist, copy, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  return { dir: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/** FullCalendar 6's standalone bundle (defines window.FullCalendar) and its French locale. */
export function fullCalendarFiles() {
  // the packages export only their modules: files are found beside their package.json
  const home = dirname(createRequire(import.meta.url).resolve('fullcalendar/package.json'));
  // @fullcalendar/core is fullcalendar's own dependency: resolved from there
  const core = dirname(createRequire(join(home, 'index.js')).resolve('@fullcalendar/core/package.json'));
  return { '/fc/index.global.min.js': join(home, 'index.global.min.js'), '/fc/fr.global.min.js': join(core, 'locales/fr.global.min.js') };
}

/** The pages (path -> html) and the widget build under /; FullCalendar's files under /fc/. */
export function staticServer(dir, pages, extraFiles) {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (pages[path]) return void res.writeHead(200, { 'Content-Type': TYPES['.html'] }).end(pages[path]);
    const file = extraFiles[path] ?? normalize(join(dir, path));
    if (!(extraFiles[path] || file.startsWith(dir)) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
}

export const listen = (server) => new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server.address().port)));
