// One hosted-shell process on its own, against an API running elsewhere (docs/operations.md): start as many as needed
// behind a load balancer. ORIEL_API_URL (required), ORIEL_SHELL_PORT (4311), ORIEL_SHELL_HOST (localhost),
// ORIEL_SHELL_ORIGIN (the public origin, else http://localhost:{port}), ORIEL_ADMIN_ORIGIN (the live preview's console).
import { startShellServer } from './shell-server';

const apiUrl = process.env.ORIEL_API_URL?.trim();
if (!apiUrl || !/^https?:\/\//.test(apiUrl)) {
  console.error('ORIEL_API_URL must name the API, e.g. ORIEL_API_URL=http://localhost:4310');
  process.exit(2);
}
const port = Number(process.env.ORIEL_SHELL_PORT ?? 4311);
const origin = process.env.ORIEL_SHELL_ORIGIN?.trim() || `http://localhost:${port}`;
const adminOrigin = process.env.ORIEL_ADMIN_ORIGIN?.trim() || undefined;
const fill = (html: string) => html.replaceAll('{{ORIEL_API}}', apiUrl).replaceAll('{{ORIEL_ADMIN_ORIGIN}}', adminOrigin ?? '');

const { server } = await startShellServer({ apiUrl, port, host: process.env.ORIEL_SHELL_HOST ?? 'localhost', origin, adminOrigin, transformHtml: fill });
const address = server.address();
console.log(
  `Oriel shell on http://${process.env.ORIEL_SHELL_HOST ?? 'localhost'}:${typeof address === 'object' && address ? address.port : port} (API ${apiUrl})`,
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
