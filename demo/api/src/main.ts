import { envClock } from './clock';
import { createDb } from './db/db';
import { optionsFromEnv } from './options';
import { startServer } from './server';

// `pnpm --filter @oriel/demo-api start`: PORT/ORIEL_API_PORT (4310), DATABASE_URL (else in-memory PGlite), ORIEL_NOW, PUBLIC_URL,
// and the options of docs/security.md: ORIEL_DEMO (off here unless 1), ORIEL_DEMO_ADMIN_TOKEN, ORIEL_STOREFRONT_ORIGINS,
// ORIEL_TRUST_PROXY.
const port = Number(process.env.ORIEL_API_PORT ?? process.env.PORT ?? 4310);
const options = optionsFromEnv(process.env, { demoByDefault: false });
const db = await createDb();
const clock = envClock();
const server = await startServer({ db, clock, port, hostname: process.env.ORIEL_API_HOST ?? '127.0.0.1', ...options });
console.log(`Oriel demo API listening on ${server.url} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'}, now ${clock.now().toISOString()})`);
if (server.demoAdminToken) {
  console.log(`Demo mode: /api/demo/outbox and /pay/*; outbox token ${options.demoAdminToken ? 'from ORIEL_DEMO_ADMIN_TOKEN' : server.demoAdminToken}`);
}

const stop = async () => {
  await server.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
