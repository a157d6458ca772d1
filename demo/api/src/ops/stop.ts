import type { Logger } from './log';
import type { Readiness } from './readiness';

/** The database pool gets this long to close after a clean drain; the process exits either way. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * SIGTERM and SIGINT stop the process gracefully: not ready at once, `delayMs` more of serving (for a load balancer
 * to notice), then the drain (no new connection, requests in flight finish within the bound), then `close` (the
 * database pool). Exit 0 after a clean drain, 1 when requests had to be cut; a second signal exits at once. A crash
 * (an uncaught exception or rejection) is logged with its stack before the process exits 1.
 */
export function stopOnSignals(o: { logger: Logger; readiness: Readiness; delayMs: number; drain(): Promise<{ cut: number }>; close(): Promise<void> }): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      o.logger.warn('second stop signal: exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    o.readiness.set('draining');
    o.logger.info('stopping: not ready, draining requests in flight', { signal, delay_ms: o.delayMs });
    if (o.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, o.delayMs));
    const { cut } = await o.drain();
    if (cut > 0) {
      // the cut requests' transactions roll back when the process's connections close
      o.logger.error('stopped: connections cut at the shutdown bound', { cut });
      process.exit(1);
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([o.close(), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS)))]).catch((error: unknown) =>
      o.logger.warn('closing the database pool failed', {}, error),
    );
    clearTimeout(timer);
    o.logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('uncaughtException', (error) => {
    o.logger.error('crashed: uncaught exception', {}, error);
    process.exit(1);
  });
  process.on('unhandledRejection', (error) => {
    o.logger.error('crashed: unhandled rejection', {}, error);
    process.exit(1);
  });
}
