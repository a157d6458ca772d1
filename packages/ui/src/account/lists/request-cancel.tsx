import { accountKeys } from '@oriel/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { RegistrationRequest } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { Spinner } from '../../primitives/states';
import { useAT } from '../account-context';
import { accountErrorMessage } from '../account-errors';
import { useSectionHeading } from '../account-screen';
import { useAccountCalls } from './list-parts';
import { softDisabled } from '../../forms/submit-button';

/**
 * Withdrawing a PENDING request (001 §4, §7): a button opens a confirm step in place (no window.confirm, keyboard
 * focus moves to it and back), then POST /api/registrations/requests/cancel. Success: a toast, then every account
 * query and the session (counters) are fetched again; failure: the error toast, and the step stays open.
 */
export function RequestCancel({ request }: { request: RegistrationRequest }) {
  const { t, toasts, queries, session } = useRuntime();
  const at = useAT();
  const calls = useAccountCalls();
  const H = useSectionHeading();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    (confirming ? confirmRef : openRef).current?.focus();
  }, [confirming]);

  const step = (open: boolean) => {
    moved.current = true;
    setConfirming(open);
  };

  async function cancel() {
    setBusy(true);
    try {
      await calls().cancelRegistrationRequest({ registration_request_id: request.id });
      toasts.success(at('lists.requests.cancel.success'));
      setBusy(false);
      // the section goes once the request reads CANCELLED
      await Promise.all([queries.invalidate(accountKeys.all), session.refresh()]);
    } catch (error) {
      toasts.error(accountErrorMessage(at, t, error));
      setBusy(false);
    }
  }

  return (
    <section className="o-account-cancel" aria-labelledby={`${id}-title`}>
      <H id={`${id}-title`}>{at('lists.requests.cancel.title')}</H>
      {!confirming ? (
        <>
          <p>{at('lists.requests.cancel.text')}</p>
          <p className="o-account-actions">
            <button ref={openRef} type="button" className="btn btn-secondary" onClick={() => step(true)}>
              {at('lists.requests.cancel.open')}
            </button>
          </p>
        </>
      ) : (
        <div role="group" aria-labelledby={`${id}-question`} className="o-account-confirm">
          <p id={`${id}-question`}>{at('lists.requests.cancel.question')}</p>
          <p className="o-account-actions">
            {/* aria-disabled, not disabled, while the call runs: the focus stays on it whatever the outcome */}
            <button ref={confirmRef} type="button" className="btn btn-danger" aria-disabled={busy || undefined} onClick={() => busy || void cancel()}>
              {busy && <Spinner />}
              {at('lists.requests.cancel.confirm')}
            </button>
            <button type="button" className="btn btn-ghost" {...softDisabled(busy, () => step(false))}>
              {at('lists.requests.cancel.keep')}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
