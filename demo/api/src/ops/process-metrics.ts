import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Registry } from './prometheus';

/**
 * What any Node.js service reports (the names client libraries use, so stock dashboards read them): start time,
 * CPU, memory, and the event loop's delay, the first sign of a process too busy to answer in time.
 */
export function processMetrics(registry: Registry, info: { service: string; version: string }): void {
  const started = Date.now() / 1000 - process.uptime();
  const loop = eventLoop();
  registry.gauge('oriel_build_info', 'The service, its version and Node.js version (always 1).', () => [
    { labels: { service: info.service, version: info.version, node: process.version }, value: 1 },
  ]);
  registry.gauge('process_start_time_seconds', 'When the process started, in seconds since the epoch.', () => [{ value: Math.round(started) }]);
  registry.counter('process_cpu_seconds_total', 'CPU time the process used, user and system.', () => {
    const { user, system } = process.cpuUsage();
    return [{ value: (user + system) / 1e6 }];
  });
  registry.gauge('process_resident_memory_bytes', 'Resident memory of the process.', () => [{ value: process.memoryUsage.rss() }]);
  registry.gauge('nodejs_heap_used_bytes', 'JavaScript heap in use.', () => [{ value: process.memoryUsage().heapUsed }]);
  registry.gauge('nodejs_eventloop_delay_p99_seconds', 'The 99th percentile of the event loop delay since the last scrape.', () => {
    const p99 = loop.percentile(99) / 1e9;
    loop.reset();
    return [{ value: Number.isFinite(p99) ? p99 : 0 }];
  });
}

let monitor: ReturnType<typeof monitorEventLoopDelay> | undefined;
/** One monitor for the process, however many servers it runs (the tests run several). */
function eventLoop() {
  if (!monitor) {
    monitor = monitorEventLoopDelay({ resolution: 20 });
    monitor.enable();
  }
  return monitor;
}
