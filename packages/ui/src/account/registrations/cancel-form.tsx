import * as v from 'valibot';
import { useId, useRef, useState, type FormEvent } from 'react';
import { accountApi, cancelRegistrationRequestSchema, registrationActions, type Registration } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useApi } from '../../context/use-api';
import { useSignalValue } from '../../context/use-signal';
import { focusFirstInvalid } from '../../forms/focus-invalid';
import { SubmitButton } from '../../forms/submit-button';
import { useAccount } from '../account-context';
import { AccountScreen } from '../account-screen';
import { RegistrationGate } from './registration-gate';
import { refreshAccount, registrationErrorMessage, registrationFieldError } from './registration-errors';

/** /account/registrations/{cuid}/cancel (001 §2, §5, §7). */
export function CancelScreen({ cuid }: { cuid: string }) {
  return <RegistrationGate cuid={cuid}>{(registration) => <CancelForm registration={registration} />}</RegistrationGate>;
}

/**
 * Cancelling asks why (trimmed, at least 1 character). On success: a toast, back to the detail, the account's data
 * and counters reloaded. On failure the toast says why and the message stays as typed.
 */
function CancelForm({ registration: r }: { registration: Registration }) {
  const runtime = useRuntime();
  const { t, toasts } = runtime;
  const { at, nav } = useAccount();
  const api = useApi(accountApi);
  const now = useSignalValue(runtime.now);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const detail = { view: 'registration', cuid: r.cuid } as const;
  const activity = r.availability?.activity?.title ?? at('registrations.untitled');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(cancelRegistrationRequestSchema, { registration_id: r.id, message });
    if (!parsed.success) {
      setError(registrationFieldError(at, t, 'required'));
      return focusFirstInvalid(form.current);
    }
    setError(undefined);
    setBusy(true);
    try {
      await api.cancelRegistration(parsed.output);
      toasts.success(at('registrations.cancel.success'));
      nav.go(detail);
      refreshAccount(runtime);
    } catch (err) {
      toasts.error(registrationErrorMessage(at, t, err));
    } finally {
      setBusy(false);
    }
  }

  const back = { to: detail, label: at('registrations.back_to_detail') };
  if (!registrationActions(r, now).cancel) {
    return (
      <AccountScreen title={at('registrations.cancel.title')} back={back}>
        <p role="status">{at('registrations.cancel.unavailable')}</p>
      </AccountScreen>
    );
  }
  const described = [`${id}-hint`, error && `${id}-err`].filter(Boolean).join(' ');
  return (
    <AccountScreen title={at('registrations.cancel.title')} back={back}>
      <p>
        {r.participant
          ? at('registrations.cancel.intro', { activity, participant: r.participant.fullname })
          : at('registrations.cancel.intro_short', { activity })}
      </p>
      <form ref={form} className="o-form" noValidate aria-busy={busy} onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-message`}>{at('registrations.cancel.message')}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            value={message}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onInput={(e) => setMessage((e.target as HTMLTextAreaElement).value)}
          />
          <p id={`${id}-hint`} className="field-hint">
            {at('registrations.cancel.hint')}
          </p>
          {error && (
            <p id={`${id}-err`} className="field-error">
              {error}
            </p>
          )}
        </div>
        <div className="o-form-actions">
          <SubmitButton busy={busy}>{at('registrations.cancel.submit')}</SubmitButton>
        </div>
      </form>
    </AccountScreen>
  );
}
