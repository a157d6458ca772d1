import { lazy, Suspense } from 'react';

// The detail and login dialogs load on intent, not with the schedule: they carry the detail, the add form and their
// schemas, which would otherwise take the schedule chunk past its budget (docs/design.md §5). The detail's intent is
// the pointer over a session or its focus (preloadAvailabilityDialog); the browser imports the module once, so the
// open's import finds the one the intent started.
/** the session dialog's module (exported for the tests that watch the intent fetch it) */
export const DIALOG_LOADERS = { availability: () => import('../detail/availability-dialog').then((m) => ({ default: m.AvailabilityDialog })) };
const AvailabilityDialog = lazy(() => DIALOG_LOADERS.availability());

/** Fetches the session dialog ahead of the open; a failure is left to the open, which shows it. */
export const preloadAvailabilityDialog = (): void => void DIALOG_LOADERS.availability().catch(() => {});
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
