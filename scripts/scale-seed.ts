// Grows the demo database of DATABASE_URL to a large organiser's catalogue (demo/api/src/seed/scale.ts), for the
// catalogue bench (scripts/bench/api.mjs) and for reading query plans. Migrates and seeds the demo first when the
// database is empty; ORIEL_NOW pins the instant the dates are spread around, as it does for the API.
//   DATABASE_URL=postgres://… pnpm exec tsx scripts/scale-seed.ts [--availabilities 100000] [--activities 1000] [--registrations 100000]
import { parseArgs } from 'node:util';
import { envClock } from '../demo/api/src/clock';
import { createDb } from '../demo/api/src/db/db';
import { migrate } from '../demo/api/src/db/migrate';
import { isSeeded, seed } from '../demo/api/src/seed/index';
import { growCatalogue } from '../demo/api/src/seed/scale';

const { values } = parseArgs({
  options: {
    availabilities: { type: 'string', default: '100000' },
    activities: { type: 'string', default: '1000' },
    registrations: { type: 'string' },
  },
});
const size = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name}: a whole number, not ${value}`);
  return n;
};
const availabilities = size('availabilities', values.availabilities);
const sizes = {
  availabilities,
  activities: size('activities', values.activities),
  // as many registrations as availabilities unless told
  registrations: size('registrations', values.registrations ?? String(availabilities)),
};

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL names the PostgreSQL database to grow (PGlite in memory would be lost at exit).');
  process.exit(2);
}
const started = Date.now();
const db = await createDb();
try {
  const clock = envClock();
  await migrate(db);
  if (!(await isSeeded(db))) await seed(db, clock);
  await db.transaction((tx) => growCatalogue(tx, clock.now(), sizes, (line) => console.log(`[scale-seed] ${line}`)));
  // fresh statistics, so the planner sees the catalogue as it now is
  await db.exec('VACUUM ANALYZE');
  const [counts] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM activities) AS activities, (SELECT count(*)::int FROM availabilities) AS availabilities,
       (SELECT count(*)::int FROM availability_dates) AS dates, (SELECT count(*)::int FROM registrations) AS registrations`,
  );
  console.log(`[scale-seed] ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
