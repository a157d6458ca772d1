// One hosted-shell process on its own, against an API running elsewhere (docs/operations.md): start as many as needed
// behind a load balancer. ORIEL_API_URL (required), ORIEL_SHELL_PORT (4311), ORIEL_SHELL_HOST (localhost),
// ORIEL_SHELL_ORIGIN (the public origin, else http://localhost:{port}), ORIEL_ADMIN_ORIGIN (the live preview's console),
// ORIEL_STOREFRONT_PROXY (the storefront proxy host visitors reach: the public origin when set), ORIEL_IMAGE_CDN (the
// host the API's images are served through),
// ORIEL_METRICS_TOKEN (/metrics; absent without it), ORIEL_LOG_FORMAT (json or pretty), ORIEL_SHUTDOWN_TIMEOUT_MS
// (10000), ORIEL_SHUTDOWN_DELAY_MS (0).
import { shutdownTimeout } from '../demo/api/src/ops/drain';
import { consoleWrite, createLogger, log, logFormat, setProcessLogger } from '../demo/api/src/ops/log';
import { stopOnSignals } from '../demo/api/src/ops/stop';
import { platformHosts } from './platform-hosts';
import { startShellServer } from './shell-server';

setProcessLogger(createLogger({ format: logFormat(process.env, process.stdout), write: consoleWrite, base: { service: 'oriel-shell' } }));
const apiUrl = process.env.ORIEL_API_URL?.trim();
if (!apiUrl || !/^https?:\/\//.test(apiUrl)) {
  log.error('ORIEL_API_URL must name the API, e.g. ORIEL_API_URL=http://localhost:4310');
  process.exit(2);
}
const metricsToken = process.env.ORIEL_METRICS_TOKEN || undefined;
if (metricsToken && metricsToken.length < 16) {
  log.error('ORIEL_METRICS_TOKEN: use at least 16 characters');
  process.exit(2);
}
const port = Number(process.env.ORIEL_SHELL_PORT ?? 4311);
const { storefrontProxy, imageCdn } = platformHosts(process.env, (message) => {
  log.error(message);
  process.exit(2);
});
const origin = storefrontProxy ?? (process.env.ORIEL_SHELL_ORIGIN?.trim() || `http://localhost:${port}`);
const adminOrigin = process.env.ORIEL_ADMIN_ORIGIN?.trim() || undefined;
const fill = (html: string) =>
  html
    .replaceAll('{{ORIEL_API}}', apiUrl)
    .replaceAll('{{ORIEL_ADMIN_ORIGIN}}', adminOrigin ?? '')
    .replaceAll('{{ORIEL_IMAGE_CDN}}', imageCdn ?? '');

const shell = await startShellServer({
  apiUrl,
  port,
  host: process.env.ORIEL_SHELL_HOST ?? 'localhost',
  origin,
  adminOrigin,
  imageCdn,
  transformHtml: fill,
  metricsToken,
});
const address = shell.server.address();
const url = `http://${process.env.ORIEL_SHELL_HOST ?? 'localhost'}:${typeof address === 'object' && address ? address.port : port}`;
log.info(`Oriel shell on ${url} (API ${apiUrl})`, {
  url,
  health: `${url}/healthz`,
  ready: `${url}/readyz`,
  metrics: metricsToken ? `${url}/metrics` : 'off (set ORIEL_METRICS_TOKEN)',
});
stopOnSignals({
  logger: log,
  readiness: shell.readiness,
  delayMs: Number(process.env.ORIEL_SHUTDOWN_DELAY_MS) || 0,
  drain: () => shell.shutdown(shutdownTimeout(process.env)),
  close: async () => {},
});
