import { stableCuid } from '../src/lib/ids';
import type { Db } from '../src/db/db';
import { NOW } from './now';

/**
 * One more participant for the customer of `sibling`, straight in the database (no custom fields asked). The seeded
 * children are 8 and 13: a session with age limits takes only who fits (000 §3), so the adults' sessions need a
 * grown-up, and a participant without a birth date is made with `birthdate: null`.
 */
export async function addParticipant(db: Db, sibling: number, firstname: string, birthdate: string | null): Promise<{ id: number }> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO participants (customer_id, cuid, firstname, lastname, birthdate, custom_data, created_at)
     SELECT customer_id, $2, $3, lastname, $4::date, '[]', $5 FROM participants WHERE id = $1 RETURNING id`,
    [sibling, stableCuid('test-participant', `${sibling}:${firstname}`), firstname, birthdate, NOW],
  );
  if (!row) throw new Error(`no participant ${sibling}`);
  return { id: row.id };
}
