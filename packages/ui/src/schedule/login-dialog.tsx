import { useT } from '../context/runtime';
import { Dialog } from '../primitives/dialog';
import { LoginForm } from '../auth/login-form';

/** The in-place login of an embedded private section (no login page to link to). */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} title={t('auth.login.title')}>
      <LoginForm onSuccess={onClose} onCancel={onClose} />
    </Dialog>
  );
}
