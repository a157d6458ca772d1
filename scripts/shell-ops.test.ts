import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../demo/api/src/clock';
import type { Db } from '../demo/api/src/db/db';
import { createPgliteDb } from '../demo/api/src/db/pglite';
import { createLogger } from '../demo/api/src/ops/log';
import { startServer, type RunningServer } from '../demo/api/src/server';
import { startShellServer, type ShellServer } from './shell-server';

// docs/operations.md: the hosted shell's probes, its metrics (render time, render cache) behind a token, its request
// log, and its stop. Needs the build (packages/shell/dist-server), as `npm test` makes it before this step.

const TOKEN = 'shell-metrics-token-0123456789';
let db: Db;
let api: RunningServer;
let shell: ShellServer;
let url: string;
const lines: string[] = [];

beforeAll(async () => {
  db = await createPgliteDb();
  api = await startServer({ db, clock: manualClock('2026-11-23T09:00:00.000Z'), demo: true });
  shell = await startShellServer({
    apiUrl: api.url,
    port: 0,
    host: '127.0.0.1',
    origin: 'http://shop.test',
    quiet: true,
    metricsToken: TOKEN,
    logger: createLogger({ format: 'json', write: (line) => void lines.push(line) }),
  });
  url = `http://127.0.0.1:${(shell.server.address() as { port: number }).port}`;
}, 120_000);
afterAll(async () => {
  await shell?.shutdown(1000);
  await api?.close();
  await db?.close();
});

const sample = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${series} `))
      ?.split(' ')[1] ?? NaN,
  );
const metrics = async () => (await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();

describe('the shell server as operated', () => {
  it('answers /healthz and /readyz, unlogged', async () => {
    expect([(await fetch(`${url}/healthz`)).status, await (await fetch(`${url}/readyz`)).json()]).toEqual([200, { status: 'ready' }]);
    expect(lines).toEqual([]);
  });

  it('counts renders, their time and the cache, and logs each request with its id', async () => {
    const first = await fetch(`${url}/fr/`, { headers: { 'X-Request-Id': 'edge-42' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Request-Id')).toBe('edge-42');
    expect(await first.text()).toContain('id="oriel-state"');
    expect((await fetch(`${url}/fr/`)).status).toBe(200);
    const text = await metrics();
    expect(sample(text, 'oriel_shell_render_cache_total{result="miss"}')).toBe(1);
    expect(sample(text, 'oriel_shell_render_cache_total{result="hit"}')).toBe(1);
    expect(sample(text, 'oriel_shell_render_duration_seconds_count{outcome="ok"}')).toBe(1);
    expect(sample(text, 'oriel_shell_http_requests_total{method="GET",route="page",status="200"}')).toBe(2);
    expect(sample(text, 'oriel_ready')).toBe(1);
    const events = lines.map((l) => JSON.parse(l));
    expect(events[0]).toMatchObject({ msg: 'request', request_id: 'edge-42', method: 'GET', route: 'page', status: 200 });
    expect(events[1].request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /metrics to its token only', async () => {
    for (const header of [undefined, 'Bearer wrong-token-0123456789', `Bearer ${TOKEN}0`]) {
      const res = await fetch(`${url}/metrics`, { headers: header ? { Authorization: header } : {} });
      expect(res.status, header).toBe(401);
      expect(await res.text()).not.toContain('oriel_shell');
    }
    const open = await startShellServer({ apiUrl: api.url, port: 0, host: '127.0.0.1', origin: 'http://shop.test', quiet: true });
    try {
      const res = await fetch(`http://127.0.0.1:${(open.server.address() as { port: number }).port}/metrics`);
      expect(res.status).toBe(404);
    } finally {
      await open.shutdown(1000);
    }
  });

  it('stops: not ready at once, no new connection, nothing cut', async () => {
    const stopping = shell.shutdown(5000);
    expect(shell.readiness.state).toBe('draining');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(await stopping).toEqual({ cut: 0 });
  });
});
