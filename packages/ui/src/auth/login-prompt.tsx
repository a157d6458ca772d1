import { loginHref } from '@oriel/core';
import { useRuntime } from '../context/runtime';

/**
 * Spec 000 §2: visitors see a login prompt in place of add forms, with a button to
 * /auth/login?redirect={current path and query}. Embedded without a login page, the button opens the
 * in-place login form instead (onLogin).
 */
export function LoginPrompt({
  onLogin,
  title,
  subtitle,
  level = 3,
}: {
  onLogin?: () => void;
  title?: string;
  subtitle?: string;
  /** the heading level under the page or dialog title: 2 below a page's h1, 3 below a dialog's h2 */
  level?: 2 | 3;
}) {
  const H = `h${level}` as 'h3';
  const runtime = useRuntime();
  const { t } = runtime;
  const href = loginHref(runtime.links, runtime.currentLocation());
  return (
    <div className="o-login-prompt">
      <H>{title ?? t('availability.login.title')}</H>
      <p>{subtitle ?? t('availability.login.subtitle')}</p>
      {href && !onLogin ? (
        <a className="btn btn-primary" href={href} onClick={(e) => (e.preventDefault(), runtime.navigate(href))}>
          {t('availability.login.button')}
        </a>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onLogin}>
          {t('availability.login.button')}
        </button>
      )}
    </div>
  );
}
