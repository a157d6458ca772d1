import { Hono } from 'hono';
import type { Deps } from '../deps';
import { validation, type Fields } from '../lib/errors';
import { int, MAX_ID, type Query } from '../lib/params';
import { requireCustomer } from '../queries/customers';
import { registrationDocumentFile } from '../queries/document-file';
import { resolveDocument } from '../queries/documents';
import { loadOrganiser } from '../queries/organiser';
import { fileHeaders } from './downloads';

/**
 * 001 §7's GET /api/documents/download for a caller that sends its bearer token (a fetch that saves the answer): the
 * same checks and the same PDF as a registration_document ticket. A browser opening a link itself goes through
 * POST /api/downloads instead, so that no URL ever carries the token (docs/security.md §2).
 */
export function documentRoutes({ db, clock }: Deps) {
  const app = new Hono();
  app.get('/download', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const q: Query = c.req.query();
    const fields: Fields = {};
    const registrationId = int(q, 'registration_id', fields, { min: 1, max: MAX_ID });
    const documentId = int(q, 'document_id', fields, { min: 1, max: MAX_ID });
    if (registrationId === undefined && !fields.registration_id) fields.registration_id = 'required';
    if (documentId === undefined && !fields.document_id) fields.document_id = 'required';
    if (Object.keys(fields).length) throw validation(fields, 'Invalid query parameters');
    const answers = Object.fromEntries(Object.entries(q).filter(([key, value]) => key.startsWith('custom_element_') && value !== undefined)) as Record<
      string,
      string
    >;
    const now = clock.now();
    const resolved = await resolveDocument(db, now, customer.id, registrationId!, documentId!, answers);
    const file = registrationDocumentFile(resolved, await loadOrganiser(db), now);
    return c.body(file.body, 200, fileHeaders(file));
  });
  return app;
}
