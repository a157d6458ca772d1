import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openContext, useBrowser, watchErrors } from './browser';

// The hosted shell as it runs in production: its own processes (scripts/serve-shell.ts), two of them behind a load
// balancer (here a round-robin proxy), against one API. Each process keeps its own render cache, and nothing a
// visitor does depends on which one answers.

const urls = inject('urls');
const browser = useBrowser();
const shells: { process: ChildProcess; url: string }[] = [];
let balancer: Server;
let front: string;
const served: string[] = [];

/** One shell process on a free port; resolves with its URL once it listens. */
function startShell(): Promise<{ process: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-shell.ts'], {
    env: { ...process.env, ORIEL_API_URL: urls.api, ORIEL_SHELL_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const m = /Oriel shell on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ process: child, url: m[1]! });
    });
    child.once('exit', (code) => reject(new Error(`the shell process exited (${code}) before listening: ${out}`)));
  });
}

beforeAll(async () => {
  shells.push(...(await Promise.all([startShell(), startShell()])));
  // each process renders a first page before visitors come, as a rollout's warm-up would: a cold process's first
  // render loads its route modules, which on a busy machine outlasts the render's time limit (the bare page answers)
  await Promise.all(shells.map(async (s) => (await fetch(`${s.url}/fr`)).text()));
  let next = 0;
  // the load balancer: each request to the next process in turn
  balancer = createServer((req, res) => {
    const target = new URL(req.url ?? '/', shells[next++ % shells.length]!.url);
    served.push(target.origin);
    const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((ok) => balancer.listen(0, '127.0.0.1', ok));
  front = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((ok) => balancer?.close(() => ok()));
  for (const s of shells) s.process.kill('SIGTERM');
});

const serverRendered = (html: string) => html.includes('<script type="application/json" id="oriel-state">');

describe('two shell processes behind a load balancer', () => {
  it('both answer server-rendered pages, the same page from either', async () => {
    served.length = 0;
    const pages = await Promise.all([0, 1, 2, 3].map(async () => (await fetch(`${front}/fr`)).text()));
    expect(new Set(served).size).toBe(2);
    for (const html of pages) expect(serverRendered(html)).toBe(true);
    const main = (html: string) => html.slice(html.indexOf('<div id="app">'), html.indexOf('<script type="application/json"'));
    expect(new Set(pages.map(main)).size).toBe(1);
  });

  it('fifty visitors at once: every answer is the server-rendered page, none the bare fallback', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await fetch(`${front}/fr/cours`);
        return { status: res.status, html: await res.text() };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((a) => !serverRendered(a.html))).toHaveLength(0);
  });

  it('a visitor browses through either process and the page works: served, taken over, no error', async () => {
    const context = await openContext(browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    served.length = 0;
    await page.goto(`${front}/fr`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new Set(served).size).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
