import { useCallback } from 'react';
import {
  accountApi,
  ApiError,
  INVALID_RESPONSE,
  normaliseError,
  safeUrl,
  type AccountTranslator,
  type DocumentAvailability,
  type Translator,
} from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useApi } from '../../context/use-api';
import { useAT } from '../account-context';
import { registrationErrorMessage } from './registration-errors';

/**
 * Lets the browser open a single-use download URL as if a link was followed: the API answers it as an attachment,
 * so the page stays. The URL holds a ticket, never the bearer token (docs/security.md §2), and goes through the one
 * URL gate first: only an absolute http(s) URL is opened.
 */
export function openDownload(url: string): void {
  const safe = safeUrl(url, 'navigation');
  if (!safe) throw new ApiError({ code: INVALID_RESPONSE, message: 'Refused download URL', status: 200 });
  const link = document.createElement('a');
  link.href = safe;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}

/** Asks a ticket for a registration's document (with the form's answers), opens it, says the download started. */
export function useDocumentDownload() {
  const api = useApi(accountApi);
  const { toasts } = useRuntime();
  const at = useAT();
  return useCallback(
    async (registrationId: number, documentId: number, answers?: Record<string, string>) => {
      const ticket = await api.requestDownload({ kind: 'registration_document', registration_id: registrationId, document_id: documentId, answers });
      openDownload(ticket.url);
      toasts.success(at('registrations.documents.started'));
    },
    [api, toasts, at],
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
