import { useEffect, useRef, useState, type FormEvent } from 'react';
import { newsletterApi, normaliseError, safeRedirect, translateErrorCode } from '@oriel/core';
import { SiteLink, Spinner, useApi, useRuntime, useShellT } from '@oriel/ui';
import { useDocumentTitle } from '../shell-context';
import { doneMessageKey, hasResult, initialUnsubscribeState, refusalCode, refusedWith, tokenOf, type UnsubscribeState } from './unsubscribe.logic';

/**
 * /newsletters/unsubscribe?token=…&redirect=… (000 §2): title, subtitle and a submit button; nothing is sent before
 * the visitor presses it (mail scanners open links too). Afterwards the visitor goes to the redirect (same site only)
 * or to /, and the confirmation goes with them as a success toast (announced by the toaster's live region).
 */
export function UnsubscribePage({ token: rawToken, redirect }: { token: string | null; redirect: string | null }) {
  const t = useShellT();
  const api = useApi(newsletterApi);
  const runtime = useRuntime();
  const token = tokenOf(rawToken);
  const [state, setState] = useState<UnsubscribeState>(() => initialUnsubscribeState(token));
  const result = useRef<HTMLDivElement>(null);
  const target = safeRedirect(redirect, window.location.origin);
  useDocumentTitle(t('newsletter.unsubscribe.title'));

  // keyboard and screen-reader users land on the outcome, not on a button that is gone
  useEffect(() => {
    if (hasResult(state)) result.current?.focus();
  }, [state]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!token || state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const data = await api.unsubscribeNewsletter({ token });
      setState({ kind: 'done', status: data.status });
      runtime.toasts.success(t(doneMessageKey(data.status)));
      runtime.navigate(target);
    } catch (error) {
      setState(refusedWith(normaliseError(error).code));
    }
  }

  const next = (
    <div className="o-form-actions">
      <SiteLink href={target} className="btn btn-primary">
        {t('newsletter.unsubscribe.continue')}
      </SiteLink>
    </div>
  );

  return (
    <div className="o-page o-auth-page o-unsubscribe-page">
      <h1>{t('newsletter.unsubscribe.title')}</h1>
      {state.kind === 'no_token' ? (
        <>
          <p className="o-form-error">{t('newsletter.unsubscribe.no_token')}</p>
          {next}
        </>
      ) : state.kind === 'done' ? (
        <>
          <div ref={result} className="o-form-success" role="status" tabIndex={-1}>
            <p>{t(doneMessageKey(state.status))}</p>
          </div>
          {next}
        </>
      ) : (
        <form className="o-form o-unsubscribe" onSubmit={submit} noValidate aria-busy={state.kind === 'busy'}>
          <p className="o-muted">{t('newsletter.unsubscribe.subtitle')}</p>
          {state.kind === 'refused' && (
            <div ref={result} className="o-form-error" role="alert" tabIndex={-1}>
              <p>{translateErrorCode(t, refusalCode(state.code))}</p>
            </div>
          )}
          {state.kind === 'refused' && state.final ? (
            next
          ) : (
            <div className="o-form-actions">
              <button type="submit" className="btn btn-primary" disabled={state.kind === 'busy'}>
                {state.kind === 'busy' && <Spinner />}
                {t('newsletter.unsubscribe.submit')}
              </button>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
