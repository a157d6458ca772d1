import { documentAvailability } from '@oriel/core';
import type { Db } from '../db/db';
import { ApiError, conflict, validation, type Fields } from '../lib/errors';
import { calendarDayOf, iso } from '../lib/time';

type Row = Record<string, any>;

export interface DocumentField {
  id: number;
  type: 'TEXT' | 'LONGTEXT' | 'DATE' | 'CHOICES_SINGLE' | 'CHOICES_MULTIPLE';
  title: string;
  description?: string | null;
  required?: boolean;
  pattern?: string | null;
  order?: number;
  choices?: { id: number; label: string; order?: number | null }[];
}

/** A document model as the registration detail answers it (registrationDocumentSchema), with the activity it is for. */
export const serializeDocument = (d: Row) => ({
  id: d.id as number,
  cuid: d.cuid as string,
  activity_id: d.activity_id as number | null,
  title: d.title as string,
  description: d.description as string | null,
  icon: d.icon as string | null,
  settings: { payment_requirement: d.settings?.payment_requirement ?? null, date_requirement: d.settings?.date_requirement ?? null },
  pages: (Array.isArray(d.pages) ? d.pages : []) as { elements: { custom_field_id: number | null; custom_field: DocumentField | null }[] }[],
});
export type DocumentModel = ReturnType<typeof serializeDocument>;

/** The organiser's documents for these activities: the activity's own and the organiser-wide ones (no activity). */
export async function documentsOf(db: Db, activityIds: number[]): Promise<DocumentModel[]> {
  const rows = await db.query<Row>('SELECT * FROM documents WHERE activity_id IS NULL OR activity_id = ANY($1::int[]) ORDER BY id', [activityIds]);
  return rows.map(serializeDocument);
}

/** Everything a document of a registration prints; only the customer's own live registration is found. */
export async function ownRegistrationForDocument(db: Db, customerId: number, registrationId: number): Promise<Row | null> {
  const [row] = await db.query<Row>(
    `SELECT r.id, r.cuid, r.reference, r.total_amount, r.paid_amount, r.deposit_amount, r.cancelled, r.created_at,
            p.firstname || ' ' || p.lastname AS participant, cu.firstname || ' ' || cu.lastname AS customer,
            act.id AS activity_id, act.title AS activity, a.start_at, a.end_at, l.name AS location
     FROM registrations r JOIN participants p ON p.id = r.participant_id JOIN customers cu ON cu.id = r.customer_id
     JOIN availabilities a ON a.id = r.availability_id JOIN activities act ON act.id = a.activity_id
     LEFT JOIN locations l ON l.id = a.location_id
     WHERE r.customer_id = $1 AND r.id = $2 AND NOT r.cancelled`,
    [customerId, registrationId],
  );
  if (!row) return null;
  row.dates = await db.query<Row>(
    `SELECT d.start_at, d.end_at FROM registration_dates rd JOIN availability_dates d ON d.id = rd.date_id
     WHERE rd.registration_id = $1 ORDER BY d.start_at, d.id`,
    [row.id],
  );
  return row;
}

export interface DocumentAnswer {
  field: DocumentField;
  /** as sent: text, YYYY-MM-DD, choice ids (comma list) */
  value: string;
  /** as printed: choice labels instead of ids */
  text: string;
}

export interface ResolvedDocument {
  registration: Row;
  document: DocumentModel;
  answers: DocumentAnswer[];
}

/**
 * The checks of a registration document download (001 §4, §5), for the ticket and for documents/download alike: the
 * customer's own live registration (404 fields.registration_id), one of its documents (404 fields.document_id), not
 * blocked by documentAvailability (409 DOCUMENT_BLOCKED, fields.document_id "payment" | "date"), and the answers of
 * the document's custom fields keyed custom_element_{id} (required, pattern, calendar days, choice ids).
 */
export async function resolveDocument(
  db: Db,
  now: Date,
  customerId: number,
  registrationId: number,
  documentId: number,
  answers: Record<string, string>,
): Promise<ResolvedDocument> {
  const registration = await ownRegistrationForDocument(db, customerId, registrationId);
  if (!registration) throw new ApiError(404, 'NOT_FOUND', 'No such registration', { registration_id: 'not_found' });
  const document = (await documentsOf(db, [registration.activity_id])).find((d) => d.id === documentId);
  if (!document) throw new ApiError(404, 'NOT_FOUND', 'No such document for this registration', { document_id: 'not_found' });
  const state = documentAvailability(
    document,
    { ...registration, availability: { start_at: iso(registration.start_at), end_at: iso(registration.end_at) } },
    now,
  );
  if (!state.available) throw conflict('DOCUMENT_BLOCKED', `This document is not available yet (${state.reason})`, { document_id: state.reason });
  return { registration, document, answers: checkDocumentAnswers(document, answers) };
}

const fieldKey = (id: number) => `custom_element_${id}`;

/** 400 with a code per custom_element_{id}; answers the filled ones in page order. Unknown keys are refused too. */
export function checkDocumentAnswers(document: DocumentModel, answers: Record<string, string>): DocumentAnswer[] {
  const fields = document.pages
    .flatMap((p) => p.elements ?? [])
    .map((e) => e.custom_field)
    .filter((f): f is DocumentField => f != null);
  const errors: Fields = {};
  for (const key of Object.keys(answers)) if (!fields.some((f) => fieldKey(f.id) === key)) errors[key] = 'invalid';
  const out: DocumentAnswer[] = [];
  for (const field of fields) {
    const key = fieldKey(field.id);
    const value = (answers[key] ?? '').trim();
    if (!value) {
      if (field.required) errors[key] = 'required';
      continue;
    }
    const labels = (ids: string[]) => ids.map((id) => field.choices?.find((c) => String(c.id) === id)?.label);
    let text = value;
    if (field.type === 'TEXT' || field.type === 'LONGTEXT') {
      if (field.pattern && !new RegExp(field.pattern).test(value)) errors[key] = 'pattern';
    } else if (field.type === 'DATE') {
      if (!calendarDayOf(value)) errors[key] = 'invalid';
    } else {
      const ids = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const found = labels(ids);
      if (!ids.length || found.some((l) => l === undefined) || (field.type === 'CHOICES_SINGLE' && ids.length > 1)) errors[key] = 'invalid';
      else text = found.join(', ');
    }
    out.push({ field, value, text });
  }
  if (Object.keys(errors).length) throw validation(errors);
  return out;
}
