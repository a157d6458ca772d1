import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../primitives/states';
import type { AccountView } from '@oriel/core';
import { CancelScreen } from './cancel-form';
import { RegistrationDetailScreen } from './registration-detail';
import { RegistrationsList } from './registrations-list';
import { ReviewScreen } from './review-form';

// The heavier forms (dates, options and questions; a document's custom fields) come when one is opened.
const EditScreen = lazy(() => import('./edit-form').then((m) => ({ default: m.EditScreen })));
const DocumentScreen = lazy(() => import('./document-form').then((m) => ({ default: m.DocumentScreen })));

/** The registrations screens (001 §2): the list, the detail, cancel and review in one chunk; edit and documents apart. */
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
      return later(<EditScreen cuid={view.cuid} />);
    case 'registration-document':
      return later(<DocumentScreen cuid={view.cuid} document={view.document} />);
    default:
      return null;
  }
}

/** A screen of its own chunk, with the frame kept while it comes. */
function later(screen: ReactNode) {
  return <Suspense fallback={<Skeleton height="12rem" />}>{screen}</Suspense>;
}
