import { intSchema } from '@oriel/core';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { ApiError, notFound } from '../lib/errors';
import { baseUrl } from '../lib/media';
import { MAX_ID } from '../lib/params';
import { hashToken, newToken } from '../lib/password';
import { parse, readJson } from '../lib/validate';
import { findOwnRegistration, registrationAttestation, type DownloadFile } from '../queries/attestation';
import { requireCustomer } from '../queries/customers';
import { registrationDocumentFile } from '../queries/document-file';
import { resolveDocument } from '../queries/documents';
import { loadOrganiser } from '../queries/organiser';

/** A ticket opens one download, within this delay: long enough for the browser to follow it, too short to share. */
export const DOWNLOAD_TICKET_MS = 60_000;

const id = v.pipe(intSchema, v.gtValue(0), v.maxValue(MAX_ID));
/**
 * A document form's answers: custom_element_{id} -> text, YYYY-MM-DD or choice ids (a comma list for several). An
 * array is refused before the record, which would read it as an object keyed 0, 1...
 */
export const documentAnswers = v.pipe(
  v.unknown(),
  v.check((value) => !Array.isArray(value)),
  v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(2000))),
);

/** What can be downloaded, by kind. */
const downloadRequest = v.variant('kind', [
  v.object({
    kind: v.literal('registration_attestation'),
    registration_id: v.union([id, v.pipe(v.string(), v.regex(/^[a-z0-9]{8,32}$/))]),
  }),
  v.object({ kind: v.literal('registration_document'), registration_id: id, document_id: id, answers: v.optional(documentAnswers, () => ({})) }),
]);
type DownloadRequest = v.InferOutput<typeof downloadRequest>;

/** The headers of every downloaded file (a ticket's or documents/download's). */
export function fileHeaders(file: DownloadFile) {
  return {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'no-store',
    // Opened in place by mistake, it still runs nothing and cannot be framed.
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  };
}

export function downloadRoutes({ db, clock }: Deps) {
  const app = new Hono();

  /**
   * The file a request names, for this customer only: null when it is not theirs (or no longer exists). A document is
   * checked again when its ticket is opened (still theirs, still not blocked): resolveDocument throws otherwise.
   */
  const render = async (customerId: number, request: DownloadRequest, now: Date): Promise<DownloadFile | null> => {
    if (request.kind === 'registration_document') {
      const resolved = await resolveDocument(db, now, customerId, request.registration_id, request.document_id, request.answers);
      return registrationDocumentFile(resolved, await loadOrganiser(db), now);
    }
    const registration = await findOwnRegistration(db, customerId, request.registration_id);
    return registration && registrationAttestation(registration, await loadOrganiser(db), now);
  };

  app.post('/', async (c) => {
    const { customer } = await requireCustomer(db, clock, c);
    const request = parse(downloadRequest, await readJson(c));
    const now = clock.now();
    if (request.kind === 'registration_document') {
      // every check now (404, 409 DOCUMENT_BLOCKED, 400 per answer): a ticket is only issued for a file that exists
      const { answers } = await resolveDocument(db, now, customer.id, request.registration_id, request.document_id, request.answers);
      request.answers = Object.fromEntries(answers.map((a) => [`custom_element_${a.field.id}`, a.value]));
    } else if (!(await findOwnRegistration(db, customer.id, request.registration_id))) {
      throw new ApiError(404, 'NOT_FOUND', 'No such registration', { registration_id: 'not_found' });
    }
    const ticket = newToken();
    const expiresAt = new Date(now.getTime() + DOWNLOAD_TICKET_MS);
    await db.query('INSERT INTO download_tickets (customer_id, ticket_hash, resource, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      customer.id,
      hashToken(ticket),
      JSON.stringify(request),
      now,
      expiresAt,
    ]);
    return c.json({ data: { url: `${baseUrl(c)}/api/downloads/${ticket}`, expires_at: expiresAt.toISOString() } }, 201);
  });

  app.get('/:ticket', async (c) => {
    const hash = hashToken(c.req.param('ticket'));
    const now = clock.now();
    // Spent in the same statement that finds it: two requests racing for one ticket cannot both get the file.
    const [ticket] = await db.query<{ customer_id: number; resource: DownloadRequest }>(
      'UPDATE download_tickets SET used_at = $2 WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING customer_id, resource',
      [hash, now],
    );
    if (!ticket) {
      const [known] = await db.query('SELECT 1 FROM download_tickets WHERE ticket_hash = $1', [hash]);
      if (known) throw new ApiError(410, 'DOWNLOAD_EXPIRED', 'This download link was already used or has expired: ask for a new one');
      throw notFound('No such download');
    }
    const file = await render(ticket.customer_id, ticket.resource, now);
    if (!file) throw notFound('This file no longer exists');
    return c.body(file.body, 200, fileHeaders(file));
  });
  return app;
}
