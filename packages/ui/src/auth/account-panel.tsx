import { useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import { errorMessage } from '../context/errors';
import { ErrorState, Skeleton } from '../primitives/states';
import { SignedOutViews } from './signed-out-views';

/**
 * <oriel-account> before the account area exists: login, register or password reset for visitors; for a customer, who is
 * signed in, their participants and the logout action (spec 001 §4: logout posts, refreshes, toasts).
 */
export function AccountPanel() {
  const runtime = useRuntime();
  const { t, session, toasts } = runtime;
  const state = useSignalValue(session.state);

  async function logout() {
    try {
      await session.logout();
      toasts.success(t('auth.logout.success'));
    } catch (error) {
      toasts.error(errorMessage(t, error));
    }
    runtime.emit(null, 'logout', {});
  }

  if (state.status === 'unknown' || state.status === 'loading') return <Skeleton height="12rem" />;
  if (state.status === 'error' && !state.data) return <ErrorState message={errorMessage(t, state.error)} onRetry={() => void session.refresh()} />;
  if (state.status !== 'authenticated' || !state.data) {
    return <SignedOutViews />;
  }
  const { customer, participants } = state.data;
  return (
    <section className="o-panel" aria-labelledby="o-account-hello">
      <h2 id="o-account-hello">{t('layout.topbar.greeting', { firstname: customer.firstname })}</h2>
      <p className="o-muted">{customer.email}</p>
      <h3>{t('account.tabs.participants')}</h3>
      <ul>
        {participants.map((p) => (
          <li key={p.id}>{p.fullname ?? `${p.firstname} ${p.lastname}`}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
        {t('auth.logout.button')}
      </button>
    </section>
  );
}
