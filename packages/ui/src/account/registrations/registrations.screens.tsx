import type { AccountView } from '@oriel/core';
import { CancelScreen } from './cancel-form';
import { DocumentScreen } from './document-form';
import { EditScreen } from './edit-form';
import { RegistrationDetailScreen } from './registration-detail';
import { RegistrationsList } from './registrations-list';
import { ReviewScreen } from './review-form';

/** The registrations screens (001 §2): one chunk, loaded when the first of them shows. */
export default function Screens({ view }: { view: AccountView }) {
  switch (view.view) {
    case 'registrations':
      return <RegistrationsList />;
    case 'registration':
      return <RegistrationDetailScreen cuid={view.cuid} />;
    case 'registration-cancel':
      return <CancelScreen cuid={view.cuid} />;
    case 'registration-review':
      return <ReviewScreen cuid={view.cuid} />;
    case 'registration-edit':
      return <EditScreen cuid={view.cuid} />;
    case 'registration-document':
      return <DocumentScreen cuid={view.cuid} document={view.document} />;
    default:
      return null;
  }
}
