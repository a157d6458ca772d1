// A process of its own that runs accessibility audits for lighthouse.test.ts, one at a time, in its own browser.
// Lighthouse keeps its timing marks in process-wide state, so two audits at once need two processes.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { accessibilityOf, audit, type AuditJob } from './lighthouse-audit';

const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
await skipMachineBenchmark();
process.on('message', async ({ id, job }: { id: number; job: AuditJob }) => {
  try {
    process.send!({ id, result: accessibilityOf(await audit(browser, job)) });
  } catch (e) {
    process.send!({ id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
process.on('disconnect', () => void browser.close().finally(() => process.exit(0)));
process.send!({ ready: true });

/**
 * Lighthouse starts every run with a second of busy loops in the page (`computeBenchmarkIndex`) to rate the machine,
 * for its performance figures only: in this process, which audits accessibility alone, the DevTools session answers
 * that call with Lighthouse's own "typical desktop" index instead of running it (45 audits: 45 s of CPU a run).
 */
async function skipMachineBenchmark(): Promise<void> {
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  const proto = Object.getPrototypeOf(session) as { send: (method: string, ...rest: unknown[]) => Promise<unknown> };
  await session.detach();
  await page.close();
  const send = proto.send;
  proto.send = function (this: unknown, method: string, ...rest: unknown[]) {
    const params = rest[0] as { expression?: string } | undefined;
    if (method === 'Runtime.evaluate' && params?.expression?.includes('computeBenchmarkIndex'))
      return Promise.resolve({ result: { type: 'number', value: 1000 } });
    return send.call(this, method, ...rest);
  };
}
