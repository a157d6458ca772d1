import { fork, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { machineNow } from '../clock/pinned-date';
import { demoToken } from './api-fixtures';
import { apiNow, tokenKey } from './browser';
import type { AccessibilityResult, AuditJob } from './lighthouse-audit';
import { pagesForThisInstant, type PageToCheck } from './pages';

// Lighthouse's accessibility audits; its performance audits are a benchmark, not a test (scripts/bench/lighthouse.ts)
const urls = inject('urls');

let token: string;
beforeAll(async () => {
  token = await demoToken(urls.api);
});

/** What a Lighthouse run of this page needs before it loads: the API's clock and, behind sign-in, the token. */
async function jobFor(target: PageToCheck, mobile: boolean): Promise<AuditJob> {
  return {
    url: target.url,
    mobile,
    category: 'accessibility',
    // the page's clock is the machine's plus this offset: measured against the machine, not this worker's pinned Date
    clockOffsetMs: (await apiNow()).getTime() - machineNow(),
    ...(target.signedIn ? { storage: [tokenKey(urls.api), token] as [string, string] } : {}),
  };
}

/**
 * The accessibility audits run two at a time (the e2e project's maxConcurrency), each in a worker process with its
 * own browser (lighthouse-worker.ts): Lighthouse keeps its timing marks in process-wide state, so two audits cannot
 * share a process. An audit is mostly a page load, axe and Lighthouse's own work, none of it timed: 168 s for the 36
 * audits one at a time on this 2-core machine, 117 s two at a time, 96 s once the workers skip Lighthouse's machine
 * benchmark (lighthouse-worker.ts).
 */
class Workers {
  private readonly idle: ChildProcess[] = [];
  private readonly waiting: ((w: ChildProcess) => void)[] = [];
  private readonly all: ChildProcess[] = [];
  private next = 0;

  async start(count: number): Promise<void> {
    const url = new URL('./lighthouse-worker.ts', import.meta.url);
    await Promise.all(
      Array.from({ length: count }, async () => {
        const worker = fork(url, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
        this.all.push(worker);
        await new Promise<void>((resolve, reject) => {
          worker.once('message', () => resolve());
          worker.once('exit', (code) => reject(new Error(`the Lighthouse worker exited (${code}) before it was ready`)));
        });
        this.idle.push(worker);
      }),
    );
  }

  async run(job: AuditJob): Promise<AccessibilityResult> {
    const worker = this.idle.pop() ?? (await new Promise<ChildProcess>((resolve) => this.waiting.push(resolve)));
    const id = this.next++;
    try {
      return await new Promise<AccessibilityResult>((resolve, reject) => {
        const onMessage = (m: { id: number; result?: AccessibilityResult; error?: string }) => {
          if (m.id !== id) return;
          worker.off('message', onMessage);
          worker.off('exit', onExit);
          if (m.error) reject(new Error(m.error));
          else resolve(m.result!);
        };
        const onExit = (code: number | null) => reject(new Error(`the Lighthouse worker exited (${code}) during an audit`));
        worker.on('message', onMessage);
        worker.once('exit', onExit);
        worker.send({ id, job });
      });
    } finally {
      const waiter = this.waiting.shift();
      if (waiter) waiter(worker);
      else this.idle.push(worker);
    }
  }

  stop(): void {
    for (const worker of this.all) worker.disconnect();
  }
}

describe.concurrent('Lighthouse accessibility is 100 on every shell route and demo site page (issue 7.6)', async () => {
  const workers = new Workers();
  beforeAll(() => workers.start(2));
  afterAll(() => workers.stop());
  const pages = await pagesForThisInstant(urls, await apiNow());
  const phone = pages.filter((p) => p.name === 'shell ' || p.name === 'shell /cours' || p.name === 'shell /terrains' || p.name === 'site index.html');
  for (const [target, mobile] of [...pages.map((p) => [p, false] as const), ...phone.map((p) => [p, true] as const)]) {
    it(`${target.name}${mobile ? ' (phone, 390 px)' : ''}`, async () => {
      const { score, failures } = await workers.run(await jobFor(target, mobile));
      expect(failures.map((f) => `${f.id}: ${f.title}\n    ${f.items.join('\n    ')}`)).toEqual([]);
      expect(score).toBe(1);
    });
  }
});
