import * as v from 'valibot';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MISMATCH, passwordResetFormSchema, PASSWORD_MIN_LENGTH, authApi } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { fieldErrorText, issuesToFieldErrors } from '../forms/field-errors';
import { useToastSubmit } from '../forms/use-toast-submit';
import { TextField } from '../forms/text-field';
import { Spinner } from '../primitives/states';
import { softDisabled } from '../forms/submit-button';

export interface PasswordResetFormProps {
  /** the token of the e-mailed link (?token=) */
  token: string;
  onSuccess?: () => void;
  /** an expired or used link: offers to ask for a new one */
  onNewLink?: () => void;
}

/** New password (001 §5): both fields required, the confirmation must match (Mismatch); then POST /api/auth/password. */
export function PasswordResetForm({ token, onSuccess, onNewLink }: PasswordResetFormProps) {
  const runtime = useRuntime();
  const auth = useApi(authApi);
  const { t } = runtime;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, busy, run } = useToastSubmit();
  /** the link expired: the form offers a new one (the toast says why) */
  const [expired, setExpired] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(passwordResetFormSchema, { password, confirmation });
    const found = parsed.success ? {} : issuesToFieldErrors(parsed.issues);
    // the API's own rule (001 §9), said before the round trip
    if (password !== '' && password.length < PASSWORD_MIN_LENGTH) found.password = 'password_too_short';
    if (!parsed.success || Object.keys(found).length) return setErrors(found);
    setExpired(false);
    // the answer is a session: the customer is signed in, as after login (001 §2: then the destination is /)
    const done = await run(async () => runtime.session.adopt((await auth.resetPassword({ password, token })).token), {
      success: t('auth.password.success'),
      failure: (n) => {
        setExpired(n.code === 'INVALID_TOKEN');
        return undefined;
      },
    });
    if (done) onSuccess?.();
  }

  return (
    <form className="o-form o-password-reset" onSubmit={submit} noValidate aria-busy={busy}>
      {expired && onNewLink && (
        <div className="o-form-error">
          <p>{t('forms.errors.INVALID_TOKEN')}</p>
          <button type="button" className="btn btn-secondary" onClick={onNewLink}>
            {t('auth.password.new_link')}
          </button>
        </div>
      )}
      <TextField
        id="o-reset-password"
        label={t('auth.password.new_password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.register.password_hint', { min: PASSWORD_MIN_LENGTH })}
        value={password}
        onValue={setPassword}
        error={fieldErrorText(t, errors.password)}
      />
      <TextField
        id="o-reset-confirmation"
        label={t('auth.password.confirmation')}
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onValue={setConfirmation}
        error={errors.confirmation === PASSWORD_MISMATCH ? t('auth.password.mismatch') : fieldErrorText(t, errors.confirmation)}
      />
      <div className="o-form-actions">
        <button type="submit" className="btn btn-primary" {...softDisabled(busy)}>
          {busy && <Spinner />}
          {t('auth.password.submit')}
        </button>
      </div>
    </form>
  );
}
