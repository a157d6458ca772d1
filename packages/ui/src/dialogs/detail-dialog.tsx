import { Suspense, useState, type ComponentType } from 'react';
import { Dialog } from '../primitives/dialog';
import { useT } from '../context/runtime';
import { DetailSkeleton } from '../detail/detail-pending';
import { useLazyWithMoreMessages } from '../context/more-messages';

/** What every detail view takes, in a page or in a dialog. */
export interface DetailProps {
  cuid: string;
  onLogin?: () => void;
  headingLevel?: 1 | 2 | 3;
}

const loginForm = () => import('../auth/login-form').then((m) => ({ default: m.LoginForm }));

/**
 * A detail in a dialog on the host page. The login prompt leads to the login form inside the same dialog, then back
 * to the detail, so the visitor never leaves the page. It takes the detail view to show rather than a kind: the
 * activity detail opens its sessions in one, and the map of kinds (catalog/offer-dialog.tsx) holds the activity
 * detail, so naming views here would make the two one import cycle.
 */
export function DetailDialog({ Detail, cuid, title, onClose }: { Detail: ComponentType<DetailProps>; cuid: string; title: string; onClose: () => void }) {
  const t = useT();
  const LoginForm = useLazyWithMoreMessages(loginForm);
  const [view, setView] = useState<'detail' | 'login'>('detail');
  return (
    <Dialog open onClose={onClose} title={view === 'login' ? t('auth.login.title') : title}>
      {/* the detail's own loading shape while its code arrives */}
      <Suspense fallback={<DetailSkeleton />}>
        {view === 'login' ? (
          <LoginForm onSuccess={() => setView('detail')} onCancel={() => setView('detail')} />
        ) : (
          <Detail cuid={cuid} onLogin={() => setView('login')} headingLevel={3} />
        )}
      </Suspense>
    </Dialog>
  );
}
