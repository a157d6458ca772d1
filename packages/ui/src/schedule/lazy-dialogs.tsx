import { lazy, Suspense } from 'react';

// The detail and login dialogs load on intent (a click), not with the schedule: they carry the detail, the add
// form and their schemas, which would otherwise take the schedule chunk past its budget (docs/design.md §5).
const AvailabilityDialog = lazy(() => import('../detail/availability-dialog').then((m) => ({ default: m.AvailabilityDialog })));
const LoginDialogView = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

export function LazyAvailabilityDialog(props: { cuid: string; title: string; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <AvailabilityDialog {...props} />
    </Suspense>
  );
}

export function LazyLoginDialog(props: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <LoginDialogView {...props} />
    </Suspense>
  );
}
