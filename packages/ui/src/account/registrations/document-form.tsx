import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  customFieldKey,
  documentAvailability,
  documentDownloadAnswers,
  documentFieldErrors,
  documentFields,
  normaliseError,
  visibleDocuments,
  type CustomField,
  type CustomFieldValues,
  type DocumentCustomField,
  type DocumentAvailability,
  type Registration,
  type RegistrationDocument,
} from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useSignalValue } from '../../context/use-signal';
import { CustomFieldInputs } from '../../forms/custom-field-inputs';
import { customFieldErrors } from '../../forms/custom-fields.logic';
import type { FieldErrors } from '../../forms/field-errors';
import { focusFirstInvalid } from '../../forms/focus-invalid';
import { SubmitButton } from '../../forms/submit-button';
import { useAccount } from '../account-context';
import { useAccountFormat } from '../account-format';
import { AccountScreen } from '../account-screen';
import { blockedText, downloadErrorMessage, useDocumentDownload } from './document-download';
import { RegistrationGate } from './registration-gate';

/** /account/registrations/{cuid}/documents/{documentCuid} (001 §2): the document download page. */
export function DocumentScreen({ cuid, document }: { cuid: string; document: string }) {
  return <RegistrationGate cuid={cuid}>{(registration) => <DocumentPage registration={registration} documentCuid={document} />}</RegistrationGate>;
}

function DocumentPage({ registration: r, documentCuid }: { registration: Registration; documentCuid: string }) {
  const runtime = useRuntime();
  const { at } = useAccount();
  const { dateTime } = useAccountFormat();
  const now = useSignalValue(runtime.now);
  const back = { to: { view: 'registration', cuid: r.cuid } as const, label: at('registrations.back_to_detail') };
  const doc = visibleDocuments(r, r.documents).find((d) => d.cuid === documentCuid);
  if (!doc) {
    return (
      <AccountScreen title={at('registrations.documents.title')} back={back}>
        <p role="status">{at('registrations.document.not_found')}</p>
      </AccountScreen>
    );
  }
  const availability = documentAvailability(doc, r, now);
  const blocked = blockedText(at, dateTime, availability);
  return (
    <AccountScreen title={doc.title} back={back}>
      {doc.description && <p className="o-muted">{doc.description}</p>}
      {blocked ? <p role="status">{blocked}</p> : <DocumentForm registration={r} document={doc} availability={availability} />}
    </AccountScreen>
  );
}

/** The document's questions as custom-field inputs (choices by label there, sent by id). */
const asCustomField = (field: DocumentCustomField): CustomField => ({
  ...field,
  entity: null,
  active: true,
  deferred: false,
});

/**
 * Asks the document's custom fields (001 §5: optional unless required, TEXT patterns), then starts the download
 * with the answers. A refusal keeps the answers: field codes under their fields, anything else as a toast.
 */
function DocumentForm({
  registration: r,
  document: doc,
  availability,
}: {
  registration: Registration;
  document: RegistrationDocument;
  availability: DocumentAvailability;
}) {
  const { t, toasts } = useRuntime();
  const { at } = useAccount();
  const { dateTime } = useAccountFormat();
  const download = useDocumentDownload();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const fields = useMemo(() => documentFields(doc).map(asCustomField), [doc]);
  const [values, setValues] = useState<Partial<CustomFieldValues>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    focusFirstInvalid(form.current);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = requiredFirst(fields, values, customFieldErrors(fields, values));
    if (Object.keys(invalid).length) return showErrors(invalid);
    setErrors({});
    setBusy(true);
    try {
      await download(r.id, doc.id, doc.title, documentDownloadAnswers(fields, values));
    } catch (err) {
      const fieldErrors = documentFieldErrors(normaliseError(err).fields);
      const own = Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => name.startsWith('custom_field_')));
      if (Object.keys(own).length) showErrors(own);
      toasts.error(downloadErrorMessage(at, t, err, dateTime, availability));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="o-form" noValidate aria-busy={busy} onSubmit={(e) => void submit(e)}>
      <p>{fields.length ? at('registrations.document.intro') : at('registrations.document.ready')}</p>
      <CustomFieldInputs
        fields={fields}
        values={values}
        onValue={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        errors={errors}
        idPrefix={`${id}-doc`}
      />
      <div className="o-form-actions">
        <SubmitButton busy={busy}>{at(busy ? 'registrations.documents.downloading' : 'registrations.document.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** An unanswered required field says `required`, whatever its type's own check would say (a date: invalid). */
function requiredFirst(fields: readonly CustomField[], values: Partial<CustomFieldValues>, errors: FieldErrors): FieldErrors {
  const out = { ...errors };
  for (const field of fields) {
    const value = values[customFieldKey(field.id)];
    const empty = Array.isArray(value) ? value.length === 0 : !value?.trim();
    if (field.required && empty) out[customFieldKey(field.id)] = 'required';
  }
  return out;
}
