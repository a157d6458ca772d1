import * as v from 'valibot';
import { useState, type FormEvent } from 'react';
import { loginFormSchema } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { fieldErrorText, issuesToFieldErrors } from '../forms/field-errors';
import { useToastSubmit } from '../forms/use-toast-submit';
import { Spinner } from '../primitives/states';
import { TextField } from '../forms/text-field';
import { softDisabled } from '../forms/submit-button';

/** Login (spec 001 §5): valid email (trimmed, lowercased), password. What was typed survives a failure. */
export function LoginForm({ onSuccess, onCancel }: { onSuccess?: () => void; onCancel?: () => void }) {
  const runtime = useRuntime();
  const { t, session } = runtime;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, busy, run } = useToastSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(loginFormSchema, { email, password });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.issues));
    const done = await run(() => session.login(parsed.output.email, parsed.output.password), {
      success: t('auth.login.success'),
      // said on the password, which is what to retype; the e-mail is not named wrong (no account probing)
      fieldOf: (n) => (n.code === 'INVALID_CREDENTIALS' ? 'password' : undefined),
    });
    if (!done) return;
    runtime.emit(null, 'login', {});
    onSuccess?.();
  }

  return (
    <form className="o-form o-login" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        id="o-login-email"
        label={t('auth.login.email')}
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={errors.email === 'invalid' ? t('auth.login.errors.email') : fieldErrorText(t, errors.email)}
      />
      <TextField
        id="o-login-password"
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        error={fieldErrorText(t, errors.password)}
      />
      <div className="o-form-actions">
        <button type="submit" className="btn btn-primary" {...softDisabled(busy)}>
          {busy && <Spinner />}
          {t('auth.login.submit')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('common.back')}
          </button>
        )}
      </div>
    </form>
  );
}
