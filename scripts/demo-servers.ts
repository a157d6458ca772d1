import type { Server } from 'node:http';
import { envClock, type Clock } from '../demo/api/src/clock';
import { createDb } from '../demo/api/src/db/db';
import { startServer } from '../demo/api/src/server';
import { serveStatic } from './static-server';

export interface DemoUrls {
  api: string;
  shell: string;
  site: string;
  loader: string;
}

export interface DemoOptions {
  apiPort: number;
  shellPort: number;
  sitePort: number;
  quiet?: boolean;
  /** the API's clock: the browser tests pass one pinned at their instant; else ORIEL_NOW or the real clock */
  clock?: Clock;
}

const root = new URL('..', import.meta.url).pathname;

/**
 * The demo: the API with its seed, the hosted shell (which also serves the widget bundles as a CDN would,
 * to any origin), and the organiser's own site on another origin (127.0.0.1, not localhost) embedding
 * the loader by script tag.
 */
export async function startDemo(options: DemoOptions): Promise<{ urls: DemoUrls; close(): Promise<void> }> {
  // DATABASE_URL selects a real PostgreSQL, else an in-memory PGlite; ORIEL_NOW pins the clock
  const db = await createDb();
  const api = await startServer({ db, clock: options.clock ?? envClock(), port: options.apiPort, hostname: 'localhost' });
  const shellOrigin = `http://localhost:${options.shellPort}`;
  const urls: DemoUrls = {
    api: api.url,
    shell: `${shellOrigin}/`,
    site: `http://127.0.0.1:${options.sitePort}/`,
    loader: `${shellOrigin}/oriel/oriel.js`,
  };
  const inject = (html: string) =>
    html.replaceAll('{{ORIEL_LOADER}}', urls.loader).replaceAll('{{ORIEL_API}}', urls.api);
  const servers: Server[] = [
    await serveStatic(
      [
        { prefix: '/oriel/', dir: `${root}packages/elements/dist`, cors: true },
        { prefix: '/', dir: `${root}packages/shell/dist`, fallback: 'index.html', transformHtml: inject },
      ],
      options.shellPort,
      'localhost',
    ),
    await serveStatic([{ prefix: '/', dir: `${root}demo/site`, transformHtml: inject }], options.sitePort, '127.0.0.1'),
  ];
  if (!options.quiet) {
    console.log(`Oriel demo
  API:             ${urls.api}
  Hosted shell:    ${urls.shell}
  Organiser site:  ${urls.site}  (embeds ${urls.loader})
  Demo customer:   demo@oriel.test / demo-password`);
  }
  return {
    urls,
    async close() {
      await Promise.all(servers.map((s) => new Promise<void>((ok) => s.close(() => ok()))));
      await api.close();
      await db.close();
    },
  };
}
