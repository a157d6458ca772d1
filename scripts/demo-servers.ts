import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { envClock, type Clock } from '../demo/api/src/clock';
import { createDb } from '../demo/api/src/db/db';
import { optionsFromEnv } from '../demo/api/src/options';
import { startServer } from '../demo/api/src/server';
import { adminHeaders, docsMount, hostPageHeaders } from './page-headers';
import { startShellServer } from './shell-server';
import { serveStatic } from './static-server';

export interface DemoUrls {
  api: string;
  shell: string;
  site: string;
  loader: string;
  /** the stand-in admin console: the live preview harness (demo/admin) */
  admin: string;
  /** the integrator docs (the VitePress build of docs/, scripts/docs-build.ts); null: not served (no docsPort) */
  docs: string | null;
}

export interface DemoOptions {
  apiPort: number;
  shellPort: number;
  sitePort: number;
  /** the stand-in admin console (demo/admin), on an origin of its own */
  adminPort: number;
  /** the docs with their live examples (docs/.vitepress/dist), on an origin of their own; none: not served */
  docsPort?: number;
  /** the docs are being built while the demo starts (scripts/start.ts): said beside their URL */
  docsBuilding?: boolean;
  quiet?: boolean;
  /** the API's clock: the browser tests pass one pinned at their instant; else ORIEL_NOW or the real clock */
  clock?: Clock;
  /** demo routes (outbox, payment simulator): else ORIEL_DEMO, else on, except with DATABASE_URL (docs/security.md) */
  demo?: boolean;
}

const root = new URL('..', import.meta.url).pathname;

/** Where the demo's metrics are read (Prometheus text; docs/operations.md), and with which token. */
function metricsLine(urls: DemoUrls, demo: boolean, token: string | undefined): string {
  const where = `${urls.api}/metrics  ${urls.shell}metrics`;
  if (token) return `${where}  (curl -H "Authorization: Bearer $ORIEL_METRICS_TOKEN" …)`;
  return demo ? `${where}  (open in demo mode)` : 'off (set ORIEL_METRICS_TOKEN)';
}

/** What the docs' line of the demo's banner adds to their URL. */
function docsState(building: boolean | undefined, built: boolean): string {
  if (building) return '  (building: the demo answers meanwhile, "Docs ready" follows)';
  return built ? '' : '  (not built: pnpm exec tsx scripts/docs-build.ts)';
}

/**
 * The demo: the API with its seed, the hosted shell (which also serves the widget bundles as a CDN would,
 * to any origin), and the organiser's own site on another origin (127.0.0.1, not localhost) embedding
 * the loader by script tag.
 */
export async function startDemo(options: DemoOptions): Promise<{ urls: DemoUrls; demoAdminToken: string | null; close(): Promise<void> }> {
  // DATABASE_URL selects a real PostgreSQL, else an in-memory PGlite; ORIEL_NOW pins the clock
  const db = await createDb();
  const shellOrigin = `http://localhost:${options.shellPort}`;
  const siteOrigin = `http://127.0.0.1:${options.sitePort}`;
  // the live preview's admin console: a real one (ORIEL_ADMIN_ORIGIN), else the demo's stand-in, on another site
  const harnessOrigin = `http://127.0.0.1:${options.adminPort}`;
  const adminOrigin = new URL(process.env.ORIEL_ADMIN_ORIGIN?.trim() || harnessOrigin).origin;
  // the docs' live examples embed the widgets too: a storefront of the demo's own (their demo routes answer it)
  const docsDir = `${root}docs/.vitepress/dist`;
  const docsOrigin = options.docsPort ? `http://localhost:${options.docsPort}` : null;
  const env = optionsFromEnv(process.env, { demoByDefault: true });
  // e-mailed links may go back to the demo's own shell and site (and to ORIEL_STOREFRONT_ORIGINS), nowhere else
  const clock = options.clock ?? envClock();
  const api = await startServer({
    db,
    clock,
    port: options.apiPort,
    hostname: 'localhost',
    ...env,
    demo: options.demo ?? env.demo,
    storefrontOrigins: [shellOrigin, siteOrigin, ...(docsOrigin ? [docsOrigin] : []), ...(env.storefrontOrigins ?? [])],
  });
  const urls: DemoUrls = {
    api: api.url,
    shell: `${shellOrigin}/`,
    site: `${siteOrigin}/`,
    loader: `${shellOrigin}/oriel/oriel.js`,
    admin: `${harnessOrigin}/`,
    docs: docsOrigin && `${docsOrigin}/`,
  };
  const inject = (html: string, nonce: string) =>
    html
      .replaceAll('{{ORIEL_LOADER}}', urls.loader)
      .replaceAll('{{ORIEL_LOADER_ORIGIN}}', new URL(urls.loader).origin)
      .replaceAll('{{ORIEL_API}}', urls.api)
      .replaceAll('{{ORIEL_SHELL}}', urls.shell)
      .replaceAll('{{ORIEL_ADMIN_ORIGIN}}', adminOrigin)
      .replaceAll('{{NONCE}}', nonce);
  const apiOrigin = new URL(urls.api).origin;
  const demo = options.demo ?? env.demo ?? false;
  const shell = await startShellServer({
    apiUrl: urls.api,
    port: options.shellPort,
    origin: shellOrigin,
    adminOrigin,
    transformHtml: inject,
    now: () => clock.now().getTime(),
    quiet: options.quiet,
    metricsToken: env.metricsToken,
    demo,
  });
  const servers: Server[] = [
    shell.server,
    await serveStatic(
      [{ prefix: '/', dir: `${root}demo/site`, transformHtml: inject, pageHeaders: (nonce) => hostPageHeaders(apiOrigin, shellOrigin, nonce) }],
      options.sitePort,
      '127.0.0.1',
    ),
    await serveStatic(
      [{ prefix: '/', dir: `${root}demo/admin`, transformHtml: inject, pageHeaders: () => adminHeaders(apiOrigin, shellOrigin) }],
      options.adminPort,
      '127.0.0.1',
    ),
    // the docs' pages carry {{ORIEL_LOADER}} and {{ORIEL_API}} placeholders (docs/.vitepress/config.mts): one build, any ports
    ...(docsOrigin && options.docsPort
      ? [await serveStatic([docsMount(docsDir, { apiOrigin, loaderOrigin: shellOrigin, inject })], options.docsPort, 'localhost')]
      : []),
  ];
  if (!options.quiet) {
    console.log(`Oriel demo
  API:             ${urls.api}
  Hosted shell:    ${urls.shell}
  Organiser site:  ${urls.site}  (embeds ${urls.loader})
  Account area:    ${urls.shell}fr/account  and  ${urls.site}compte.html
  Live preview:    ${urls.admin}  (a stand-in admin console framing ${urls.shell}?preview=true)
  Docs:            ${urls.docs ?? 'not served'}${urls.docs ? docsState(options.docsBuilding, existsSync(`${docsDir}/index.html`)) : ''}
  Demo customers:  demo@oriel.test and alex@oriel.test, password demo-password
  Health:          ${urls.api}/healthz  ${urls.api}/readyz  ${urls.shell}healthz  ${urls.shell}readyz
  Metrics:         ${metricsLine(urls, demo, env.metricsToken)}`);
    if (api.demoAdminToken) {
      console.log(
        `  Demo outbox:     curl -H "Authorization: Bearer ${env.demoAdminToken ? '$ORIEL_DEMO_ADMIN_TOKEN' : api.demoAdminToken}" ${urls.api}/api/demo/outbox`,
      );
    } else {
      console.log('  Demo routes off (DATABASE_URL without ORIEL_DEMO=1): no outbox, no payment simulator');
    }
  }
  return {
    urls,
    demoAdminToken: api.demoAdminToken,
    async close() {
      await Promise.all(servers.map((s) => new Promise<void>((ok) => s.close(() => ok()))));
      await api.close();
      await db.close();
    },
  };
}
