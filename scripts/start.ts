// `npm run demo` ends here (after install and build): starts the API, the shell, the demo site and the
// stand-in admin console of the live preview.
import { consoleWrite, createLogger, logFormat, setProcessLogger } from '../demo/api/src/ops/log';
import { startDemo } from './demo-servers';
import { buildDocsInBackground, docsStale } from './docs-build';

// one log for the demo's servers: readable lines in a terminal, JSON otherwise (ORIEL_LOG_FORMAT decides)
setProcessLogger(createLogger({ format: logFormat(process.env, process.stdout), write: consoleWrite, base: { service: 'oriel-demo' } }));

const port = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};

// the docs with live examples: built when older than their sources (scripts/docs-build.ts), not by `pnpm build`, and
// after the demo's URLs are printed, so the demo answers while they build
const docsToBuild = docsStale();
const demo = await startDemo({
  apiPort: port('ORIEL_API_PORT', 4310),
  shellPort: port('ORIEL_SHELL_PORT', 4311),
  sitePort: port('ORIEL_SITE_PORT', 4312),
  adminPort: port('ORIEL_ADMIN_PORT', 4313),
  docsPort: port('ORIEL_DOCS_PORT', 4314),
  docsBuilding: docsToBuild,
});
if (docsToBuild && demo.urls.docs) {
  const started = Date.now();
  buildDocsInBackground().then(
    () => console.log(`Docs ready:        ${demo.urls.docs}  (built in ${((Date.now() - started) / 1000).toFixed(0)} s)`),
    (e: unknown) => console.error(`The docs were not built, the demo runs without them: ${(e as Error).message}`),
  );
}
const stop = () => void demo.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
