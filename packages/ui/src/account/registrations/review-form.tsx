import { useId, useRef, useState, type FormEvent } from 'react';
import { accountApi, REVIEW_SCORES, reviewFormDefaults, type Registration } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useApi } from '../../context/use-api';
import { focusFirstInvalid } from '../../forms/focus-invalid';
import { SubmitButton } from '../../forms/submit-button';
import { useAccount } from '../account-context';
import { AccountScreen } from '../account-screen';
import { RegistrationGate } from './registration-gate';
import { refreshAccount, registrationErrorMessage, registrationFieldError } from './registration-errors';

/** /account/registrations/{cuid}/review (001 §2, §5, §7). */
export function ReviewScreen({ cuid }: { cuid: string }) {
  return <RegistrationGate cuid={cuid}>{(registration) => <ReviewForm registration={registration} />}</RegistrationGate>;
}

/**
 * A score from 5 down to 1 (required), an optional message, and whether the review is public: on by default for a
 * new review, the review's own visibility (locked) for an existing one. POST creates, PUT edits.
 */
function ReviewForm({ registration: r }: { registration: Registration }) {
  const runtime = useRuntime();
  const { t, toasts } = runtime;
  const { at, nav } = useAccount();
  const api = useApi(accountApi);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const review = r.review;
  const [values, setValues] = useState(() => reviewFormDefaults(review));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const detail = { view: 'registration', cuid: r.cuid } as const;
  const title = review ? at('registrations.review.title_edit') : at('registrations.review.title_create');
  const back = { to: detail, label: at('registrations.back_to_detail') };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (values.score === null) {
      setError(registrationFieldError(at, t, 'required'));
      return focusFirstInvalid(form.current);
    }
    setError(undefined);
    setBusy(true);
    const body = { registration_id: r.id, message: values.message.trim() || null, score: values.score, public: values.public };
    try {
      if (review) await api.editReview({ ...body, review_id: review.id });
      else await api.createReview(body);
      toasts.success(review ? at('registrations.review.success_edit') : at('registrations.review.success_create'));
      nav.go(detail);
      refreshAccount(runtime);
    } catch (err) {
      toasts.error(registrationErrorMessage(at, t, err));
    } finally {
      setBusy(false);
    }
  }

  if (r.cancelled) {
    return (
      <AccountScreen title={title} back={back}>
        <p role="status">{at('registrations.review.unavailable')}</p>
      </AccountScreen>
    );
  }
  return (
    <AccountScreen title={title} back={back}>
      <p className="o-muted">{r.availability?.activity?.title}</p>
      <form ref={form} className="o-form" noValidate aria-busy={busy} onSubmit={(e) => void submit(e)}>
        <fieldset
          className="field o-choices"
          role="radiogroup"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-score-err` : undefined}
        >
          <legend>{at('registrations.review.score')}</legend>
          {REVIEW_SCORES.map((score) => (
            <label key={score} className="check">
              <input type="radio" name={`${id}-score`} value={score} checked={values.score === score} onChange={() => setValues((v) => ({ ...v, score }))} />
              {at('registrations.review.score_value', { count: score })}
            </label>
          ))}
          {error && (
            <p id={`${id}-score-err`} className="field-error">
              {error}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-message`}>{at('registrations.review.message')}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            value={values.message}
            onInput={(e) => setValues((v) => ({ ...v, message: (e.target as HTMLTextAreaElement).value }))}
          />
        </div>
        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              role="switch"
              checked={values.public}
              aria-checked={values.public}
              disabled={values.locked}
              aria-describedby={values.locked ? `${id}-public-hint` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, public: (e.target as HTMLInputElement).checked }))}
            />
            {at('registrations.review.public')}
          </label>
          {values.locked && (
            <p id={`${id}-public-hint`} className="field-hint">
              {at('registrations.review.public_locked')}
            </p>
          )}
        </div>
        <div className="o-form-actions">
          <SubmitButton busy={busy}>{review ? at('registrations.review.submit_edit') : at('registrations.review.submit_create')}</SubmitButton>
        </div>
      </form>
    </AccountScreen>
  );
}
