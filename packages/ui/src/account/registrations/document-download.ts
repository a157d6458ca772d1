import { useCallback } from 'react';
import {
  accountApi,
  ApiError,
  fetchFile,
  INVALID_RESPONSE,
  normaliseError,
  safeUrl,
  type AccountTranslator,
  type DocumentAvailability,
  type Http,
  type Translator,
} from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useApi } from '../../context/use-api';
import { useAT } from '../account-context';
import { registrationErrorMessage } from './registration-errors';

/**
 * Reads a single-use download URL whole, then hands the file to the browser's downloads, so the page can say it is
 * working until the file is there (a document takes the server seconds to write). The URL holds a ticket, never the
 * bearer token (docs/security.md §2), and goes through the one URL gate first: only an absolute http(s) URL is read.
 */
export async function fetchDownload(http: Http, url: string, fallbackName: string): Promise<void> {
  const safe = safeUrl(url, 'navigation');
  if (!safe) throw new ApiError({ code: INVALID_RESPONSE, message: 'Refused download URL', status: 200 });
  const { blob, filename } = await fetchFile(http, safe);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // the click has handed the file over; the object URL is released after the task
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

/** Asks a ticket for a registration's document (with the form's answers), reads the file, saves it, says so. */
export function useDocumentDownload() {
  const api = useApi(accountApi);
  const { toasts, http } = useRuntime();
  const at = useAT();
  return useCallback(
    async (registrationId: number, documentId: number, title: string, answers?: Record<string, string>) => {
      const ticket = await api.requestDownload({ kind: 'registration_document', registration_id: registrationId, document_id: documentId, answers });
      await fetchDownload(http, ticket.url, `${title}.pdf`);
      toasts.success(at('registrations.documents.done', { title }));
    },
    [api, toasts, http, at],
  );
}

/** Why a document is not available yet (001 §4): the payment to make, or the moment it opens. */
export function blockedText(at: AccountTranslator, dateTime: (iso: string) => string, state: DocumentAvailability): string | null {
  if (state.available) return null;
  if (state.reason === 'payment') return at('registrations.documents.blocked_payment');
  return state.at ? at('registrations.documents.blocked_date', { date: dateTime(state.at) }) : at('errors.DOCUMENT_BLOCKED');
}

/**
 * A refused download as a toast. 409 DOCUMENT_BLOCKED names its reason in fields.document_id: "payment", or "date"
 * (whose moment the client knows when its clock agrees: `known`).
 */
export function downloadErrorMessage(
  at: AccountTranslator,
  t: Translator,
  error: unknown,
  dateTime: (iso: string) => string,
  known: DocumentAvailability,
): string {
  const { code, fields } = normaliseError(error);
  if (code !== 'DOCUMENT_BLOCKED') return registrationErrorMessage(at, t, error);
  if (fields.document_id === 'payment') return at('registrations.documents.blocked_payment');
  if (fields.document_id === 'date' && !known.available && known.reason === 'date') return blockedText(at, dateTime, known)!;
  return at('errors.DOCUMENT_BLOCKED');
}
