import { useEffect } from 'react';
import { safeRedirect } from '@oriel/core';
import { LoginForm, useRuntime, useSignalValue } from '@oriel/ui';
import { useDocumentTitle } from '../shell-context';
import { AuthLink } from './auth-link';

/** /auth/login?redirect=… (001 §2): afterwards the visitor goes to the redirect (same site only) or to /. */
export function LoginPage({ redirect }: { redirect: string | null }) {
  const runtime = useRuntime();
  const { t } = runtime;
  const session = useSignalValue(runtime.session.state);
  const target = safeRedirect(redirect, window.location.origin);
  useDocumentTitle(t('auth.login.title'));

  // Signed in already, or just now: nothing to do here.
  useEffect(() => {
    if (session.status === 'authenticated') runtime.navigate(target);
  }, [session.status, target, runtime]);

  return (
    <div className="o-page o-auth-page">
      <h1>{t('auth.login.title')}</h1>
      <LoginForm onSuccess={() => runtime.navigate(target)} />
      <p className="o-auth-links">
        <AuthLink route="password" redirect={redirect}>
          {t('auth.login.forgot')}
        </AuthLink>
      </p>
      <p className="o-auth-links">
        {t('auth.login.no_account')}{' '}
        <AuthLink route="register" redirect={redirect}>
          {t('auth.login.register_link')}
        </AuthLink>
      </p>
    </div>
  );
}
