// A process of its own that runs accessibility audits for lighthouse.test.ts, one at a time, in its own browser.
// Lighthouse keeps its timing marks in process-wide state, so two audits at once need two processes.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { accessibilityOf, audit, type AuditJob } from './lighthouse-audit';

const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
process.on('message', async ({ id, job }: { id: number; job: AuditJob }) => {
  try {
    process.send!({ id, result: accessibilityOf(await audit(browser, job)) });
  } catch (e) {
    process.send!({ id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
process.on('disconnect', () => void browser.close().finally(() => process.exit(0)));
process.send!({ ready: true });
