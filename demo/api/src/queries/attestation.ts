import { formatMoney } from '@oriel/core';
import type { Db } from '../db/db';
import { escapeHtml } from '../lib/html';
import { lookupKey } from '../lib/params';
import type { OrganiserRow } from './organiser';

type Row = Record<string, any>;

export interface DownloadFile {
  filename: string;
  contentType: string;
  /** text (HTML) or bytes (PDF) */
  body: string | Uint8Array<ArrayBuffer>;
}

/** The customer's own live registration by cuid (or id); anyone else's is simply not found. */
export async function findOwnRegistration(db: Db, customerId: number, key: string | number): Promise<Row | null> {
  const { column, value } = lookupKey(String(key));
  const [row] = await db.query<Row>(
    `SELECT r.id, r.cuid, r.reference, r.total_amount, r.paid_amount, r.created_at,
            p.firstname || ' ' || p.lastname AS participant, cu.firstname || ' ' || cu.lastname AS customer,
            act.title AS activity, a.start_at, a.end_at
     FROM registrations r JOIN participants p ON p.id = r.participant_id JOIN customers cu ON cu.id = r.customer_id
     JOIN availabilities a ON a.id = r.availability_id JOIN activities act ON act.id = a.activity_id
     WHERE r.customer_id = $1 AND r.${column} = $2 AND NOT r.cancelled`,
    [customerId, value],
  );
  return row ?? null;
}

/**
 * A registration attestation (the demo's downloadable document until documents/download exists): plain HTML without
 * script or style, so it renders the same opened from the downloads folder.
 */
export function registrationAttestation(r: Row, organiser: OrganiserRow, now: Date): DownloadFile {
  const day = (d: Date) => new Intl.DateTimeFormat('fr-BE', { timeZone: organiser.timezone, dateStyle: 'long' }).format(new Date(d));
  const money = (minor: number) => formatMoney(minor, { currency: organiser.currency, locale: 'fr-BE' });
  const e = (v: unknown) => escapeHtml(String(v));
  const body = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Attestation d’inscription ${e(r.reference)}</title></head>
<body><h1>Attestation d’inscription</h1>
<p>${e(organiser.name)} atteste que <strong>${e(r.participant)}</strong> est inscrit·e à <strong>${e(r.activity)}</strong>,
du ${e(day(r.start_at))} au ${e(day(r.end_at))}.</p>
<dl><dt>Référence</dt><dd>${e(r.reference)}</dd><dt>Inscrit·e par</dt><dd>${e(r.customer)}</dd>
<dt>Montant</dt><dd>${e(money(r.total_amount))}</dd><dt>Payé</dt><dd>${e(money(r.paid_amount))}</dd></dl>
<p>Délivrée le ${e(day(now))}.</p></body></html>
`;
  return { filename: `attestation-${String(r.reference).replace(/[^\w-]/g, '')}.html`, contentType: 'text/html; charset=utf-8', body };
}
