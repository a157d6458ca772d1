// Shell pages under a rush (not a test, not part of `npm test`): waves of 10 and 50 concurrent visitors on the hosted
// shell's server-rendered pages, each figure as a ratio to a static file served by the same server in the same run,
// with the render cache on (as served) and off (every visitor renders). The API runs in a process of its own, as in
// production (docs/operations.md). Needs the build: `pnpm build && pnpm exec tsx scripts/bench/shell-load.ts`.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { startShellServer } from '../shell-server';

const WAVES = Number(process.env.WAVES ?? 5);
const PAGES = ['/fr', '/fr/cours', '/fr/stages'];
const STATIC = '/oriel/oriel.js';

function startApi(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/api/src/main.ts'], {
    env: { ...process.env, ORIEL_API_PORT: '0', ORIEL_NOW: process.env.ORIEL_NOW ?? '2026-12-02T09:00:00+01:00' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, stop: () => child.kill('SIGTERM') });
    });
  });
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/** `concurrency` visitors at once, WAVES times: each answer's time, and how many were server-rendered. */
async function waves(base: string, path: string, concurrency: number) {
  const times: number[] = [];
  let rendered = 0;
  for (let w = 0; w < WAVES; w++) {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const t = performance.now();
        const body = await (await fetch(base + path)).text();
        times.push(performance.now() - t);
        if (body.includes('id="oriel-state"')) rendered++;
      }),
    );
  }
  return { median: quantile(times, 0.5), p99: quantile(times, 0.99), rendered: rendered / times.length };
}

const api = await startApi();
const rows: string[][] = [];
for (const [label, cache] of [
  ['cache on', {}],
  ['cache off', { freshMs: 0, staleMs: 0, maxRenders: Number.POSITIVE_INFINITY, failureBackoffMs: 0 }],
] as const) {
  const { server } = await startShellServer({ apiUrl: api.url, port: 0, origin: 'http://localhost', quiet: true, cache });
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  await fetch(base + '/fr'); // the server's first render loads its bundle
  for (const concurrency of [10, 50]) {
    const file = await waves(base, STATIC, concurrency);
    for (const path of PAGES) {
      const page = await waves(base, path, concurrency);
      rows.push([
        label,
        String(concurrency),
        path,
        `${page.median.toFixed(1)} ms`,
        `${(page.median / file.median).toFixed(1)}x`,
        `${(page.p99 / file.p99).toFixed(1)}x`,
        `${Math.round(page.rendered * 100)} %`,
      ]);
    }
  }
  await new Promise<void>((ok) => server.close(() => ok()));
}
api.stop();
const head = ['render cache', 'visitors', 'page', 'median', 'median / static', 'p99 / static', 'server-rendered'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const r of [head, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
process.exit(0);
