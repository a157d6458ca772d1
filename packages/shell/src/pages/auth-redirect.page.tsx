import { useShellT } from '@oriel/ui';
import { useDocumentTitle } from '../shell-context';
import { AuthLink } from './auth-link';

/** /auth/redirect (001 §2, the register link of the auth pages): register or log in, keeping the redirect. */
export function AuthRedirectPage({ redirect }: { redirect: string | null }) {
  const t = useShellT();
  useDocumentTitle(t('auth.redirect.title'));
  return (
    <div className="o-page o-auth-page">
      <h1>{t('auth.redirect.title')}</h1>
      <p>{t('auth.redirect.subtitle')}</p>
      <div className="o-auth-choice">
        <AuthLink route="register" redirect={redirect} className="btn btn-primary">
          {t('auth.redirect.register')}
        </AuthLink>
        <AuthLink route="login" redirect={redirect} className="btn btn-secondary">
          {t('auth.redirect.login')}
        </AuthLink>
      </div>
    </div>
  );
}
