import type { Db } from '../db/db';
import { notFound } from '../lib/errors';

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

/** The demo hosts one organiser; every request is scoped to it. */
export async function loadOrganiser(db: Db): Promise<OrganiserRow> {
  const [row] = await db.query<OrganiserRow>('SELECT * FROM organisers ORDER BY id LIMIT 1');
  if (!row) throw notFound('No organiser: the database was not seeded');
  return row;
}

export const cartsExpirationDelay = (o: OrganiserRow) => Number(o.settings.carts_expiration_delay ?? 900);
