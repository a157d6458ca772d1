import * as v from 'valibot';
import { useState, type FormEvent } from 'react';
import { passwordLinkFormSchema, authApi, type LinkMode } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { fieldErrorText, issuesToFieldErrors } from '../forms/field-errors';
import { useToastSubmit } from '../forms/use-toast-submit';
import { TextField } from '../forms/text-field';
import { Spinner } from '../primitives/states';
import { softDisabled } from '../forms/submit-button';

/**
 * Where the e-mailed link must land (the API honours it only for the organiser's own origins): embedded, this
 * very page, whose <oriel-account> reads the ?token= (this form only shows while there is none); in the shell,
 * its password page in the page's language.
 */
export const resetPage = (links: LinkMode, current: string): string =>
  links.kind === 'shell' ? `${links.lang ? `/${links.lang}` : ''}/auth/password` : current;

/**
 * Forgotten password (001 §2, §7 POST /api/auth/password/link). The answer is the same whether or not the
 * e-mail has an account (no account probing), so the confirmation never says which.
 */
export function PasswordLinkForm({ onSent }: { onSent?: () => void }) {
  const runtime = useRuntime();
  const auth = useApi(authApi);
  const { t } = runtime;
  const [email, setEmail] = useState('');
  const { errors, setErrors, busy, run } = useToastSubmit();
  const [sent, setSent] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(passwordLinkFormSchema, { email });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.issues));
    const redirect = resetPage(runtime.links, runtime.currentLocation());
    if (!(await run(() => auth.sendPasswordLink({ ...parsed.output, redirect }), { success: t('auth.password.sent') }))) return;
    setSent(true);
    onSent?.();
  }

  return (
    <form className="o-form o-password-link" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="o-muted">{t('auth.password.subtitle')}</p>
      <div role="status">{sent && <p className="o-form-success">{t('auth.password.sent')}</p>}</div>
      <TextField
        id="o-password-email"
        label={t('auth.password.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onValue={setEmail}
        error={errors.email === 'invalid' ? t('auth.login.errors.email') : fieldErrorText(t, errors.email)}
      />
      <div className="o-form-actions">
        <button type="submit" className="btn btn-primary" {...softDisabled(busy)}>
          {busy && <Spinner />}
          {t('auth.password.send')}
        </button>
      </div>
    </form>
  );
}
