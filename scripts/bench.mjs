#!/usr/bin/env node
// Render benchmark (not a test, not part of `npm test`): the week calendar and the cards grid fed 1,000
// availabilities by a fake API, in Debian chromium. Needs the widget build: `pnpm build && pnpm bench`.
// Prints the median of 5 runs of the time from navigation start to the content being visible.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const RUNS = 5;
const COUNT = 1000;
const WEEK = ['2030-01-14', '2030-01-15', '2030-01-16', '2030-01-17', '2030-01-18', '2030-01-19', '2030-01-20'];
const dist = new URL('../packages/elements/dist/', import.meta.url).pathname;
if (!existsSync(join(dist, 'oriel.js'))) {
  console.error('No widget build: run `pnpm build` first.');
  process.exit(1);
}

/** 1,000 sessions spread over one week (Brussels is UTC+1 in January), 08:00 to 20:00 local. */
function availabilities() {
  return Array.from({ length: COUNT }, (_, i) => {
    const day = WEEK[i % 7];
    const minutes = 7 * 60 + ((i * 35) % (12 * 60)); // UTC
    const start = new Date(`${day}T00:00:00Z`).getTime() + minutes * 60_000;
    const iso = (ms) => new Date(ms).toISOString();
    const cuid = `bench${String(i).padStart(5, '0')}`;
    const status = i % 9 === 0 ? 'FULL' : 'OPEN';
    return {
      id: i + 1,
      cuid,
      status,
      start_at: iso(start),
      end_at: iso(start + 90 * 60_000),
      registrations_start_at: null,
      registrations_end_at: null,
      price: 1500 + (i % 10) * 100,
      deposit: 0,
      capacity: 12,
      registered: status === 'FULL' ? 12 : i % 12,
      age_minimum: 6,
      age_maximum: 12,
      location: { id: 1 + (i % 4), cuid: `loc${i % 4}`, name: `Lieu ${i % 4}`, title: `Salle ${i % 4}`, street: 'Rue du Parc', number: '1', postcode: '1000', city: 'Bruxelles' },
      activity: { id: 1 + (i % 25), cuid: `act${i % 25}`, title: `Activité ${i % 25}`, description: '<p>Banc d’essai.</p>', images: [], settings: { allow_registrations_after_start: false } },
      categories: [],
      dates: [{ id: i + 1, cuid: `d${cuid}`, start_at: iso(start), end_at: iso(start + 90 * 60_000), status, capacity: 12, registered: i % 12 }],
      questions: [],
      options: [],
    };
  });
}

/** The fake API: answers the calls the two widgets make; CORS for the page's origin. */
function fakeApi(items) {
  // pages like the demo API (page_number/page_size or limit/offset, at most 100)
  const page = (q) => {
    const size = Math.min(100, Number(q.get('page_size') ?? q.get('limit') ?? 20));
    const offset = q.has('offset') ? Number(q.get('offset')) : (Number(q.get('page_number') ?? 1) - 1) * size;
    return JSON.stringify({ data: items.slice(offset, offset + size), count: items.length });
  };
  return createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    res.setHeader('Content-Type', 'application/json');
    if (path === '/api/availabilities') return void res.end(page(url.searchParams));
    if (path === '/api/availabilities/calendar') return void res.end(JSON.stringify({ dates: WEEK.map((date) => ({ date })) }));
    if (path === '/api/session') return void res.end(JSON.stringify({ data: null }));
    if (path === '/api/carts/current') return void res.writeHead(401).end(JSON.stringify({ error: 'UNAUTHENTICATED' }));
    res.end(JSON.stringify({ data: [], count: 0 }));
  });
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.css': 'text/css' };

/** The static page and the widget bundles; the page marks its start and polls the shadow roots for content. */
function staticServer(apiBase) {
  const page = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Oriel bench</title>
<script>performance.mark('bench:start');</script>
<script async src="/oriel.js" data-api="${apiBase}" data-lang="fr"></script></head>
<body><oriel-schedule data-mode="week" data-layout="calendar" data-start-hour="8" data-end-hour="20"></oriel-schedule>
<oriel-cards data-kind="availabilities" data-columns="3" data-page-size="100"></oriel-cards>
<script>
  const seen = {};
  function check() {
    const week = document.querySelector('oriel-schedule')?.shadowRoot?.querySelectorAll('.o-week-cal-event').length ?? 0;
    const cards = document.querySelector('oriel-cards')?.shadowRoot?.querySelectorAll('.o-card:not(.o-card-skeleton)').length ?? 0;
    if (week > 0 && !seen.week) { seen.week = true; performance.mark('bench:week-visible'); }
    if (cards > 0 && !seen.cards) { seen.cards = true; performance.mark('bench:cards-visible'); }
    if (seen.week && seen.cards) {
      performance.measure('bench:week', 'bench:start', 'bench:week-visible');
      performance.measure('bench:cards', 'bench:start', 'bench:cards-visible');
      window.__bench = { week: performance.getEntriesByName('bench:week', 'measure')[0].duration, cards: performance.getEntriesByName('bench:cards', 'measure')[0].duration, events: week, cardCount: cards, total: performance.now() };
    } else requestAnimationFrame(check);
  }
  requestAnimationFrame(check);
</script></body></html>`;
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/' || path === '/index.html') return void res.writeHead(200, { 'Content-Type': TYPES['.html'] }).end(page);
    const file = normalize(join(dist, path));
    if (!file.startsWith(dist) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
}

const listen = (server) => new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server.address().port)));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const api = fakeApi(availabilities());
const apiPort = await listen(api);
const site = staticServer(`http://127.0.0.1:${apiPort}`);
const sitePort = await listen(site);
// the flags of test/e2e/browser.ts (docs/design.md §7)
const browser = await chromium.launch({
  executablePath: process.env.ORIEL_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) page.on('console', (m) => console.log('[page]', m.text())), page.on('pageerror', (e) => console.log('[err]', e.message)), page.on('requestfailed', (r) => console.log('[fail]', r.url()));
    await page.goto(`http://127.0.0.1:${sitePort}/?date=${WEEK[2]}`);
    await page.waitForFunction(() => window.__bench, null, { timeout: process.env.BENCH_DEBUG ? 8_000 : 60_000 }).catch(async (error) => {
      const state = await page.evaluate(() => ['oriel-schedule', 'oriel-cards'].map((tag) => `${tag}: ${document.querySelector(tag)?.shadowRoot?.innerHTML.replace(/<(?!div class="o-week-)[^>]*>/g, '').slice(0, 400) ?? 'no shadow root'} ${JSON.stringify(window.__bench ?? null)}`));
      throw new Error(`${error.message}\n${state.join('\n')}`);
    });
    runs.push(await page.evaluate(() => window.__bench));
    await context.close();
  }
} finally {
  await browser.close();
  api.close();
  site.close();
}
const ms = (n) => `${n.toFixed(0)} ms`;
console.log(`\nOriel render bench: ${COUNT} availabilities, ${RUNS} runs (navigation start to content visible)`);
console.log(`  week calendar (${runs[0].events} sessions, includes the 350 ms minimum loading display): median ${ms(median(runs.map((r) => r.week)))}`);
console.log(`  cards grid (${runs[0].cardCount} cards): median ${ms(median(runs.map((r) => r.cards)))}`);
console.log(`  runs: ${runs.map((r) => `${ms(r.week)}/${ms(r.cards)}`).join(', ')}\n`);
