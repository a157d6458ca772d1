import { useState } from 'react';
import { Dialog } from '../primitives/dialog';
import { LoginForm } from '../auth/login-form';
import { useT } from '../context/runtime';
import { AvailabilityDetail } from './availability-detail';

/**
 * Embedded, a card opens its detail in place (docs/design.md §2b). The login prompt of spec 000 §2 leads to the
 * login form inside the same dialog, then back to the detail, so the visitor never leaves the host page.
 */
export function AvailabilityDialog({ cuid, title, onClose }: { cuid: string; title: string; onClose: () => void }) {
  const t = useT();
  const [view, setView] = useState<'detail' | 'login'>('detail');
  return (
    <Dialog open onClose={onClose} title={view === 'login' ? t('auth.login.title') : title}>
      {view === 'login' ? (
        <LoginForm onSuccess={() => setView('detail')} onCancel={() => setView('detail')} />
      ) : (
        <AvailabilityDetail cuid={cuid} onLogin={() => setView('login')} headingLevel={3} />
      )}
    </Dialog>
  );
}
