import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { createTestDb } from './test-db';

// availabilities.registered_count (migration 015) is what the catalogue reads for live registrations: it must equal
// the count of not-cancelled registrations of each availability after whatever statement touched registrations.

let db: Db;
let availabilityIds: number[];
let who: { customer_id: number; participant_id: number };
beforeAll(async () => {
  db = await createTestDb({ seeded: true });
  availabilityIds = (await db.query<{ id: number }>('SELECT id FROM availabilities ORDER BY id LIMIT 6')).map((r) => r.id);
  who = (await db.query<{ customer_id: number; participant_id: number }>('SELECT customer_id, id AS participant_id FROM participants ORDER BY id LIMIT 1'))[0]!;
});
afterAll(() => db.close());

/** Availabilities whose maintained count differs from the registrations themselves. */
const drift = () =>
  db.query<{ id: number; registered_count: number; live: number }>(
    `SELECT a.id, a.registered_count, (SELECT count(*)::int FROM registrations r WHERE r.availability_id = a.id AND NOT r.cancelled) AS live
     FROM availabilities a WHERE a.registered_count <> (SELECT count(*) FROM registrations r WHERE r.availability_id = a.id AND NOT r.cancelled)`,
  );

let serial = 0;
const insert = (tx: Db, rows: { availability: number; cancelled: boolean }[]) =>
  tx.query(
    `INSERT INTO registrations (cuid, reference, customer_id, participant_id, availability_id, cancelled, created_at)
     SELECT 'countreg' || n, 'C' || n, $1, $2, r.availability_id, r.cancelled, '2026-11-23T09:00:00Z'::timestamptz
     FROM unnest($3::int[], $4::boolean[], $5::int[]) AS r(availability_id, cancelled, n)`,
    [who.customer_id, who.participant_id, rows.map((r) => r.availability), rows.map((r) => r.cancelled), rows.map(() => ++serial)],
  );
/** Some of this test's registrations (never the seed's, which reviews and carts refer to). */
const pick = (tx: Db, seed: number, n: number) =>
  tx.query<{ id: number }>("SELECT id FROM registrations WHERE cuid LIKE 'countreg%' ORDER BY md5(id::text || $1) LIMIT $2", [seed, n]);

describe('registered_count', () => {
  it('equals the live registrations of every availability after any insert, cancel, move, edit or delete, one row or many', async () => {
    expect(await drift()).toEqual([]);
    const availability = fc.constantFrom(...availabilityIds);
    const step = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), rows: fc.array(fc.record({ availability, cancelled: fc.boolean() }), { minLength: 1, maxLength: 4 }) }),
      fc.record({
        kind: fc.constantFrom('cancel' as const, 'restore' as const, 'edit' as const, 'delete' as const),
        seed: fc.nat(),
        n: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ kind: fc.constant('move' as const), seed: fc.nat(), n: fc.integer({ min: 1, max: 3 }), to: availability }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        await db.transaction(async (tx) => {
          for (const s of steps) {
            if (s.kind === 'insert') {
              await insert(tx, s.rows);
              continue;
            }
            const ids = (await pick(tx, s.seed, s.n)).map((r) => r.id);
            if (s.kind === 'cancel') await tx.query('UPDATE registrations SET cancelled = true WHERE id = ANY($1::int[])', [ids]);
            if (s.kind === 'restore') await tx.query('UPDATE registrations SET cancelled = false WHERE id = ANY($1::int[])', [ids]);
            if (s.kind === 'edit') await tx.query('UPDATE registrations SET paid_amount = paid_amount + 1 WHERE id = ANY($1::int[])', [ids]);
            if (s.kind === 'move') await tx.query('UPDATE registrations SET availability_id = $2 WHERE id = ANY($1::int[])', [ids, s.to]);
            if (s.kind === 'delete') await tx.query('DELETE FROM registrations WHERE id = ANY($1::int[])', [ids]);
          }
        });
        expect(await drift()).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('a registration statement that neither cancels nor moves writes no availability (no lock on it either)', async () => {
    await insert(db, [{ availability: availabilityIds[0]!, cancelled: false }]);
    const version = () => db.query<{ xmin: string }>('SELECT xmin::text FROM availabilities WHERE id = $1', [availabilityIds[0]]);
    const before = await version();
    await db.query("UPDATE registrations SET paid_amount = paid_amount + 100, cancelled = cancelled WHERE cuid LIKE 'countreg%' AND availability_id = $1", [
      availabilityIds[0],
    ]);
    expect(await version()).toEqual(before);
  });

  it('counts every one of many registrations taken at once on one availability', async () => {
    const [target] = availabilityIds;
    const [before] = await db.query<{ registered_count: number }>('SELECT registered_count FROM availabilities WHERE id = $1', [target]);
    // separate transactions at once: on PostgreSQL they wait for each other's row lock, none is lost
    await Promise.all(Array.from({ length: 12 }, () => db.transaction((tx) => insert(tx, [{ availability: target!, cancelled: false }]))));
    const [after] = await db.query<{ registered_count: number }>('SELECT registered_count FROM availabilities WHERE id = $1', [target]);
    expect(after!.registered_count).toBe(before!.registered_count + 12);
    expect(await drift()).toEqual([]);
  });
});
