import { useId, useState } from 'react';
import { documentAvailability, documentFields, visibleDocuments, type Registration, type RegistrationDocument } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useSignalValue } from '../../context/use-signal';
import { Spinner } from '../../primitives/states';
import { useAT } from '../account-context';
import { useAccountFormat } from '../account-format';
import { AccountLink } from '../account-link';
import { useSectionHeading } from '../account-screen';
import { blockedText, downloadErrorMessage, useDocumentDownload } from './document-download';

/**
 * The registration's documents (001 §2, §4): an available one opens its form (when it asks questions) or downloads
 * at once; a blocked one says why and offers nothing. A cancelled registration lists none.
 */
export function RegistrationDocuments({ registration }: { registration: Registration }) {
  const at = useAT();
  const H = useSectionHeading();
  const id = useId();
  const docs = visibleDocuments(registration, registration.documents);
  if (!docs.length) return null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <H id={`${id}-title`}>{at('registrations.documents.title')}</H>
      <ul className="o-account-list o-registration-documents">
        {docs.map((doc) => (
          <li key={doc.cuid} className="o-account-row">
            <DocumentRow registration={registration} document={doc} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DocumentRow({ registration, document: doc }: { registration: Registration; document: RegistrationDocument }) {
  const runtime = useRuntime();
  const at = useAT();
  const { dateTime } = useAccountFormat();
  const now = useSignalValue(runtime.now);
  const download = useDocumentDownload();
  const [busy, setBusy] = useState(false);
  const state = documentAvailability(doc, registration, now);
  const blocked = blockedText(at, dateTime, state);

  async function downloadNow() {
    setBusy(true);
    try {
      await download(registration.id, doc.id, doc.title);
    } catch (error) {
      runtime.toasts.error(downloadErrorMessage(at, runtime.t, error, dateTime, state));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="o-registration-document-title">
        <strong>{doc.title}</strong>
      </p>
      {doc.description && <p className="o-muted">{doc.description}</p>}
      {blocked ? (
        <p className="o-muted">{blocked}</p>
      ) : documentFields(doc).length ? (
        <p className="o-account-actions">
          <AccountLink
            to={{ view: 'registration-document', cuid: registration.cuid, document: doc.cuid }}
            className="btn btn-secondary"
            aria-label={at('registrations.documents.fill_named', { title: doc.title })}
          >
            {at('registrations.documents.fill')}
          </AccountLink>
        </p>
      ) : (
        <p className="o-account-actions">
          <button
            type="button"
            className="btn btn-secondary"
            // busy until the file is there, it says so but keeps the focus: `disabled` dropped it to <body>
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            aria-label={at(busy ? 'registrations.documents.downloading_named' : 'registrations.documents.download_named', { title: doc.title })}
            onClick={() => busy || void downloadNow()}
          >
            {busy && <Spinner />}
            {at(busy ? 'registrations.documents.downloading' : 'registrations.documents.download')}
          </button>
        </p>
      )}
    </>
  );
}
