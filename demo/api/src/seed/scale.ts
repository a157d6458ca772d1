import type { Db } from '../db/db';
import { ACTIVITIES } from './content';

/**
 * A large organiser's catalogue on top of the demo seed, for the catalogue bench (scripts/bench/api.mjs) and for
 * reading query plans: each table grows to the size asked (totals, the demo's own rows included), in a handful of
 * INSERT … SELECT generate_series statements. Deterministic: every value derives from the row's index and `now`.
 *
 * Shape: availabilities spread evenly over a year back and a year ahead of `now` at local hours of the organiser's
 * zone, one in seven a five-day camp (five dates), the rest one session; one in fifty CLOSED and one in fifty OVERLAP;
 * one in five unlimited. One in twenty-five limited availabilities is filled to its capacity (FULL), the other
 * registrations are spread over all of them, one in twenty of those cancelled. 300 open carts hold a place for ten more
 * minutes, 300 others hold expired items. Activity titles combine a kind and a theme ("Atelier de robotique 42"), so a
 * theme matches one activity in forty.
 */
export interface ScaleSizes {
  availabilities: number;
  activities: number;
  registrations: number;
}

const KINDS = ['Atelier', 'Cours', 'Stage', 'Initiation', 'Club', 'Découverte', 'Studio', 'Laboratoire'];
const THEMES = [
  'poterie',
  'théâtre',
  'danse',
  'peinture',
  'cuisine',
  'robotique',
  'échecs',
  'natation',
  'guitare',
  'chant',
  'escalade',
  'judo',
  'photo',
  'couture',
  'jardinage',
  'astronomie',
  'magie',
  'cirque',
  'origami',
  'sculpture',
  'piano',
  'violon',
  'tennis',
  'yoga',
  'football',
  'basket',
  'voile',
  'équitation',
  'codage',
  'sciences',
  'dessin',
  'bande dessinée',
  'cinéma',
  'radio',
  'impro',
  'mosaïque',
  'vannerie',
  'tricot',
  'ornithologie',
  'géologie',
];
const CITIES = ['Bruxelles', 'Ixelles', 'Uccle', 'Etterbeek', 'Schaerbeek', 'Anderlecht', 'Forest', 'Jette', 'Evere', 'Woluwe'];
/** Added locations, beside the demo's three. */
const EXTRA_LOCATIONS = 37;
const CUSTOMERS = 2000;
const CARTS = 300;

type Log = (line: string) => void;

const countOf = async (db: Db, sql: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n;

/** Grows the seeded demo organiser's catalogue to `sizes` (never shrinks it). */
export async function growCatalogue(db: Db, now: Date, sizes: ScaleSizes, log: Log = () => {}): Promise<void> {
  const [organiser] = await db.query<{ id: number; timezone: string }>('SELECT id, timezone FROM organisers ORDER BY id LIMIT 1');
  if (!organiser) throw new Error('seed the demo first: the catalogue grows the first organiser');
  const { id: org, timezone: tz } = organiser;
  const step = async (what: string, sql: string, params: unknown[] = []) => {
    const started = Date.now();
    await db.query(sql, params);
    log(`${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };

  if ((await countOf(db, "locations WHERE cuid LIKE 'scaleloc%'")) === 0) {
    await step(
      `${EXTRA_LOCATIONS} locations`,
      `INSERT INTO locations (organiser_id, cuid, name, title, street, number, postcode, city, latitude, longitude)
       SELECT $1, 'scaleloc' || lpad(i::text, 4, '0'), 'Salle ' || i, 'Salle communale ' || i, 'Rue des Ateliers', i::text,
         (1000 + 10 * (i % 20))::text, ($2::text[])[1 + i % array_length($2::text[], 1)], 50.8 + i / 1000.0, 4.35 + i / 1000.0
       FROM generate_series(1, $3::int) i`,
      [org, CITIES, EXTRA_LOCATIONS],
    );
  }

  const activities = sizes.activities - (await countOf(db, 'activities'));
  if (activities > 0) {
    const first = (await countOf(db, "activities WHERE cuid LIKE 'scaleact%'")) + 1;
    await step(
      `${activities} activities`,
      `INSERT INTO activities (organiser_id, cuid, title, description, images, default_capacity, default_price)
       SELECT $1, 'scaleact' || lpad(i::text, 6, '0'),
         ($2::text[])[1 + i % array_length($2::text[], 1)] || ' de ' || ($3::text[])[1 + (i / 8) % array_length($3::text[], 1)] || ' ' || i,
         '<p>Une activité du grand catalogue.</p>', jsonb_build_array(jsonb_build_object('id', 1, 'name', 'activity-' || ($6::text[])[1 + i % array_length($6::text[], 1)])),
         12, 1500
       FROM generate_series($4::int, $4::int + $5::int - 1) i`,
      [org, KINDS, THEMES, first, activities, ACTIVITIES.map((a) => a.key)],
    );
    await step(
      'their catalogs and categories',
      `INSERT INTO activity_catalogs (activity_id, catalog_id)
       SELECT act.id, (SELECT array_agg(id ORDER BY id) FROM catalogs)[1 + act.id % (SELECT count(*)::int FROM catalogs)]
       FROM activities act WHERE act.cuid LIKE 'scaleact%' AND NOT EXISTS (SELECT 1 FROM activity_catalogs ac WHERE ac.activity_id = act.id)`,
    );
    await db.query(
      `INSERT INTO activity_categories (activity_id, category_id)
       SELECT act.id, (SELECT array_agg(id ORDER BY id) FROM categories)[1 + act.id % (SELECT count(*)::int FROM categories)]
       FROM activities act WHERE act.cuid LIKE 'scaleact%' AND NOT EXISTS (SELECT 1 FROM activity_categories ac WHERE ac.activity_id = act.id)`,
    );
  }

  const availabilities = sizes.availabilities - (await countOf(db, 'availabilities'));
  if (availabilities > 0) {
    const first = (await countOf(db, "availabilities WHERE cuid LIKE 'scaleav%'")) + 1;
    const last = first + availabilities - 1;
    // local day and hour of row i: spread evenly over 730 days from a year back
    const local = `((($1::timestamptz AT TIME ZONE $2::text)::date - 365 + ((i - 1)::bigint * 730 / $4::int)::int)::timestamp
      + make_interval(hours => 8 + (i * 5) % 12, mins => (i % 2) * 30))`;
    await step(
      `${availabilities} availabilities`,
      `INSERT INTO availabilities (activity_id, location_id, cuid, status, start_at, end_at, capacity, price, deposit, age_minimum, age_maximum)
       SELECT (SELECT array_agg(id ORDER BY id) FROM activities)[1 + (i * 31) % (SELECT count(*)::int FROM activities)],
         CASE WHEN i % 40 = 0 THEN NULL ELSE (SELECT array_agg(id ORDER BY id) FROM locations)[1 + (i * 17) % (SELECT count(*)::int FROM locations)] END,
         'scaleav' || lpad(i::text, 7, '0'),
         CASE i % 50 WHEN 1 THEN 'CLOSED' WHEN 2 THEN 'OVERLAP' ELSE 'OPEN' END,
         CASE WHEN i % 7 = 0 THEN (date_trunc('day', ${local}) + interval '9 hours') AT TIME ZONE $2 ELSE ${local} AT TIME ZONE $2 END,
         CASE WHEN i % 7 = 0 THEN (date_trunc('day', ${local}) + interval '4 days 16 hours') AT TIME ZONE $2
           ELSE (${local} + make_interval(mins => 60 + (i % 4) * 30)) AT TIME ZONE $2 END,
         CASE WHEN i % 5 = 0 THEN NULL ELSE 6 + i % 15 END,
         500 + (i * 137) % 90 * 50, 0,
         CASE i % 3 WHEN 0 THEN 6 WHEN 1 THEN 12 END, CASE i % 3 WHEN 0 THEN 12 WHEN 1 THEN 17 END
       FROM generate_series($3::int, $3::int + $4::int - 1) i`,
      [now, tz, first, availabilities],
    );
    // sessions: the camps' five days at 9:00-16:00 local, else one date equal to the availability
    await step(
      'their dates',
      `INSERT INTO availability_dates (availability_id, cuid, start_at, end_at)
       SELECT a.id, 'scaledt' || substr(a.cuid, 8) || 'd' || k,
         CASE WHEN k = 0 THEN a.start_at ELSE ((a.start_at AT TIME ZONE $1::text) + make_interval(days => k)) AT TIME ZONE $1 END,
         CASE WHEN n = 1 THEN a.end_at ELSE ((a.start_at AT TIME ZONE $1) + make_interval(days => k, hours => 7)) AT TIME ZONE $1 END
       FROM availabilities a
       CROSS JOIN LATERAL (SELECT CASE WHEN substr(a.cuid, 8)::int % 7 = 0 THEN 5 ELSE 1 END AS n) camp
       CROSS JOIN LATERAL generate_series(0, camp.n - 1) k
       WHERE a.cuid >= $2 AND a.cuid <= $3`,
      [tz, `scaleav${String(first).padStart(7, '0')}`, `scaleav${String(last).padStart(7, '0')}`],
    );
  }

  if ((await countOf(db, "customers WHERE cuid LIKE 'scalecus%'")) === 0) {
    await step(
      `${CUSTOMERS} customers, two children each`,
      `INSERT INTO customers (organiser_id, cuid, firstname, lastname, email, password_hash, created_at)
       SELECT $1, 'scalecus' || lpad(i::text, 5, '0'), 'Parent', 'Famille ' || i, 'parent' || i || '@grand-catalogue.test', '!', $2
       FROM generate_series(1, $3::int) i`,
      [org, now, CUSTOMERS],
    );
    await db.query(
      `INSERT INTO participants (customer_id, cuid, firstname, lastname, created_at)
       SELECT c.id, 'scalepar' || substr(c.cuid, 9) || k, CASE k WHEN 1 THEN 'Aîné' ELSE 'Cadet' END, c.lastname, $1
       FROM customers c CROSS JOIN generate_series(1, 2) k WHERE c.cuid LIKE 'scalecus%'`,
      [now],
    );
  }

  const registrations = sizes.registrations - (await countOf(db, 'registrations'));
  if (registrations > 0) {
    const first = (await countOf(db, "registrations WHERE cuid LIKE 'scalereg%'")) + 1;
    // one limited availability in twenty-five filled to its capacity, the rest spread over all of them
    const scaleAv = `SELECT id, capacity, row_number() OVER (ORDER BY id) AS k FROM availabilities WHERE cuid LIKE 'scaleav%'`;
    await step(
      `${registrations} registrations`,
      `WITH av AS (${scaleAv}),
       fill AS (SELECT av.id AS availability_id, false AS cancelled FROM av CROSS JOIN LATERAL generate_series(1, av.capacity)
         WHERE av.k % 25 = 1 LIMIT $3::int),
       rest AS (SELECT av.id AS availability_id, g % 20 = 0 AS cancelled FROM generate_series(1, $3::int - (SELECT count(*)::int FROM fill)) g
         JOIN av ON av.k = 1 + (g::bigint * 7919) % (SELECT count(*) FROM av)),
       src AS (SELECT availability_id, cancelled, $1::int - 1 + row_number() OVER ()::int AS j FROM (SELECT * FROM fill UNION ALL SELECT * FROM rest) u)
       INSERT INTO registrations (cuid, reference, customer_id, participant_id, availability_id, total_amount, paid_amount, cancelled, created_at)
       SELECT 'scalereg' || lpad(s.j::text, 7, '0'), 'S' || s.j, p.customer_id, p.id, a.id, a.price, a.price, s.cancelled, $2
       FROM src s JOIN availabilities a ON a.id = s.availability_id
       JOIN participants p ON p.cuid = 'scalepar' || lpad((1 + (s.j * 13) % ${CUSTOMERS})::text, 5, '0') || (1 + s.j % 2)`,
      [first, now, registrations],
    );
    await step(
      'their dates',
      `INSERT INTO registration_dates (cuid, registration_id, date_id)
       SELECT 'scalerd' || r.id || 'd' || d.id, r.id, d.id
       FROM registrations r JOIN availability_dates d ON d.availability_id = r.availability_id
       WHERE r.cuid LIKE 'scalereg%' AND NOT EXISTS (SELECT 1 FROM registration_dates x WHERE x.registration_id = r.id)`,
    );
  }

  if ((await countOf(db, "carts WHERE cuid LIKE 'scalecart%'")) === 0) {
    // customers 1-300 hold a place for ten more minutes, 301-600 an expired one, on upcoming limited availabilities
    await step(
      `${2 * CARTS} open carts, half of them expired`,
      `INSERT INTO carts (customer_id, cuid, reference, created_at)
       SELECT c.id, 'scalecart' || substr(c.cuid, 9), 'SC' || substr(c.cuid, 9), $1::timestamptz - interval '5 minutes'
       FROM customers c WHERE c.cuid LIKE 'scalecus%' AND substr(c.cuid, 9)::int <= $2::int`,
      [now, 2 * CARTS],
    );
    await db.query(
      `INSERT INTO cart_items (cart_id, cuid, type, participant_id, availability_id, price, quantity, created_at, expires_at)
       SELECT ct.id, 'scaleitem' || substr(ct.cuid, 10), 'REGISTRATION', p.id, av.id, av.price, 1 + n % 2, $1::timestamptz - interval '5 minutes',
         $1::timestamptz + CASE WHEN n <= $2::int THEN interval '10 minutes' ELSE interval '-1 hour' END
       FROM carts ct
       CROSS JOIN LATERAL (SELECT substr(ct.cuid, 10)::int AS n) k
       JOIN participants p ON p.cuid = 'scalepar' || substr(ct.cuid, 10) || '1'
       JOIN LATERAL (SELECT id, price FROM availabilities WHERE cuid LIKE 'scaleav%' AND start_at > $1 AND capacity IS NOT NULL
         ORDER BY start_at, id OFFSET (k.n * 37) % 1000 LIMIT 1) av ON true
       WHERE ct.cuid LIKE 'scalecart%'`,
      [now, CARTS],
    );
    await db.query(
      `INSERT INTO cart_item_dates (cart_item_id, date_id)
       SELECT ci.id, d.id FROM cart_items ci JOIN availability_dates d ON d.availability_id = ci.availability_id WHERE ci.cuid LIKE 'scaleitem%'`,
    );
  }
}
