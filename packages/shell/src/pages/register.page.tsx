import { useEffect } from 'react';
import { safeRedirect } from '@oriel/core';
import { RegisterForm, useRuntime, useSignalValue } from '@oriel/ui';
import { useDocumentTitle } from '../shell-context';
import { AuthLink } from './auth-link';

/** /auth/register?redirect=… (001 §2): account creation; afterwards the redirect (same site only) or /. */
export function RegisterPage({ redirect }: { redirect: string | null }) {
  const runtime = useRuntime();
  const { t } = runtime;
  const session = useSignalValue(runtime.session.state);
  const target = safeRedirect(redirect, window.location.origin);
  useDocumentTitle(t('auth.register.title'));

  // Signed in already, or just now: nothing to do here.
  useEffect(() => {
    if (session.status === 'authenticated') runtime.navigate(target);
  }, [session.status, target, runtime]);

  return (
    <div className="o-page o-auth-page">
      <h1>{t('auth.register.title')}</h1>
      <RegisterForm onSuccess={() => runtime.navigate(target)} />
      <p className="o-auth-links">
        {t('auth.register.has_account')}{' '}
        <AuthLink route="login" redirect={redirect}>
          {t('auth.register.login_link')}
        </AuthLink>
      </p>
    </div>
  );
}
