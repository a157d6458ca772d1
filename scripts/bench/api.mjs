#!/usr/bin/env node
// Catalogue bench of the demo API on PostgreSQL (not a test, not part of `npm test`): `node scripts/bench/api.mjs`.
// For each size (availabilities; as many registrations, 1,000 activities: scripts/scale-seed.ts), a database grown to
// it, the API (demo/api/src/main.ts) in a process of its own on it, then each catalogue call timed against a trivial
// call (GET /api/organiser: one indexed row and the HTTP stack) measured in the same run: each sample is the trivial
// call, then the catalogue call, back to back, one request at a time, so a busy machine slows both alike. The table
// gives each call's median and p99 as a ratio to the trivial call's; the goal is every ratio <= 5 at 100,000, and the
// same ratio at 10,000 and 100,000 (flat).
//   BENCH_SIZES=10000,100000  BENCH_SAMPLES=40  BENCH_KEEP=1  ORIEL_TEST_PG_URL=postgres://… (else a throwaway server: scripts/postgres.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ensurePostgres } from '../postgres.mjs';
import { median } from './report.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const WARMUP = 3;
/** BENCH_KEEP=1: the grown databases stay for the next run, which takes them as they are (with ORIEL_TEST_PG_URL) */
const KEEP = process.env.BENCH_KEEP === '1';
/** The API's pinned instant: a Monday morning in Brussels; the week and month below are after it. */
const NOW = '2026-11-23T10:00:00+01:00';
const WEEK = 'after=2026-11-30T00:00:00%2B01:00&before=2026-12-07T00:00:00%2B01:00';
const MONTH = 'after=2026-12-01T00:00:00%2B01:00&before=2027-01-01T00:00:00%2B01:00';
const TRIVIAL = '/api/organiser';

/** The catalogue calls, as the widgets make them; `ids` are read from the API first (a catalog, a location…). */
const calls = (ids) => [
  ['list page 1 (cards)', '/api/availabilities?fields=card&limit=20&offset=0'],
  ['list page 1 (whole)', '/api/availabilities?limit=20&offset=0'],
  ['search', '/api/availabilities?fields=card&limit=20&search=robotique'],
  ['search, two words', '/api/availabilities?fields=card&limit=20&search=de%20robotique'],
  ['deep page (200)', '/api/availabilities?fields=card&limit=20&offset=3980'],
  ['status FULL', '/api/availabilities?fields=card&limit=20&status=FULL'],
  ['status OPEN,FULL', '/api/availabilities?fields=card&limit=20&status=OPEN,FULL'],
  ['started=true', '/api/availabilities?fields=card&limit=20&started=true'],
  ['catalog', `/api/availabilities?fields=card&limit=20&catalog=${ids.catalog}`],
  ['segment', `/api/availabilities?fields=card&limit=20&segment=${ids.segment}`],
  ['activity', `/api/availabilities?fields=card&limit=20&activity=${ids.activity}`],
  ['location', `/api/availabilities?fields=card&limit=20&location=${ids.location}`],
  ['period', `/api/availabilities?fields=card&limit=20&period=${ids.period}`],
  ['age', '/api/availabilities?fields=card&limit=20&age=7'],
  ['category', `/api/availabilities?fields=card&limit=20&category-${ids.group}=${ids.category}`],
  ['weekday', '/api/availabilities?fields=card&limit=20&weekday=2'],
  ['date', '/api/availabilities?fields=card&limit=20&date=2026-12-02'],
  ['after/before (a week)', `/api/availabilities?fields=card&limit=20&${WEEK}`],
  ['sort title', '/api/availabilities?fields=card&limit=20&sort=title'],
  ['sort -price', '/api/availabilities?fields=card&limit=20&sort=-price'],
  ['week calendar (1000 a page)', `/api/availabilities?fields=card&page_size=1000&page_number=1&${WEEK}`],
  ['calendar (a month)', `/api/availabilities/calendar?${MONTH}`],
  ['dates (a week)', `/api/availabilities/dates?${WEEK}`],
  ['activities page 1 (cards)', '/api/activities?fields=card&limit=20'],
  ['activities after now', '/api/activities?fields=card&limit=20&after=2026-11-23T09:00:00Z'],
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function psql(serverUrl, sql) {
  const r = spawnSync('psql', [serverUrl, '-q', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr || r.error?.message}`);
}

/** A database grown to `size` availabilities (its own: made again, unless BENCH_KEEP=1 finds it from a former run). */
function grownDatabase(serverUrl, size) {
  const name = `oriel_bench_${size}`;
  const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
  const drop = () => psql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (KEEP && spawnSync('psql', [url, '-c', 'SELECT 1'], { stdio: 'ignore' }).status === 0) return { url, drop: () => {} };
  drop();
  psql(serverUrl, `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`);
  // the project's tsx, run by this node: no pnpm needed on the PATH
  const r = spawnSync(process.execPath, [`${ROOT}node_modules/tsx/dist/cli.mjs`, 'scripts/scale-seed.ts', '--availabilities', String(size)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, ORIEL_NOW: NOW },
  });
  if (r.status !== 0) throw new Error('scale seed failed');
  return { url, drop: KEEP ? () => {} : drop };
}

/** The demo API in a process of its own, as it runs in production (no demo routes). */
async function startApi(databaseUrl) {
  const port = await freePort();
  // node itself (tsx as a loader), so that the one SIGTERM below reaches the API alone
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/api/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, ORIEL_NOW: NOW, ORIEL_API_PORT: String(port), ORIEL_DEMO: '0' },
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

/** One call's time in ms (the whole answer read) and its size in bytes. */
async function timed(base, path) {
  const start = performance.now();
  const res = await fetch(base + path);
  const body = await res.arrayBuffer();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${Buffer.from(body).toString()}`);
  return { ms, bytes: body.byteLength };
}

const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(0.99 * xs.length) - 1)];

async function ids(base) {
  const get = async (path) => (await (await fetch(base + path)).json()).data;
  const [catalogs, locations, periods, groups, activities] = await Promise.all([
    get('/api/catalogs'),
    get('/api/locations'),
    get('/api/availabilities/periods'),
    get('/api/categories'),
    get('/api/activities?limit=1&search=robotique'),
  ]);
  const group = groups.find((g) => g.categories.length) ?? groups[0];
  return {
    catalog: catalogs[0].id,
    // the demo's "Au Kauwberg" segment: availabilities at one location
    segment: 4,
    activity: activities[0].cuid,
    location: locations[0].cuid,
    period: periods[0].cuid,
    group: group.cuid,
    category: group.categories[0].cuid,
  };
}

/** Every call's samples at one size: {name: {ratio: {median, p99}, ms: {median, p99}, trivial, bytes}}. */
async function measure(base) {
  const list = calls(await ids(base));
  const out = {};
  for (const [name, path] of list) {
    const mine = [];
    const trivial = [];
    let bytes = 0;
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      // taking turns at going first, so neither always follows the other's garbage or cache misses
      const first = i % 2 ? TRIVIAL : path;
      const a = await timed(base, first);
      const b = await timed(base, first === TRIVIAL ? path : TRIVIAL);
      const [t, c] = first === TRIVIAL ? [a, b] : [b, a];
      bytes = c.bytes;
      if (i >= WARMUP) {
        trivial.push(t.ms);
        mine.push(c.ms);
      }
    }
    const m = { median: median(mine), p99: p99(mine) };
    const t = { median: median(trivial), p99: p99(trivial) };
    out[name] = { ms: m, trivial: t, ratio: { median: m.median / t.median, p99: m.p99 / t.p99 }, bytes };
    process.stdout.write(`  ${name}: ${m.median.toFixed(1)} ms (trivial ${t.median.toFixed(1)}), x${out[name].ratio.median.toFixed(1)}\n`);
  }
  return out;
}

const pg = await ensurePostgres();
if (!pg) process.exit(1);
const results = {};
try {
  for (const size of SIZES) {
    console.log(`\n[bench] ${size} availabilities`);
    const db = grownDatabase(pg.url, size);
    const api = await startApi(db.url);
    try {
      await sleep(200);
      results[size] = await measure(api.base);
    } finally {
      await api.stop();
      db.drop();
    }
  }
} finally {
  await pg.stop();
}
printTable(results);

function printTable(byS) {
  const sizes = Object.keys(byS).map(Number);
  const names = Object.keys(byS[sizes[0]]);
  const x = (n) => `${n.toFixed(1)}x`;
  const head = ['call', ...sizes.flatMap((s) => [`${s}: median`, 'p99', 'ms', 'KB']), ...(sizes.length > 1 ? ['growth'] : []), 'goal <= 5'];
  const rows = names.map((name) => {
    const last = byS[sizes.at(-1)][name];
    return [
      name,
      ...sizes.flatMap((s) => {
        const r = byS[s][name];
        return [x(r.ratio.median), x(r.ratio.p99), r.ms.median.toFixed(1), (r.bytes / 1024).toFixed(1)];
      }),
      ...(sizes.length > 1 ? [x(last.ratio.median / byS[sizes[0]][name].ratio.median)] : []),
      last.ratio.median <= 5 && last.ratio.p99 <= 5 ? 'PASS' : 'FAIL',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const trivial = sizes.map((s) => `${s}: median ${median(Object.values(byS[s]).map((r) => r.trivial.median)).toFixed(2)} ms`).join(', ');
  console.log(`\nCatalogue bench: ratio to GET ${TRIVIAL} (${trivial}), ${SAMPLES} samples a call, one request at a time`);
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('\ngrowth: the median ratio at the last size over the first (1.0x is flat)\n');
}
