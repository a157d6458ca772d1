import { buildHref, safeRedirect } from '@oriel/core';
import { PasswordLinkForm, PasswordResetForm, useRuntime } from '@oriel/ui';
import { useDocumentTitle } from '../shell-context';
import { AuthLink } from './auth-link';

/**
 * /auth/password (001 §2): asks for the e-mail to send a link to; the e-mailed link comes back with ?token=
 * and shows the new-password form. A reset signs the customer in: then the redirect if any, else / (001 §2).
 */
export function PasswordPage({ token, redirect }: { token: string | null; redirect: string | null }) {
  const runtime = useRuntime();
  const { t, links } = runtime;
  const title = token ? t('auth.password.reset_title') : t('auth.password.title');
  useDocumentTitle(title);

  return (
    <div className="o-page o-auth-page">
      <h1>{title}</h1>
      {token ? (
        <PasswordResetForm
          token={token}
          onSuccess={() => runtime.navigate(redirect ? safeRedirect(redirect, window.location.origin) : (buildHref(links, 'home') ?? '/'))}
          onNewLink={() => runtime.navigate(buildHref(links, 'password', {}, { redirect }) ?? '/')}
        />
      ) : (
        <PasswordLinkForm />
      )}
      <p className="o-auth-links">
        <AuthLink route="login" redirect={redirect}>
          {t('auth.password.back_to_login')}
        </AuthLink>
      </p>
    </div>
  );
}
