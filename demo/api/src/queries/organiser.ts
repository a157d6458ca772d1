import type { Db } from '../db/db';
import { notFound } from '../lib/errors';
import { requestedOrganiser } from '../lib/organiser-scope';

export interface OrganiserRow {
  id: number;
  cuid: string;
  name: string;
  logo: string | null;
  timezone: string;
  currency: string;
  languages: string[];
  settings: { carts_expiration_delay?: number } & Record<string, unknown>;
  billing: Record<string, unknown>;
}

/**
 * The request's organiser: the first one (the demo's), or the one an `/o/{cuid}` API base names (lib/organiser-scope.ts).
 * The demo's catalog is shared by its organisers; what differs is the organiser record (zone, currency) and its website.
 */
export async function loadOrganiser(db: Db): Promise<OrganiserRow> {
  const cuid = requestedOrganiser();
  const [row] = cuid
    ? await db.query<OrganiserRow>('SELECT * FROM organisers WHERE cuid = $1', [cuid])
    : await db.query<OrganiserRow>('SELECT * FROM organisers ORDER BY id LIMIT 1');
  if (!row) throw notFound(cuid ? 'No such organiser' : 'No organiser: the database was not seeded');
  return row;
}

export const cartsExpirationDelay = (o: OrganiserRow) => Number(o.settings.carts_expiration_delay ?? 900);
