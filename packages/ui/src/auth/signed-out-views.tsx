import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { useRuntime } from '../context/runtime';
import { useUrlParam } from '../context/url-state';
import { Skeleton } from '../primitives/states';
import { LoginForm } from './login-form';

// The login form is the first screen; the others (the register form with its address lookup above all) come when
// asked for.
const RegisterForm = lazy(() => import('./register-form').then((m) => ({ default: m.RegisterForm })));
const PasswordLinkForm = lazy(() => import('./password-link-form').then((m) => ({ default: m.PasswordLinkForm })));
const PasswordResetForm = lazy(() => import('./password-reset-form').then((m) => ({ default: m.PasswordResetForm })));

/** The host-page query parameter that keeps <oriel-account>'s view (docs/design.md §2b), so reload and back work. */
export const ACCOUNT_VIEW_PARAM = 'oriel-account';
export type SignedOutView = 'login' | 'register' | 'password';

function hrefWith(name: string, value: string | null): string {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}

/** A real link to the view (new tab, copy link work) that switches in place on a plain click. */
function ViewLink({ to, onGo, children }: { to: string | null; onGo: () => void; children: ReactNode }) {
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onGo();
  };
  return (
    <a href={hrefWith(ACCOUNT_VIEW_PARAM, to)} onClick={go}>
      {children}
    </a>
  );
}

/**
 * <oriel-account> for visitors: login by default, register and forgotten password one link away, and the
 * new-password form when the e-mailed link brings a ?token=.
 */
export function SignedOutViews() {
  const { t } = useRuntime();
  const [param, setParam] = useUrlParam(ACCOUNT_VIEW_PARAM, true);
  const [token, setToken] = useUrlParam('token', true);
  const view: SignedOutView = param === 'register' || param === 'password' ? param : 'login';
  const go = (next: SignedOutView) => setParam(next === 'login' ? null : next);
  // after sign-in the account area replaces these views: a sign-in view's parameter has done its job, an account
  // screen's (a link to ?oriel-account=registrations/…) is where the customer was going
  const done = () => {
    if (param === 'register' || param === 'password' || param === 'login') setParam(null);
  };

  if (token && view !== 'register') {
    return (
      <section className="o-panel" aria-labelledby="o-account-reset">
        <h2 id="o-account-reset">{t('auth.password.reset_title')}</h2>
        <Suspense fallback={<Skeleton height="12rem" />}>
          <PasswordResetForm
            token={token}
            onSuccess={() => {
              setToken(null);
              go('login');
            }}
            onNewLink={() => {
              setToken(null);
              go('password');
            }}
          />
        </Suspense>
      </section>
    );
  }
  if (view === 'register') {
    return (
      <section className="o-panel" aria-labelledby="o-account-register">
        <h2 id="o-account-register">{t('auth.register.title')}</h2>
        <Suspense fallback={<Skeleton height="32rem" />}>
          <RegisterForm onSuccess={done} />
        </Suspense>
        <p className="o-auth-links">
          {t('auth.register.has_account')}{' '}
          <ViewLink to={null} onGo={() => go('login')}>
            {t('auth.register.login_link')}
          </ViewLink>
        </p>
      </section>
    );
  }
  if (view === 'password') {
    return (
      <section className="o-panel" aria-labelledby="o-account-password">
        <h2 id="o-account-password">{t('auth.password.title')}</h2>
        <Suspense fallback={<Skeleton height="8rem" />}>
          <PasswordLinkForm />
        </Suspense>
        <p className="o-auth-links">
          <ViewLink to={null} onGo={() => go('login')}>
            {t('auth.password.back_to_login')}
          </ViewLink>
        </p>
      </section>
    );
  }
  return (
    <section className="o-panel" aria-labelledby="o-account-login">
      <h2 id="o-account-login">{t('auth.login.title')}</h2>
      <LoginForm onSuccess={done} />
      <p className="o-auth-links">
        <ViewLink to="password" onGo={() => go('password')}>
          {t('auth.login.forgot')}
        </ViewLink>
      </p>
      <p className="o-auth-links">
        {t('auth.login.no_account')}{' '}
        <ViewLink to="register" onGo={() => go('register')}>
          {t('auth.login.register_link')}
        </ViewLink>
      </p>
    </section>
  );
}
